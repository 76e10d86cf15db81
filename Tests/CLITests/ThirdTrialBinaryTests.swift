import Foundation
import Testing

/// What the third new-user trial left open (issue 25): every error of a configuration file in one
/// run, and a `.lintconfig.yaml` left beside the `.lintconfig.yml` in use named as not read.
@Suite(.serialized, .timeLimit(.minutes(2))) struct ThirdTrialBinaryTests {
    typealias Binary = BinaryTests

    static let debug = "func debugMenu() {\n    Tips.showAllTipsForTesting()\n}\n"

    @Test func everyConfigurationErrorIsReportedInOneRun() throws {
        let folder = try Binary.temporaryFolder([
            ".lintconfig.yml": "fail-on: warn\nrules:\n  title-lenght: off\n  unstable-tip-id: warn\n", "App/Debug.swift": Self.debug,
        ])
        defer { Binary.remove(folder) }
        let path = folder.appendingPathComponent(".lintconfig.yml").path
        let run = try Binary.run([], in: folder)
        #expect(run.status == 2, "\(run.output)\(run.error)")
        let lines = run.error.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(run.error)")
        #expect(lines.first?.hasPrefix("\(path):1:10: error: fail-on: ") == true, "\(run.error)")
        #expect(lines.dropFirst().first?.hasPrefix("\(path):3:3: error: rules.title-lenght: unknown rule") == true, "\(run.error)")
        #expect(lines.last?.hasPrefix("\(path):4:20: error: rules.unstable-tip-id: ") == true, "\(run.error)")
        #expect(lines.last?.contains("did you mean \"warning\"?") == true, "\(run.error)")
        // `rules` names every one too, and shows the defaults.
        let rules = try Binary.run(["rules"], in: folder)
        #expect(rules.status == 0 && rules.error.split(separator: "\n").count == 3, "\(rules.error)")
        // A YAML syntax error is the one error: past it the file cannot be read.
        try Data("fail-on: warn\nrules: [\n".utf8).write(to: folder.appendingPathComponent(".lintconfig.yml"))
        let syntax = try Binary.run([], in: folder)
        #expect(syntax.status == 2 && syntax.error.split(separator: "\n").count == 1, "\(syntax.error)")
    }

    @Test func aLeftOverConfigurationBesideTheRealOneIsAWarning() throws {
        let folder = try Binary.temporaryFolder([
            ".git/HEAD": "ref: refs/heads/main\n", ".lintconfig.yml": "include: [\"**/*.swift\"]\n",
            ".lintconfig.yaml": "rules:\n  ungated-testing-call: off\n", "App/Debug.swift": Self.debug, "App/Other.swift": "struct Other {}\n",
        ])
        defer { Binary.remove(folder) }
        let leftOver = folder.appendingPathComponent(".lintconfig.yaml").path
        let warning = "\(leftOver): warning: this file is not read: the .lintconfig.yml beside it is; move its settings there and delete it"
        let run = try Binary.run(["App/Debug.swift", "App/Other.swift", "App"], in: folder)
        #expect(run.status == 1 && run.output.contains("ungated-testing-call"), "\(run.output)")
        #expect(run.output.components(separatedBy: warning).count == 2, "once per run: \(run.output)")
        let json = try Binary.run(["--format", "json"], in: folder)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let notifications = try #require(document["notifications"] as? [[String: Any]])
        #expect(notifications.contains { $0["path"] as? String == leftOver && ($0["message"] as? String)?.hasPrefix("this file is not read") == true },
            "\(notifications)")
        // Deleted, as the warning says: nothing more to say.
        try FileManager.default.removeItem(atPath: leftOver)
        #expect(!(try Binary.run([], in: folder)).output.contains("not read"))
    }
}
