#!/usr/bin/env bash
# Compares two tiplint binaries on the real apps of the development corpus (../devcorpus, laid
# out by ../shared/corpus/get-corpus.sh), in the same run: for each app the median wall time of
# RUNS cold lints with each binary (alternating, so that machine noise hits both), and the ratio
# new/old. Also reports whether the two binaries' findings differ. Asserts nothing.
#
#   Benchmarks/corpus.sh OLD_BINARY [NEW_BINARY] [RUNS]
#
# OLD_BINARY is typically a release build of the previous commit:
#   git worktree add /tmp/tiplint-old HEAD~1 && (cd /tmp/tiplint-old && swift build -c release)
set -euo pipefail
cd "$(dirname "$0")/.."
old=$(realpath "${1:?usage: Benchmarks/corpus.sh OLD_BINARY [NEW_BINARY] [RUNS]}")
new=$(realpath "${2:-.build/release/tiplint}")
runs=${3:-5}
corpus=$(realpath ../devcorpus)

median_time() { # binary, app folder
  local times=()
  for _ in $(seq "$runs"); do
    local start end
    start=$(date +%s.%N)
    (cd "$2" && "$1" . --fail-on never >/dev/null 2>&1) || true
    end=$(date +%s.%N)
    times+=("$(echo "$end - $start" | bc)")
  done
  printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p"
}

# Rule, place and message of every finding, one per line, sorted.
findings_of() { # binary, app folder
  (cd "$2" && "$1" . --format json --fail-on never 2>/dev/null) | python3 -c '
import json, sys
for f in sorted(json.load(sys.stdin)["findings"], key=lambda f: (f["location"]["path"], f["location"]["range"]["start"]["line"], f["ruleID"])):
    print(f["ruleID"], f["location"]["path"], f["location"]["range"]["start"]["line"], f["message"])'
}

printf '%-34s %9s %9s %7s  %s\n' app old_s new_s ratio findings
total_old=0; total_new=0
for app in "$corpus"/*/; do
  name=$(basename "$app")
  t_old=$(median_time "$old" "$app"); t_new=$(median_time "$new" "$app")
  total_old=$(echo "$total_old + $t_old" | bc); total_new=$(echo "$total_new + $t_new" | bc)
  same="same"
  cmp -s <(findings_of "$old" "$app") <(findings_of "$new" "$app") || same="differ"
  printf '%-34s %9.3f %9.3f %7.2f  %s\n' "$name" "$t_old" "$t_new" "$(echo "$t_new / $t_old" | bc -l)" "$same"
done
printf '%-34s %9.3f %9.3f %7.2f\n' "all apps" "$total_old" "$total_new" "$(echo "$total_new / $total_old" | bc -l)"
