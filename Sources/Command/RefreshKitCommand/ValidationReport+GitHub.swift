import RefreshKit

/// `--format github`: one GitHub Actions workflow command a problem,
/// `::error file=…,line=…,col=…,title=…::message`, which the runner turns
/// into an annotation on the file's line; then the summary as plain text.
extension ValidationReport {
    var github: String {
        var output = ""
        for item in skipped { output += "Skipped \(item.path): \(item.reason).\n" }
        for diagnostic in files.flatMap(\.diagnostics) {
            var properties = ["file=" + Self.escapedProperty(diagnostic.file)]
            if let location = diagnostic.location {
                properties += ["line=\(location.line)", "col=\(location.column)"]
            }
            properties.append("title=" + Self.escapedProperty("refreshkit: \(diagnostic.rule.id)"))
            var message = diagnostic.message
            if let fix = diagnostic.fix { message += " Fix: \(fix)" }
            output += "::\(diagnostic.severity.rawValue) \(properties.joined(separator: ","))::\(Self.escapedData(message))\n"
        }
        return output + summaryLine + "\n"
    }

    /// A message as a workflow command carries it: `%`, CR and LF escaped,
    /// so that it stays one line.
    static func escapedData(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            case "\r\n": escaped += "%0D%0A"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// A property value: the message's escapes, and `:` and `,`, which end a value.
    static func escapedProperty(_ text: String) -> String {
        var escaped = ""
        for character in escapedData(text) {
            switch character {
            case ":": escaped += "%3A"
            case ",": escaped += "%2C"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
