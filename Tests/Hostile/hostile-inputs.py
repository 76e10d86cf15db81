#!/usr/bin/env python3
"""Hostile inputs for tiplint: every input of issue 10 ("no input crashes or hangs it", "nothing
is skipped silently", manifests, terminal output), generated here in a temporary folder (none
is committed), run through the built binary, and checked for exit code, message and wall time.

Usage: Tests/Hostile/hostile-inputs.py [--binary PATH] [--only NAME ...] [--timeout SECONDS]
       [--list]

Each case writes a small project: the hostile file next to an ordinary file with a known
finding, so that "the run goes on" is checked too (the ordinary finding must be reported).
Bounds are wall-clock seconds on a 2-core CI machine with a release build; they are generous
(several times the measured time) but far below what the old behaviour took.
"""
import argparse
import os
import re
import shutil
import stat
import subprocess
import sys
import tempfile
import time

# The binary under test (set by main), for cases that measure it first.
BINARY = None
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# An ordinary file with one known finding: an ungated testing call (an error).
GOOD_NAME = "Good.swift"
GOOD = "import TipKit\n\nfunc debugMenu() {\n    Tips.showAllTipsForTesting()\n}\n"
GOOD_FINDING = "Good.swift:4:5: error: Tips.showAllTipsForTesting"

CASES = []


def case(name, bound, exit_codes=(1,), expect=(), reject=(), timeout=None, check=None, environment=None,
         limits=None):
    """Registers a case. The function gets a fresh folder and returns (arguments, stdin bytes or
    None, folder to run in or None for the folder itself). `check(folder, output)`, when given,
    runs after tiplint and returns a list of problems (files outside the project deleted or
    written, say). `environment(folder)` returns extra environment variables; `limits` is a list
    of (resource.RLIMIT_*, value) set in the child before it runs tiplint."""
    def register(function):
        CASES.append(dict(name=name, build=function, bound=bound, exit_codes=exit_codes,
                          expect=expect, reject=reject, timeout=timeout, check=check,
                          environment=environment, limits=limits))
        return function
    return register


def write(folder, path, text, mode="w"):
    full = os.path.join(folder, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, mode) as handle:
        handle.write(text)
    return full


def project(folder, hostile_name, hostile_text, mode="w"):
    write(folder, GOOD_NAME, GOOD)
    write(folder, hostile_name, hostile_text, mode)
    return ["."], None, None


# MARK: No input crashes or hangs it

SKIPPED = r"Hostile\.swift:\d+:\d+: warning: .*skipped"


@case("deep-brackets", 5, expect=[GOOD_FINDING, SKIPPED + ".*"])
def _(folder):
    return project(folder, "Hostile.swift", "import TipKit\nlet x = " + "[" * 10_000 + "]" * 10_000 + "\n")


@case("deep-parentheses", 5, expect=[GOOD_FINDING, r"Hostile\.swift:2:\d+: warning: .*nest more than 256"])
def _(folder):
    return project(folder, "Hostile.swift", "import TipKit\nlet x = " + "(" * 10_000 + ")" * 10_000 + "\n")


@case("deep-generics", 5, expect=[GOOD_FINDING, r"Hostile\.swift:2:\d+: warning: .*nest more than 256"])
def _(folder):
    return project(folder, "Hostile.swift", "import TipKit\nlet x: " + "A<" * 500 + "B" + ">" * 500 + " = 1\n")


@case("deep-if-config", 5, expect=[GOOD_FINDING, r"Hostile\.swift:\d+:1: warning: .*nest more than 256"])
def _(folder):
    return project(folder, "Hostile.swift", "import TipKit\n" + "#if A\n" * 3000 + "#endif\n" * 3000)


@case("deep-xcode-project", 5,
      expect=[GOOD_FINDING, r"App\.xcodeproj/project\.pbxproj:2:\d+: warning: the Xcode project nests more than 64 levels"])
def _(folder):
    # Foundation's property-list reader recurses once per level: the depth is checked first.
    return project(folder, "App.xcodeproj/project.pbxproj",
                   "// !$*UTF8*$!\n{ objects = { a = " + "(" * 200_000 + ")" * 200_000 + "; }; }\n")


@case("xcode-project-not-a-plist", 5, expect=[GOOD_FINDING, r"App\.xcodeproj/project\.pbxproj:.*warning: the Xcode project is not a property list"])
def _(folder):
    return project(folder, "App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{ objects = { a = \"unterminated ; }\n\x00\xff")


@case("member-chain", 10, expect=[GOOD_FINDING, r"Hostile\.swift:2:\d+: warning: the syntax tree is more than 1000 levels deep"])
def _(folder):
    return project(folder, "Hostile.swift", "import TipKit\nlet y = a" + ".b" * 45_000 + "\n")


@case("call-chain", 10, expect=[GOOD_FINDING, r"Hostile\.swift:2:\d+: warning: the syntax tree is more than 1000 levels deep"])
def _(folder):
    return project(folder, "Hostile.swift", "import TipKit\nlet y = f" + "()" * 45_000 + "\n")


@case("modifier-chain", 10, expect=[GOOD_FINDING, r"Hostile\.swift:2:\d+: warning: the syntax tree is more than 1000 levels deep"])
def _(folder):
    return project(folder, "Hostile.swift", 'import TipKit\nlet v = Text("a")' + ".padding()" * 23_000 + "\n")


@case("file-dated-after-2262", 10, expect=[GOOD_FINDING], reject=["arithmetic overflow", "Backtracing"])
def _(folder):
    # An archive keeps any modification time; nanoseconds since 1970 overflow 64 bits here.
    arguments = project(folder, "Hostile.swift", "import TipKit\nlet later = 1\n")
    for name in (GOOD_NAME, "Hostile.swift"):
        os.utime(os.path.join(folder, name), ns=(13_569_465_600 * 10**9, 13_569_465_600 * 10**9))
    return arguments


@case("modifier-chain-at-limit", 10, expect=[GOOD_FINDING], reject=["levels deep"])
def _(folder):
    # Just under the tree-depth limit: parsed and walked, on the large stack.
    return project(folder, "Hostile.swift",
                   "import TipKit\nstruct V: View {\n    var body: some View {\n        Text(\"a\")"
                   + ".padding()" * 480 + ".popoverTip(PinTip())\n    }\n}\n")


@case("chains-at-limit", 20, expect=[GOOD_FINDING], reject=["levels deep", "max-file-size"])
def _(folder):
    # Variation: chains just under the tree limit whose every call passes something that may
    # be a tip (each asks for its context, its control, its view): a quarter of the worst
    # 2 MB file the limits let through (that one takes about 30 s, mostly parsing).
    chain = "        Text(\"a\")" + ".popoverTip(tip).padding(.horizontal)" * 235 + "\n"
    body = "".join("    var v%d: some View {\n%s    }\n" % (index, chain) for index in range(55))
    return project(folder, "Hostile.swift", "import TipKit\nstruct V: View {\n    let tip = PinTip()\n" + body + "}\n")


@case("suppression-on-every-line-of-one-statement", 10, expect=[GOOD_FINDING])
def _(folder):
    # A line command covers its line's statement (issue 25): worked out per comment, a comment on
    # each of 20,000 lines of one array literal cost minutes and a quadratic cache entry.
    items = "".join('    "item %d", // tiplint:disable:this title-length\n' % index for index in range(20000))
    return project(folder, "Hostile.swift", "import TipKit\nlet names = [\n" + items + "]\n")


@case("assignments-in-one-block", 10, expect=[GOOD_FINDING])
def _(folder):
    # Each assignment to a name is recorded as a value flow once its local declaration is looked
    # for (TipFactsVisitor+ValueFlow): searched back over every statement before it, 20,000
    # statements in one block were quadratic; the search stops after a few dozen.
    lines = "".join("    anchor = button\n" if index % 2 else "    let v%d = button\n" % index for index in range(20000))
    text = ("import TipKit\nfinal class Screen: UIViewController {\n    var anchor: UIView?\n    let button = UIButton()\n"
            "    func show() {\n" + lines + "    }\n}\n")
    return project(folder, "Hostile.swift", text)


@case("exponential-brackets", 5, expect=[GOOD_FINDING, r'Hostile\.swift:2:21: warning: more than 12 "\[" open at once'])
def _(folder):
    return project(folder, "Hostile.swift", "import TipKit\nlet x = " + "[" * 24 + "\n")


@case("exponential-mixed-brackets", 5, expect=[GOOD_FINDING, r'Hostile\.swift:2:\d+: warning: more than 12 "\[" open at once'])
def _(folder):
    # Variation: `[` with a labelled tuple between them; 10 levels took 95 s.
    return project(folder, "Hostile.swift", "import TipKit\nlet x = " + "[(a: [" * 10 + "1" + "])]" * 10 + "\n")


@case("exponential-bracket-nests", 10, expect=[GOOD_FINDING, r'Hostile\.swift:18:18: warning: too many deeply nested "\["'])
def _(folder):
    # Variation: many nests under the limit, each one costly (2,000 of them took 16 s).
    return project(folder, "Hostile.swift", "import TipKit\n" + ("let x = " + "[" * 10 + "1" + "]" * 10 + "\n") * 2000)


@case("attributes-in-brackets", 5, expect=[GOOD_FINDING, r'Hostile\.swift:2:\d+: warning: too many deeply nested "\[" \(or attributes inside them\)'])
def _(folder):
    # `[` then 2,000 attributes: the parser's lookahead is quadratic in them (800 took 27 s).
    return project(folder, "Hostile.swift", "import TipKit\nlet v = [" + "@a " * 2000 + "1]\n")


@case("attributes-in-bracket-nests-at-limit", 10, expect=[GOOD_FINDING], reject=["skipped"])
def _(folder):
    # Variation: eight attributes at every level of a nest, as deep as the budget allows (4).
    return project(folder, "Hostile.swift", "import TipKit\nlet v = " + "[@a @b @c @d @e @f @g @h (" * 4 + "1" + ")]" * 4 + "\n")


@case("bracket-nests-at-limit", 10, expect=[GOOD_FINDING], reject=["skipped"])
def _(folder):
    # About the costliest file the limits let through: four nests of 12 `[` (the budget holds
    # four) in the slowest pattern measured.
    return project(folder, "Hostile.swift", "import TipKit\n" + ("let x = " + "[[(" * 6 + "1" + ")]]" * 6 + "\n") * 4)


@case("long-line", 15, expect=[GOOD_FINDING, r"Hostile\.swift:2:\d+: error: Tips\.resetDatastore"])
def _(folder):
    # One 1 MB line of 25,000 tokens; each token's place is found without walking the line.
    line = "let s = [" + ('"' + "a" * 38 + '", ') * 25_000 + "]; func f() { Tips.resetDatastore() }"
    return project(folder, "Hostile.swift", "import TipKit\n" + line + "\n")


@case("large-file", 10, expect=[GOOD_FINDING, r"Hostile\.swift: warning: the file is 5\d{7} bytes, more than max-file-size"])
def _(folder):
    chunk = "struct T%d: Tip { var title: Text { Text(\"a\") } }\n"
    with open(os.path.join(folder, "Hostile.swift"), "w") as handle:
        handle.write("import TipKit\n")
        size, index = 0, 0
        while size < 50 * 1024 * 1024:
            line = chunk % index
            handle.write(line)
            size += len(line)
            index += 1
    write(folder, GOOD_NAME, GOOD)
    return ["."], None, None


@case("stdin-hostile", 5, exit_codes=(0,), expect=[r"Hostile\.swift:2:21: warning: more than 12"])
def _(folder):
    write(folder, GOOD_NAME, GOOD)
    return ["--stdin-path", "Hostile.swift"], ("import TipKit\nlet x = " + "[" * 10_000 + "\n").encode(), None


@case("stdin-large", 10, exit_codes=(0,), expect=[r"Hostile\.swift: warning: the file is \d+ bytes, more than max-file-size"])
def _(folder):
    write(folder, GOOD_NAME, GOOD)
    return ["--stdin-path", "Hostile.swift"], ("import TipKit\n" + "let x = 1\n" * 400_000).encode(), None


def many_files(folder, count, text):
    """One folder of `count` files (and an Xcode project, so that every file's project is looked
    up): the walk, the project lookup and the globs must cost each file a constant. The files
    are hard links to one text, which is several times faster to make than separate files."""
    os.makedirs(os.path.join(folder, "App.xcodeproj"))
    template = write(folder, "template.txt", text)
    for index in range(count):
        os.link(template, os.path.join(folder, "F%d.swift" % index))
    write(folder, GOOD_NAME, GOOD)
    return ["."], None, None


@case("folder-2000-tipkit-files", 20, expect=[GOOD_FINDING, r"; 2001 files linted"])
def _(folder):
    # Every file parsed: the whole pipeline per file.
    return many_files(folder, 2_000, "import TipKit\nlet x = 1\n")


@case("folder-20000-files", 20, expect=[GOOD_FINDING, r"; 20001 files linted"])
def _(folder):
    return many_files(folder, 20_000, "let x = 1\n")


@case("folder-50000-files", 40, expect=[GOOD_FINDING, r"; 50001 files linted"])
def _(folder):
    return many_files(folder, 50_000, "let x = 1\n")


@case("glob-backtracking", 10, expect=[GOOD_FINDING])
def _(folder):
    write(folder, ".lintconfig.yml", 'exclude: ["*a*a*a*a*b", "**/a*a*a*a*a*a*a*c/**"]\n')
    for index in range(200):
        write(folder, "a" * 60 + "/%s%d.swift" % ("a" * 120, index), "let x = 1\n")
    write(folder, GOOD_NAME, GOOD)
    return ["."], None, None


# Conditions on constants (ungated-testing-call): each guard's condition is read once per file,
# not once per testing call after it (400 guards x 400 calls took 3.5 minutes), and a constant's
# value naming others hundreds of times is worked out once per name (four levels of 300: 18 s).
@case("guards-400-testing-calls-400", 10, expect=[GOOD_FINDING, r"Hostile\.swift:803:5: error: Tips\.showAllTipsForTesting"])
def _(folder):
    guards = "".join("    guard flag%d else { return }\n" % index for index in range(400))
    calls = "    Tips.showAllTipsForTesting()\n" * 400
    return project(folder, "Hostile.swift", "import TipKit\n\nfunc start() {\n" + guards + calls + "}\n")


@case("constant-fan-out-300-four-deep", 10, expect=[GOOD_FINDING, r"Hostile\.swift:\d+:\d+: error: Tips\.showAllTipsForTesting"])
def _(folder):
    def level(name, names):
        return "    static let %s = %s\n" % (name, " && ".join(names))
    bare = level("a", ["b"] * 300) + level("b", ["c"] * 300) + level("c", ["d"] * 300) + "    static let d = true\n"
    dotted = (level("a", ["G.b"] * 300) + level("b", ["G.c"] * 300) + level("c", ["G.d"] * 300)
              + "    static let d = true\n")
    text = ("import TipKit\n\nenum F {\n" + bare + "}\n\nenum G {\n" + dotted + "}\n\n"
            "func start() {\n    if F.a { Tips.showAllTipsForTesting() }\n    if G.a { Tips.showAllTipsForTesting() }\n}\n")
    return project(folder, "Hostile.swift", text)


# A false top-level `Flags.showsEveryTip` does not hide the call behind the nearer
# `NotesApp.Flags` (its constant in `#if` clauses): the call is reported, not "never runs".
@case("constant-shadowed-by-nested-type", 10, expect=[GOOD_FINDING, r"Hostile\.swift:13:34: error: Tips\.showAllTipsForTesting"])
def _(folder):
    text = ("import TipKit\nimport SwiftUI\nenum Flags { static let showsEveryTip = false }\n"
            "@main struct NotesApp: App {\n    enum Flags {\n        #if DEBUG\n        static let showsEveryTip = true\n"
            "        #else\n        static let showsEveryTip = false\n        #endif\n    }\n    init() {\n"
            "        if Flags.showsEveryTip { Tips.showAllTipsForTesting() }\n        try? Tips.configure()\n    }\n"
            "    var body: some Scene { WindowGroup { Text(\"x\") } }\n}\n")
    return project(folder, "Hostile.swift", text)


# MARK: Nothing is skipped silently

@case("utf16-with-bom", 5, expect=[GOOD_FINDING, r"Utf16\.swift:4:5: error: Tips\.resetDatastore"])
def _(folder):
    text = "import TipKit\n\nfunc reset() {\n    Tips.resetDatastore()\n}\n"
    with open(os.path.join(folder, "Utf16.swift"), "wb") as handle:
        handle.write(b"\xff\xfe" + text.encode("utf-16-le"))
    write(folder, GOOD_NAME, GOOD)
    return ["."], None, None


@case("utf16-big-endian-without-bom", 5, expect=[GOOD_FINDING, r"Utf16\.swift:4:5: error: Tips\.resetDatastore"])
def _(folder):
    text = "import TipKit\n\nfunc reset() {\n    Tips.resetDatastore()\n}\n"
    with open(os.path.join(folder, "Utf16.swift"), "wb") as handle:
        handle.write(text.encode("utf-16-be"))
    write(folder, GOOD_NAME, GOOD)
    return ["."], None, None


@case("invalid-utf8-position", 5, expect=[GOOD_FINDING, r"Bad\.swift:3:9: warning: the file is not UTF-8 text: byte 0xFF"])
def _(folder):
    with open(os.path.join(folder, "Bad.swift"), "wb") as handle:
        handle.write(b"import TipKit\nlet a = 1\nlet b = \xff\n")
    write(folder, GOOD_NAME, GOOD)
    return ["."], None, None


@case("non-utf8-names", 5, expect=[GOOD_FINDING, r"B\ufffd\.swift: warning: its name is not UTF-8; skipped",
                                   r"D\ufffd/: warning: its name is not UTF-8; skipped"])
def _(folder):
    raw = os.fsencode(folder)
    with open(os.path.join(raw, b"B\xff.swift"), "wb") as handle:
        handle.write(GOOD.encode())
    os.makedirs(os.path.join(raw, b"D\xfe"))
    write(folder, GOOD_NAME, GOOD)
    return ["."], None, None


@case("path-over-path-max", 10, expect=[GOOD_FINDING, r"warning: its path is longer than PATH_MAX \(4096 bytes\); skipped"])
def _(folder):
    # Made with relative steps, since the whole path cannot be named at once.
    write(folder, GOOD_NAME, GOOD)
    here = os.open(folder, os.O_RDONLY)
    try:
        for _ in range(25):
            os.mkdir("d" * 200, dir_fd=here)
            following = os.open("d" * 200, os.O_RDONLY, dir_fd=here)
            os.close(here)
            here = following
        descriptor = os.open("Deep.swift", os.O_WRONLY | os.O_CREAT, 0o644, dir_fd=here)
        os.write(descriptor, GOOD.encode())
        os.close(descriptor)
    finally:
        os.close(here)
    return ["."], None, None


@case("unreadable-folder", 5, expect=[GOOD_FINDING, r"Locked/: warning: cannot read the folder \(permission denied\); skipped"])
def _(folder):
    write(folder, GOOD_NAME, GOOD)
    write(folder, "Locked/A.swift", GOOD)
    os.chmod(os.path.join(folder, "Locked"), 0)
    return ["."], None, None


@case("symlink-to-folder-named", 5, expect=[r"Link/Good\.swift:4:5: error", r"in 1 file"])
def _(folder):
    write(folder, "Real/" + GOOD_NAME, GOOD)
    os.symlink("Real", os.path.join(folder, "Link"))
    return ["Link"], None, None


@case("looping-symlink-named", 5, expect=[r"A\.swift:4:5: error", r"B\.swift:4:5: error", r"Loop\.swift: warning: symbolic links loop here; skipped"])
def _(folder):
    write(folder, "A.swift", GOOD)
    write(folder, "B.swift", GOOD)
    os.symlink("Loop.swift", os.path.join(folder, "Loop.swift"))
    return ["A.swift", "Loop.swift", "B.swift"], None, None


@case("docs-glob-star", 5, expect=[GOOD_FINDING])
def _(folder):
    write(folder, GOOD_NAME, GOOD)
    return ["--docs-glob", "*", "."], None, None


@case("xcstrings-wrong-types", 5, expect=[GOOD_FINDING, r"L\.xcstrings:1:\d+: warning: strings\.k\.localizations\.de\.stringUnit\.value: expected a string, got a number"])
def _(folder):
    write(folder, GOOD_NAME, GOOD)
    write(folder, "L.xcstrings", '{"sourceLanguage": "en", "strings": {"k": {"localizations": {"de": {"stringUnit": {"value": 42}}}}}}\n')
    return ["."], None, None


@case("stringsdict-deep-nesting", 10, expect=[GOOD_FINDING, r"de\.lproj/Localizable\.stringsdict:\d+:\d+: warning: .*nested more than 16 deep"])
def _(folder):
    write(folder, GOOD_NAME, GOOD)
    depth = 60_000  # 1.5 MB: under the default max-file-size, so the reader itself meets it
    write(folder, "de.lproj/Localizable.stringsdict", "<plist><dict>" + "<key>k</key><dict>" * depth + "</dict>" * depth + "</dict></plist>\n")
    return ["."], None, None


@case("stringsdict-unterminated", 5, expect=[GOOD_FINDING, r"de\.lproj/Localizable\.stringsdict:\d+:\d+: warning: "])
def _(folder):
    write(folder, GOOD_NAME, GOOD)
    write(folder, "de.lproj/Localizable.stringsdict", "<plist><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@")
    return ["."], None, None


@case("second-yaml-document-config", 5, exit_codes=(2,), expect=[r"\.lintconfig\.yml:2:1: error: a second YAML document starts here"])
def _(folder):
    write(folder, GOOD_NAME, GOOD)
    write(folder, ".lintconfig.yml", "fail-on: error\n---\nfail-on: never\n")
    return ["."], None, None


@case("second-yaml-document-manifest", 5, expect=[r"a\.tips\.yml:3:1: error: not valid YAML: a second YAML document starts here"])
def _(folder):
    write(folder, GOOD_NAME, GOOD)
    write(folder, "a.tips.yml", "tips:\n  - {id: a, title: A}\n---\ntips: []\n")
    return ["."], None, None


@case("yaml-control-character-position", 5, exit_codes=(2,), expect=[r"\.lintconfig\.yml:2:12: error: .*control characters"])
def _(folder):
    write(folder, GOOD_NAME, GOOD)
    write(folder, ".lintconfig.yml", "fail-on: error\ngates: [A, \x07B]\n")
    return ["."], None, None


# MARK: Manifests

@case("manifest-repeated-key", 5, expect=[r'a\.tips\.yml:4:5: error: tips\[0\]: "title" is given twice'], reject=["missing required key"])
def _(folder):
    write(folder, GOOD_NAME, GOOD)
    write(folder, "a.tips.yml", "tips:\n  - id: a\n    title: A\n    title: B\n")
    return ["."], None, None


@case("manifest-16000-tips", 30, expect=[GOOD_FINDING], reject=["alias bomb"])
def _(folder):
    write(folder, GOOD_NAME, GOOD)
    write(folder, "big.tips.yml", "tips:\n" + "".join(
        "  - id: t%d\n    title: Tip %d\n    message: About %d\n    max-display-count: 3\n" % (i, i, i) for i in range(16_000)))
    return ["."], None, None


@case("manifest-deep-nesting", 5, expect=[r"nesting deeper than 64 levels"], reject=["configuration never needs"])
def _(folder):
    write(folder, GOOD_NAME, GOOD)
    write(folder, "a.tips.yml", "tips: " + "[" * 100 + "]" * 100 + "\n")
    return ["."], None, None


@case("manifest-alias-bomb", 5, expect=[r"aliases expand to more than 100000 values"])
def _(folder):
    write(folder, GOOD_NAME, GOOD)
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for level in range(1, 9):
        lines.append("a%d: &a%d [%s]" % (level, level, ", ".join(["*a%d" % (level - 1)] * 10)))
    write(folder, "a.tips.yml", "\n".join(lines) + "\n")
    return ["."], None, None


# MARK: Terminal output

ESCAPES = [r"\x1b", r"\x85", "\u2028", "\u202e", r"(?m)^::"]


@case("control-characters-in-file-name", 5, expect=[r"x\\n::error::injected\\u\{1B\}\[31m\\u\{202E\}\.swift:4:5: error"], reject=ESCAPES)
def _(folder):
    write(folder, "x\n::error::injected\x1b[31m\u202e.swift", GOOD)
    return ["."], None, None


@case("control-characters-github-format", 5, expect=[r"::error file=x%0A%3A%3Aerror%3A%3Ainjected\\u\{1B\}"], reject=[r"\x1b", r"(?m)^::error::injected"])
def _(folder):
    write(folder, "x\n::error::injected\x1b[31m.swift", GOOD)
    return ["--format", "github", "."], None, None


@case("control-characters-in-manifest-key", 5, expect=[r'unknown key "x\\u\{1B\}\[2J\\u\{2028\}\\u\{85\}"'], reject=[r"\x1b", "\u2028", r"\x85"])
def _(folder):
    # A message that quotes the project's text: an escaped ESC, line separator and NEL in a key.
    write(folder, GOOD_NAME, GOOD)
    write(folder, "a.tips.yml", 'tips:\n  - id: a\n    title: A\n    "x\\e[2J\\L\\N": 1\n')
    return ["."], None, None


# MARK: Issue 20, the cache: links, foreign folders, entry sizes, the size cap

CACHE_TAG = ("Signature: 8a477f597d28d172789f06886806bc55\n"
             "# This file is a cache directory tag created by tiplint.\n")
CACHE_REFUSED = r"warning: cache not used: it "
SIXTY_DAYS = 60 * 24 * 3600


def cache_binary():
    """The binary under test, for the cases that warm the cache before the run they time."""
    arguments = sys.argv[1:]
    for index, argument in enumerate(arguments):
        if argument == "--binary" and index + 1 < len(arguments):
            return os.path.abspath(arguments[index + 1])
        if argument.startswith("--binary="):
            return os.path.abspath(argument[len("--binary="):])
    return os.path.join(ROOT, ".build/release/tiplint")


def victim(folder, name="victim"):
    """A folder of the user's with two-month-old files, one in a subfolder: what a prune that
    followed a link into it would delete."""
    paths = [write(folder, os.path.join(name, path), "mine\n")
             for path in ("notes.txt", "0123456789abcdef0123456789abcdef", "sub/kept.txt")]
    old = time.time() - SIXTY_DAYS
    for path in paths:
        os.utime(path, (old, old))
    return os.path.join(folder, name)


def victim_kept(name="victim", forbidden=(".gitignore", "CACHEDIR.TAG", "entries")):
    """A check: the victim's files are all there and tiplint wrote none of its own into it."""
    def check(folder, output):
        base = os.path.join(folder, name)
        problems = ["%s deleted" % path for path in ("notes.txt", "0123456789abcdef0123456789abcdef", "sub/kept.txt")
                    if not os.path.exists(os.path.join(base, path))]
        return problems + ["%s written into the victim" % path for path in forbidden if os.path.lexists(os.path.join(base, path))]
    return check


def shipped_cache(folder, link, tagged):
    """A repository that ships `.tiplint-cache` with `link` (entries, manifests or results) as a
    symbolic link to a folder outside it, with or without a copy of tiplint's tag."""
    write(folder, GOOD_NAME, GOOD)
    victim(os.path.dirname(folder), os.path.basename(folder) + "-victim")
    os.makedirs(os.path.join(folder, ".tiplint-cache"))
    if tagged:
        write(folder, ".tiplint-cache/CACHEDIR.TAG", CACHE_TAG)
    os.symlink("../../" + os.path.basename(folder) + "-victim", os.path.join(folder, ".tiplint-cache", link))
    return ["."], None, None


def outside_victim_kept(folder, output):
    problems = victim_kept(os.path.basename(folder) + "-victim", forbidden=())(os.path.dirname(folder), output)
    shutil.rmtree(folder + "-victim", ignore_errors=True)
    return problems


for _link in ("entries", "manifests", "results"):
    for _tagged in (True, False):
        _reason = "is a symbolic link" if _tagged else "holds files tiplint did not write"
        case("cache-shipped-%s-link%s" % (_link, "" if _tagged else "-untagged"), 5,
             expect=[GOOD_FINDING, CACHE_REFUSED + _reason], check=outside_victim_kept)(
            lambda folder, _link=_link, _tagged=_tagged: shipped_cache(folder, _link, _tagged))


@case("cache-folder-link", 5, expect=[GOOD_FINDING, r"\.tiplint-cache: warning: cache not used: it is a symbolic link"],
      check=victim_kept())
def _(folder):
    write(folder, "project/" + GOOD_NAME, GOOD)
    victim(folder)
    os.symlink("../victim", os.path.join(folder, "project/.tiplint-cache"))
    return ["."], None, os.path.join(folder, "project")


def project_files_kept(folder, output):
    problems = ["%s deleted" % path for path in ("results/00000000000000000000000000000000", "entries/draft.txt", "manifests/old/plan.txt")
                if not os.path.exists(os.path.join(folder, path))]
    return problems + ["%s written into the project" % name for name in (".gitignore", "CACHEDIR.TAG")
                       if os.path.lexists(os.path.join(folder, name))]


@case("cache-dir-dot", 5, expect=[GOOD_FINDING, CACHE_REFUSED + "holds files tiplint did not write"], check=project_files_kept)
def _(folder):
    # `--cache-dir .`: the project's own results/, entries/ and manifests/ with old files.
    old = time.time() - SIXTY_DAYS
    for path in ("results/00000000000000000000000000000000", "entries/draft.txt", "manifests/old/plan.txt"):
        os.utime(write(folder, path, "mine\n"), (old, old))
    write(folder, GOOD_NAME, GOOD)
    return ["--cache-dir", ".", "."], None, None


@case("cache-shared-folder-planted-link", 5, expect=[GOOD_FINDING, CACHE_REFUSED + "is a symbolic link"], check=victim_kept(forbidden=()),
      environment=lambda folder: {"TIPLINT_CACHE_DIR": os.path.join(folder, "shared")})
def _(folder):
    # Another user of a shared TIPLINT_CACHE_DIR plants `entries` pointing at our files.
    write(folder, "project/" + GOOD_NAME, GOOD)
    write(folder, "shared/CACHEDIR.TAG", CACHE_TAG)
    victim(folder)
    os.symlink(os.path.join(folder, "victim"), os.path.join(folder, "shared/entries"))
    return ["."], None, os.path.join(folder, "project")


@case("cache-shared-folder-not-ours", 5, expect=[GOOD_FINDING, CACHE_REFUSED + "(belongs to another user|is writable by its group or others)"],
      check=victim_kept(forbidden=()), environment=lambda folder: {"TIPLINT_CACHE_DIR": os.path.join(folder, "shared")})
def _(folder):
    # A shared cache folder another user made (as root: owned by nobody; else open to all).
    write(folder, "project/" + GOOD_NAME, GOOD)
    write(folder, "shared/CACHEDIR.TAG", CACHE_TAG)
    victim(folder)
    os.symlink(os.path.join(folder, "victim"), os.path.join(folder, "shared/manifests"))
    if os.geteuid() == 0:
        os.chown(os.path.join(folder, "shared"), 65534, 65534)
    else:
        os.chmod(os.path.join(folder, "shared"), 0o777)
    return ["."], None, os.path.join(folder, "project")


def warm_cache(folder, files):
    """Writes `files` and runs tiplint once, so that `.tiplint-cache` holds their entries."""
    for path, text in files.items():
        write(folder, path, text)
    old = time.time() - 3600
    for path in files:
        os.utime(os.path.join(folder, path), (old, old))
    subprocess.run([cache_binary(), "."], cwd=folder, capture_output=True, timeout=120)
    return os.path.join(folder, ".tiplint-cache")


@case("cache-oversized-entries", 3, expect=[GOOD_FINDING])
def _(folder):
    # Every entry replaced by a 512 MB file (sparse: no disk is used) behind a plausible header.
    files = {GOOD_NAME: GOOD}
    for index in range(12):
        files["Tip%d.swift" % index] = "import TipKit\nstruct Tip%d: Tip { var title: Text { Text(\"T\") } }\n" % index
    cache = warm_cache(folder, files)
    for name in os.listdir(os.path.join(cache, "results")):
        os.remove(os.path.join(cache, "results", name))
    for name in os.listdir(os.path.join(cache, "entries")):
        with open(os.path.join(cache, "entries", name), "r+b") as handle:
            header = handle.readline()
            handle.truncate(512 << 20)
            handle.seek(0)
            handle.write(header)
    return ["."], None, None


def stale_entries_gone(folder, output):
    entries = os.path.join(folder, ".tiplint-cache", "entries")
    left = [name for name in os.listdir(entries) if name.startswith("5" * 8)]
    return ["%d of 4 stale 1 MB entries left under --cache-max-size 2M" % len(left)] if len(left) > 1 else []


@case("cache-size-cap", 5, expect=[GOOD_FINDING], check=stale_entries_gone)
def _(folder):
    # Yesterday's entries of edits since made, 4 MB in all; the run edits a file, so it writes.
    cache = warm_cache(folder, {GOOD_NAME: GOOD})
    yesterday = time.time() - 20 * 3600
    for index in range(4):
        path = os.path.join(cache, "entries", "5" * 8 + "%024x" % index)
        with open(path, "wb") as handle:
            handle.write(b"\0" * (1 << 20))
        os.utime(path, (yesterday, yesterday))
    write(folder, GOOD_NAME, GOOD + "// edited\n")
    return ["--cache-max-size", "2M", "."], None, None



# MARK: Issue 20, outputs and --fix: links, read-only files, edits saved mid-fix, escaping

# The project is `folder/project`; `folder/victim` (a file of the user's, outside it) must come
# through every run byte for byte, as the link a repository committed must stay a link.
VICTIM = "ssh-ed25519 AAAAC3Nza the-owner@laptop\n"
LINK_REFUSED = r"it is a symbolic link to .*, and tiplint never writes through a link; remove the link, or name its target"


def linked_project(folder, link_name, target="victim"):
    """`folder/project` with GOOD and `link_name` a link to `folder/<target>`; returns the project."""
    inside = os.path.join(folder, "project")
    write(inside, GOOD_NAME, GOOD)
    if target == "victim":
        write(folder, "victim", VICTIM)
    link = os.path.join(inside, link_name)
    os.makedirs(os.path.dirname(link), exist_ok=True)
    os.symlink(os.path.join(folder, target), link)
    return inside


def output_victim_kept(link_name, target="victim"):
    """A check: the victim is as it was (or, for a dangling link, still absent) and the link
    is still a link."""
    def check(folder, output):
        problems = []
        path = os.path.join(folder, target)
        if target == "victim":
            with open(path) as handle:
                if handle.read() != VICTIM:
                    problems.append("the file outside the project was written")
        elif os.path.lexists(path):
            problems.append("the dangling link's target was made")
        if not os.path.islink(os.path.join(folder, "project", link_name)):
            problems.append("the link was replaced")
        return problems
    return check


for _name, _link, _arguments in [
    ("output-link-sarif", "tiplint.sarif", ["--format", "sarif", "-o", "tiplint.sarif", "."]),
    ("output-link-report-gitlab", "gl-code-quality.json", ["--report", "gitlab=gl-code-quality.json", "."]),
    ("output-link-write-baseline", ".tiplint-baseline.json", ["--write-baseline", ".tiplint-baseline.json", "."]),
    ("output-link-inventory", "tips.md", ["inventory", "--format", "markdown", "--output", "tips.md"]),
    ("output-link-init", "starter.yml", ["init", "starter.yml"]),
]:
    def _register(name=_name, link=_link, arguments=_arguments):
        @case(name, 5, exit_codes=(2,), expect=[LINK_REFUSED], check=output_victim_kept(link))
        def _(folder):
            return arguments, None, linked_project(folder, link)
    _register()


@case("output-link-dangling", 5, exit_codes=(2,), expect=[LINK_REFUSED.replace(", and", ", which does not exist, and")],
      check=output_victim_kept("tiplint.sarif", target="planted"))
def _(folder):
    return ["--format", "sarif", "-o", "tiplint.sarif", "."], None, linked_project(folder, "tiplint.sarif", target="planted")


@case("output-dev-stdout", 5, expect=[r'"version" : "2\.1\.0"'])
def _(folder):
    write(folder, GOOD_NAME, GOOD)
    return ["--format", "sarif", "-o", "/dev/stdout", "."], None, None


def unchanged_file(name, text, mode=None):
    """A check: `folder/name` still holds `text` (and has `mode`, when given)."""
    def check(folder, output):
        path = os.path.join(folder, name)
        with open(path) as handle:
            problems = [] if handle.read() == text else ["%s was changed" % name]
        if mode is not None and stat.S_IMODE(os.stat(path).st_mode) != mode:
            problems.append("%s has mode %o" % (name, stat.S_IMODE(os.stat(path).st_mode)))
        return problems
    return check


@case("fix-read-only-file", 5, expect=[r"Good\.swift: read-only; not fixed"], reject=["fixed 1 finding"],
      check=unchanged_file(GOOD_NAME, GOOD, mode=0o444))
def _(folder):
    path = write(folder, GOOD_NAME, GOOD)
    os.chmod(path, 0o444)
    return ["--no-cache", "--fix", "."], None, None


@case("fix-link-out-of-project", 5, expect=[r"App/Shared\.swift: not fixed: it is a symbolic link to .*outside the project"],
      reject=["fixed 1 finding in App/Shared"], check=unchanged_file("outside/Victim.swift", GOOD))
def _(folder):
    write(folder, "outside/Victim.swift", GOOD)
    inside = os.path.join(folder, "project")
    write(inside, "App/Local.swift", GOOD)
    os.symlink(os.path.join(folder, "outside/Victim.swift"), os.path.join(inside, "App/Shared.swift"))
    # Named, as the pre-commit hook names what a commit touched.
    return ["--no-cache", "--fix", "App/Shared.swift", "App/Local.swift"], None, inside


class SaveInTheGap:
    """Saves a line into `path` (an editor's save) while `--fix` proves its edit: right after
    tiplint's `reads`th read of the file, seen through inotify; where inotify is missing, after
    `fallback` seconds. `kept` says whether the line survived."""
    LINE = "// saved while tiplint was fixing\n"

    def __init__(self, path, reads=2, fallback=1.0):
        import threading
        self.path, self.reads, self.fallback, self.saved = path, reads, fallback, False
        self.watch = self.inotify(path)  # before tiplint starts, so that no read is missed
        self.thread = threading.Thread(target=self.run, daemon=True)
        self.thread.start()

    @staticmethod
    def inotify(path):
        try:
            import ctypes
            import ctypes.util
            libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
            descriptor = libc.inotify_init1(os.O_NONBLOCK)
            # IN_OPEN as well as IN_CLOSE_NOWRITE: the kernel merges an event into an identical one
            # still unread, so two reads 18 ms apart counted as one when this thread woke late;
            # with each open between them, no two events in the queue are alike.
            if descriptor < 0 or libc.inotify_add_watch(descriptor, path.encode(), 0x10 | 0x20) < 0:
                return None
            return descriptor
        except (OSError, AttributeError):
            return None

    def run(self):
        import select
        import struct
        if self.watch is None:
            time.sleep(self.fallback)
        else:
            seen, deadline = 0, time.monotonic() + 60
            while seen < self.reads and time.monotonic() < deadline:
                if select.select([self.watch], [], [], 0.05)[0]:
                    data = os.read(self.watch, 4096)
                    offset = 0
                    while offset < len(data):
                        _, mask, _, length = struct.unpack_from("iIII", data, offset)
                        offset += 16 + length
                        seen += bool(mask & 0x10)
            os.close(self.watch)
            time.sleep(0.02)
        with open(self.path, "a") as handle:
            handle.write(self.LINE)
        self.saved = True

    def kept(self, folder, output):
        self.thread.join(60)
        if not self.saved:
            return ["the line was never saved"]
        with open(self.path) as handle:
            return [] if self.LINE in handle.read() else ["the line saved while tiplint was fixing is lost"]


_saves = {}


# A large file keeps tiplint proving its fix for a while (a second or two); the line saved in
# that gap used to be overwritten by the fixed text.
@case("fix-edit-saved-mid-fix", 30, expect=[r"Busy\.swift: changed while fixing; not fixed"], reject=["fixed 1 finding"],
      check=lambda folder, output: _saves.pop(folder).kept(folder, output))
def _(folder):
    body = "".join("func f%d() { print(%d) }\n" % (index, index) for index in range(6000))
    path = write(folder, "Busy.swift", "import TipKit\n\nfunc debugMenu() {\n    Tips.showAllTipsForTesting()\n}\n" + body)
    # Three reads before the proof: the lint's, its second for the finding's lines (carets and
    # fingerprints), the fix's. Saving after the second raced the fix's read, 0.1 s later, and
    # was then reported as "changed since it was linted".
    _saves[folder] = SaveInTheGap(path, reads=3)
    return ["--no-cache", "--jobs", "1", "--fix", "Busy.swift"], None, None


# Markdown a title renders (MarkdownInline): openers that never close and links that never end,
# each title at the reader's 4 KB bound, titles and messages joined with + in a long switch. Each
# look-ahead once: quadratic reading took 14 s for five such titles and 23 s for 4,000 joins.
@case("markdown-and-joined-titles-unclosed", 20, exit_codes=(0,), expect=[r"title-length\]"], reject=[r"Backtrac"])
def _(folder):
    tips = []
    for index, unit in enumerate(["*a ", "_a ", "[a](", "`x", "**a ", "~~a ", "[a]b"] * 7):
        text = (unit * (4000 // len(unit)))
        tips.append('struct Markup%dTip: Tip {\n    var title: Text { Text("%s") }\n    var message: Text? { Text("%s") }\n}\n'
                    % (index, text, text))
    cases = "".join('        case %d: Text("Step %d of the tour, ") + Text("tap").bold() + Text(" to go on and see the next one")\n'
                    % (index, index) for index in range(4000))
    tips.append("struct TourTip: Tip {\n    let step: Int\n    var title: Text {\n        switch step {\n" + cases
                + '        default: Text("Tour")\n        }\n    }\n}\n')
    write(folder, "Tips.swift", "import TipKit\n\n" + "".join(tips))
    write(folder, ".lintconfig.yml", "rules:\n  title-length:\n    message-max-length: 150\n")
    return ["--no-cache", "Tips.swift"], None, None


# Launch-argument checks read through local constants (TipFactsVisitor+Calls): each reference
# to a local followed its value again, so `let b = c || c …; let a = b || b …; if a || a …`
# cost the product of the three lengths (600 of each took 225 s); each local is read once.
@case("launch-argument-locals-multiplied", 10, expect=[r"Hostile\.swift:\d+:\d+: error: Tips\.showAllTipsForTesting runs in release builds"])
def _(folder):
    chain = lambda name: " || ".join([name] * 600)
    text = ("import TipKit\nfunc start() {\n    let c = false\n    let b = " + chain("c") + "\n    let a = " + chain("b")
            + "\n    if " + chain("a") + " { Tips.showAllTipsForTesting() }\n}\n")
    return project(folder, "Hostile.swift", text)


# Testing calls judged through the calls of their function (ProjectIndex.runTime(of:),
# CallerGuards): a call on no named receiver may reach the function of that name in every
# type, so 300 types whose `s1`, `s2`, `s3` call each other's by name cost 300^3 steps when
# followed (75 s for the unconditional `erase()`); each function is worked out once per depth.
# `wipe()` is called only under a flag (silent), `erase()` with none (reported).
@case("caller-fan-out-300-three-deep", 10, expect=[GOOD_FINDING, r"Hostile\.swift:4:\d+: error: Tips\.resetDatastore"],
      reject=[r"Hostile\.swift:3:"])
def _(folder):
    # Private functions: only their calls are all known (in this file), so only they are followed.
    parts = ["import TipKit\n\nfileprivate func wipe() { try? Tips.resetDatastore() }\nfileprivate func erase() { try? Tips.resetDatastore() }\n"]
    for index in range(300):
        parts.append("struct T%d {\n    var flag = false\n    private func s1() { if flag { wipe() } }\n    private func s2() { if flag { s1() } }\n"
                     "    private func s3() { if flag { s2() } }\n    private func e1() { erase() }\n    private func e2() { e1() }\n"
                     "    private func e3() { e2() }\n}\n" % index)
    return project(folder, "Hostile.swift", "".join(parts))


# Suppression comments beside many findings (Suppressor, FileDirectives, ShownFindings): each
# finding looked for its comment among every comment of its file, and each stale comment among
# every finding (3,000 of each took 13 s in a debug build; now each is a lookup by line).
@case("suppression-comments-beside-findings", 15, exit_codes=(0,), expect=[r"Many\.swift:\d+:1: warning: tiplint:disable:next suppresses nothing on line \d+: "
      r"the title-length finding nearest it is on line \d+", r"; 1 file linted"])
def _(folder):
    parts = ["import TipKit\n"]
    for index in range(6000):
        parts.append('// tiplint:disable:next title-length\n\nstruct Long%dTip: Tip {\n'
                     '    var title: Text { Text("Search your notes, tags and attachments, all at once") }\n}\n' % index)
    write(folder, "Many.swift", "".join(parts))
    return ["--no-cache", "Many.swift"], None, None


@case("inventory-markdown-escapes", 5, exit_codes=(0,), expect=[r"&lt;script&gt;alert\\\(1\\\)&lt;/script&gt;", r"\\\*\\\*bold\\\*\\\* \\\|"],
      reject=[r"<script", r"<img"])
def _(folder):
    write(folder, "Tips.swift", 'import TipKit\n\nstruct ScriptTip: Tip {\n'
          '    var title: Text { Text("<script>alert(1)</script> **bold** | <img src=x onerror=alert(2)>") }\n}\n')
    return ["inventory", "--format", "markdown"], None, None



# MARK: Issue 20, trust and bounds: parent configurations, baselines, sizes, threads, descriptors

@case("empty-files-64000-in-400-megabytes", 60, expect=[GOOD_FINDING, r"; 64001 files linted"], reject=[r"Backtrac"],
      limits=lambda: address_space(400_000))
def _(folder):
    # Each walked file's record stays small, and reading an empty file leaks nothing: the old
    # reader kept 4 KiB per empty file, so this run (with its cache) crashed at 400 MB.
    many_files(folder, 64_000, "")
    return ["."], None, None


def no_home_made(folder, output):
    problems = no_cache_written(folder, output)
    if os.path.exists(os.path.join(folder, "no-such-home")):
        problems.append("the missing HOME was created")
    return problems


@case("cache-without-a-key", 5, expect=[GOOD_FINDING, r"warning: cache not used: .*cache key"], check=no_home_made,
      environment=lambda folder: {"HOME": os.path.join(folder, "no-such-home", "user"), "XDG_CACHE_HOME": ""})
def _(folder):
    # No home to keep the key in: an unkeyed cache could be forged by the repository, so none.
    return project(folder, "Other.swift", "let x = 1\n")


SILENCING = "root: true\nrules:\n  ungated-testing-call: off\n"


@case("parent-configuration-writable-by-others", 5, expect=[GOOD_FINDING, r"others may write it \(mode 666\)"])
def _(folder):
    write(folder, ".lintconfig.yml", SILENCING)
    os.chmod(os.path.join(folder, ".lintconfig.yml"), 0o666)
    write(folder, "app/" + GOOD_NAME, GOOD)
    return ["."], None, os.path.join(folder, "app")


@case("parent-configuration-of-another-user", 5, expect=[GOOD_FINDING, r"is owned by another user \(uid 65534\)"])
def _(folder):
    write(folder, ".lintconfig.yml", SILENCING)
    if os.geteuid() == 0:
        os.chown(os.path.join(folder, ".lintconfig.yml"), 65534, 65534)
    else:
        os.chmod(os.path.join(folder, ".lintconfig.yml"), 0o666)  # stands in: only root gives files away
    write(folder, "app/" + GOOD_NAME, GOOD)
    return ["."], None, os.path.join(folder, "app")


def no_cache_written(folder, output):
    found = [path for path, _, _ in os.walk(folder) if os.path.basename(path) == ".tiplint-cache"]
    return ["a cache was written at %s" % found[0]] if found else []


@case("stdin-path-in-no-project", 5, expect=[r"Buffer\.swift:4:5: error: Tips\.showAllTipsForTesting", r"in 1 file"],
      check=no_cache_written)
def _(folder):
    for index in range(50):
        write(folder, "Sibling%d.swift" % index, GOOD)
    return ["--stdin-path", os.path.join(folder, "Buffer.swift")], GOOD.encode(), None


def secret_not_quoted(folder, output):
    return ["the secret was printed"] if "ghp_" in output else []


@case("baseline-key-outside-the-project", 5, exit_codes=(2,), expect=[r"baseline: the baseline must be a file inside the project"],
      check=secret_not_quoted)
def _(folder):
    write(folder, "secret/environ", "TOKEN=ghp_1234567890abcdef\n")
    write(folder, "app/.lintconfig.yml", "baseline: ../secret/environ\n")
    write(folder, "app/" + GOOD_NAME, GOOD)
    return ["."], None, os.path.join(folder, "app")


@case("baseline-proc-self-environ", 5, exit_codes=(2,), expect=[r"baseline: the baseline must be a file inside the project"])
def _(folder):
    write(folder, ".lintconfig.yml", "baseline: /proc/self/environ\n")
    return project(folder, "Other.swift", "let x = 1\n")


@case("baseline-not-json-quotes-nothing", 5, exit_codes=(2,), expect=[r"not valid JSON \(expected a JSON value\)"], check=secret_not_quoted)
def _(folder):
    write(folder, "notes.json", "ghp_abcdefghijklmnopqrstuvwxyz\n")
    write(folder, GOOD_NAME, GOOD)
    return [".", "--baseline", "notes.json"], None, None


def sparse(folder, name, size):
    with open(os.path.join(folder, name), "wb") as handle:
        handle.truncate(size)


@case("configuration-of-a-gigabyte", 5, exit_codes=(2,), expect=[r"\.lintconfig\.yml:1:1: error: the configuration file is 1073741824 bytes"])
def _(folder):
    sparse(folder, ".lintconfig.yml", 1 << 30)
    return project(folder, "Other.swift", "let x = 1\n")


@case("baseline-of-a-gigabyte", 5, exit_codes=(2,), expect=[r"the baseline is 1073741824 bytes, more than tiplint reads \(64 MiB\)"])
def _(folder):
    sparse(folder, "baseline.json", 1 << 30)
    project(folder, "Other.swift", "let x = 1\n")
    return [".", "--baseline", "baseline.json"], None, None


@case("ten-thousand-exclude-globs", 5, exit_codes=(2,), expect=[r"exclude: holds 10000 globs, more than tiplint takes \(1000\)"])
def _(folder):
    write(folder, ".lintconfig.yml", "exclude: [%s]\n" % ", ".join('"Generated%d/**"' % index for index in range(10_000)))
    many_files(folder, 2_000, "let x = 1\n")
    return project(folder, "Other.swift", "let x = 1\n")


@case("a-thousand-exclude-globs", 30, expect=[GOOD_FINDING])
def _(folder):
    write(folder, ".lintconfig.yml", "exclude: [%s]\n" % ", ".join('"Generated%d/**"' % index for index in range(1_000)))
    many_files(folder, 2_000, "let x = 1\n")
    return project(folder, "Other.swift", "let x = 1\n")


def descriptors(count):
    import resource
    return [(resource.RLIMIT_NOFILE, count)]


def address_space(kibibytes):
    import resource
    return [(resource.RLIMIT_AS, kibibytes * 1024)]


@case("address-space-200000-two-files", 10, expect=[GOOD_FINDING], limits=address_space(200_000))
def _(folder):
    return project(folder, "Other.swift", GOOD)


@case("address-space-300000-2000-files", 60, expect=[GOOD_FINDING, r"; 2001 files linted"], limits=address_space(300_000))
def _(folder):
    many_files(folder, 2_000, "import TipKit\nstruct T: Tip { var title: Text { Text(\"T\") } }\n")
    return ["--no-cache", "."], None, None


def lowest_loading_address_space():
    """The smallest address-space limit (KiB, to 1 MiB) under which the binary starts and prints
    its version: the libraries' size differs from machine to machine, so the limit that leaves no
    room for a thread's stack is found, not written down."""
    import resource
    low, high = 20_000, 1_000_000
    while high - low > 1024:
        middle = (low + high) // 2
        def limit(value=middle):
            resource.setrlimit(resource.RLIMIT_AS, (value * 1024, value * 1024))
        ok = subprocess.run([BINARY, "version"], capture_output=True, preexec_fn=limit).returncode == 0
        low, high = (low, middle) if ok else (middle, high)
    return high


@case("address-space-too-small-for-a-thread", 10, exit_codes=(3,), expect=[r"cannot start a worker thread"],
      reject=[r"Backtrac"], limits=lambda: address_space(lowest_loading_address_space() + 2048))
def _(folder):
    project(folder, "Other.swift", GOOD)
    return ["--no-cache", "."], None, None


@case("four-file-descriptors", 20, exit_codes=(1, 3),
      expect=[r"(too many open files\): the process may hold no more open files; raise the limit \(ulimit -n\)|2 errors, 0 warnings, 0 notes in \d+ files?; 202 files linted)"],
      reject=[r"check its permissions", r"cannot read", r"skipped"], limits=descriptors(4))
def _(folder):
    many_files(folder, 200, "import TipKit\nstruct T: Tip { var title: Text { Text(\"T\") } }\n")
    project(folder, "Other.swift", GOOD)
    # Standard output and error (and input, unless it is closed, as under CI) take three of the
    # four, the loader needs the fourth: the workers then race for one descriptor. Either every
    # file is read (exit 1, both findings) or the run stops naming the limit (exit 3); never a
    # file reported unreadable and a run that passes.
    return ["--no-cache", "."], None, None


# MARK: Running

def limiter(limits):
    """A preexec function that sets `limits` ((resource, value) pairs) in the child, or None."""
    if not limits:
        return None
    import resource
    if callable(limits):
        limits = limits()

    def apply():
        for kind, value in limits:
            resource.setrlimit(kind, (value, value))
    return apply


def run_case(binary, spec, timeout):
    folder = tempfile.mkdtemp(prefix="tiplint-hostile-")
    try:
        arguments, stdin, cwd = spec["build"](folder)
        environment = dict(os.environ, NO_COLOR="1")
        if spec["environment"]:
            environment.update(spec["environment"](folder))
        command = [binary] + arguments
        if spec["name"] == "unreadable-folder" and os.geteuid() == 0:
            # Root reads any folder: drop to `nobody` (the folder and binary must be reachable).
            if shutil.which("setpriv") is None:
                return "skip", 0, "setpriv is missing; cannot drop root to test an unreadable folder"
            os.chmod(folder, 0o755)
            # A copy of the binary inside the folder, in case its own folder is closed to others.
            copy = os.path.join(folder, ".bin", "tiplint")
            os.makedirs(os.path.dirname(copy))
            shutil.copy2(binary, copy)
            os.chmod(os.path.dirname(copy), 0o755)
            command = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", copy] + arguments
        start = time.monotonic()
        try:
            process = subprocess.run(command, cwd=cwd or folder, input=stdin, capture_output=True,
                                     timeout=spec["timeout"] or timeout, env=environment,
                                     preexec_fn=limiter(spec["limits"]))
        except subprocess.TimeoutExpired:
            return "fail", time.monotonic() - start, "timed out"
        elapsed = time.monotonic() - start
        output = process.stdout.decode("utf-8", "replace") + process.stderr.decode("utf-8", "replace")
        problems = []
        if process.returncode < 0:
            problems.append("killed by signal %d" % -process.returncode)
        elif process.returncode not in spec["exit_codes"]:
            problems.append("exit %d, expected %s" % (process.returncode, "/".join(map(str, spec["exit_codes"]))))
        for pattern in spec["expect"]:
            if not re.search(pattern, output):
                problems.append("no match for %r" % pattern)
        for pattern in spec["reject"]:
            if re.search(pattern, output):
                problems.append("unexpected match for %r" % pattern)
        if spec["check"]:
            problems += spec["check"](folder, output)
        if elapsed > spec["bound"]:
            problems.append("took %.1f s, bound %d s" % (elapsed, spec["bound"]))
        if problems:
            return "fail", elapsed, "; ".join(problems) + "\n--- output (first 1500 characters) ---\n" + output[:1500]
        return "ok", elapsed, ""
    finally:
        for path, folders, _ in os.walk(folder):
            for name in folders:
                try:
                    os.chmod(os.path.join(path, name), 0o755)
                except OSError:
                    pass
        shutil.rmtree(folder, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/tiplint"))
    parser.add_argument("--only", nargs="*", default=None)
    parser.add_argument("--timeout", type=float, default=180)
    parser.add_argument("--list", action="store_true")
    options = parser.parse_args()
    if options.list:
        for spec in CASES:
            print(spec["name"])
        return 0
    global BINARY
    BINARY = os.path.abspath(options.binary)
    selected = [spec for spec in CASES if options.only is None or spec["name"] in options.only]
    failures = 0
    total = time.monotonic()
    for spec in selected:
        status, elapsed, detail = run_case(os.path.abspath(options.binary), spec, options.timeout)
        print("%-4s %-36s %7.2f s%s" % (status, spec["name"], elapsed, ("\n     " + detail.replace("\n", "\n     ")) if detail else ""))
        sys.stdout.flush()
        failures += status == "fail"
    print("%d of %d cases failed; %.1f s in all" % (failures, len(selected), time.monotonic() - total))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
