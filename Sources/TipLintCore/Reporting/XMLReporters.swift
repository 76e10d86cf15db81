/// Checkstyle XML, read by Jenkins (Warnings NG), Azure DevOps extensions, reviewdog and others.
package struct CheckstyleReporter: Reporter {
    package init() {}

    package func render(_ report: Report) -> String {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        let byPath = Dictionary(grouping: report.annotatedFindings, by: \.location.path)
        for path in byPath.keys.sorted() {
            output += "  <file name=\"\(XML.escape(report.rootRelativePath(path)))\">\n"
            for finding in byPath[path] ?? [] {
                let start = finding.location.range.start
                let severity = finding.severity == .note ? "info" : finding.severity.rawValue
                output += "    <error line=\"\(start.line)\" column=\"\(start.column)\" severity=\"\(severity)\" "
                    + "message=\"\(XML.escape(finding.displayMessage))\" source=\"tiplint.\(XML.escape(finding.ruleID))\"/>\n"
            }
            output += "  </file>\n"
        }
        return output + "</checkstyle>\n"
    }
}

/// JUnit XML: one test case per finding. Findings at or above `fail-on` are failures; the others
/// pass with their text as output, so that a CI's test view shows them without failing.
package struct JUnitReporter: Reporter {
    package init() {}

    package func render(_ report: Report) -> String {
        let findings = report.annotatedFindings
        let failures = findings.filter { report.failOn.fails(on: $0.severity) }.count
        let tests = max(findings.count, 1)
        var cases = ""
        for finding in findings {
            let path = report.rootRelativePath(finding.location.path)
            let start = finding.location.range.start
            let line = "\(path):\(start.line):\(start.column): \(finding.severity.rawValue): \(finding.displayMessage) [\(finding.ruleID)]"
            cases += "    <testcase classname=\"\(XML.escape(path))\" name=\"\(XML.escape("\(finding.ruleID) at \(start.line):\(start.column)"))\">\n"
            if report.failOn.fails(on: finding.severity) {
                cases += "      <failure type=\"\(XML.escape(finding.ruleID))\" message=\"\(XML.escape(finding.displayMessage))\">\(XML.escape(line))</failure>\n"
            } else {
                cases += "      <system-out>\(XML.escape(line))</system-out>\n"
            }
            cases += "    </testcase>\n"
        }
        if findings.isEmpty {
            cases = "    <testcase classname=\"tiplint\" name=\"no findings in \(report.result.fileCount) files\"/>\n"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"tiplint\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">\n"
            + "  <testsuite name=\"tiplint\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
            + cases
            + "  </testsuite>\n</testsuites>\n"
    }
}

enum XML {
    /// Text and attribute values: the five entities, line breaks as references so attributes keep
    /// them, and characters XML 1.0 cannot hold replaced by U+FFFD.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            default:
                let value = scalar.value
                let allowed = value >= 0x20 && !(0xD800...0xDFFF).contains(value) && value != 0xFFFE && value != 0xFFFF
                result.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return result
    }
}
