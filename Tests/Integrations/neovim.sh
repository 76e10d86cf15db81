#!/usr/bin/env bash
# The language server with a real client: headless Neovim opens a Swift file of a small app,
# receives tiplint's diagnostics, edits the buffer and sees them go.
# Usage: Tests/Integrations/neovim.sh path/to/tiplint
set -euo pipefail
binary=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
here=$(cd "$(dirname "$0")" && pwd)
command -v nvim >/dev/null || { echo "neovim.sh: nvim is not installed (apt-get install neovim)"; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/App"
printf 'include: ["**/*.swift"]\nrule-docs-url: https://docs.example.org/tiplint/rules/\n' > "$work/.lintconfig.yml"
printf 'func debugMenu() {\n    // the next line ships to everyone\n    Tips.showAllTipsForTesting()\n}\n' > "$work/App/Debug.swift"

cd "$work"
TIPLINT_BIN="$binary" TIPLINT_NVIM_OUT="$work/diagnostics.txt" \
  timeout 120 nvim --headless -u NONE -i NONE -n -c "luafile $here/neovim-lsp.lua" App/Debug.swift >/dev/null 2>&1 || true
[ -f "$work/diagnostics.txt" ] || { echo "neovim.sh: FAIL: Neovim wrote no diagnostics file"; exit 1; }
cat "$work/diagnostics.txt"

fail=0
grep -q '^opened 3:5 ungated-testing-call https://docs.example.org/tiplint/rules/ungated-testing-call.md Tips.showAllTipsForTesting runs in release builds' "$work/diagnostics.txt" || { echo "neovim.sh: FAIL: no ungated-testing-call diagnostic at 3:5"; fail=1; }
grep -q '^opened count 1$' "$work/diagnostics.txt" || { echo "neovim.sh: FAIL: expected exactly one diagnostic"; fail=1; }
grep -q '^edited count 0$' "$work/diagnostics.txt" || { echo "neovim.sh: FAIL: the diagnostic did not go after the edit"; fail=1; }
# The edit was never saved: the file on disk still has the ungated call.
grep -q '^    Tips.showAllTipsForTesting()$' App/Debug.swift || { echo "neovim.sh: FAIL: the file on disk changed"; fail=1; }
[ $fail -eq 0 ] && echo "neovim.sh: 1 passed, 0 failed"
exit $fail
