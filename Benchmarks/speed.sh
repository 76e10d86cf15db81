#!/usr/bin/env bash
# The bars of issue 24, each figure measured in this run beside `cat` of the same files, with the
# bar printed next to it. Asserts nothing.
#
#   Benchmarks/speed.sh [BINARY] [RUNS]
#
#   BINARY        the tiplint to time (default .build/release/tiplint)
#   RUNS          runs per figure; the median is printed (default 3)
#   STATS_BINARY  (environment) the tiplint asked for `--stats` (default BINARY): the counts do not
#                 depend on how it was built, so a debug build may give them for a release
#                 binary that predates `--stats`
#   LARGEST       (environment) how many of the largest apps of ../devcorpus are measured on their
#                 own (default 1)
#   TREE_FILES    (environment) files of the generated tree (default 8000)
#   CORPUS        (environment) the folder of apps (default ../devcorpus; none: only the tree)
#
# Targets: ../devcorpus as one tree (when present), its LARGEST largest apps (by Swift files), and
# the tree `generate-tree.py` writes. Figures per target:
#   cold     first run, empty cache                       × cat of every file tiplint reads
#   warm     again, nothing changed                       × cat
#   touch    after touching one TipKit file (time only)   × warm
#   peak     the largest resident size of the cold runs   MB
#   parsed   bytes handed to SwiftParser ÷ bytes of the Swift files holding a TipKit token (--stats)
#   one      one TipKit file named, warm cache            × cat of the target's Swift files
#   one-edit the same file after editing it               × cat of the target's Swift files
# Times are wall seconds (medians). Everything runs on copies: the benchmark edits a file.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=$(realpath "${1:-.build/release/tiplint}")
runs=${2:-3}
stats_binary=$(realpath "${STATS_BINARY:-$binary}")
largest=${LARGEST:-1}
tree_files=${TREE_FILES:-8000}
corpus=${CORPUS:-../devcorpus}
work=$(mktemp -d /tmp/tiplint-speed.XXXXXX)
trap 'rm -rf "$work"' EXIT

# Files tiplint reads: Swift and Markdown outside the folders it always skips.
list_files() { # folder [name patterns…]
  find "$1" \( -name .build -o -name .git -o -name DerivedData -o -name Pods -o -name Carthage -o -name .swiftpm \
    -o -name .tiplint-cache \) -prune -o \( -name '*.swift' -o -name '*.md' \) -type f -print0
}
list_swift() {
  find "$1" \( -name .build -o -name .git -o -name DerivedData -o -name Pods -o -name Carthage -o -name .swiftpm \
    -o -name .tiplint-cache \) -prune -o -name '*.swift' -type f -print0
}

now() { date +%s%N; }
# Wall seconds one command takes; its peak resident size (KB) goes to $work/mem.
timed() {
  local start end
  start=$(now)
  /usr/bin/time -f '%M' -o "$work/mem" "$@" >/dev/null 2>&1 || true
  end=$(now)
  echo "scale=4; ($end - $start) / 1000000000" | bc
}
median() { printf '%s\n' "$@" | sort -n | sed -n "$(( ($# + 1) / 2 ))p"; }
ratio() { echo "scale=2; $1 / $2" | bc; }
line() { # figure value unit bar
  printf '  %-9s %10s %-8s bar %s\n' "$1" "$2" "$3" "$4"
}

measure() { # name folder
  local name=$1 folder=$2
  local files tip
  files=$(list_files "$folder" | tr -cd '\0' | wc -c)
  tip=$(list_swift "$folder" | xargs -0 grep -l 'import TipKit' 2>/dev/null | head -1 || true)
  [ -n "$tip" ] || tip=$(list_swift "$folder" | xargs -0 ls | head -1)
  list_files "$folder" | xargs -0 cat >/dev/null  # warm the page cache for everyone
  local cats=() swiftcats=() colds=() warms=() touches=() ones=() edits=() peak=0
  cd "$folder"
  for _ in $(seq "$runs"); do
    cats+=("$(timed sh -c "find . \\( -name .build -o -name .git -o -name DerivedData -o -name Pods -o -name Carthage -o -name .swiftpm -o -name .tiplint-cache \\) -prune -o \\( -name '*.swift' -o -name '*.md' \\) -type f -print0 | xargs -0 cat")")
    swiftcats+=("$(timed sh -c "find . \\( -name .build -o -name .git -o -name DerivedData -o -name Pods -o -name Carthage -o -name .swiftpm -o -name .tiplint-cache \\) -prune -o -name '*.swift' -type f -print0 | xargs -0 cat")")
    rm -rf "$work/c"
    colds+=("$(timed "$binary" . --cache-dir "$work/c" --fail-on never)")
    local mem; mem=$(tail -1 "$work/mem"); [ "$mem" -gt "$peak" ] && peak=$mem
    warms+=("$(timed "$binary" . --cache-dir "$work/c" --fail-on never)")
    touch "$tip"
    touches+=("$(timed "$binary" . --cache-dir "$work/c" --fail-on never)")
    # One file, as a pre-commit hook or an editor's save names it: warm, then after an edit.
    "$binary" "$tip" --cache-dir "$work/c" --fail-on never >/dev/null 2>&1 || true
    ones+=("$(timed "$binary" "$tip" --cache-dir "$work/c" --fail-on never)")
    printf '\n// edited by speed.sh\n' >>"$tip"
    edits+=("$(timed "$binary" "$tip" --cache-dir "$work/c" --fail-on never)")
  done
  # What SwiftParser was handed, from one cold run's --stats (the JSON report's `stats` object):
  # the bytes of a file parsed twice (its declarations, then whole) both times, as work.
  local parsed
  parsed=$("$stats_binary" . --no-cache --fail-on never --format json --stats 2>/dev/null | python3 -c '
import json, sys
try:
    s = json.load(sys.stdin).get("stats")
except ValueError:
    s = None
if not s:
    print("n/a")
else:
    print("%d/%d" % (s["parsedBytes"] + s.get("parsedAgainBytes", 0), s["tipKitBytes"]))
' || echo n/a)
  cd - >/dev/null
  local c sc cold warm touched one edit
  c=$(median "${cats[@]}"); sc=$(median "${swiftcats[@]}")
  cold=$(median "${colds[@]}"); warm=$(median "${warms[@]}"); touched=$(median "${touches[@]}")
  one=$(median "${ones[@]}"); edit=$(median "${edits[@]}")
  printf '%s: %d files, cat %.3f s (Swift only %.3f s), cold %.3f s, warm %.3f s, touch %.3f s, one %.3f s, one-edit %.3f s\n' \
    "$name" "$files" "$c" "$sc" "$cold" "$warm" "$touched" "$one" "$edit"
  line cold "$(ratio "$cold" "$c")" "×cat" "≤ 5"
  line warm "$(ratio "$warm" "$c")" "×cat" "≤ 1.2"
  line touch "$(ratio "$touched" "$warm")" "×warm" "≤ 1.5"
  line peak "$((peak / 1024))" "MB" "≤ 150"
  if [ "$parsed" = n/a ]; then
    line parsed n/a "" "≤ 1.5 (the binary has no --stats; set STATS_BINARY)"
  else
    local parsed_bytes=${parsed%/*} tip_bytes=${parsed#*/}
    if [ "$tip_bytes" -gt 0 ]; then
      line parsed "$(ratio "$parsed_bytes" "$tip_bytes")" "×TipKit" "≤ 1.5 ($parsed_bytes of $tip_bytes bytes)"
    else
      line parsed "-" "" "≤ 1.5 (no file holds a TipKit token; $parsed_bytes bytes parsed)"
    fi
  fi
  line one "$(ratio "$one" "$sc")" "×cat" "≤ 3 (of the Swift files)"
  line one-edit "$(ratio "$edit" "$sc")" "×cat" "≤ 4 (of the Swift files)"
}

if [ -d "$corpus" ]; then
  rm -rf "$work/all" && cp -a "$corpus" "$work/all"
  measure "devcorpus (all apps)" "$work/all"
  rm -rf "$work/all"
  for app in $(for folder in "$corpus"/*/; do
      printf '%s %s\n' "$(list_swift "$folder" | tr -cd '\0' | wc -c)" "$folder"
    done | sort -rn | head -"$largest" | cut -d' ' -f2); do
    rm -rf "$work/app" && cp -a "$app" "$work/app"
    measure "$(basename "$app")" "$work/app"
    rm -rf "$work/app"
  done
fi
python3 Benchmarks/generate-tree.py "$work/tree" "$tree_files" >/dev/null
measure "generated ($tree_files files)" "$work/tree"
