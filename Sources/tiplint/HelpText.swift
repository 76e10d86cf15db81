/// `--help` for each command. Exit codes are listed where a person looks for them.
enum HelpText {
    static let exitCodes = """
        Exit codes:
          0  no finding at or above the fail-on level
          1  findings at or above the fail-on level (default: error)
          2  usage or configuration error, a file tiplint does not read (notes.txt), or
             folders that hold no file to lint (unless --allow-empty)
          3  internal error, the output could not be written (a full disk), or the
             process ran out of threads, memory or open files (ulimit)
        """

    static func text(for topic: String?) -> String? {
        switch topic {
        case nil: return overview
        case "lint": return lint
        case "rules":
            return """
                Usage: tiplint rules [--config FILE | --write-docs FOLDER]

                Lists every rule: id, severity and summary. The severity is the default (off for
                rules the configuration must turn on), then, where the nearest .lintconfig.yml (or
                --config FILE) sets another, the configured one: warning → error, error → off.
                With --write-docs, writes the rule pages instead: one Markdown page
                per rule (FOLDER/RULE.md) and an index (FOLDER/README.md), made from the rules'
                descriptions and examples; tiplint's own are in docs/rules.

                """
        case "explain": return "Usage: tiplint explain RULE\n\nShows a rule's rationale, options and examples. Prose is wrapped to the terminal's width\n(at most 100 columns), to 80 columns when the output is not a terminal, or to COLUMNS when set.\n"
        case "version":
            return """
                Usage: tiplint version   (or tiplint --version)

                Prints the version and, for a release build, the commit and date (UTC) it was
                built from: tiplint VERSION (abc1234, 2026-12-01). A build from source that was not
                told its commit says so: tiplint VERSION (source build).

                """
        case "init":
            return """
                Usage: tiplint init [PATH]

                Writes a commented starter configuration (default: .lintconfig.yml) listing every
                rule with its default; PATH a folder writes FOLDER/.lintconfig.yml. Refuses to
                overwrite an existing file, and names tiplint never reads (.tiplint.yml,
                .lintconfig.yaml, …): a run looks only for .lintconfig.yml.

                """
        case "lsp":
            return """
                Usage: tiplint lsp

                Runs a Language Server on standard input and output (JSON-RPC, Content-Length
                framing) for editors: diagnostics as you type, rule ids linked to their docs, and
                code actions to apply a fix or insert a // tiplint:disable:next comment
                (<!-- tiplint-disable-next-block --> above a Markdown code block).

                """
        case "inventory":
            return """
                Usage: tiplint inventory [PATH…] [--format yaml|json|markdown] [--output FILE] [--config FILE]

                Prints every tip the project declares, in Swift and in manifests: id, type, title,
                message, where it is declared, shown and invalidated, options and group. The YAML
                form (the default) is a valid tip manifest, so a team can start one from its code;
                a MaxDisplayCount(3) in code becomes max-display-count: 3 (a count the code computes
                is left out, not guessed).

                """
        default: return nil
        }
    }

    static let overview = """
        tiplint — a linter for Apple TipKit code

        Usage: tiplint [lint] [PATH…] [options]
               tiplint inventory [PATH…] [--format yaml|json|markdown]
               tiplint lsp
               tiplint rules [--config FILE | --write-docs FOLDER] | explain RULE | init [PATH] | version | help [COMMAND]

        Run `tiplint lint --help` for the lint options.

        \(exitCodes)

        """

    static let lint = """
        Usage: tiplint [lint] [PATH…] [options]

        Lints the Swift files, Markdown docs, tip manifests and String Catalogs under each PATH
        (default: the current folder). Each path uses the nearest .lintconfig.yml at or above it
        (or a root: true one further up); paths under different configurations are linted
        separately and reported together. A file named here that include or exclude leaves out
        is skipped with a message. The rest of each file's app project is read for context (tips
        declared or invalidated elsewhere), but findings are reported only for the PATHs.

        Options:
          -c, --config FILE          use this configuration file for every path (no lookup)
          -f, --format FORMAT        text (default), json, sarif, github, gitlab, checkstyle, junit,
                                     html (one self-contained page: every tip, then every finding) or
                                     markdown (a table per rule, for pull-request comments and job summaries)
          -o, --output FILE          write the report to FILE instead of standard output (-: standard
                                     output); never over a source, manifest, catalog or any file
                                     the run reads, nor to a name that is a symbolic link (all outputs)
              --report FORMAT=FILE   also write another report from the same run (FILE - is standard
                                     output, as are /dev/stdout and -o -; it takes one report, or
                                     text and github together); repeatable:
                                     --report sarif=tiplint.sarif
              --fail-on LEVEL        error, warning, note or never (overrides fail-on)
              --strict               the same as --fail-on warning
              --only-rule RULE       run only this rule, even one the configuration turns off;
                                     repeatable (see tiplint rules)
          -j, --jobs N               files parsed in parallel (default: all cores)
          -q, --quiet                text: print only findings, no summary (the table per rule
                                     and the totals line) and no progress line
                                     (a run over a second shows one on a terminal's standard error)
              --force-include        lint files named on the command line even if include or
                                     exclude leaves them out
              --allow-empty          exit 0, not 2, when the folders given hold no file to lint
              --include-suppressed   sarif: keep suppressed findings, marked as suppressed
              --docs-glob GLOB       also read files matching GLOB as Markdown (e.g. '*.txt'); repeatable
              --stdin-path PATH      read the file's text from standard input and lint it as PATH
              --only-given-files     for hooks: with no PATH, do nothing and exit 0
              --fix                  apply the fixes findings carry, then report what is left;
                                     a file a fix cannot be proven safe for, a read-only file,
                                     one saved again while being fixed or a link out of the
                                     project is left alone, named on standard error, and the
                                     run exits 1
              --baseline FILE        hide the findings recorded in FILE; report only new ones
                                     (replaces the configuration's baseline key for this run)
              --no-baseline          use no baseline: ignore the configuration's baseline key
                                     for this run (also --baseline off)
              --write-baseline FILE  record the current findings in FILE
              --set-baseline-key     with --write-baseline FILE: also set baseline: FILE in the
                                     .lintconfig.yml that governs the paths, in place (comments
                                     and other lines kept; never through a symbolic link)
              --cache-dir DIR        keep the facts cache in DIR (default: .tiplint-cache beside the
                                     configuration file; also TIPLINT_CACHE_DIR); a folder that
                                     is a link, another user's, writable by others or holding
                                     files tiplint did not write is not used (a warning says so);
                                     keys depend on a secret in ~/.cache/tiplint-key (also
                                     TIPLINT_CACHE_KEY_DIR), so a cache copied from elsewhere
                                     is never trusted
              --cache-max-size SIZE  delete the cache's oldest files when it holds more than SIZE
                                     (500K, 200M, 1G; a bare number is megabytes; default 200M;
                                     also TIPLINT_CACHE_MAX_SIZE)
              --no-cache             analyse every file afresh; read and write no cache
              --no-ignore            inside a git work tree, lint what .gitignore, .git/info/exclude
                                     and the global excludes file ignore too (default: skip it)
              --stats                after the report, print on standard error where the run's
                                     time and bytes went: files walked, scanned and parsed,
                                     bytes parsed, cache hits, milliseconds per phase (json:
                                     also a "stats" object in the report)
          -h, --help                 show this help

        \(exitCodes)

        """
}
