import RefreshCore
import RefreshDocuments

/// Turns a ``Preset`` into a document in the order people read it: name,
/// summary, extends, strategy, indicator, layout, timing, animations,
/// feedback; parameters in their declaration order where the registry knows
/// them, otherwise by name.
struct PresetEncoder {
    let registry: ModuleRegistry
    /// The strategy type and indicator style the preset gets from what it
    /// extends, to order parameters it gives without naming the type.
    var inheritedStrategyType: String?
    var inheritedIndicatorStyle: String?

    func encode(_ preset: Preset, schema: String? = nil) -> PresetNode {
        var members: [PresetNode.Member] = []
        func add(_ key: String, _ value: PresetNode.Value) { members.append(PresetNode.Member(key: key, value: PresetNode(value))) }
        if let schema { add("$schema", .string(schema)) }
        add("name", .string(preset.name))
        if let summary = preset.summary { add("summary", .string(summary)) }
        if let extends = preset.extends { add("extends", .string(extends)) }
        if preset.strategyType != nil || !preset.strategyParameters.isEmpty {
            let declarations = (preset.strategyType ?? inheritedStrategyType).flatMap { registry.strategies[$0] }?.descriptor.parameters
            var section = preset.strategyType.map { [member("type", .string($0))] } ?? []
            section += parameters(preset.strategyParameters, order: declarations)
            add("strategy", .object(section))
        }
        if preset.indicatorStyle != nil || !preset.indicatorParameters.isEmpty {
            let declarations = (preset.indicatorStyle ?? inheritedIndicatorStyle).flatMap { registry.indicators[$0] }?.descriptor.parameters
            var section = preset.indicatorStyle.map { [member("style", .string($0))] } ?? []
            section += parameters(preset.indicatorParameters, order: declarations)
            add("indicator", .object(section))
        }
        if !preset.layout.isEmpty { add("layout", .object(parameters(preset.layout, order: RefreshLayout.Parameters.all))) }
        if !preset.timing.isEmpty { add("timing", .object(parameters(preset.timing, order: RefreshTiming.Parameters.all))) }
        if !preset.animations.isEmpty {
            let roles = AnimationRole.allCases.compactMap { role in
                preset.animations[role].map { member(role.rawValue, .object(curveMembers($0))) }
            }
            add("animations", .object(roles))
        }
        if !preset.haptics.isEmpty || !preset.announcements.isEmpty {
            var feedback: [PresetNode.Member] = []
            if !preset.haptics.isEmpty {
                let events = FeedbackEvent.allCases.compactMap { event in
                    preset.haptics[event].map { member(event.rawValue, .string($0?.rawValue ?? PresetDecoder.noHaptic)) }
                }
                feedback.append(member("haptics", .object(events)))
            }
            if !preset.announcements.isEmpty {
                let events = FeedbackEvent.allCases.compactMap { event in
                    preset.announcements[event].map { member(event.rawValue, .string($0)) }
                }
                feedback.append(member("announcements", .object(events)))
            }
            add("feedback", .object(feedback))
        }
        return PresetNode(.object(members))
    }

    private func member(_ key: String, _ value: PresetNode.Value) -> PresetNode.Member { Self.member(key, value) }

    static func member(_ key: String, _ value: PresetNode.Value) -> PresetNode.Member {
        PresetNode.Member(key: key, value: PresetNode(value))
    }

    private func parameters(_ values: ParameterValues, order declarations: [ParameterDeclaration]?) -> [PresetNode.Member] {
        Self.members(of: values, order: declarations)
    }

    /// `values` as a section writes them: declared parameters in their
    /// declaration order, then any others by name.
    static func members(of values: ParameterValues, order declarations: [ParameterDeclaration]?) -> [PresetNode.Member] {
        let declared = declarations?.map(\.name) ?? []
        let rest = values.storage.keys.filter { !declared.contains($0) }.sorted()
        return (declared + rest).compactMap { name in values[name].map { member(name, node(for: $0)) } }
    }

    private func curveMembers(_ curve: AnimationCurve) -> [PresetNode.Member] {
        [member(AnimationCurveFormat.curveKey, .string(curve.kindName))]
            + AnimationCurveFormat.values(of: curve).map { member($0.0, Self.numberNode($0.1)) }
    }

    /// How a file writes `value`: a whole number without a fraction, a colour as `"#RRGGBB"`.
    static func node(for value: ParameterValue) -> PresetNode.Value {
        switch value {
        case .number(let number): numberNode(number)
        case .integer(let number): .integer(number)
        case .boolean(let flag): .bool(flag)
        case .text(let text): .string(text)
        case .color(let color): .string(color.hexString)
        }
    }

    /// Whole numbers are written without a fraction, as people write them.
    static func numberNode(_ number: Double) -> PresetNode.Value {
        if let whole = number.wholeNumber { return .integer(whole) }
        return .number(number)
    }
}
