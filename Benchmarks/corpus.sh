#!/usr/bin/env bash
# Compares two tiplint binaries on the real apps of the development corpus (../devcorpus, laid
# out by ../shared/corpus/get-corpus.sh), in the same run: for each app the median wall time and
# the median CPU time (user + system, from GNU time) of RUNS cold lints with each binary
# (alternating, so that machine noise hits both), each with the ratio new/old, and a total line.
# Also reports whether the two binaries' findings differ. Asserts nothing.
#
# Cold means every file analysed afresh: a binary with a facts cache (one whose `lint --help`
# lists --no-cache) is run with --no-cache, since its on-disk cache (.tiplint-cache/ in the app)
# would make every run after the first a warm one, and the app folders are left unwritten.
# Wall times stretch with the load of a shared machine; CPU times much less.
#
#   Benchmarks/corpus.sh OLD_BINARY [NEW_BINARY] [RUNS]
#
# OLD_BINARY is typically a release build of the previous commit:
#   git worktree add /tmp/tiplint-old HEAD~1 && (cd /tmp/tiplint-old && swift build -c release --product tiplint)
set -euo pipefail
cd "$(dirname "$0")/.."
old=$(realpath "${1:?usage: Benchmarks/corpus.sh OLD_BINARY [NEW_BINARY] [RUNS]}")
new=$(realpath "${2:-.build/release/tiplint}")
runs=${3:-5}
corpus=$(realpath ../devcorpus)
scratch=$(mktemp -d /tmp/tiplint-corpus-bench.XXXXXX)
trap 'rm -rf "$scratch"' EXIT

# The options that make a binary's run cold: --no-cache when it has a cache.
cold_options() { # binary
  if "$1" lint --help 2>/dev/null | grep -q -- '--no-cache'; then echo "--no-cache"; fi
}
old_options=$(cold_options "$old")
new_options=$(cold_options "$new")
echo "old: $old ${old_options:-(no cache)}"
echo "new: $new ${new_options:-(no cache)}"
echo "$(nproc) cores; load average $(cut -d' ' -f1-3 /proc/loadavg)"

median() { printf '%s\n' "$@" | sort -n | sed -n "$(( ($# + 1) / 2 ))p"; }
ratio() { echo "scale=2; $1 / $2" | bc; }

# One cold lint of an app: "wall cpu" in seconds.
timed_run() { # binary, options, app folder
  local start end
  start=$(date +%s%N)
  # shellcheck disable=SC2086 # options are words
  (cd "$3" && /usr/bin/time -f '%U %S' -o "$scratch/time" "$1" . $2 --fail-on never >/dev/null 2>&1) || true
  end=$(date +%s%N)
  echo "$(echo "scale=4; ($end - $start) / 1000000000" | bc) $(tail -1 "$scratch/time" | awk '{ printf "%.3f", $1 + $2 }')"
}

# Rule, place and message of every finding, one per line, sorted.
findings_of() { # binary, options, app folder
  # shellcheck disable=SC2086
  (cd "$3" && "$1" . $2 --format json --fail-on never 2>/dev/null) | python3 -c '
import json, sys
for f in sorted(json.load(sys.stdin)["findings"], key=lambda f: (f["location"]["path"], f["location"]["range"]["start"]["line"], f["ruleID"])):
    print(f["ruleID"], f["location"]["path"], f["location"]["range"]["start"]["line"], f["message"])'
}

printf '%-34s %8s %8s %6s %8s %8s %6s  %s\n' app old_s new_s ratio old_cpu new_cpu ratio findings
total_old=0; total_new=0; cpu_total_old=0; cpu_total_new=0
for app in "$corpus"/*/; do
  name=$(basename "$app")
  walls_old=(); walls_new=(); cpus_old=(); cpus_new=()
  for _ in $(seq "$runs"); do
    read -r wall cpu < <(timed_run "$old" "$old_options" "$app"); walls_old+=("$wall"); cpus_old+=("$cpu")
    read -r wall cpu < <(timed_run "$new" "$new_options" "$app"); walls_new+=("$wall"); cpus_new+=("$cpu")
  done
  t_old=$(median "${walls_old[@]}"); t_new=$(median "${walls_new[@]}")
  c_old=$(median "${cpus_old[@]}"); c_new=$(median "${cpus_new[@]}")
  # CPU times under 0.01 s read as 0: count them as 0.01 so that ratios stay finite.
  [ "$(echo "$c_old < 0.01" | bc)" -eq 1 ] && c_old=0.01
  total_old=$(echo "$total_old + $t_old" | bc); total_new=$(echo "$total_new + $t_new" | bc)
  cpu_total_old=$(echo "$cpu_total_old + $c_old" | bc); cpu_total_new=$(echo "$cpu_total_new + $c_new" | bc)
  same="same"
  cmp -s <(findings_of "$old" "$old_options" "$app") <(findings_of "$new" "$new_options" "$app") || same="differ"
  printf '%-34s %8.3f %8.3f %6.2f %8.3f %8.3f %6.2f  %s\n' "$name" "$t_old" "$t_new" "$(ratio "$t_new" "$t_old")" \
    "$c_old" "$c_new" "$(ratio "$c_new" "$c_old")" "$same"
done
printf '%-34s %8.3f %8.3f %6.2f %8.3f %8.3f %6.2f\n' "all apps" "$total_old" "$total_new" "$(ratio "$total_new" "$total_old")" \
  "$cpu_total_old" "$cpu_total_new" "$(ratio "$cpu_total_new" "$cpu_total_old")"
