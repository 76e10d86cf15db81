import Foundation
import Testing

/// An output path whose last component is a symbolic link is refused (issue 20): a link
/// committed under the names the docs use (`tiplint.sarif`, `gl-code-quality.json`,
/// `.tiplint-baseline.json`) made CI replace the file it pointed at. Exit 2, nothing written,
/// the victim outside the project unchanged; `/dev/stdout` and devices still work.
@Suite(.serialized) struct OutputLinkBinaryTests {
    typealias Binary = BinaryTests

    static let secret = "ssh-ed25519 AAAAC3Nza the-owner@laptop\n"

    /// A folder holding `victim` (a file the run must not touch) and `Project/`, the project
    /// the binary runs in, with one finding.
    static func setUp() throws -> (base: URL, project: URL, victim: String) {
        let base = try Binary.temporaryFolder([
            "victim": secret, "Project/App/Debug.swift": "func debugMenu() {\n    Tips.showAllTipsForTesting()\n}\n",
        ])
        return (base, base.appendingPathComponent("Project"), base.appendingPathComponent("victim").path)
    }

    static let refusal = "is a symbolic link to "
    static let remedy = "tiplint never writes through a link; remove the link, or name its target"

    /// Every output flag, each with the link under the name the docs give it.
    @Test func everyOutputRefusesALinkToAFileOutside() throws {
        let runs: [(name: String, arguments: [String])] = [
            ("tiplint.sarif", ["App", "--format", "sarif", "-o", "tiplint.sarif"]),
            ("tiplint.sarif", ["App", "--report", "sarif=tiplint.sarif"]),
            ("gl-code-quality.json", ["App", "--report", "gitlab=gl-code-quality.json"]),
            (".tiplint-baseline.json", ["App", "--write-baseline", ".tiplint-baseline.json"]),
            ("tips.md", ["inventory", "--format", "markdown", "--output", "tips.md"]),
            ("config.yml", ["init", "config.yml"]),
        ]
        for (name, arguments) in runs {
            let (base, project, victim) = try Self.setUp()
            defer { Binary.remove(base) }
            let link = project.appendingPathComponent(name).path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: victim)
            let run = try Binary.run(arguments, in: project)
            #expect(run.status == 2, "\(arguments): \(run.status) \(run.error)")
            #expect(run.error.contains("\(name): it \(Self.refusal)\(victim)") && run.error.contains(Self.remedy), "\(arguments): \(run.error)")
            #expect(try String(contentsOfFile: victim, encoding: .utf8) == Self.secret, "\(arguments) wrote the victim")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == victim, "\(arguments) replaced the link")
        }
    }

    /// A link to nothing would have made a file where it points (a new `~/.ssh/authorized_keys`).
    @Test func aDanglingLinkIsRefused() throws {
        let (base, project, _) = try Self.setUp()
        defer { Binary.remove(base) }
        let planted = base.appendingPathComponent("planted").path
        for (name, arguments) in [("tiplint.sarif", ["App", "-f", "sarif", "-o", "tiplint.sarif"]), (".lintconfig.yml", ["init"])] {
            let link = project.appendingPathComponent(name).path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: planted)
            defer { unlink(link) }
            let run = try Binary.run(arguments, in: project)
            #expect(run.status == 2, "\(arguments): \(run.error)")
            #expect(run.error.contains("it \(Self.refusal)\(planted), which does not exist") && run.error.contains(Self.remedy), "\(run.error)")
            #expect(!FileManager.default.fileExists(atPath: planted), "\(arguments) made the link's target")
        }
    }

    /// `/dev/stdout` and a device named directly are written as before; so is a link of one's
    /// own to `/dev/null`, and the link's target named itself.
    @Test func standardOutputDevicesAndTargetsStillWork() throws {
        let (base, project, _) = try Self.setUp()
        defer { Binary.remove(base) }
        let stdout = try Binary.run(["App", "--format", "sarif", "-o", "/dev/stdout"], in: project)
        #expect(stdout.status == 1 && stdout.output.contains("\"version\" : \"2.1.0\""), "\(stdout.error)")
        #expect(try Binary.run(["init", "/dev/stdout"], in: project).output.contains("title-length:"))
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("discard.json").path, withDestinationPath: "/dev/null")
        let discard = try Binary.run(["App", "--report", "json=discard.json"], in: project)
        #expect(discard.status == 1, "\(discard.error)")
        let real = try Binary.run(["App", "--format", "sarif", "-o", "reports-tiplint.sarif"], in: project)
        #expect(real.status == 1 && FileManager.default.fileExists(atPath: project.appendingPathComponent("reports-tiplint.sarif").path))
    }
}
