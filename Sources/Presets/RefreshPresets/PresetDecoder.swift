import RefreshCore
import RefreshDocuments

/// Turns a preset as written (a parsed document, or a ``Preset`` built in
/// Swift) into a ``Preset`` whose values fit their declarations, checking it
/// against the registry's declarations and reporting every problem at once.
///
/// Both are checked by the same section, parameter, rule and curve checks
/// (PresetDecoder+Sections.swift), so that they say the same things; a
/// document has its own checks first (PresetDecoder+Document.swift): keys
/// that are no section, values of the wrong shape, duplicates, feedback.
struct PresetDecoder {
    let registry: ModuleRegistry
    let file: String
    /// How the preset is written, so that fixes are written the same way
    /// (`48`, `<real>48</real>`); nil for a preset built in Swift.
    let encoding: PresetEncoding?
    /// `$schema` is meaningful in JSON only.
    var allowsSchemaKey: Bool { encoding == .json }
    /// At most this many are kept; the rest are only counted, so that a
    /// stranger's file of 100,000 mistakes costs no more than one of 100.
    let maximumDiagnostics: Int
    private(set) var diagnostics: [PresetDiagnostic] = []
    /// Problems found beyond ``maximumDiagnostics``, by severity.
    private(set) var omitted: [PresetDiagnostic.Severity: Int] = [:]
    /// The "nearest allowed value" fixes offered, which the resolver checks
    /// against the whole preset: a value in range may still be one no pull
    /// reaches or one that spills over its area.
    private(set) var offeredValues: [OfferedValue] = []
    /// Set when what the preset extends failed to load: its problems are
    /// reported already, so values that would come from it are not missing.
    var parentFailed = false
    /// The declarations of the preset's own strategy and indicator style,
    /// known before their sections are decoded, so that a key in the wrong
    /// section can be told where it belongs.
    var placement = KeyPlacement()

    /// A value a fix offers for `section.key` in ``diagnostics`` at `index`.
    struct OfferedValue {
        var index: Int
        var section: String
        var key: String
        var value: Double
        var declaration: ParameterDeclaration
    }

    /// Records that the diagnostic just appended offers `value` for `section.key`.
    mutating func offered(_ value: Double, section: String, key: String, declaration: ParameterDeclaration) {
        guard let index = diagnostics.indices.last else { return }
        offeredValues.append(OfferedValue(index: index, section: section, key: key, value: value, declaration: declaration))
    }

    /// Replaces the fix of the diagnostic at `index`.
    mutating func replaceFix(at index: Int, with fix: String) { diagnostics[index].fix = fix }

    /// Where each key of a preset belongs, for a key met elsewhere.
    struct KeyPlacement {
        /// The strategy type, for telling a document's old key its new name.
        var strategyType: String?
        var strategy: [ParameterDeclaration] = []
        var indicator: [ParameterDeclaration] = []
        /// The indicator style, when it is the platform's own control
        /// (`system`), which pulls, holds and draws by itself.
        var platformControl: String?
    }

    static let topLevelKeys = [
        "$schema", "name", "summary", "extends", "strategy", "indicator", "layout", "timing", "animations", "feedback",
    ]
    static let feedbackKeys = ["haptics", "announcements"]
    /// Written for an event that should play no haptic.
    static let noHaptic = "none"

    init(
        registry: ModuleRegistry, file: String, encoding: PresetEncoding?,
        maximumDiagnostics: Int = ReadingLimits.standard.maximumDiagnosticsPerFile
    ) {
        self.registry = registry
        self.file = file
        self.encoding = encoding
        self.maximumDiagnostics = maximumDiagnostics
    }

    // MARK: Reporting

    mutating func report(
        _ severity: PresetDiagnostic.Severity = .error, rule: PresetDiagnostic.Rule, at location: FilePosition?, _ keyPath: String,
        _ message: String, expected: String? = nil, found: String? = nil, fix: String? = nil
    ) {
        append(
            PresetDiagnostic(
                severity, rule: rule, file: file, location: location, keyPath: keyPath, message: message,
                expected: expected, found: found, fix: fix))
    }

    mutating func append(_ diagnostic: PresetDiagnostic) {
        guard diagnostics.count < maximumDiagnostics else {
            omitted[diagnostic.severity, default: 0] += 1
            return
        }
        diagnostics.append(diagnostic)
    }

    // MARK: Names

    /// `extends`, checked, so the resolver can resolve it before decoding
    /// the rest: the name, or nil when it names no preset (reported).
    mutating func extendsReference(_ name: String, at location: FilePosition?) -> String? {
        guard PresetNames.isValid(name) else {
            if name.contains("/") || name.contains("\\") || name.hasPrefix(".") {
                let base = PresetFolder.baseName(of: String(name.map { $0 == "\\" ? "/" : $0 }))
                let byName =
                    PresetNames.isValid(base)
                    ? "Write \(encoding == .json || encoding == nil ? "\"extends\": \"\(base)\"" : "<string>\(base)</string>"): 'extends' finds a preset by name, in its file's folder and the --presets folders."
                    : "Extend the preset by its name; 'extends' finds presets in the file's folder and the --presets folders."
                report(
                    rule: .extendsPath, at: location, "extends",
                    "'extends' must name a preset, not a file path; found '\(Excerpt.of(name))'.",
                    fix: byName)
            } else {
                report(
                    rule: .invalidName, at: location, "extends", "'extends' is not a valid preset name: '\(Excerpt.of(name))'.",
                    fix: PresetNames.rule)
            }
            return nil
        }
        return name
    }

    mutating func checkName(_ name: String, at location: FilePosition?) {
        if !PresetNames.isValid(name) {
            report(
                rule: .invalidName, at: location, "name", "'name' is not a valid preset name: '\(Excerpt.of(name))'.", fix: PresetNames.rule
            )
        }
    }

    // MARK: A preset built in Swift

    /// `preset`, built in Swift, which extends `inherited` (already resolved,
    /// as written) if anything: its values made to fit their declarations,
    /// or the problems reported. Each parameter value is checked as a file
    /// writes it (``PresetEncoder``: a whole `Double` without a fraction, a
    /// colour as `"#RRGGBB"`), and a problem is placed by its key path.
    mutating func decode(_ preset: Preset, inherited: Preset?) -> Preset {
        var written = Preset(name: preset.name, summary: preset.summary)
        checkName(preset.name, at: nil)
        if let extends = preset.extends, PresetNames.isValid(extends) { written.extends = extends }
        let strategySection = Self.section(
            preset.strategyType, preset.strategyParameters,
            declarations: preset.strategyType.flatMap { registry.strategies[$0] }?.descriptor.parameters)
        let strategy = decodeStrategy(
            type: preset.strategyType, at: nil, section: strategySection, rootLocation: nil, inherited: inherited, into: &written)
        let indicatorSection = Self.section(
            preset.indicatorStyle, preset.indicatorParameters,
            declarations: preset.indicatorStyle.flatMap { registry.indicators[$0] }?.descriptor.parameters)
        decodeIndicator(
            style: preset.indicatorStyle, at: nil, section: indicatorSection, strategy: strategy, inherited: inherited, into: &written)
        if !preset.layout.isEmpty {
            written.layout = decodeLayout(PresetEncoder.members(of: preset.layout, order: RefreshLayout.Parameters.all))
        }
        if !preset.timing.isEmpty {
            written.timing = decodeTiming(
                PresetEncoder.members(of: preset.timing, order: RefreshTiming.Parameters.all), inherited: inherited)
        }
        for role in AnimationRole.allCases {
            guard let curve = preset.animations[role] else { continue }
            let members = AnimationCurveFormat.values(of: curve).map { PresetEncoder.member($0.0, PresetEncoder.numberNode($0.1)) }
            written.animations[role] = decodeCurve(curve.kind, members, path: Excerpt.keyPath("animations", role.rawValue), at: nil)
        }
        written.haptics = preset.haptics
        written.announcements = preset.announcements
        return written
    }

    /// A section of a preset built in Swift, as the file it writes would
    /// have it: there when it names a module or gives a value.
    private static func section(_ module: String?, _ values: ParameterValues, declarations: [ParameterDeclaration]?) -> Section? {
        guard module != nil || !values.isEmpty else { return nil }
        return Section(location: nil, members: PresetEncoder.members(of: values, order: declarations))
    }
}
