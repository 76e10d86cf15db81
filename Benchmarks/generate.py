#!/usr/bin/env python3
"""Writes a synthetic app of N Swift files (default 2,000) into a folder, so that tiplint's
speed can be measured on a realistic mix: about 4 % of the files use TipKit, the rest are
ordinary models and views of similar size."""
import os
import sys

def plain_file(index):
    lines = [f"import Foundation", "", f"struct Model{index}: Identifiable {{", "    let id = UUID()"]
    for field in range(30):
        lines.append(f"    var field{field}: String = \"value {field}\"")
    lines.append("")
    for method in range(15):
        lines += [
            f"    func compute{method}(_ input: Int) -> Int {{",
            f"        let scaled = input * {method + 1}",
            "        return scaled > 100 ? scaled - 100 : scaled + field0.count",
            "    }",
        ]
    lines.append("}")
    return "\n".join(lines) + "\n"

def tip_file(index):
    return f"""import SwiftUI
import TipKit

struct FeatureTip{index}: Tip {{
    var title: Text {{ Text("Try feature number {index} in the toolbar of this screen") }}
    var message: Text? {{ Text("It saves time.") }}
}}

struct FeatureView{index}: View {{
    let tip = FeatureTip{index}()
    var body: some View {{
        VStack {{
            TipView(tip)
            Button("Use") {{ tip.invalidate(reason: .actionPerformed) }}
        }}
    }}
}}
""" + plain_file(index)

def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else "/tmp/tiplint-bench"
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    for index in range(count):
        sub = os.path.join(folder, "Sources", f"Module{index // 100}")
        os.makedirs(sub, exist_ok=True)
        text = tip_file(index) if index % 25 == 0 else plain_file(index)
        with open(os.path.join(sub, f"File{index}.swift"), "w") as handle:
            handle.write(text)
    with open(os.path.join(folder, "Sources", "App.swift"), "w") as handle:
        handle.write("@main struct BenchApp: App { init() { try? Tips.configure() } }\n")
    print(f"wrote {count + 1} files to {folder}")

if __name__ == "__main__":
    main()
