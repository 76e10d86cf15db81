#!/usr/bin/env bash
# Formula/tiplint.rb without Homebrew (which cannot run here): its Ruby syntax (`ruby -c`), its
# tag against the version tiplint reports, and, given a built BINARY, its `test do` block run
# against that binary through a stand-in for the few Homebrew calls the block makes (bin,
# testpath, shell_output, assert_match). What this cannot check: the install block, the
# dependencies, and the build on macOS.
# Usage: Tests/Integrations/formula.sh [BINARY]   (needs ruby: Debian's package of that name)
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
formula=$repo/Formula/tiplint.rb
command -v ruby >/dev/null || { echo "formula.sh: ruby is missing (apt-get install ruby)"; exit 1; }
fail=0
ruby -c "$formula" >/dev/null || { echo "formula.sh: FAIL: $formula is not valid Ruby"; fail=1; }

version=$(sed -n 's/.*static let version = "\([^"]*\)".*/\1/p' "$repo/Sources/TipLintCore/Reporting/Report.swift")
grep -q "refs/tags/$version.tar.gz\"" "$formula" \
  || { echo "formula.sh: FAIL: the formula's url is not the tag of version $version (docs/release.md)"; fail=1; }

if [ $# -ge 1 ]; then
  binary=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  mkdir -p "$work/bin" "$work/test"
  ln -s "$binary" "$work/bin/tiplint"
  # Homebrew's DSL as no-ops, but `test do`, whose block runs with Homebrew's helpers stood in.
  ruby - "$formula" "$work/bin" "$work/test" <<'RUBY' || fail=1
require "pathname"
class Formula
  def self.method_missing(*) = nil
  def self.respond_to_missing?(*) = true
  def self.test(&block) = (@test = block)
  def self.test_block = @test
  def self.[](_name) = self
end
require File.expand_path(ARGV[0])
class Tiplint
  def initialize(bin, testpath) = (@bin, @testpath = Pathname(bin), Pathname(testpath))
  attr_reader :bin, :testpath
  def shell_output(command, expected = 0)
    output = Dir.chdir(@testpath) { `#{command}` }
    status = $?.exitstatus
    raise "`#{command}` exited #{status}, expected #{expected}:\n#{output}" unless status == expected
    output
  end
  def assert_match(pattern, text)
    found = pattern.is_a?(Regexp) ? pattern.match?(text) : text.include?(pattern)
    raise "expected #{pattern.inspect} in:\n#{text}" unless found
  end
end
Tiplint.new(ARGV[1], ARGV[2]).instance_exec(&Tiplint.test_block)
puts "formula.sh: the test block passed with #{ARGV[1]}/tiplint"
RUBY
fi
[ "$fail" -eq 0 ] && echo "formula.sh: passed"
exit "$fail"
