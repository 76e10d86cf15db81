import Foundation
import TipLintCore

// Everything happens in CommandRunner; this file only connects it to the process. Standard
// output reports a failed write (a full disk: exit 3); a failed write to standard error has
// nowhere to be told.
// A write past the file-size limit (`ulimit -f`) must fail and be told, not end the process
// halfway through an edit made in place.
signal(SIGXFSZ, SIG_IGN)
#if canImport(Glibc)
// One malloc arena for every thread (glibc's `mallopt(M_ARENA_MAX, 1)`; `malloc.h` is not in the
// Glibc module, hence the lookup). With an arena per worker, what a worker freed after parsing a
// big file or catalog stayed in its arena, where the other threads could not reuse it: about
// 10 MB of a run's peak over 30 apps. Each thread's cache (tcache) keeps the one arena's lock
// off the common path.
if let symbol = dlsym(nil, "mallopt") {
    let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
    let arenaMaximum: Int32 = -8  // M_ARENA_MAX
    _ = mallopt(arenaMaximum, 1)
}
#endif
/// The columns of the terminal standard output is, or nil when it is none (`explain` wraps its prose to them).
func terminalColumns() -> Int? {
    guard isatty(STDOUT_FILENO) == 1 else { return nil }
    var size = winsize()
    #if canImport(Glibc)
    let request = UInt(TIOCGWINSZ)
    #else
    let request = TIOCGWINSZ
    #endif
    guard ioctl(STDOUT_FILENO, request, &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
}
var runner = CommandRunner(
    standardOutput: { try SafeFileWriter.write(Data($0.utf8), toDescriptor: STDOUT_FILENO) },
    standardError: { try? SafeFileWriter.write(Data($0.utf8), toDescriptor: STDERR_FILENO, named: "standard error") },
    environment: ProcessInfo.processInfo.environment,
    currentFolder: FileManager.default.currentDirectoryPath,
    outputIsTerminal: isatty(STDOUT_FILENO) == 1,
    errorIsTerminal: isatty(STDERR_FILENO) == 1)
runner.terminalColumns = terminalColumns()
exit(runner.run(Array(CommandLine.arguments.dropFirst())).rawValue)
