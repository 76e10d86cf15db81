#!/usr/bin/env bash
# tiplint's manifest and SwiftPM plugins. First Package.swift's toolchain lookup: behind a shim,
# with TIPLINT_SWIFT_HOST, and when it falls back; and the commit and date it compiles in. Then
# the plugins, used through that shim by a package that depends on this one by path: the command
# plugin reports without asking for any permission, the tiplint-fix plugin fixes with the write
# permission, the build-tool plugin turns findings into build diagnostics, and the plugins
# honour the configuration's baseline key.
# Works on a copy of Tests/PluginDemo, so the repository is never changed.
# Usage: Tests/Integrations/swiftpm-plugins.sh
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0
check() { grep -qF -- "$2" <<<"$1" || { echo "swiftpm-plugins.sh: FAIL: expected: $2"; fail=1; }; }

# Package.swift finds the toolchain's SwiftSyntax with `swift -print-target-info`, so a `swift`
# on PATH that is a shim (swiftly, mise, asdf: a script, not a link into the toolchain) works;
# TIPLINT_SWIFT_HOST overrides it; a fallback to the swift-syntax package says why first.
# `dump-package` only evaluates the manifest: nothing is fetched.
real_swift=$(command -v swift)
host=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["paths"]["runtimeResourcePath"])')/host
mkdir -p "$work/shim" "$work/manifest"
printf '#!/bin/sh\nexec "%s" "$@"\n' "$real_swift" > "$work/shim/swift"
chmod +x "$work/shim/swift"
cp "$repo/Package.swift" "$work/manifest/"
# Evaluates the manifest with the environment given as arguments: $dump is its JSON, $warned its
# standard error.
manifest() { dump=$(cd "$work/manifest" && env "$@" "$real_swift" package dump-package 2>"$work/warned.txt") || true; warned=$(cat "$work/warned.txt"); }
manifest PATH="$work/shim:/usr/bin:/bin"
check "$dump" "\"$host\""
grep -qF "swift-syntax.git" <<<"$dump" && { echo "swiftpm-plugins.sh: FAIL: behind a shim, the manifest fell back to the swift-syntax package: $warned"; fail=1; }
manifest PATH="/usr/bin:/bin" TIPLINT_SWIFT_HOST="$host"
check "$dump" "\"$host\""
manifest PATH="$work/shim:/usr/bin:/bin" TIPLINT_SWIFT_HOST="$work/nowhere"
check "$warned" "not using the toolchain's SwiftSyntax: TIPLINT_SWIFT_HOST=$work/nowhere holds no SwiftParser.swiftmodule"
check "$dump" "swift-syntax.git"
mkdir "$work/broken"
printf '#!/bin/sh\nexit 1\n' > "$work/broken/swift"
chmod +x "$work/broken/swift"
manifest PATH="$work/broken:$PATH"
check "$warned" "not using the toolchain's SwiftSyntax: \`swift -print-target-info\` failed (exit code 1; is swift on PATH?)"

# The commit and date Release/release.sh passes become C defines of TipLintBuildInfo (what
# `tiplint version` prints); without them, or with a value of another shape, none.
manifest PATH="$work/shim:/usr/bin:/bin" TIPLINT_BUILD_COMMIT=abc1234 TIPLINT_BUILD_DATE=2026-12-01
check "$dump" 'TIPLINT_BUILD_COMMIT=\"abc1234\"'
check "$dump" 'TIPLINT_BUILD_DATE=\"2026-12-01\"'
manifest PATH="$work/shim:/usr/bin:/bin" 'TIPLINT_BUILD_COMMIT=abc"); system("x'
check "$warned" "ignoring TIPLINT_BUILD_COMMIT="
grep -qF 'TIPLINT_BUILD_COMMIT=' <<<"$dump" && { echo "swiftpm-plugins.sh: FAIL: a malformed TIPLINT_BUILD_COMMIT reached the defines"; fail=1; }

# In pre-commit's environment for the `tiplint` hook (a clone holding `swift_env-default`, where
# pre-commit runs `swift build -c release`) the manifest declares no plugins, so that build
# compiles tiplint once rather than again as the plugins' host tool; everywhere else it does.
check "$(cd "$work/manifest" && "$real_swift" package dump-package 2>/dev/null)" '"TipLintBuildTool"'
mkdir -p "$work/pre-commit-env/swift_env-default"
cp "$repo/Package.swift" "$work/pre-commit-env/"
dump=$(cd "$work/pre-commit-env" && "$real_swift" package dump-package 2>/dev/null) || true
check "$dump" '"tiplint"'
grep -qF '"TipLintBuildTool"' <<<"$dump" && { echo "swiftpm-plugins.sh: FAIL: pre-commit's environment still declares the plugins"; fail=1; }

# The rest runs with the shim first on PATH, as a swiftly user's would.
export PATH="$work/shim:$PATH"
cp -R "$repo/Tests/PluginDemo" "$work/PluginDemo"
rm -rf "$work/PluginDemo/.build"
sed -i "s|path: \"../..\"|path: \"$repo\"|" "$work/PluginDemo/Package.swift"
cd "$work/PluginDemo"
swiftpm=(--scratch-path "$work/build")

# Linting asks for no permission and writes nothing into the package (the cache goes to the
# plugin's work folder).
set +e
output=$(swift package "${swiftpm[@]}" tiplint 2>&1); status=$?
set -e
echo "$output" | tail -5
[ $status -ne 0 ] || { echo "swiftpm-plugins.sh: FAIL: the command plugin passed an error"; fail=1; }
check "$output" "Sources/DemoTips/DemoTips.swift:11:5: error: Tips.showAllTipsForTesting"
check "$output" "Sources/DemoTips/DemoTips.swift:7:35: warning: ShortcutTip title is 62 characters"
[ ! -e .tiplint-cache ] || { echo "swiftpm-plugins.sh: FAIL: linting wrote .tiplint-cache into the package"; fail=1; }
# The cache's key too stays in the plugin's work folder, not the user's cache folder, which the
# plugin sandbox (macOS) would refuse.
find "$work/build" -path '*TipLintCommand*/tiplint-key/key' | grep -q . \
  || { echo "swiftpm-plugins.sh: FAIL: the command plugin's tiplint kept no cache key in the plugin's work folder"; fail=1; }

# --fix belongs to the tiplint-fix verb, which asks to write to the package directory.
set +e
output=$(swift package "${swiftpm[@]}" tiplint --fix 2>&1); status=$?
set -e
[ $status -ne 0 ] || { echo "swiftpm-plugins.sh: FAIL: the lint verb accepted --fix"; fail=1; }
check "$output" "swift package --allow-writing-to-package-directory tiplint-fix"
set +e
output=$(swift package "${swiftpm[@]}" tiplint-fix 2>&1 </dev/null); status=$?
set -e
[ $status -ne 0 ] || { echo "swiftpm-plugins.sh: FAIL: tiplint-fix ran without the write permission"; fail=1; }
check "$output" "allow-writing-to-package-directory"
grep -q '^    Tips.showAllTipsForTesting()$' Sources/DemoTips/DemoTips.swift || { echo "swiftpm-plugins.sh: FAIL: a refused fix changed the file"; fail=1; }

set +e
output=$(swift package "${swiftpm[@]}" --allow-writing-to-package-directory tiplint-fix --target DemoTips 2>&1); status=$?
set -e
echo "$output" | tail -4
[ $status -eq 0 ] || { echo "swiftpm-plugins.sh: FAIL: the fix plugin failed after fixing"; fail=1; }
check "$output" "fixed 1 finding in Sources/DemoTips/DemoTips.swift"
check "$(cat Sources/DemoTips/DemoTips.swift)" $'    #if DEBUG\n    Tips.showAllTipsForTesting()\n    #endif'
grep -q '^    #if DEBUG$' Sources/DemoTips/DemoTips.swift || { echo "swiftpm-plugins.sh: FAIL: --fix did not gate the call"; fail=1; }

set +e
output=$(swift build "${swiftpm[@]}" 2>&1); status=$?
set -e
echo "$output" | tail -4
[ $status -eq 0 ] || { echo "swiftpm-plugins.sh: FAIL: swift build failed with only a warning left"; fail=1; }
check "$output" "Sources/DemoTips/DemoTips.swift:7:35: warning: ShortcutTip title is 62 characters"
find "$work/build" -path '*TipLintBuildTool*/tiplint-key/key' | grep -q . \
  || { echo "swiftpm-plugins.sh: FAIL: the build-tool plugin's tiplint kept no cache key in the plugin's work folder"; fail=1; }

# Adopted with a baseline (written by the tiplint the plugins run) named in .lintconfig.yml:
# both plugins hide the known finding.
tool=$(find "$work/build" -type f \( -name tiplint-tool -o -name tiplint \) -perm -u+x | head -1)
[ -n "$tool" ] || { echo "swiftpm-plugins.sh: FAIL: the plugins' tiplint binary was not found under $work/build"; exit 1; }
"$tool" --write-baseline tiplint-baseline.json >/dev/null
echo 'baseline: tiplint-baseline.json' >> .lintconfig.yml
set +e
output=$(swift package "${swiftpm[@]}" tiplint 2>&1); status=$?
set -e
echo "$output" | tail -2
[ $status -eq 0 ] || { echo "swiftpm-plugins.sh: FAIL: the command plugin failed with the baseline key"; fail=1; }
grep -qF "ShortcutTip title" <<<"$output" && { echo "swiftpm-plugins.sh: FAIL: the command plugin reported a baselined finding"; fail=1; }
set +e
output=$(swift build "${swiftpm[@]}" 2>&1); status=$?
set -e
echo "$output" | tail -2
[ $status -eq 0 ] || { echo "swiftpm-plugins.sh: FAIL: swift build failed with the baseline key"; fail=1; }
grep -qF "ShortcutTip title" <<<"$output" && { echo "swiftpm-plugins.sh: FAIL: the build-tool plugin reported a baselined finding"; fail=1; }
# The build command ran again (its configuration changed) and its report hides the finding.
report=$(find "$work/build" -name tiplint-DemoTips.txt | head -1)
check "$(cat "$report")" "0 errors, 0 warnings, 0 notes (1 suppressed by the baseline); 2 files linted"
# A baseline that changes alone (the finding no longer in it) re-runs the build command.
"$tool" Sources/DemoTips/TipKitStandIns.swift --write-baseline tiplint-baseline.json >/dev/null 2>&1 || true
grep -q ShortcutTip tiplint-baseline.json && { echo "swiftpm-plugins.sh: FAIL: the baseline still records the finding"; fail=1; }
set +e
output=$(swift build "${swiftpm[@]}" 2>&1); status=$?
set -e
check "$(cat "$report")" "ShortcutTip title is 62 characters"
# `baseline: off` names no file: the build must not look for an input called "off".
sed -i.bak 's/^baseline: .*/baseline: off  # adopted later/' .lintconfig.yml && rm -f .lintconfig.yml.bak
set +e
output=$(swift build "${swiftpm[@]}" 2>&1); status=$?
set -e
[ $status -eq 0 ] || { echo "swiftpm-plugins.sh: FAIL: swift build failed with baseline: off"; echo "$output" | tail -5; fail=1; }

[ $fail -eq 0 ] && echo "swiftpm-plugins.sh: 1 passed, 0 failed"
exit $fail
