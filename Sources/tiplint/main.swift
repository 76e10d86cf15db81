import Foundation

// Everything happens in CommandRunner; this file only connects it to the process.
let runner = CommandRunner(
    standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
    standardError: { FileHandle.standardError.write(Data($0.utf8)) },
    environment: ProcessInfo.processInfo.environment,
    currentFolder: FileManager.default.currentDirectoryPath,
    outputIsTerminal: isatty(STDOUT_FILENO) == 1)
exit(runner.run(Array(CommandLine.arguments.dropFirst())).rawValue)
