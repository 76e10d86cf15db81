#!/usr/bin/env bash
# Builds tiplint's release files for this machine's platform into OUT_FOLDER:
#   tiplint-VERSION-linux-ARCH.tar.gz   bin/tiplint plus every shared library it loads that is
#                                       not the C platform's own (the Swift runtime, Foundation,
#                                       SwiftSyntax, libyaml), found through an $ORIGIN-relative
#                                       run path: it runs from any folder, whatever toolchain is
#                                       installed or moved, or none.
#   tiplint.artifactbundle.zip          the same files as a SwiftPM artifact bundle (info.json
#                                       names the executable and its target triple)
#   tiplint-plugins/                    a git repository tagged VERSION: the command and
#                                       build-tool plugins over that bundle, for packages that
#                                       depend on tiplint by version (see README, "SwiftPM").
#
#   Release/release.sh OUT_FOLDER
#
# The binary is built here (`swift build -c release --product tiplint`; incremental when the
# build is up to date) with TIPLINT_BUILD_COMMIT (this checkout's HEAD, abbreviated, `-dirty` when
# tracked files differ from it) and TIPLINT_BUILD_DATE (today, UTC) set, so that
# `tiplint version` names the commit it was built from: `tiplint 0.6.0 (abc1234, 2026-12-01)`.
# TIPLINT_CONFIGURATION=debug packages a debug build instead (for tests on a busy machine).
# TIPLINT_BINARY names a binary built elsewhere to package instead; its version line is shown,
# and a warning says when it does not name this checkout's commit.
# Needs patchelf and zip (Debian's packages of those names).
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
if [ $# -ne 1 ]; then
  echo "usage: Release/release.sh OUT_FOLDER" >&2
  exit 2
fi
for tool in patchelf zip git; do
  command -v "$tool" >/dev/null || { echo "release.sh: $tool is missing (apt-get install $tool)" >&2; exit 2; }
done
mkdir -p "$1"
out=$(cd "$1" && pwd)
commit=$(git -C "$repo" rev-parse --short=7 HEAD)
# Untracked files are not part of any build input git knows of; changed tracked files are.
if [ -n "$(git -C "$repo" status --porcelain --untracked-files=no)" ]; then commit="$commit-dirty"; fi
if [ -n "${TIPLINT_BINARY:-}" ]; then
  binary=$TIPLINT_BINARY
else
  configuration=${TIPLINT_CONFIGURATION:-release}
  # Always build, even over an existing binary: SwiftPM evaluates the manifest again when these
  # change, so the binary carries this commit (and an up-to-date build only relinks).
  (cd "$repo" && TIPLINT_BUILD_COMMIT="$commit" TIPLINT_BUILD_DATE="$(date -u +%Y-%m-%d)" \
    swift build -c "$configuration" --product tiplint)
  binary="$repo/.build/$configuration/tiplint"
fi
version_line=$("$binary" --version)
version=$(awk '{print $2}' <<<"$version_line")
[ -n "$version" ] || { echo "release.sh: $binary --version printed no version" >&2; exit 1; }
echo "release.sh: packaging $version_line"
case "$version_line" in
  *"($commit,"* | *"($commit)"*) ;;
  *) echo "release.sh: warning: $binary does not say it was built from this checkout ($commit): $version_line" >&2 ;;
esac
arch=$(uname -m)
triple="$arch-unknown-linux-gnu"
name="tiplint-$version-linux-$arch"
stage="$out/$name"
rm -rf "$stage" "$out/$name.tar.gz" "$out/tiplint.artifactbundle" "$out/tiplint.artifactbundle.zip" "$out/tiplint-plugins"
mkdir -p "$stage/bin" "$stage/lib"
cp "$binary" "$stage/bin/tiplint"
cp "$repo/LICENSE" "$stage/" 2>/dev/null || true

# The libraries the dynamic linker resolves for the binary (ldd follows them transitively), but
# the C platform's own, which every Linux has and which must match its kernel and loader.
platform='^(libc|libm|libpthread|libdl|librt|libgcc_s|libstdc\+\+|ld-linux[^/]*)\.so'
ldd "$binary" | awk '$2 == "=>" && $3 ~ /^\// {print $3}' | while read -r library; do
  base=$(basename "$library")
  if ! [[ $base =~ $platform ]]; then cp -L "$library" "$stage/lib/$base"; fi
done
if ldd "$binary" | grep -q "not found"; then
  echo "release.sh: $binary has libraries the linker cannot find:" >&2
  ldd "$binary" | grep "not found" >&2
  exit 1
fi
# Each library finds its neighbours beside itself; the binary finds them in ../lib.
patchelf --set-rpath '$ORIGIN/../lib' "$stage/bin/tiplint"
for library in "$stage"/lib/*.so*; do
  chmod u+w "$library"
  patchelf --set-rpath '$ORIGIN' "$library"
done
# Nothing may still point into the toolchain the build came from.
if readelf -d "$stage/bin/tiplint" "$stage"/lib/*.so* | grep -E 'R(UN)?PATH' | grep -v "\[\\\$ORIGIN"; then
  echo "release.sh: a run path still names a folder outside the archive" >&2
  exit 1
fi
tar -czf "$out/$name.tar.gz" -C "$out" "$name"

bundle="$out/tiplint.artifactbundle"
mkdir -p "$bundle"
cp -R "$stage" "$bundle/$name"
cat >"$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "tiplint": {
      "version": "$version",
      "type": "executable",
      "variants": [{ "path": "$name/bin/tiplint", "supportedTriples": ["$triple"] }]
    }
  }
}
JSON
(cd "$out" && zip -qry tiplint.artifactbundle.zip tiplint.artifactbundle)

plugins="$out/tiplint-plugins"
mkdir -p "$plugins"
cp "$repo/Release/PluginsPackage/Package.swift" "$plugins/"
cp -R "$repo/Plugins" "$plugins/Plugins"
cp "$out/tiplint.artifactbundle.zip" "$plugins/"
(
  cd "$plugins"
  git init -q
  git add -A
  git -c user.name=tiplint-release -c user.email=release@tiplint.invalid commit -qm "tiplint plugins $version"
  git tag "$version"
)
echo "release.sh: $out/$name.tar.gz"
echo "release.sh: $out/tiplint.artifactbundle.zip"
echo "release.sh: $out/tiplint-plugins (tag $version)"
