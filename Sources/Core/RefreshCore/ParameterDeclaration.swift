/// One declared parameter of a strategy, an indicator style or a preset section.
///
/// Every parameter is declared exactly once. Preset decoding, validation
/// messages, the JSON Schema, the reference tables in docs/ and
/// `refreshkit show` are all derived from declarations.
public struct ParameterDeclaration: Sendable, Hashable {
    /// The key preset files use.
    public let name: String
    /// The value's type.
    public let kind: ParameterKind
    /// The value used when a preset leaves the key out.
    public let defaultValue: ParameterValue
    /// The allowed range, for numbers and integers.
    public let range: ClosedRange<Double>?
    /// The unit, for numbers and integers.
    public let unit: ParameterUnit
    /// One line saying what the parameter does.
    public let summary: String
    /// Where the default comes from, for example "document 000", or why it was chosen.
    public let origin: String?

    /// Creates a declaration. Prefer ``Parameter`` for typed access.
    public init(
        name: String,
        kind: ParameterKind,
        defaultValue: ParameterValue,
        range: ClosedRange<Double>? = nil,
        unit: ParameterUnit = .none,
        summary: String,
        origin: String? = nil
    ) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.range = range
        self.unit = unit
        self.summary = summary
        self.origin = origin
    }

    /// `value` as this parameter's kind, or why it does not fit: the one
    /// table of which values fit which kind, that preset decoding, the Swift
    /// DSL, ``problem(with:)`` and ``coerce(_:)`` all read.
    ///
    /// | kind | fits | becomes |
    /// |---|---|---|
    /// | number | a finite number; an integer | a number |
    /// | integer | an integer (not a number, even a whole one: `3.0`) | an integer |
    /// | boolean | a boolean | itself |
    /// | text | text | itself |
    /// | choice | text naming one of the choices | itself |
    /// | color | a colour; text `"#RRGGBB"` | a colour |
    /// | indicatorColor | a colour; text `"#RRGGBB"`; text naming one of ``IndicatorColor/names`` | a colour; the name |
    ///
    /// A number or integer must then lie in ``range``.
    package func fitting(_ value: ParameterValue) -> Result<ParameterValue, ParameterProblem> {
        let fitted: ParameterValue
        switch (kind, value) {
        case (.number, .number(let number)):
            guard number.isFinite else { return .failure(.notFinite) }
            fitted = value
        case (.number, .integer(let number)):
            fitted = .number(Double(number))
        case (.integer, .integer):
            fitted = value
        case (.integer, .number(let number)):
            // Even a whole one: a file that writes `3.0` or `3e0` wrote a number,
            // and `0.99…9` may have read as a whole `1.0`.
            return .failure(number.isFinite ? .wrongKind : .notFinite)
        case (.boolean, .boolean), (.text, .text), (.color, .color):
            fitted = value
        case (.choice(let names), .text(let name)):
            guard names.contains(name) else { return .failure(.notAChoice(names)) }
            fitted = value
        case (.color, .text(let text)):
            guard let color = RGBColor(hex: text) else { return .failure(.wrongKind) }
            fitted = .color(color)
        case (.indicatorColor, .color):
            fitted = value
        case (.indicatorColor, .text(let text)):
            guard let color = IndicatorColor(text) else { return .failure(.wrongKind) }
            fitted = color.parameterValue
        default:
            return .failure(.wrongKind)
        }
        if let range, let number = fitted.numericValue, !range.contains(number) { return .failure(.outOfRange(range)) }
        return .success(fitted)
    }

    /// What is wrong with `value` for this parameter, or `nil` when it fits
    /// (``fitting(_:)``).
    package func problem(with value: ParameterValue) -> ParameterProblem? {
        guard case .failure(let problem) = fitting(value) else { return nil }
        return problem
    }

    /// `value` made to fit: converted between number and integer (rounded),
    /// clamped into ``range``; the default where it cannot fit at all.
    package func coerce(_ value: ParameterValue) -> ParameterValue {
        switch (kind, value) {
        case (.number, .number(let number)):
            return .number(clampNumber(number))
        case (.number, .integer(let number)):
            return .number(clampNumber(Double(number)))
        case (.integer, .integer(let number)):
            guard range != nil else { return value }
            return .integer(Int(clampNumber(Double(number))))
        case (.integer, .number(let number)):
            return clampNumber(number.rounded()).wholeNumber.map(ParameterValue.integer) ?? defaultValue
        default:
            return (try? fitting(value).get()) ?? defaultValue
        }
    }

    private func clampNumber(_ number: Double) -> Double {
        guard number.isFinite else { return defaultValue.numericValue ?? 0 }
        guard let range else { return number }
        return number.clamped(to: range)
    }
}

/// Why a value does not fit its declaration.
package enum ParameterProblem: Error, Sendable, Hashable {
    /// The value is of another type than declared.
    case wrongKind
    /// A number outside the declared range.
    case outOfRange(ClosedRange<Double>)
    /// NaN or infinity.
    case notFinite
    /// A name that is not among the choices.
    case notAChoice([String])
}

/// Formats a number the way reference tables and messages show it: no
/// trailing `.0`, at most four decimals. Numbers too small for four decimals
/// keep their significant digits and huge ones their exponent, so that no
/// number other than 0 prints as `0` and none prints as `inf`.
package func formatNumber(_ value: Double) -> String {
    guard value.isFinite else { return String(value) }
    if let whole = value.wholeNumber { return String(whole) }
    // Four decimals would turn these into 0 (or overflow `value * 10_000`).
    guard abs(value) >= 0.001, abs(value) < 1e15 else { return formatNumberExactly(value) }
    let scaled = (value * 10_000).rounded() / 10_000
    return formatNumberExactly(scaled)
}

/// A number as a file would write it: the shortest text that reads back as
/// the same `Double`, without a trailing `.0`, in plain decimals down to
/// 0.000001 and with an exponent beyond (`1e-07`, `1e+308`). Messages quote
/// numbers read from files this way, so that what they show is what was written.
package func formatNumberExactly(_ value: Double) -> String {
    guard value.isFinite else { return String(value) }
    if let whole = value.wholeNumber { return String(whole) }
    var text = String(value)
    if text.hasSuffix(".0") { text.removeLast(2) }
    guard let exponentStart = text.firstIndex(of: "e"), let exponent = Int(text[text.index(after: exponentStart)...]),
        (-6...(-1)).contains(exponent)
    else { return text }
    // "1.2345e-05" → "0.000012345"
    var mantissa = text[..<exponentStart]
    let sign = mantissa.hasPrefix("-") ? "-" : ""
    if !sign.isEmpty { mantissa = mantissa.dropFirst() }
    let digits = mantissa.filter { $0 != "." }
    return sign + "0." + String(repeating: "0", count: -exponent - 1) + digits
}
