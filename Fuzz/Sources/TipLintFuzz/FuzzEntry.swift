import Foundation

/// The entry point libFuzzer calls once per input (`-sanitize=fuzzer` links libFuzzer's own
/// `main`). One binary holds every target; `TIPLINT_FUZZ_TARGET` names the one to run, so the
/// project is compiled with the fuzzer's instrumentation once, not once per target.
@_cdecl("LLVMFuzzerTestOneInput")
public func tiplintFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzTarget.selected.run(bytes)
    return 0
}

/// One front end (or the language server's framing, `--fix`, or the Swift lexer) under the fuzzer.
struct FuzzTarget: Sendable {
    let name: String
    let run: @Sendable ([UInt8]) -> Void

    static let all: [FuzzTarget] = [
        FuzzTarget(name: "swift", run: FrontendTargets.swift),
        FuzzTarget(name: "markdown", run: FrontendTargets.markdown),
        FuzzTarget(name: "manifest", run: FrontendTargets.manifest),
        FuzzTarget(name: "configuration", run: FrontendTargets.configuration),
        FuzzTarget(name: "xcstrings", run: FrontendTargets.stringCatalog),
        FuzzTarget(name: "strings", run: FrontendTargets.stringsFile),
        FuzzTarget(name: "lsp-framing", run: FramingTarget.run),
        FuzzTarget(name: "fix", run: FixTarget.run),
        FuzzTarget(name: "lexer", run: LexerTarget.run),
    ]

    static let selected: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["TIPLINT_FUZZ_TARGET"] ?? ""
        guard let target = all.first(where: { $0.name == name }) else {
            FileHandle.standardError.write(Data("set TIPLINT_FUZZ_TARGET to one of: \(all.map(\.name).joined(separator: ", "))\n".utf8))
            exit(2)
        }
        return target
    }()
}

/// A property a target checks does not hold: say which and abort, so libFuzzer keeps the input
/// as a crash artifact.
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    guard !condition() else { return }
    FileHandle.standardError.write(Data("tiplint fuzz [\(FuzzTarget.selected.name)]: \(message())\n".utf8))
    abort()
}
