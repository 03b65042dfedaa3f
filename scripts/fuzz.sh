#!/usr/bin/env bash
# Fuzzes one target of tests/fuzz for a while (docs/reliability.md, "Fuzzed loaders").
#
#   scripts/fuzz.sh [--cpu] TARGET SECONDS [more libFuzzer options]
#
# SECONDS is wall-clock time; with --cpu it is the fuzzer's processor time instead, so that
# an hour's run on a shared machine is an hour of fuzzing however busy the cores are.
#
# Needs the fuzz build (./run.sh test makes it, or: cmake -S . -B build/fuzz -G Ninja
# -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++-14 -DDOMINION_FUZZ=ON
# -DDOMINION_BUILD_TESTS=OFF && cmake --build build/fuzz --target fuzz_targets).
# FUZZ_BIN=DIR takes the binaries from DIR instead (a copy, so the build can go on).
# New inputs go to build/fuzz/work/TARGET/corpus (the committed seed corpus is only read),
# a crash to build/fuzz/work/TARGET/crash-*, and libFuzzer's log to .../log.txt; the last
# lines of the log give the executions and the coverage.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

usage="usage: scripts/fuzz.sh [--cpu] TARGET SECONDS [libFuzzer options]"
cpu=0
if [[ ${1:-} == --cpu ]]; then
  cpu=1
  shift
fi
target=${1:?$usage}
seconds=${2:?$usage}
shift 2
binary=${FUZZ_BIN:-build/fuzz/tests/fuzz}/$target
seeds=tests/fuzz/corpus/$target
[[ -x "$binary" ]] || { echo "fuzz.sh: no $binary; build the fuzz targets first" >&2; exit 1; }
[[ -d "$seeds" ]] || { echo "fuzz.sh: no seed corpus $seeds" >&2; exit 1; }

work=build/fuzz/work/$target
mkdir -p "$work/corpus"
unit=s
((cpu)) && unit="s of processor time"
echo "fuzz.sh: $target for $seconds $unit; log in $work/log.txt"
wall_limit=$seconds
((cpu)) && wall_limit=0 # no wall limit: stopped below once the processor time is spent
"$binary" -max_total_time="$wall_limit" -timeout=30 -rss_limit_mb=4096 -print_final_stats=1 \
  -artifact_prefix="$work/" "$@" "$work/corpus" "$seeds" >"$work/log.txt" 2>&1 &
pid=$!
if ((cpu)); then
  ticks=$(getconf CLK_TCK)
  while kill -0 "$pid" 2>/dev/null; do
    # Fields 14 and 15 of /proc/PID/stat: user and system time in clock ticks.
    used=$(awk -v t="$ticks" '{ print int(($14 + $15) / t) }' "/proc/$pid/stat" 2>/dev/null || echo 0)
    if ((used >= seconds)); then
      kill -INT "$pid" 2>/dev/null || true # libFuzzer prints its final stats and exits
      break
    fi
    sleep 5
  done
fi
status=0
wait "$pid" || status=$?
# An interrupt asked for above is the planned end of a --cpu run, not a failure.
if ((cpu)) && grep -q 'libFuzzer: run interrupted' "$work/log.txt"; then
  status=0
fi
# The last status line gives the coverage (an interrupted run prints no DONE line).
grep -E '^#[0-9]+[[:space:]].*cov:' "$work/log.txt" | tail -1 || true
grep -E '^(stat::|SUMMARY|==[0-9]+==ERROR|==[0-9]+== libFuzzer: run interrupted)' "$work/log.txt" || true
exit "$status"
