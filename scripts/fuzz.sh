#!/usr/bin/env bash
# Fuzzes one target of tests/fuzz for a while (docs/reliability.md, "Fuzzed loaders").
#
#   scripts/fuzz.sh TARGET SECONDS [more libFuzzer options]
#
# Needs the fuzz build (./run.sh test makes it, or: cmake -S . -B build/fuzz -G Ninja
# -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++-14 -DDOMINION_FUZZ=ON
# -DDOMINION_BUILD_TESTS=OFF && cmake --build build/fuzz --target fuzz_targets).
# New inputs go to build/fuzz/work/TARGET/corpus (the committed seed corpus is only read),
# a crash to build/fuzz/work/TARGET/crash-*, and libFuzzer's log to .../log.txt; the last
# lines of the log give the executions and the coverage.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

target=${1:?usage: scripts/fuzz.sh TARGET SECONDS [libFuzzer options]}
seconds=${2:?usage: scripts/fuzz.sh TARGET SECONDS [libFuzzer options]}
shift 2
binary=build/fuzz/tests/fuzz/$target
seeds=tests/fuzz/corpus/$target
[[ -x "$binary" ]] || { echo "fuzz.sh: no $binary; build the fuzz targets first" >&2; exit 1; }
[[ -d "$seeds" ]] || { echo "fuzz.sh: no seed corpus $seeds" >&2; exit 1; }

work=build/fuzz/work/$target
mkdir -p "$work/corpus"
echo "fuzz.sh: $target for $seconds s; log in $work/log.txt"
status=0
"$binary" -max_total_time="$seconds" -timeout=30 -rss_limit_mb=4096 -print_final_stats=1 \
  -artifact_prefix="$work/" "$@" "$work/corpus" "$seeds" >"$work/log.txt" 2>&1 || status=$?
grep -E '^(#[0-9]+ +DONE|stat::|SUMMARY|==[0-9]+==ERROR)' "$work/log.txt" || true
exit "$status"
