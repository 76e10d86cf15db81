#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer and runs one (or all) for a bounded time.
#
#   Fuzz/run.sh TARGET|all SECONDS [libFuzzer options…]
#
# Targets: swift markdown manifest configuration xcstrings strings lsp-framing fix lexer.
# Seeds are Fuzz/Corpus/TARGET (kept as written); what the fuzzer adds goes to
# .build/fuzz/corpus/TARGET, crashes to .build/fuzz/artifacts/. Exit 1 when a target crashed,
# hung (over 10 s on one input) or broke a property it checks; the output names the input.
# `all` runs FUZZ_JOBS targets at a time (default: the number of cores).
# FUZZ_SKIP_BUILD=1 reuses the last build. FUZZ_CONFIGURATION=debug builds without the
# optimiser: about a fifth of the build time for fewer executions a second (what CI uses, to
# stay inside its time budget); the default, release, is for long local runs.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 2 ]; then
  echo "usage: Fuzz/run.sh TARGET|all SECONDS [libFuzzer options…]" >&2
  exit 2
fi
target=$1
seconds=$2
shift 2
targets=(swift markdown manifest configuration xcstrings strings lsp-framing fix lexer)
configuration=${FUZZ_CONFIGURATION:-release}
case $configuration in
  release | debug) ;;
  *) echo "FUZZ_CONFIGURATION must be release or debug, not '$configuration'" >&2; exit 2 ;;
esac
scratch=.build/fuzz
binary=$scratch/$configuration/tiplint-fuzz

if [ "${FUZZ_SKIP_BUILD:-0}" != 1 ]; then
  start=$(date +%s)
  TIPLINT_FUZZ=1 swift build -c "$configuration" --sanitize=fuzzer --product tiplint-fuzz --scratch-path "$scratch"
  echo "fuzz build ($configuration): $(( $(date +%s) - start )) s"
fi

# Seeds and dictionary of each target: the Swift seeds serve --fix and the lexer too.
seeds() {
  case $1 in
    fix) echo "Fuzz/Corpus/fix Fuzz/Corpus/swift" ;;
    lexer) echo "Fuzz/Corpus/swift" ;;
    *) echo "Fuzz/Corpus/$1" ;;
  esac
}
dictionary() {
  case $1 in
    swift | fix | lexer) echo swift ;;
    markdown) echo markdown ;;
    manifest | configuration) echo yaml ;;
    xcstrings) echo json ;;
    strings) echo strings ;;
    lsp-framing) echo lsp ;;
  esac
}

run() {
  local name=$1 corpus=$scratch/corpus/$1 log=$scratch/logs/$1.log
  shift
  mkdir -p "$corpus" "$scratch/artifacts" "$scratch/logs"
  # shellcheck disable=SC2046
  # The Swift runtime's own crash backtracer would take the signal libFuzzer needs to save the input.
  if SWIFT_BACKTRACE=enable=no TIPLINT_FUZZ_TARGET=$name "$binary" \
      -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
      -dict="Fuzz/Dictionaries/$(dictionary "$name").dict" -artifact_prefix="$scratch/artifacts/$name-" \
      "$@" "$corpus" $(seeds "$name") >"$log" 2>&1; then
    local runs
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    echo "fuzz $name: ${runs:-?} executions in ${seconds} s, no crash"
  else
    echo "fuzz $name: FAILED; the end of $log:" >&2
    tail -n 30 "$log" >&2
    echo "reproduce: TIPLINT_FUZZ_TARGET=$name $binary <the artifact named above>" >&2
    return 1
  fi
}

status=0
if [ "$target" = all ]; then
  # FUZZ_JOBS targets at a time (default: one per core); each target is one libFuzzer process.
  jobs=${FUZZ_JOBS:-$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)}
  case $jobs in
    '' | *[!0-9]* | 0) echo "FUZZ_JOBS must be a positive number, not '$jobs'" >&2; exit 2 ;;
  esac
  pids=()
  for name in "${targets[@]}"; do
    run "$name" "$@" &
    pids+=($!)
    if [ "${#pids[@]}" -ge "$jobs" ]; then
      wait "${pids[0]}" || status=1
      pids=("${pids[@]:1}")
    fi
  done
  for pid in ${pids[@]+"${pids[@]}"}; do wait "$pid" || status=1; done
else
  run "$target" "$@" || status=1
fi
exit $status
