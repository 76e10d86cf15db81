#!/usr/bin/env bash
# The facts cache's figures, each measured in this run beside `cat` of the same files:
#   cat      find + cat of every Swift and Markdown file tiplint reads (the cost of reading them)
#   cold     tiplint with an empty cache (it analyses every file and fills the cache)
#   warm     tiplint again, nothing changed (stat only: no file is read)
#   touch    after touching one Swift file (its time changes, not its bytes: read and hashed)
#   edit     after changing one TipKit file (read, hashed and analysed again)
#   hook     one named TipKit file, as the pre-commit hook runs (the rest comes from the cache)
#   nocache  tiplint --no-cache, for comparison
# Times are medians of RUNS runs in seconds; ratios are to cat; peak memory (MB, /usr/bin/time
# %M) is the largest over the cold runs. A second line per target gives CPU seconds (user +
# system) of the same runs: on a machine shared with other work, wall times stretch with the
# load while CPU times do not. Bars (issue 11): cold <= 5x cat, warm <= 1.5x cat,
# touch <= 2x warm, peak <= 150 MB on the 8,000-file tree. Asserts nothing.
#
#   Benchmarks/cache.sh [BINARY] [RUNS] [TREE_FOLDER] [TREE_FILES]
#
# Runs on every app of ../devcorpus (when present), on all of them as one tree, and on a tree
# from generate-tree.py.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=$(realpath "${1:-.build/release/tiplint}")
runs=${2:-3}
tree=${3:-/tmp/tiplint-cache-tree}
tree_files=${4:-8000}
cache=$(mktemp -d /tmp/tiplint-cache-bench.XXXXXX)
trap 'rm -rf "$cache"' EXIT

rm -rf "$tree"
python3 Benchmarks/generate-tree.py "$tree" "$tree_files" >/dev/null

# Files tiplint reads: Swift and Markdown outside the folders it always skips.
list_files() {
  find "$1" \( -name .build -o -name .git -o -name DerivedData -o -name Pods -o -name Carthage -o -name .swiftpm \
    -o -name .tiplint-cache \) -prune -o \( -name '*.swift' -o -name '*.md' \) -type f -print0
}

now() { date +%s%N; }
# Wall seconds one command takes; its peak memory (KB) and CPU seconds go to $cache/mem.
timed() {
  local start end
  start=$(now)
  /usr/bin/time -f '%M %U %S' -o "$cache/mem" "$@" >/dev/null 2>&1 || true
  end=$(now)
  echo "scale=4; ($end - $start) / 1000000000" | bc
}
cpu() { tail -1 "$cache/mem" | awk '{ printf "%.3f", $2 + $3 }'; }
median() { printf '%s\n' "$@" | sort -n | sed -n "$(( ($# + 1) / 2 ))p"; }
ratio() { echo "scale=2; $1 / $2" | bc; }

printf '%-28s %6s %7s %7s %6s %7s %6s %7s %6s %7s %6s %7s %6s %7s %6s %5s\n' \
  target files cat_s cold_s ×cat warm_s ×cat touch_s ×warm edit_s ×warm hook_s ×cat nocache ×cat peakMB
measure() { # name folder
  local name=$1 folder=$2
  local files tip
  files=$(list_files "$folder" | tr -cd '\0' | wc -c)
  tip=$(list_files "$folder" | xargs -0 grep -l 'import TipKit' 2>/dev/null | grep '\.swift$' | head -1 || true)
  [ -n "$tip" ] || tip=$(list_files "$folder" | xargs -0 ls | grep '\.swift$' | head -1)
  local plain
  plain=$(list_files "$folder" | xargs -0 grep -L 'Tip' 2>/dev/null | grep '\.swift$' | head -1 || true)
  [ -n "$plain" ] || plain=$tip
  list_files "$folder" | xargs -0 cat >/dev/null  # warm the page cache for everyone
  local cats=() colds=() warms=() touches=() edits=() hooks=() nocaches=() peak=0
  local ccat=() ccold=() cwarm=() ctouch=() cedit=() chook=() cnocache=()
  cd "$folder"
  for _ in $(seq "$runs"); do
    cats+=("$(timed sh -c "find . \\( -name .build -o -name .git -o -name DerivedData -o -name Pods -o -name Carthage -o -name .swiftpm -o -name .tiplint-cache \\) -prune -o \\( -name '*.swift' -o -name '*.md' \\) -type f -print0 | xargs -0 cat")"); ccat+=("$(cpu)")
    rm -rf "$cache/c"
    colds+=("$(timed "$binary" . --cache-dir "$cache/c" --fail-on never)"); ccold+=("$(cpu)")
    local mem; mem=$(tail -1 "$cache/mem" | cut -d' ' -f1); [ "$mem" -gt "$peak" ] && peak=$mem
    warms+=("$(timed "$binary" . --cache-dir "$cache/c" --fail-on never)"); cwarm+=("$(cpu)")
    touch "$plain"
    touches+=("$(timed "$binary" . --cache-dir "$cache/c" --fail-on never)"); ctouch+=("$(cpu)")
    printf '\n' >>"$tip"
    edits+=("$(timed "$binary" . --cache-dir "$cache/c" --fail-on never)"); cedit+=("$(cpu)")
    hooks+=("$(timed "$binary" "$tip" --cache-dir "$cache/c" --fail-on never)"); chook+=("$(cpu)")
    nocaches+=("$(timed "$binary" . --no-cache --fail-on never)"); cnocache+=("$(cpu)")
  done
  cd - >/dev/null
  local c w
  c=$(median "${cats[@]}"); w=$(median "${warms[@]}")
  local cold touch edit hook nocache
  cold=$(median "${colds[@]}"); touch=$(median "${touches[@]}"); edit=$(median "${edits[@]}")
  hook=$(median "${hooks[@]}"); nocache=$(median "${nocaches[@]}")
  printf '%-28s %6d %7.3f %7.3f %6.1f %7.3f %6.1f %7.3f %6.2f %7.3f %6.2f %7.3f %6.1f %7.3f %6.1f %5d\n' \
    "$name" "$files" "$c" "$cold" "$(ratio "$cold" "$c")" "$w" "$(ratio "$w" "$c")" "$touch" "$(ratio "$touch" "$w")" \
    "$edit" "$(ratio "$edit" "$w")" "$hook" "$(ratio "$hook" "$c")" "$nocache" "$(ratio "$nocache" "$c")" "$((peak / 1024))"
  c=$(median "${ccat[@]}"); w=$(median "${cwarm[@]}")
  cold=$(median "${ccold[@]}"); touch=$(median "${ctouch[@]}"); edit=$(median "${cedit[@]}")
  hook=$(median "${chook[@]}"); nocache=$(median "${cnocache[@]}")
  # CPU times under 0.01 s read as 0: count them as 0.01 so that ratios stay finite.
  [ "$(echo "$c < 0.01" | bc)" -eq 1 ] && c=0.01
  [ "$(echo "$w < 0.01" | bc)" -eq 1 ] && w=0.01
  printf '%-28s %6s %7.3f %7.3f %6.1f %7.3f %6.1f %7.3f %6.2f %7.3f %6.2f %7.3f %6.1f %7.3f %6.1f\n' \
    "  (CPU s)" "" "$c" "$cold" "$(ratio "$cold" "$c")" "$w" "$(ratio "$w" "$c")" "$touch" "$(ratio "$touch" "$w")" \
    "$edit" "$(ratio "$edit" "$w")" "$hook" "$(ratio "$hook" "$c")" "$nocache" "$(ratio "$nocache" "$c")"
}

# The corpus apps are measured on copies: the benchmark edits a file of each.
if [ -d ../devcorpus ]; then
  for app in ../devcorpus/*/; do
    name=$(basename "$app")
    rm -rf "$cache/app" && cp -a "$app" "$cache/app"
    measure "$name" "$cache/app"
    rm -rf "$cache/app"
  done
  # All ten as one tree, as the issue measures the corpus: per-app figures of the small apps are
  # mostly the process's fixed cost (about 30 ms: loading the libraries, building the rules).
  rm -rf "$cache/all" && cp -a ../devcorpus "$cache/all"
  measure "devcorpus (all apps)" "$cache/all"
  rm -rf "$cache/all"
fi
measure "generated ($tree_files files)" "$tree"
