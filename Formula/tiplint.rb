# Homebrew formula: builds a tagged tiplint from source on macOS.
#   brew install --build-from-source ./Formula/tiplint.rb   (or from a tap that holds this file)
# On each release (docs/release.md): set `url` to the new tag's source archive and `sha256` to
# that archive's checksum (`shasum -a 256 FILE`). OWNER stands for where tiplint is published.
# Not run here: Homebrew and macOS are not available where tiplint is developed; CI checks only
# this file's Ruby syntax (Tests/Integrations/formula.sh).
class Tiplint < Formula
  desc "Static linter for Apple TipKit code, docs, tip manifests and string catalogs"
  homepage "https://github.com/OWNER/tiplint"
  url "https://github.com/OWNER/tiplint/archive/refs/tags/0.6.0.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  head "https://github.com/OWNER/tiplint.git", branch: "main"

  depends_on "pkg-config" => :build
  # swift-tools-version 6.1 needs Xcode 16.3 or later. Its toolchain has no SwiftSyntax modules,
  # so Package.swift falls back to the swift-syntax package, which SwiftPM fetches while building.
  depends_on xcode: ["16.3", :build]
  depends_on "libyaml"
  # Used header-only (XXH_INLINE_ALL): needed to build, not at run time.
  depends_on "xxhash" => :build
  depends_on :macos

  def install
    # Homebrew's build sandbox would refuse SwiftPM's own sandbox; xxhash.h sits in Homebrew's
    # prefix, which Swift's C importer does not search by itself.
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "tiplint",
           "-Xcc", "-I#{Formula["xxhash"].opt_include}"
    bin.install ".build/release/tiplint"
  end

  test do
    assert_match(/^tiplint \d+\.\d+\.\d+ \(/, shell_output("#{bin}/tiplint version"))
    # A testing call left in release builds: an error (exit 1) at line 2, column 5.
    (testpath/"Debug.swift").write <<~SWIFT
      func debugMenu() {
          Tips.showAllTipsForTesting()
      }
    SWIFT
    output = shell_output("#{bin}/tiplint lint --no-cache #{testpath}/Debug.swift 2>&1", 1)
    assert_match "Debug.swift:2:5: error: Tips.showAllTipsForTesting", output
  end
end
