#!/usr/bin/env bash
# The hooks with the real pre-commit, configured as the README says (repo + rev pinned to this
# repository's HEAD commit: commit what you test): in a throw-away git repository holding a
# small app, `pre-commit run --files …` must fail on a staged violation, show a finding that
# needs another file of the project, stay silent about files not given, and pass once the
# violation is fixed while still showing the remaining warning. Each hook id runs the same
# scenario, in the order TIPLINT_HOOKS gives: `tiplint-system` with BINARY on PATH (no
# environment is installed, nothing is compiled), `local` (the README's `repo: local` block,
# taken from the README itself, with BINARY on PATH), and `tiplint`, whose environment
# pre-commit builds (`swift build -c release` of a clone at HEAD) once for both of its runs;
# that build must compile tiplint once (Package.swift leaves the plugins out of it: no `-tool` copy).
# Usage: Tests/Integrations/pre-commit.sh [BINARY]   (from anywhere; needs git, pre-commit, swift)
#   BINARY: the tiplint for `tiplint-system` and `local` (default: .build/release/tiplint, else
#     .build/debug/tiplint); not needed when only `tiplint` runs
#   TIPLINT_HOOKS="tiplint-system local": run only those (seconds; the `tiplint` hook compiles)
#   TIPLINT_HOOK_BINARY=FILE: once the `tiplint` hook passed, copy the tiplint pre-commit built
#     for it to FILE. .ci/run runs that hook first and uses this copy as its release build, so
#     that CI compiles release once, the way a user's first commit does.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
command -v pre-commit >/dev/null || { echo "pre-commit.sh: pre-commit is not installed (pip install pre-commit)"; exit 1; }
hooks=${TIPLINT_HOOKS:-tiplint-system local tiplint}
# The scenarios change folder: a relative TIPLINT_HOOK_BINARY is taken from where this was run.
case ${TIPLINT_HOOK_BINARY:-/} in /*) ;; *) TIPLINT_HOOK_BINARY=$PWD/$TIPLINT_HOOK_BINARY ;; esac
binary=${1:-}
if [ "$hooks" != tiplint ]; then
  if [ -z "$binary" ]; then
    binary=$repo/.build/release/tiplint
    [ -x "$binary" ] || binary=$repo/.build/debug/tiplint
  fi
  [ -x "$binary" ] || { echo "pre-commit.sh: no tiplint at $binary (build it, or pass one)"; exit 1; }
  binary=$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export PRE_COMMIT_HOME="${PRE_COMMIT_HOME:-$work/cache}"
fail=0
passed=0
# The system hook finds BINARY as `tiplint` through this folder, first on its PATH.
mkdir -p "$work/bin"
[ -z "$binary" ] || ln -s "$binary" "$work/bin/tiplint"

# The scenario with hook id $1.
scenario() {
  local hook=$1
  app="$work/app-$hook"
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
  if [ "$hook" = local ]; then
    # The README's block, unindented: what a reader copies is what runs.
    awk '/^  ```yaml$/ { block = ""; inside = 1; next } inside && /^  ```$/ { inside = 0; if (block ~ /repo: local/) { printf "%s", block; exit } next } inside { block = block substr($0, 3) "\n" }' \
      "$repo/README.md" > .pre-commit-config.yaml
    grep -q 'repo: local' .pre-commit-config.yaml || { echo "pre-commit.sh: FAIL: the README has no repo: local block"; fail=1; return 0; }
  else
    printf 'repos:\n  - repo: %s\n    rev: %s\n    hooks:\n      - id: %s\n' "$repo" "$(git -C "$repo" rev-parse HEAD)" "$hook" > .pre-commit-config.yaml
  fi
  git add .pre-commit-config.yaml

  # Runs the hook as pre-commit would on the two staged files; sets $output and $status.
  run_hook() {
    set +e
    output=$(pre-commit run --files App/ListView.swift App/Debug.swift 2>&1)
    status=$?
    set -e
    echo "$output"
  }

  run_hook
  [ $status -ne 0 ] || { echo "pre-commit.sh: FAIL: $hook: the hook passed a staged violation"; fail=1; }
  grep -q 'App/Debug.swift:2:5: error: Tips.showAllTipsForTesting' <<<"$output" || { echo "pre-commit.sh: FAIL: $hook: no error for App/Debug.swift"; fail=1; }
  grep -q "App/ListView.swift:5:14: warning: PinTip's popover" <<<"$output" || { echo "pre-commit.sh: FAIL: $hook: PinTip (declared in another file) was not resolved"; fail=1; }
  if grep -q 'Legacy.swift' <<<"$output"; then echo "pre-commit.sh: FAIL: $hook: reported a file that was not given"; fail=1; fi
  # A system hook runs what is installed: pre-commit must build nothing for it.
  if [ "$hook" != tiplint ] && grep -q 'Installing environment' <<<"$output"; then
    echo "pre-commit.sh: FAIL: $hook: pre-commit installed an environment for a system hook"; fail=1
  fi

  printf 'func debugMenu() {\n    #if DEBUG\n    Tips.showAllTipsForTesting()\n    #endif\n}\n' > App/Debug.swift
  git add App/Debug.swift
  run_hook
  [ $status -eq 0 ] || { echo "pre-commit.sh: FAIL: $hook: the hook failed after the fix"; fail=1; }
  grep -q "App/ListView.swift:5:14: warning: PinTip's popover" <<<"$output" || { echo "pre-commit.sh: FAIL: $hook: a passing run hid the warning"; fail=1; }
  [ $fail -eq 0 ] && passed=$((passed + 1))
  return 0
}

# The tiplint pre-commit built for the `tiplint` hook: its store (a SQLite database, `repos`:
# repo, ref, path of the clone) names the clone of this repository at the pinned rev, whose
# swift environment holds the release build pre-commit put on the hook's PATH.
hook_binary() {
  local clone
  clone=$(python3 - "$PRE_COMMIT_HOME/db.db" "$repo" "$(git -C "$repo" rev-parse HEAD)" <<'PY'
import sqlite3, sys
row = sqlite3.connect(sys.argv[1]).execute("SELECT path FROM repos WHERE repo = ? AND ref = ?", (sys.argv[2], sys.argv[3])).fetchone()
print(row[0] if row else "")
PY
  ) || clone=""
  [ -n "$clone" ] || return 0
  ls "$clone"/swift_env-*/.build/release/tiplint 2>/dev/null | head -n 1 || true
}

for hook in $hooks; do
  if [ "$hook" != tiplint ]; then
    PATH="$work/bin:$PATH" scenario "$hook"
  else
    failed_before=$fail
    scenario "$hook"
    built=$(hook_binary)
    if [ ! -x "$built" ]; then
      echo "pre-commit.sh: FAIL: no tiplint found in pre-commit's environment for the tiplint hook (under $PRE_COMMIT_HOME)"; fail=1
    else
      # Package.swift leaves the plugins out there: each module compiled once, no `-tool` copy.
      if ls -d "$(dirname "$built")"/*-tool.build >/dev/null 2>&1; then
        echo "pre-commit.sh: FAIL: pre-commit's build compiled the plugins' host copy of tiplint too:"; ls -d "$(dirname "$built")"/*-tool.build; fail=1
      fi
      if [ -n "${TIPLINT_HOOK_BINARY:-}" ] && [ "$fail" = "$failed_before" ]; then
        cp "$built" "$TIPLINT_HOOK_BINARY"
        echo "pre-commit.sh: the tiplint hook's build: $("$TIPLINT_HOOK_BINARY" --version), copied to $TIPLINT_HOOK_BINARY"
      fi
    fi
  fi
done
[ $fail -eq 0 ] && echo "pre-commit.sh: $passed passed, 0 failed"
exit $fail
