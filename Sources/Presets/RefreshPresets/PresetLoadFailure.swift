/// The problems that kept a preset from loading: at least one is an error.
public struct PresetLoadFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// Every problem found, errors and warnings, in file order.
    public var diagnostics: [PresetDiagnostic]

    public init(diagnostics: [PresetDiagnostic]) { self.diagnostics = diagnostics }

    /// The errors alone.
    public var errors: [PresetDiagnostic] { diagnostics.filter { $0.severity == .error } }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
