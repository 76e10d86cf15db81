import Foundation
import TipLintCore
import TipLintRules

extension CommandRunner {
    /// `tiplint rules --write-docs FOLDER`: writes `RulePages.render(allRules)` into `folder`
    /// (made if missing) through `SafeFileWriter`, leaving pages whose text is already right
    /// untouched. A Markdown file in the folder that is no page (a removed rule's) is named on
    /// standard error, not deleted: it may be someone's own file.
    func writeRulePages(to folder: String) throws {
        let absoluteFolder = Discovery.absolutePath(folder, in: currentFolder)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: absoluteFolder, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw UsageError(message: "--write-docs \(folder): it is a file; give a folder") }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: absoluteFolder, withIntermediateDirectories: true)
            } catch {
                throw UsageError(message: "--write-docs \(folder): cannot make the folder: \(error.localizedDescription)")
            }
        }
        let pages = RulePages.render(allRules)
        var written = 0
        for name in pages.keys.sorted() {
            let data = Data((pages[name] ?? "").utf8)
            let path = (absoluteFolder as NSString).appendingPathComponent(name)
            if FileManager.default.contents(atPath: path) == data { continue }
            do throws(SafeFileWriter.Failure) {
                try SafeFileWriter.write(data, to: path)
            } catch {
                throw error.naming((folder as NSString).appendingPathComponent(name))
            }
            written += 1
        }
        let present = (try? FileManager.default.contentsOfDirectory(atPath: absoluteFolder)) ?? []
        for name in present.sorted() where name.hasSuffix(".md") && pages[name] == nil {
            standardError("tiplint: \((folder as NSString).appendingPathComponent(name)) is no rule's page; remove it if its rule is gone\n")
        }
        let unchanged = pages.count - written
        try standardOutput("Wrote \(written) of \(pages.count) rule pages to \(folder)\(unchanged > 0 ? " (\(unchanged) already up to date)" : "")\n")
    }
}
