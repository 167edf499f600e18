import RefreshCore
import RefreshDocuments

/// How values read in the decoder's messages.
extension PresetDecoder {
    func expectation(_ declaration: ParameterDeclaration) -> String {
        switch declaration.kind {
        case .number: "a number"
        case .integer: "a whole number"
        case .boolean: "true or false"
        case .text: "a string"
        case .choice(let names): "one of \(names.quotedOrList)"
        case .color: "a colour written \"#RRGGBB\""
        }
    }

    /// "'feedback.haptics' must be an object; found 3."
    mutating func reportNotAnObject(_ node: PresetNode, path: String) {
        report(at: node.location, path, "'\(path)' must be an object; found \(describe(node)).")
    }

    /// A value as written, for ``PresetDiagnostic/found``: `900`, `"50"`, `an object`.
    func foundText(_ node: PresetNode) -> String {
        written(node).map(foundText) ?? describe(node)
    }

    /// How a value reads in a message: `900`, `the string "50"`, `an object`.
    func describe(_ node: PresetNode) -> String {
        written(node).map(describe) ?? node.kindDescription
    }

    /// A parameter value as written, for ``PresetDiagnostic/found``: `900`, `"50"`.
    func foundText(_ value: ParameterValue) -> String {
        switch value {
        case .text(let text): "\"\(Excerpt.of(text))\""
        case .color(let color): "\"\(color.hexString)\""
        default: describe(value)
        }
    }

    /// How a parameter value reads in a message: `900`, `the string "50"`, `true`.
    func describe(_ value: ParameterValue) -> String {
        switch value {
        case .integer(let number): String(number)
        case .number(let number): formatNumberExactly(number)
        case .text(let text): "the string \"\(Excerpt.of(text))\""
        case .boolean(let flag): String(flag)
        case .color(let color): "the string \"\(color.hexString)\""
        }
    }

    /// The parameter value a scalar node writes; nil for objects, arrays,
    /// null and values presets have no use for.
    func written(_ node: PresetNode) -> ParameterValue? {
        switch node.value {
        case .string(let text): .text(text)
        case .integer(let number): .integer(number)
        case .number(let number): .number(number)
        case .bool(let flag): .boolean(flag)
        case .object, .array, .null, .unsupported: nil
        }
    }
}

extension String {
    /// The text without leading and trailing spaces, as a number written in quotes is read.
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while scalars.first == " " { scalars.removeFirst() }
        while scalars.last == " " { scalars.removeLast() }
        return String(scalars)
    }
}
