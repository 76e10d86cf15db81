import TipLintCore

extension LintOptions {
    /// The options of this run that decide which findings exist, as typed (`Report.rewriteOptions`):
    /// the command that rewrites a stale baseline repeats them. `--only-rule` is not among them:
    /// `--write-baseline` records every rule's findings (the parser refuses the two together), and
    /// this run set the other rules' entries aside rather than count them stale. Nor is `--fix`:
    /// the files are fixed by now. `--stdin-path`'s file is among the paths (`LintRequest.paths`):
    /// a rewrite reads it as saved.
    var baselineRewriteOptions: [String] {
        var words: [String] = []
        if let configPath { words += ["--config", configPath] }
        for glob in docsGlobs { words += ["--docs-glob", glob] }
        if forceInclude { words.append("--force-include") }
        if noIgnore { words.append("--no-ignore") }
        return words
    }
}
