import Foundation
import Testing

/// What the fifth new-user trial found (issue 25): every path one run prints has one base, the
/// working folder, whatever folder the configuration is in.
@Suite(.serialized, .timeLimit(.minutes(3))) struct FifthTrialBinaryTests {
    typealias Binary = BinaryTests
    typealias Fourth = FourthTrialBinaryTests

    /// The stale entries the text summary and the JSON report name are relative to the working
    /// folder, as the findings are, from the folder above the project and from one inside it.
    @Test func staleBaselineEntriesAreNamedAsFindingsAre() throws {
        let folder = try Fourth.projectBesideOtherCode()
        defer { Binary.remove(folder) }
        try Data((Fourth.reset + "func resetAgain() {\n    try? Tips.resetDatastore()\n}\n").utf8)
            .write(to: folder.appendingPathComponent("B4/App/Reset.swift"))
        let above = try Binary.run(["B4"], in: folder)
        #expect(above.output.contains("B4/App/Reset.swift:5:"), "\(above.output)")
        #expect(above.output.contains("(ungated-testing-call in B4/App/Debug.swift)"), "\(above.output)")
        let json = try Binary.run(["B4", "--format", "json"], in: folder)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let summary = try #require(document["summary"] as? [String: Any])
        let stale = (summary["staleBaselineEntries"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
        #expect(stale == ["B4/App/Debug.swift"], "\(json.output)")
        let inside = try Binary.run(["."], in: folder.appendingPathComponent("B4/App"))
        #expect(inside.output.contains("Reset.swift:5:") && !inside.output.contains("App/Reset.swift"), "\(inside.output)")
        #expect(inside.output.contains("(ungated-testing-call in Debug.swift)"), "\(inside.output)")
    }
}
