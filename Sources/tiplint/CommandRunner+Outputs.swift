import Foundation
import TipLintCore

/// What the CLI checks before it writes an output (a report, a baseline): that the output can be
/// written and replaces no file the user wants kept.
extension CommandRunner {
    /// Before any work: each output (flag, path) can be written, none replaces an existing
    /// source file of a kind in `sources` (a slip such as `-o App.swift` lost the file), and no
    /// two name one file, as one would silently replace the other. Markdown is not among the
    /// kinds (a `.md` report outside the docs globs is fine): after the run,
    /// `refuseOutputsOverInputs` refuses any file the run read.
    func checkOutputs(_ outputs: [(flag: String, path: String)], sources: Set<FileKind> = [.swift, .manifest, .catalog, .xcodeProject]) throws {
        var seen: [(flag: String, path: String, identity: OutputIdentity)] = []
        for output in outputs {
            let destination: SafeFileWriter.Destination
            do throws(SafeFileWriter.Failure) {
                destination = try SafeFileWriter.destination(of: absolute(output.path))
            } catch {
                throw UsageError(message: "\(output.flag) \(output.path): \(error.reason)")
            }
            if destination == .folder {
                throw UsageError(message: "\(output.flag) \(output.path): it is a folder; give a file path")
            }
            if case .regularFile(let resolved, _) = destination, let kind = FileKind(extensionOf: resolved), sources.contains(kind) {
                let names: [FileKind: String] = [
                    .swift: "a Swift source file", .manifest: "a tip manifest", .catalog: "a string catalog", .xcodeProject: "an Xcode project",
                ]
                let name = names[kind] ?? "a source file"
                throw UsageError(message: "\(output.flag) \(output.path): it is \(name), which the output would replace; give the output a file of its own")
            }
            let identity = OutputIdentity(path: absolute(output.path), destination: destination)
            if let earlier = seen.first(where: { $0.identity == identity }), identity.isFile {
                let same = earlier.path == output.path ? "" : " (\(output.path) is the same file)"
                throw UsageError(message: "\(earlier.flag) and \(output.flag) both write \(earlier.path)\(same); give each its own file")
            }
            seen.append((output.flag, output.path, identity))
        }
    }

    /// The baseline is written during the run, before `refuseOutputsOverInputs`: an existing,
    /// non-empty file at `path` must already be a baseline (`--write-baseline .lintconfig.yml`
    /// or `README.md` would have replaced it).
    func refuseBaselineOverAnotherFile(_ path: String) throws {
        guard case .regularFile? = try? SafeFileWriter.destination(of: absolute(path)),
            ((try? FileManager.default.attributesOfItem(atPath: absolute(path))[.size] as? Int) ?? 1) > 0
        else { return }
        do {
            _ = try Baseline.load(path: path, workingFolder: currentFolder)
        } catch {
            throw UsageError(message: "--write-baseline \(path): the file exists and is not a tiplint baseline, which the output would replace; give the baseline a file of its own (.tiplint-baseline.json, say)")
        }
    }

    /// After the run, before any report is written: none replaces a file the run read (a
    /// Markdown doc it linted, a context file, the configuration), which the check by kind
    /// before the run cannot know. Only an output that already exists costs a `stat` per file read.
    func refuseOutputsOverInputs(_ requests: [ReportRequest], result: LintResult, configurations: [Configuration]) throws {
        // Only outputs that already exist as regular files (a device or `/dev/stdout` replaces nothing).
        let existing = requests.compactMap { request -> (FileIdentity, String)? in
            guard let path = request.path, case .regularFile? = try? SafeFileWriter.destination(of: absolute(path)),
                let identity = FileIdentity(path: absolute(path))
            else { return nil }
            return (identity, path)
        }
        guard !existing.isEmpty else { return }
        let read = Set((Array(result.absolutePaths.values) + configurations.compactMap(\.filePath)).compactMap(FileIdentity.init(path:)))
        if let (_, path) = existing.first(where: { read.contains($0.0) }) {
            throw UsageError(message: "\(path): this run read it (a linted file, or the configuration), and the report would replace it; give the report a file tiplint does not read (report.txt, say)")
        }
    }
}

/// What an output path names, to tell two outputs that would write one file: the file's device
/// and inode for regular files (so `r.txt`, `./r.txt` and a hard link to it are one; a symbolic
/// link is refused before), the path as given otherwise. Devices and `/dev/stdout` may take
/// several outputs.
private struct OutputIdentity: Equatable {
    var key: String
    var isFile: Bool

    init(path: String, destination: SafeFileWriter.Destination) {
        switch destination {
        case .regularFile(let resolved, _), .missing(let resolved):
            if let identity = FileIdentity(path: resolved) {
                key = "inode \(identity.device) \(identity.inode)"
            } else {
                key = URL(fileURLWithPath: resolved).standardizedFileURL.path
            }
            isFile = true
        case .folder, .special, .descriptor:
            key = path
            isFile = false
        }
    }
}
