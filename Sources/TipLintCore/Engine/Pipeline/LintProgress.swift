/// Told, while a lint run analyses its files, how many of them are done: `analysed` of `total`
/// files (the targets and the context files of their projects), from 1 up to `total`, each count
/// once and in increasing order, from whichever thread finished the file. It counts the first
/// pass over every file; the few skipped files read again for a name the first pass found
/// (`ContextNames`) are not counted. A run that fixes and lints again counts again from 1.
/// The core only counts: drawing (and deciding whether to) is the caller's. Calls are
/// serialised and hold up the analysis while they run, so the closure must return quickly.
package typealias LintProgress = @Sendable (_ analysed: Int, _ total: Int) -> Void
