/// Checkstyle XML, read by Jenkins (Warnings NG), Azure DevOps extensions, reviewdog and others.
package struct CheckstyleReporter: Reporter {
    package init() {}

    package func render(_ report: Report) -> String {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        let byPath = Dictionary(grouping: report.annotatedFindings, by: \.location.path)
        // Files tiplint could not read or check fully (skipped, left out, not parsed) are
        // reported too, under `source="tiplint"`: a CI that reads only this file must see them.
        let noticesByPath = Dictionary(grouping: report.result.notifications, by: \.path)
        for path in Set(byPath.keys).union(noticesByPath.keys).sorted() {
            output += "  <file name=\"\(XML.escape(report.rootRelativePath(path)))\">\n"
            for notice in noticesByPath[path] ?? [] {
                let place = notice.position.map { "line=\"\($0.line)\" column=\"\($0.column)\" " } ?? ""
                output += "    <error \(place)severity=\"\(Self.severity(notice.level))\" message=\"\(XML.escape(notice.message))\" source=\"tiplint\"/>\n"
            }
            for finding in byPath[path] ?? [] {
                let start = finding.location.range.start
                output += "    <error line=\"\(start.line)\" column=\"\(start.column)\" severity=\"\(Self.severity(finding.severity))\" "
                    + "message=\"\(XML.escape(finding.displayMessage))\" source=\"tiplint.\(XML.escape(finding.ruleID))\"/>\n"
            }
            output += "  </file>\n"
        }
        return output + "</checkstyle>\n"
    }

    private static func severity(_ severity: Severity) -> String {
        severity == .note ? "info" : severity.rawValue
    }
}

/// JUnit XML: one test case per finding. Findings at or above `fail-on` are failures; the others
/// pass with their text as output, so that a CI's test view shows them without failing. Each
/// file tiplint could not read or check fully is a skipped case.
package struct JUnitReporter: Reporter {
    package init() {}

    package func render(_ report: Report) -> String {
        let findings = report.annotatedFindings
        let failures = findings.filter { report.failOn.fails(on: $0.severity) }.count
        // Files tiplint could not read or check fully: a skipped test case each (an error for an
        // error-level notice), so that a test view shows what was not linted.
        let notices = report.result.notifications
        let errors = notices.filter { $0.level == .error }.count
        let skipped = notices.count - errors
        let tests = max(findings.count + notices.count, 1)
        var cases = ""
        for notice in notices {
            let path = report.rootRelativePath(notice.path)
            let place = notice.position.map { ":\($0.line):\($0.column)" } ?? ""
            cases += "    <testcase classname=\"\(XML.escape(path))\" name=\"\(XML.escape("tiplint\(place): \(notice.message)"))\">\n"
            let element = notice.level == .error ? "error" : "skipped"
            cases += "      <\(element) message=\"\(XML.escape(notice.message))\"/>\n"
            cases += "    </testcase>\n"
        }
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
        if findings.isEmpty && notices.isEmpty {
            cases = "    <testcase classname=\"tiplint\" name=\"no findings; \(report.result.fileCount) file\(report.result.fileCount == 1 ? "" : "s") linted\"/>\n"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"tiplint\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
            + "  <testsuite name=\"tiplint\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\">\n"
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
