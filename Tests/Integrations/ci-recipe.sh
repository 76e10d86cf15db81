#!/usr/bin/env bash
# docs/ci.md's "Only the files of a change" recipe, taken from the page as written and run in
# scratch git repositories: with the base branch fetched it lints only the changed file; without
# the base, and in a shallow clone without the commit the change left it at, it exits 2 with its
# message, and running the fetch command that message names makes the recipe work.
# Usage: Tests/Integrations/ci-recipe.sh path/to/tiplint
set -euo pipefail
binary=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
repo=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/bin"
ln -s "$binary" "$work/bin/tiplint"
export PATH="$work/bin:$PATH"
# Scratch commits need an author; the user's git configuration must not change the outcome.
export GIT_AUTHOR_NAME=ci-recipe GIT_AUTHOR_EMAIL=ci-recipe@localhost GIT_COMMITTER_NAME=ci-recipe GIT_COMMITTER_EMAIL=ci-recipe@localhost
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1

# The first ```bash block under the heading, exactly as a reader copies it.
awk '/^## Only the files of a change/ { section = 1; next }
     section && /^## / { exit }
     section && !inside && /^```bash$/ { inside = 1; next }
     inside && /^```$/ { exit }
     inside { print }' "$repo/docs/ci.md" > "$work/recipe.sh"
[ -s "$work/recipe.sh" ] || { echo "ci-recipe.sh: FAIL: no bash block under 'Only the files of a change' in docs/ci.md"; exit 1; }

fail=0
failed() { echo "ci-recipe.sh: FAIL: $1"; fail=1; }
# Runs the recipe in the clone $1; sets $status and $output (standard output and error).
recipe() { set +e; output=$(cd "$1" && bash "$work/recipe.sh" 2>&1); status=$?; set -e; echo "$output" | sed 's/^/    /'; }
# The fetch command the recipe's message names, run in the clone $1.
fetch_as_told() {
  local command=${output##*: git fetch }
  [ "$command" != "$output" ] || { failed "the message names no git fetch command"; return; }
  (cd "$1" && eval "git fetch $command" >/dev/null 2>&1) || failed "the fetch command the message names failed: git fetch $command"
}

# origin: main with a finding in Old.swift; the change (branch feature) adds one to New.swift;
# main moves on after the change left it, so the two tips share only their first commit.
git init -q -b main "$work/origin"
(
  cd "$work/origin"
  printf 'include: ["**/*.swift"]\n' > .lintconfig.yml
  printf 'func oldMenu() {\n    Tips.showAllTipsForTesting()\n}\n' > Old.swift
  printf 'let new = 1\n' > New.swift
  git add -A && git commit -q -m base
  git checkout -q -b feature
  printf 'func newMenu() {\n    Tips.showAllTipsForTesting()\n}\n' > New.swift
  git commit -q -am change
  git checkout -q main
  printf 'let later = 2\n' > Later.swift
  git add -A && git commit -q -m later
)
origin="file://$work/origin"

echo "base fetched:"
git clone -q --branch feature "$origin" "$work/full"
recipe "$work/full"
[ "$status" -eq 1 ] || failed "with the base fetched, expected exit 1 (the change's finding), got $status"
grep -qF "New.swift:2:5: error: Tips.showAllTipsForTesting" <<<"$output" || failed "the changed file's finding is missing"
grep -qF "Old.swift" <<<"$output" && failed "a file the change did not touch was linted"
grep -qF "; 1 file linted" <<<"$output" || failed "expected exactly one file linted"

# In the clone $1, the recipe must exit 2 saying $2; after the fetch its message names, it must
# lint the change. $3 names the case in failures.
refused_then_fetched() {
  recipe "$1"
  [ "$status" -eq 2 ] || failed "$3: expected exit 2, got $status"
  grep -qF "$2" <<<"$output" || failed "$3: the message does not say: $2"
  fetch_as_told "$1"
  recipe "$1"
  [ "$status" -eq 1 ] && grep -qF "New.swift:2:5" <<<"$output" || failed "$3: after the fetch the message names, the recipe still fails ($status)"
}

echo "base missing:"
git clone -q --single-branch --branch feature "$origin" "$work/single"
refused_then_fetched "$work/single" "origin/main is not in this clone" "without the base"

echo "shallow clone without the shared commit:"
git clone -q --depth 1 --no-single-branch "$origin" "$work/shallow"
git -C "$work/shallow" checkout -q feature
refused_then_fetched "$work/shallow" "no commit that origin/main and HEAD share" "in a shallow clone"

[ $fail -eq 0 ] && echo "ci-recipe.sh: 3 passed, 0 failed"
exit $fail
