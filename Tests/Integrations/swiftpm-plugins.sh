#!/usr/bin/env bash
# tiplint's SwiftPM plugins, used by a package that depends on this one by path: the command
# plugin reports and fixes, the build-tool plugin turns findings into build diagnostics.
# Works on a copy of Tests/PluginDemo, so the repository is never changed.
# Usage: Tests/Integrations/swiftpm-plugins.sh
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R "$repo/Tests/PluginDemo" "$work/PluginDemo"
rm -rf "$work/PluginDemo/.build"
sed -i "s|path: \"../..\"|path: \"$repo\"|" "$work/PluginDemo/Package.swift"
cd "$work/PluginDemo"
swiftpm=(--scratch-path "$work/build")
fail=0
check() { grep -qF -- "$2" <<<"$1" || { echo "swiftpm-plugins.sh: FAIL: expected: $2"; fail=1; }; }

set +e
output=$(swift package "${swiftpm[@]}" --allow-writing-to-package-directory tiplint 2>&1); status=$?
set -e
echo "$output" | tail -5
[ $status -ne 0 ] || { echo "swiftpm-plugins.sh: FAIL: the command plugin passed an error"; fail=1; }
check "$output" "Sources/DemoTips/DemoTips.swift:11:5: error: Tips.showAllTipsForTesting"
check "$output" "Sources/DemoTips/DemoTips.swift:7:35: warning: ShortcutTip title is 62 characters"

set +e
output=$(swift package "${swiftpm[@]}" --allow-writing-to-package-directory tiplint --target DemoTips --fix 2>&1); status=$?
set -e
echo "$output" | tail -4
[ $status -eq 0 ] || { echo "swiftpm-plugins.sh: FAIL: the command plugin failed after --fix"; fail=1; }
check "$output" "fixed 1 finding in Sources/DemoTips/DemoTips.swift"
check "$(cat Sources/DemoTips/DemoTips.swift)" $'    #if DEBUG\n    Tips.showAllTipsForTesting()\n    #endif'
grep -q '^    #if DEBUG$' Sources/DemoTips/DemoTips.swift || { echo "swiftpm-plugins.sh: FAIL: --fix did not gate the call"; fail=1; }

set +e
output=$(swift build "${swiftpm[@]}" 2>&1); status=$?
set -e
echo "$output" | tail -4
[ $status -eq 0 ] || { echo "swiftpm-plugins.sh: FAIL: swift build failed with only a warning left"; fail=1; }
check "$output" "Sources/DemoTips/DemoTips.swift:7:35: warning: ShortcutTip title is 62 characters"

[ $fail -eq 0 ] && echo "swiftpm-plugins.sh: 1 passed, 0 failed"
exit $fail
