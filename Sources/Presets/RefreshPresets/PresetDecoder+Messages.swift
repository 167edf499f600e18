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
        case .indicatorColor: "\(Self.colorNames) or a colour written \"#RRGGBB\""
        }
    }

    /// `"tint", "primary", "secondary"`: the names an indicator colour may be.
    static let colorNames = IndicatorColor.names.map { "\"\($0)\"" }.joined(separator: ", ")

    // MARK: Fixes, written as the file writes values

    /// `value` as this preset's encoding writes it for `declaration`: `48`,
    /// `"#F0F0F5"` in JSON (and in Swift); `<real>48</real>`, `<true/>` in a
    /// property list.
    func written(_ value: ParameterValue, as declaration: ParameterDeclaration) -> String {
        guard encoding == .xmlPropertyList || encoding == .binaryPropertyList else {
            switch value {
            case .text(let text): return "\"\(Excerpt.of(text))\""
            default: return value.description
            }
        }
        switch value {
        case .number(let number): return "<real>\(formatNumberExactly(number))</real>"
        case .integer(let number):
            return declaration.kind == .integer ? "<integer>\(number)</integer>" : "<real>\(number)</real>"
        case .boolean(let flag): return flag ? "<true/>" : "<false/>"
        case .text(let text): return "<string>\(Excerpt.of(text))</string>"
        case .color(let color): return "<string>\(color.hexString)</string>"
        }
    }

    /// "Write 48 without quotes." / "Write <real>48</real> instead of
    /// <string>48</string>.": a value of the right kind written as text.
    func quotedFix(_ rightly: String, was value: ParameterValue) -> String {
        guard encoding == .xmlPropertyList || encoding == .binaryPropertyList else { return "Write \(rightly) without quotes." }
        let text: String = if case .text(let text) = value { Excerpt.of(text) } else { value.description }
        return "Write \(rightly) instead of <string>\(text)</string>."
    }

    /// What to write for `declaration`, with its range and default in the file's terms.
    func writeFix(_ declaration: ParameterDeclaration) -> String {
        let example = written(declaration.defaultValue, as: declaration)
        switch declaration.kind {
        case .number, .integer:
            let unit = declaration.unit.label.map { " \($0)" } ?? ""
            let range =
                declaration.range.map { " from \(formatNumberExactly($0.lowerBound)) to \(formatNumberExactly($0.upperBound))\(unit)" }
                ?? ""
            return "Write \(declaration.kind == .integer ? "a whole number" : "a number")\(range), like the default, \(example)."
        case .boolean: return "Write true or false, like the default, \(example)."
        case .text: return "Write text in quotes, like the default, \(example)."
        case .choice(let names): return "Write one of \(names.quotedOrList), like the default, \(example)."
        case .color: return "Write a colour as \"#RRGGBB\", like the default, \(example)."
        case .indicatorColor:
            return "Write \(Self.colorNames) or a colour as \"#RRGGBB\", like the default, \(example)."
        }
    }

    /// The fix for a number outside `range`. The nearest allowed value is
    /// offered only where it means what was written, more or less: below a
    /// floor of 0, a negative number usually meant "none" or "never", and 0
    /// may mean something else entirely (a timeout of 0 waits forever), so
    /// the fix is to remove the key, saying what 0 means where the
    /// declaration says it.
    func outOfRangeFix(_ number: Double, range: ClosedRange<Double>, declaration: ParameterDeclaration) -> String {
        let unit = declaration.unit.label.map { " \($0)" } ?? ""
        let fallback = declaration.defaultValue.numericValue.map { "\(formatNumberExactly($0))\(unit)" } ?? "\(declaration.defaultValue)"
        if number < range.lowerBound, range.lowerBound == 0 {
            guard let zero = Self.meaningOfZero(in: declaration.summary) else { return "Remove the key to use the default, \(fallback)." }
            if declaration.defaultValue.numericValue == 0 { return "Remove the key to use the default, \(fallback): \(zero)." }
            return "Remove the key to use the default, \(fallback). Writing 0 instead would not mean the same: \(zero)."
        }
        let nearest = number.clamped(to: range)
        return "The nearest allowed value is \(written(.number(nearest), as: declaration)); the default is \(fallback)."
    }

    /// The value ``outOfRangeFix(_:range:declaration:)`` offers for
    /// `number`, or nil when it offers to remove the key.
    static func nearestOffered(_ number: Double, range: ClosedRange<Double>) -> Double? {
        number < range.lowerBound && range.lowerBound == 0 ? nil : number.clamped(to: range)
    }

    /// The fix for a number outside its range whose nearest allowed value,
    /// `nearest`, would make the preset one that cannot work (`problem` says
    /// how), offering `value`, the nearest that works (`purpose` says why).
    func plausibleRangeFix(_ value: Double, nearest: Double, problem: String, purpose: String, declaration: ParameterDeclaration)
        -> String
    {
        let unit = declaration.unit.label.map { " \($0)" } ?? ""
        let fallback = declaration.defaultValue.numericValue.map { "\(formatNumberExactly($0))\(unit)" } ?? "\(declaration.defaultValue)"
        let direction = value < nearest ? "or less" : "or more"
        return
            "The nearest allowed value, \(formatNumberExactly(nearest)), \(problem): write \(written(.number(value), as: declaration)) \(direction) \(purpose); the default is \(fallback)."
    }

    /// The clause of a declaration's summary that says what 0 does, like
    /// "0 waits forever"; nil when it says nothing of 0.
    static func meaningOfZero(in summary: String) -> String? {
        for clause in summary.split(whereSeparator: { $0 == ";" || $0 == "." || $0 == "," }) {
            let words = clause.split(separator: " ")
            if words.first == "0" { return words.joined(separator: " ") }
        }
        return nil
    }

    /// "'feedback.haptics' must be an object; found 3."
    mutating func reportNotAnObject(_ node: PresetNode, path: String) {
        report(
            rule: .wrongType, at: node.location, path, "'\(path)' must be an object; found \(describe(node)).",
            fix: "Write it as an object of keys and values, like \(encoding == .json || encoding == nil ? "{ ... }" : "<dict>...</dict>").")
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
