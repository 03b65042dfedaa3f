#!/usr/bin/env bash
# Builds and starts the game, or builds and runs every test. See README.md.
#
#   ./run.sh play [arguments for the game]
#   ./run.sh test
#
# Both install the Debian packages that are missing (scripts/packages.txt) and build
# incrementally: a second run only rebuilds what changed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"

readonly RELEASE_DIR=build/release
readonly ASAN_DIR=build/asan
readonly FUZZ_DIR=build/fuzz
JOBS="$(nproc)"
readonly JOBS

usage() {
  cat <<'USAGE'
Usage: ./run.sh play [game arguments]   install what is missing, build, start the game
       ./run.sh test                    install what is missing, build, run all tests
USAGE
}

# configure DIR CMAKE_ARGS...: runs CMake once; later builds re-run it by themselves.
configure() {
  local dir=$1
  shift
  if [[ ! -f "$dir/build.ninja" ]]; then
    cmake -S . -B "$dir" -G Ninja "$@"
  fi
}

build_release() {
  scripts/install-packages.sh
  configure "$RELEASE_DIR" -DCMAKE_BUILD_TYPE=Release
  cmake --build "$RELEASE_DIR" --parallel "$JOBS"
}

play() {
  build_release
  if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" && -z "${QT_QPA_PLATFORM:-}" ]]; then
    echo "run.sh: no display to show the game on (DISPLAY and WAYLAND_DISPLAY are unset)." >&2
    echo "        Start it from a desktop session, or try: xvfb-run -a ./run.sh play" >&2
    exit 1
  fi
  exec "$RELEASE_DIR/dominion" "$@"
}

run_tests() {
  build_release

  # The engine on its own, with AddressSanitizer and UndefinedBehaviorSanitizer.
  configure "$ASAN_DIR" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DDOMINION_SANITIZE=ON \
    -DDOMINION_BUILD_APP=OFF
  cmake --build "$ASAN_DIR" --parallel "$JOBS"
  # Long property tests (thousands of random games), sanitized code and a busy machine can
  # outlast QtTest's per-function watchdog of 5 minutes: allow 20. CTest's own per-test
  # limit still applies.
  export QTEST_FUNCTION_TIMEOUT=1200000
  echo "== Sanitized engine tests ($ASAN_DIR)"
  (cd "$ASAN_DIR" && ctest --output-on-failure --parallel "$JOBS")

  # The fuzz targets of the loaders (tests/fuzz), built with clang, each over its corpus.
  configure "$FUZZ_DIR" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++-14 \
    -DDOMINION_FUZZ=ON -DDOMINION_BUILD_TESTS=OFF
  cmake --build "$FUZZ_DIR" --parallel "$JOBS" --target fuzz_targets
  echo "== Fuzz targets over their corpora ($FUZZ_DIR)"
  (cd "$FUZZ_DIR" && ctest --output-on-failure --parallel "$JOBS" -L fuzz)

  # Everything, headless (the GUI tests set QT_QPA_PLATFORM=offscreen themselves).
  # CTest's summary of this run is the last thing printed.
  echo "== All tests ($RELEASE_DIR)"
  cd "$RELEASE_DIR"
  exec ctest --output-on-failure --parallel "$JOBS"
}

case "${1:-}" in
  play) shift; play "$@" ;;
  test) run_tests ;;
  -h | --help | help) usage ;;
  *)
    usage >&2
    exit 2
    ;;
esac
