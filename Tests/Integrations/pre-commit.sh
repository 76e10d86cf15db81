#!/usr/bin/env bash
# The hook with the real pre-commit, configured as the README says (repo + rev pinned to this
# repository's HEAD commit: commit what you test): in a throw-away git repository holding a
# small app, `pre-commit run --files …` must fail on a staged violation, show a finding that
# needs another file of the project, stay silent about files not given, and pass once the
# violation is fixed while still showing the remaining warning. One environment is built for
# both runs.
# Usage: Tests/Integrations/pre-commit.sh (from anywhere; needs git, pre-commit, swift)
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
command -v pre-commit >/dev/null || { echo "pre-commit.sh: pre-commit is not installed (pip install pre-commit)"; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export PRE_COMMIT_HOME="${PRE_COMMIT_HOME:-$work/cache}"
app="$work/app"
mkdir -p "$app/App"
cd "$app"
git init -q
git config user.email ci@example.invalid
git config user.name CI
printf 'struct PinTip: Tip {\n    var title: Text { Text("Pin a note") }\n}\n' > App/Tips.swift
# Already committed and never passed to the hook: its finding must not appear.
printf 'func legacyMenu() {\n    Tips.resetDatastore()\n}\n' > App/Legacy.swift
git add . && git commit -qm "app"

printf 'struct ListView: View {\n    let pinTip = PinTip()\n    var body: some View {\n        Button("Pin") { pin() }\n            .popoverTip(pinTip)\n    }\n    func pin() {}\n}\n' > App/ListView.swift
printf 'func debugMenu() {\n    Tips.showAllTipsForTesting()\n}\n' > App/Debug.swift
git add App/ListView.swift App/Debug.swift
printf 'repos:\n  - repo: %s\n    rev: %s\n    hooks:\n      - id: tiplint\n' "$repo" "$(git -C "$repo" rev-parse HEAD)" > .pre-commit-config.yaml
git add .pre-commit-config.yaml

# Runs the hook as pre-commit would on the two staged files; sets $output and $status.
run_hook() {
  set +e
  output=$(pre-commit run --files App/ListView.swift App/Debug.swift 2>&1)
  status=$?
  set -e
  echo "$output"
}

fail=0
run_hook
[ $status -ne 0 ] || { echo "pre-commit.sh: FAIL: the hook passed a staged violation"; fail=1; }
grep -q 'App/Debug.swift:2:5: error: Tips.showAllTipsForTesting' <<<"$output" || { echo "pre-commit.sh: FAIL: no error for App/Debug.swift"; fail=1; }
grep -q "App/ListView.swift:5:14: warning: PinTip's popover" <<<"$output" || { echo "pre-commit.sh: FAIL: PinTip (declared in another file) was not resolved"; fail=1; }
if grep -q 'Legacy.swift' <<<"$output"; then echo "pre-commit.sh: FAIL: reported a file that was not given"; fail=1; fi

printf 'func debugMenu() {\n    #if DEBUG\n    Tips.showAllTipsForTesting()\n    #endif\n}\n' > App/Debug.swift
git add App/Debug.swift
run_hook
[ $status -eq 0 ] || { echo "pre-commit.sh: FAIL: the hook failed after the fix"; fail=1; }
grep -q "App/ListView.swift:5:14: warning: PinTip's popover" <<<"$output" || { echo "pre-commit.sh: FAIL: a passing run hid the warning"; fail=1; }

[ $fail -eq 0 ] && echo "pre-commit.sh: 1 passed, 0 failed"
exit $fail
