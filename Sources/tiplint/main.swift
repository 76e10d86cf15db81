import Foundation
import TipLintCore

// Everything happens in CommandRunner; this file only connects it to the process. Standard
// output reports a failed write (a full disk: exit 3); a failed write to standard error has
// nowhere to be told.
// A write past the file-size limit (`ulimit -f`) must fail and be told, not end the process
// halfway through an edit made in place.
signal(SIGXFSZ, SIG_IGN)
let runner = CommandRunner(
    standardOutput: { try SafeFileWriter.write(Data($0.utf8), toDescriptor: STDOUT_FILENO) },
    standardError: { try? SafeFileWriter.write(Data($0.utf8), toDescriptor: STDERR_FILENO, named: "standard error") },
    environment: ProcessInfo.processInfo.environment,
    currentFolder: FileManager.default.currentDirectoryPath,
    outputIsTerminal: isatty(STDOUT_FILENO) == 1,
    errorIsTerminal: isatty(STDERR_FILENO) == 1)
exit(runner.run(Array(CommandLine.arguments.dropFirst())).rawValue)
