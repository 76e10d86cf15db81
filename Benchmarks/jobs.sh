#!/usr/bin/env bash
# How a cold lint scales from one core to two (issue 11: "both cores busy"), measured in the same
# run: for each target, RUNS cold lints with --jobs 1 and with --jobs 2, alternating so that
# machine noise hits both, each with an empty facts cache (as a first run). Prints the median
# wall time and the median CPU time (user + system, GNU time) of each, and the ratios
# jobs 2 / jobs 1: a wall ratio near 0.5 means both cores are kept busy; a CPU ratio near 1.0
# means the second core costs little extra work. On a machine shared with other work, the wall
# ratio also shows how much of the second core was free. Asserts nothing.
#
#   Benchmarks/jobs.sh [BINARY] [RUNS] [TREE_FOLDER] [TREE_FILES]
#
# Runs on every app of ../devcorpus (when present) and on a tree from generate-tree.py.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=$(realpath "${1:-.build/release/tiplint}")
runs=${2:-3}
tree=${3:-/tmp/tiplint-jobs-tree}
tree_files=${4:-8000}
scratch=$(mktemp -d /tmp/tiplint-jobs-bench.XXXXXX)
trap 'rm -rf "$scratch"' EXIT

rm -rf "$tree"
python3 Benchmarks/generate-tree.py "$tree" "$tree_files" >/dev/null
echo "$(nproc) cores; load average $(cut -d' ' -f1-3 /proc/loadavg)"

median() { printf '%s\n' "$@" | sort -n | sed -n "$(( ($# + 1) / 2 ))p"; }
ratio() { echo "scale=2; $1 / $2" | bc; }

# One cold lint with JOBS jobs in the current folder: "wall cpu" in seconds.
timed_run() { # jobs
  local start end
  rm -rf "$scratch/cache"
  start=$(date +%s%N)
  /usr/bin/time -f '%U %S' -o "$scratch/time" "$binary" . --jobs "$1" --cache-dir "$scratch/cache" --fail-on never >/dev/null 2>&1 || true
  end=$(date +%s%N)
  echo "$(echo "scale=4; ($end - $start) / 1000000000" | bc) $(tail -1 "$scratch/time" | awk '{ printf "%.3f", $1 + $2 }')"
}

printf '%-34s %7s %7s %6s %7s %7s %6s\n' target j1_s j2_s ×j1 j1_cpu j2_cpu ×j1
measure() { # name folder
  local walls1=() walls2=() cpus1=() cpus2=() wall cpu
  # Warm the page cache first: the figures are about analysis, not the disk.
  find "$2" \( -name '*.swift' -o -name '*.md' \) -type f -print0 | xargs -0 cat >/dev/null
  cd "$2"
  for _ in $(seq "$runs"); do
    read -r wall cpu < <(timed_run 1); walls1+=("$wall"); cpus1+=("$cpu")
    read -r wall cpu < <(timed_run 2); walls2+=("$wall"); cpus2+=("$cpu")
  done
  cd - >/dev/null
  local w1 w2 c1 c2
  w1=$(median "${walls1[@]}"); w2=$(median "${walls2[@]}"); c1=$(median "${cpus1[@]}"); c2=$(median "${cpus2[@]}")
  # CPU times under 0.01 s read as 0: count them as 0.01 so that ratios stay finite.
  [ "$(echo "$c1 < 0.01" | bc)" -eq 1 ] && c1=0.01
  printf '%-34s %7.3f %7.3f %6.2f %7.3f %7.3f %6.2f\n' "$1" "$w1" "$w2" "$(ratio "$w2" "$w1")" "$c1" "$c2" "$(ratio "$c2" "$c1")"
}

if [ -d ../devcorpus ]; then
  for app in ../devcorpus/*/; do measure "$(basename "$app")" "$app"; done
fi
measure "generated ($tree_files files)" "$tree"
echo "load average at the end $(cut -d' ' -f1-3 /proc/loadavg): above the core count, other work took part of the second core"
