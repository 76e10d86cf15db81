#!/usr/bin/env python3
"""Writes a synthetic app tree of about N files (default 8,000) shaped like the real apps of the
development corpus, for the cache benchmark (Benchmarks/cache.sh) and its bars:

- Swift files of 1-10 KB (real apps average about 4.5 KB) in nested feature folders;
- about 4 % of them use TipKit (a tip, a TipView, an invalidation), some with findings;
- a few per cent contain `Tip` only inside other words (ToolTip, Tipo, tooltips);
- one Markdown file per ten Swift files, a third of them with a Swift code block;
- `*.xcodeproj` folders with a project file, and an asset catalog JSON here and there.

Deterministic: the same N gives the same tree."""
import os
import random
import sys


def plain_swift(rng, index, words=""):
    """A model with stored properties and a view that lists them: ordinary app code of 1-10 KB."""
    fields = rng.randint(10, 100)
    out = ["import Foundation", "import SwiftUI", "", f"/// Model {index}. {words}", f"struct Model{index}: Identifiable, Codable {{"]
    out.append("    let id = UUID()")
    out += [f'    var field{n}: String = "value {n} of model {index}"' for n in range(fields)]
    out += ["", f"    enum Kind{index}: Int, CaseIterable {{"] + [f"        case kind{n}" for n in range(rng.randint(2, 12))] + ["    }", "}", ""]
    out += [f"struct Model{index}Row: View {{", f"    let model: Model{index}", "    var body: some View {", "        VStack(alignment: .leading) {"]
    out += [f"            Text(model.field{n}).font(.{rng.choice(['body', 'caption', 'headline'])})" for n in range(min(fields, rng.randint(3, 60)))]
    out += ["        }", "        .padding()", "    }", "}"]
    return "\n".join(out) + "\n"


def tip_swift(rng, index):
    """A tip shown as a popover on a toolbar button; a third have a title over 40 characters and
    half never invalidate their tip, so that the run has findings to report."""
    title = "Try feature %d from the toolbar of this screen" % index if index % 3 == 0 else "Feature %d" % index
    action = "tip.invalidate(reason: .actionPerformed)" if index % 2 == 0 else "count += 1"
    header = "\n".join([
        "import SwiftUI", "import TipKit", "",
        f"struct ToolbarTip{index}: Tip {{",
        f'    var title: Text {{ Text("{title}") }}',
        "}", "",
        f"struct ToolbarButton{index}: View {{",
        f"    let tip = ToolbarTip{index}()",
        "    @State private var count = 0",
        f'    var body: some View {{ Button("Go") {{ {action} }}.popoverTip(tip) }}',
        "}", "",
    ])
    return header + plain_swift(rng, index)


def markdown(index, with_code):
    text = f"# Feature {index}\n\nHow feature {index} works, and why.\n\n"
    if with_code:
        text += f"""```swift
struct GuideTip{index}: Tip {{
    var title: Text {{ Text("Guide tip number {index} with a rather long title") }}
}}
```
"""
    return text


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else "/tmp/tiplint-tree"
    total = int(sys.argv[2]) if len(sys.argv) > 2 else 8000
    rng = random.Random(11)
    swift_count = total * 10 // 11 - 2
    written = 0

    def write(path, text):
        nonlocal written
        full = os.path.join(folder, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as handle:
            handle.write(text)
        written += 1

    for index in range(swift_count):
        app = f"App{index % 4}"
        sub = os.path.join(app, "Sources", f"Feature{index // 60 % 40}", ["Views", "Models", "Services"][index % 3], f"Part{index % 5}")
        if index % 25 == 7:
            text = tip_swift(rng, index)
        elif index % 33 == 5:
            text = plain_swift(rng, index, "Shows a ToolTip; see Tipo and tooltips.")
        else:
            text = plain_swift(rng, index)
        write(os.path.join(sub, f"File{index}.swift"), text)
        if index % 10 == 0:
            write(os.path.join(app, "Docs", f"Feature{index}.md"), markdown(index, index % 30 == 0))
    for app in range(4):
        write(f"App{app}/App{app}.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{ archiveVersion = 1; objects = {}; }\n")
        write(f"App{app}/App{app}.xcodeproj/project.xcworkspace/contents.xcworkspacedata", "<Workspace version = \"1.0\"></Workspace>\n")
        write(f"App{app}/Sources/Assets.xcassets/Contents.json", '{"info": {"version": 1, "author": "xcode"}}\n')
    write("App0/Sources/App.swift", "import TipKit\n@main struct BenchApp: App { init() { try? Tips.configure() } }\n")
    print(f"wrote {written} files to {folder}")


if __name__ == "__main__":
    main()
