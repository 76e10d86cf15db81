#!/usr/bin/env bash
# Measures tiplint over a generated app of 2,000+ Swift files, next to `cat` over the same
# files (the cost of just reading them). Prints wall times; asserts nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
folder=${1:-/tmp/tiplint-bench}
count=${2:-2000}
rm -rf "$folder"
python3 Benchmarks/generate.py "$folder" "$count"
swift build -c release --product tiplint >/dev/null
binary=$PWD/.build/release/tiplint
bytes=$(find "$folder" -name '*.swift' -print0 | xargs -0 cat | wc -c)
echo "files: $(find "$folder" -name '*.swift' | wc -l), bytes: $bytes"
time_of() { local start end; start=$(date +%s.%N); "$@" >/dev/null 2>&1 || true; end=$(date +%s.%N); echo "$end - $start" | bc; }
echo "cat:                 $(time_of sh -c "find '$folder' -name '*.swift' -print0 | xargs -0 cat") s"
cd "$folder"   # lint with the folder's own (default) configuration
echo "tiplint (all cores): $(time_of "$binary" .) s"
echo "tiplint (--jobs 1):  $(time_of "$binary" . --jobs 1) s"
# A pre-commit hook or an editor names one file; the rest of the project is read for context.
one=$(find . -name '*.swift' | sort | sed -n 1p)
echo "one named file:      $(time_of "$binary" "$one") s"
"$binary" . --format json | python3 -c 'import json,sys; d=json.load(sys.stdin); print("summary:", d["summary"])'
