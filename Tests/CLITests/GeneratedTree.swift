import Foundation

/// A deterministic app tree for the binary's scale tests, made like a real app folder: three
/// apps with `.xcodeproj` folders and nested feature folders, one TipKit file in twenty among
/// plain models, `ToolTip`-like words, a Markdown guide per ten Swift files. Some of it only
/// counts through other files, so that both prefilter passes and the context of the project take
/// part: a tip's stored property whose type is declared in a file with no TipKit word, and a
/// testing call gated by a constant an app's `Config` declares elsewhere.
enum GeneratedTree {
    /// Writes about `swiftFiles` Swift files (plus guides, project files and a configuration)
    /// into a new temporary folder and returns it; the caller removes it.
    static func write(swiftFiles: Int) throws -> URL {
        var files: [String: String] = [".lintconfig.yml": "rules:\n  title-length:\n    max-length: 40\n"]
        for app in 0..<3 {
            files["App\(app)/App\(app).xcodeproj/project.pbxproj"] = "// !$*UTF8*$!\n{ archiveVersion = 1; objects = {}; }\n"
            files["App\(app)/Sources/Config.swift"] = "enum Config\(app) {\n    static let isUITesting = CommandLine.arguments.contains(\"-ui\")\n}\n"
            files["App\(app)/Sources/App\(app).swift"] = """
                import SwiftUI
                import TipKit

                @main struct App\(app): App {
                    init() {
                        try? Tips.configure()
                        if Config\(app).isUITesting { Tips.showAllTipsForTesting() }
                    }
                    var body: some Scene { WindowGroup { Text("App \(app)") } }
                }

                """
        }
        for index in 0..<swiftFiles {
            // An `Item` lives in its tip's app, in another folder.
            let app = (index % 20 == 8 ? index - 1 : index) % 3
            let folder = "App\(app)/Sources/Feature\(index / 30 % 12)/\(["Views", "Models", "Services"][index % 3])"
            switch index % 20 {
            case 7: files["\(folder)/DetailTip\(index).swift"] = tip(index)
            case 8: files["\(folder)/Item\(index - 1).swift"] = "struct Item\(index - 1): Hashable {\n    var name: String\n}\n"
            case 13: files["\(folder)/ToolTip\(index).swift"] = "struct ToolTipView\(index) { var tooltip = \"Tipo\"; func showToolTip() {} }\n"
            default: files["\(folder)/Model\(index).swift"] = model(index)
            }
            if index % 10 == 0 {
                files["App\(index % 3)/Docs/Guide\(index).md"] = """
                    # Guide \(index)

                    How feature \(index) works.

                    ```swift
                    struct GuideTip\(index): Tip {
                        var title: Text { Text("A guide tip whose title is much too long, number \(index)") }
                    }
                    ```

                    """
            }
        }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tiplint-tree-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    /// A tip that reads its id from an `Item` declared in the next file; every other one has a
    /// long title, and every third is never invalidated.
    private static func tip(_ index: Int) -> String {
        let title = index % 2 == 1 ? "Open the details of this item from the toolbar \(index)" : "Details \(index)"
        let action = index % 3 == 0 ? "opened += 1" : "tip.invalidate(reason: .actionPerformed)"
        return """
            import SwiftUI
            import TipKit

            struct DetailTip\(index): Tip {
                let item: Item\(index)
                var id: String { "detail-\\(item.name)" }
                var title: Text { Text("\(title)") }
            }

            struct DetailButton\(index): View {
                let tip = DetailTip\(index)(item: Item\(index)(name: "first"))
                @State private var opened = 0
                var body: some View { Button("Open") { \(action) }.popoverTip(tip) }
            }

            """ + model(index)
    }

    /// Ordinary app code: a model with a few dozen properties and a view listing some.
    private static func model(_ index: Int) -> String {
        let fields = 10 + index % 40
        return "import Foundation\nimport SwiftUI\n\nstruct Model\(index): Codable {\n"
            + (0..<fields).map { "    var field\($0): String = \"value \($0) of model \(index)\"\n" }.joined()
            + "}\n\nstruct Model\(index)Row: View {\n    let model: Model\(index)\n    var body: some View {\n        VStack {\n"
            + (0..<min(fields, 12)).map { "            Text(model.field\($0))\n" }.joined()
            + "        }\n    }\n}\n"
    }
}
