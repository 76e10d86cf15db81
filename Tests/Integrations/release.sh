#!/usr/bin/env bash
# The release files of Release/release.sh, used as people install them:
# 1. the archive's tiplint runs from another folder with the toolchain's library folder hidden
#    (a tmpfs mounted over it in a private mount namespace), and lints Examples/;
# 2. a sample package depends on the plugins package BY VERSION (a tag in a local file://
#    git repository), runs the command plugin, and builds with the build-tool plugin.
# 3. the packaged binary names the commit it was built from (`tiplint 0.6.0 (abc1234, DATE)`).
# Usage: Tests/Integrations/release.sh   (TIPLINT_CONFIGURATION=debug: package a debug build;
# TIPLINT_BINARY: a build to package instead, which then need not name this commit, unless
# TIPLINT_BINARY_FROM_HEAD=1 says it was built from this checkout's HEAD with its commit compiled
# in, as .ci/run's release build (pre-commit's) is: then 3. holds for it too)
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0
check() { grep -qF -- "$2" <<<"$1" || { echo "release.sh: FAIL: expected: $2"; fail=1; }; }

"$repo/Release/release.sh" "$work/release"
version=$(cd "$work/release/tiplint-plugins" && git describe --tags)
archive=$(ls "$work"/release/tiplint-*-linux-*.tar.gz)
mkdir "$work/installed"
tar -xzf "$archive" -C "$work/installed"
installed=$(ls -d "$work"/installed/tiplint-*)

# 1. No toolchain: mount an empty folder over the toolchain's libraries. Where this machine does
# not allow a private mount namespace, the loader's own report must show every library coming
# from the archive or the C platform instead (a weaker check, said so).
toolchain_libraries=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")/lib/swift
run_installed="'$installed/bin/tiplint' --version && '$installed/bin/tiplint' '$repo/Examples'"
if unshare -m --propagation private true 2>/dev/null; then
  runner=(unshare -m --propagation private sh -c "mount -t tmpfs none '$toolchain_libraries' && ls -A '$toolchain_libraries' | wc -l && $run_installed")
else
  echo "release.sh: no private mount namespace here; checking where the loader finds each library instead"
  loaded=$(cd / && LD_DEBUG=libs "$installed/bin/tiplint" --version 2>&1 | sed -n 's/.*calling init: //p')
  if grep -v -e "^$installed/lib/" -e '^/lib' -e '^/usr/lib' <<<"$loaded" | grep -q .; then
    echo "release.sh: FAIL: libraries loaded from outside the archive:"; grep -v -e "^$installed/lib/" <<<"$loaded"; fail=1
  fi
  runner=(sh -c "echo 0 && $run_installed")
fi
set +e
output=$(cd / && "${runner[@]}" 2>&1)
status=$?
set -e
echo "$output" | tail -3
[ "$status" -eq 1 ] || { echo "release.sh: FAIL: the archive's tiplint on Examples exited $status, expected 1 (findings)"; fail=1; }
check "$output" "tiplint $version"
if [ -z "${TIPLINT_BINARY:-}" ] || [ "${TIPLINT_BINARY_FROM_HEAD:-}" = 1 ]; then
  commit=$(git -C "$repo" rev-parse --short=7 HEAD)
  [ -z "$(git -C "$repo" status --porcelain --untracked-files=no)" ] || commit="$commit-dirty"
  grep -qE "^tiplint $version \($commit, [0-9]{4}-[0-9]{2}-[0-9]{2}\)$" <<<"$output" \
    || { echo "release.sh: FAIL: the packaged binary does not name commit $commit:"; grep '^tiplint ' <<<"$output"; fail=1; }
fi
check "$output" "RecipeTips.swift"
[ "$(head -n 1 <<<"$output")" = 0 ] || { echo "release.sh: FAIL: the toolchain's library folder was not hidden"; fail=1; }

# 2. A package that depends on the plugins by version.
sample="$work/Sample"
mkdir -p "$sample/Sources/DemoTips"
cp "$repo/Tests/PluginDemo/Sources/DemoTips/TipKitStandIns.swift" "$sample/Sources/DemoTips/"
cat >"$sample/Sources/DemoTips/DemoTips.swift" <<'SWIFT'
#if canImport(TipKit)
import TipKit
#endif

public struct SearchTip: Tip {
    public init() {}
    public var title: Text { Text("Type a name, a date or a place into the search field to find a note") }
}
SWIFT
cat >"$sample/Package.swift" <<SWIFT
// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Sample",
    dependencies: [.package(url: "file://$work/release/tiplint-plugins", from: "$version")],
    targets: [
        .target(name: "DemoTips", plugins: [.plugin(name: "TipLintBuildTool", package: "tiplint-plugins")]),
    ]
)
SWIFT
cd "$sample"
swiftpm=(--scratch-path "$work/build")
set +e
output=$(swift package "${swiftpm[@]}" tiplint 2>&1); status=$?
set -e
echo "$output" | tail -3
[ "$status" -eq 0 ] || { echo "release.sh: FAIL: the command plugin exited $status with only a warning"; fail=1; }
check "$output" "Sources/DemoTips/DemoTips.swift:7:35: warning: SearchTip title is"
grep -q "\"version\" : \"$version\"" Package.resolved || { echo "release.sh: FAIL: Package.resolved does not pin version $version"; cat Package.resolved; fail=1; }

set +e
output=$(swift build "${swiftpm[@]}" 2>&1); status=$?
set -e
echo "$output" | tail -3
[ "$status" -eq 0 ] || { echo "release.sh: FAIL: swift build failed"; fail=1; }
check "$output" "DemoTips.swift:7:35: warning: SearchTip title is"

[ "$fail" -eq 0 ] && echo "release.sh: passed"
exit "$fail"
