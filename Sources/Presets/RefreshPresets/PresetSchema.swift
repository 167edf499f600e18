import RefreshCore
import RefreshDocuments

/// The JSON Schema (draft 2020-12) for preset files, generated from the
/// registry's parameter declarations so that editors complete and check
/// presets with exactly the rules validation applies.
package enum PresetSchema {
    /// The schema's `$id`.
    package static let identifier = "https://refreshkit.dev/schema/preset.json"

    /// The schema for presets that may name the modules in `registry`, as JSON text.
    package static func json(for registry: ModuleRegistry) -> String {
        JSONWriter.write(document(for: registry))
    }

    static func document(for registry: ModuleRegistry) -> PresetNode {
        let name = presetName(description: "The preset's name: its file's name without extension.")
        let feedbackEvents = FeedbackEvent.allCases.map(\.rawValue)
        let haptics = object([
            ("type", .string("object")),
            ("description", .string("The haptic played on each event; \"none\" plays none.")),
            ("propertyNames", .object([member("enum", strings(feedbackEvents))])),
            ("additionalProperties", .object([member("enum", strings(HapticStyle.allCases.map(\.rawValue) + [PresetDecoder.noHaptic]))])),
        ])
        let announcements = object([
            ("type", .string("object")),
            ("description", .string("What VoiceOver says on each event (a localisation key); \"\" says nothing.")),
            ("propertyNames", .object([member("enum", strings(feedbackEvents))])),
            ("additionalProperties", .object([member("type", .string("string"))])),
        ])
        let roles = AnimationRole.allCases.map { ($0.rawValue, PresetNode.Value.object([member("$ref", .string("#/$defs/curve"))])) }
        return PresetNode(
            object([
                ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
                ("$id", .string(identifier)),
                ("title", .string("RefreshKit preset")),
                ("description", .string("A pull-to-refresh preset: a strategy, an indicator style and their numbers.")),
                ("type", .string("object")),
                ("required", strings(["name"])),
                (
                    "properties",
                    object([
                        ("$schema", object([("type", .string("string"))])),
                        ("name", name),
                        (
                            "summary",
                            object([("type", .string("string")), ("description", .string("One line saying what the preset is for."))])
                        ),
                        ("extends", presetName(description: "The preset this one starts from, by name.")),
                        ("strategy", object([("$ref", .string("#/$defs/strategy"))])),
                        ("indicator", object([("$ref", .string("#/$defs/indicator"))])),
                        ("layout", section(RefreshLayout.Parameters.all, description: "Where the indicator sits.")),
                        ("timing", section(RefreshTiming.Parameters.all, description: "How the controller times a refresh.")),
                        (
                            "animations",
                            object([
                                ("type", .string("object")), ("properties", object(roles)),
                                ("additionalProperties", .bool(false)),
                            ])
                        ),
                        (
                            "feedback",
                            object([
                                ("type", .string("object")),
                                ("properties", object([("haptics", haptics), ("announcements", announcements)])),
                                ("additionalProperties", .bool(false)),
                            ])
                        ),
                    ])
                ),
                ("additionalProperties", .bool(false)),
                ("allOf", .array(standaloneRules(registry))),
                (
                    "$defs",
                    object([
                        (
                            "strategy",
                            modules(
                                key: "type", names: registry.strategyNames,
                                parameters: { registry.strategies[$0]!.descriptor.parameters },
                                summary: { registry.strategies[$0]!.descriptor.summary })
                        ),
                        (
                            "indicator",
                            modules(
                                key: "style", names: registry.indicatorNames,
                                parameters: { registry.indicators[$0]!.descriptor.parameters },
                                summary: { registry.indicators[$0]!.descriptor.summary })
                        ),
                        ("curve", curve()),
                    ])
                ),
            ]))
    }

    /// A preset name, by the one rule the decoder applies (``PresetNames``).
    private static func presetName(description: String) -> PresetNode.Value {
        object([
            ("type", .string("string")), ("pattern", .string(PresetNames.pattern)),
            ("maxLength", .integer(PresetNames.maximumLength)), ("description", .string(description)),
        ])
    }

    /// What a preset that extends nothing must say itself: its strategy's
    /// type, and, when it names no indicator style, only the keys of the
    /// strategy's own style.
    private static func standaloneRules(_ registry: ModuleRegistry) -> [PresetNode] {
        let extendsNothing: (String, PresetNode.Value) = ("not", object([("required", strings(["extends"]))]))
        var rules = [
            PresetNode(
                object([
                    ("if", object([extendsNothing])),
                    (
                        "then",
                        object([
                            ("required", strings(["strategy"])),
                            ("properties", object([("strategy", object([("required", strings(["type"]))]))])),
                        ])
                    ),
                ]))
        ]
        for type in registry.strategyNames {
            let style = registry.strategies[type]!.descriptor.defaultIndicatorStyle
            guard let indicator = registry.indicators[style] else { continue }
            let strategyIsType = object([
                ("properties", object([("type", object([("const", .string(type))]))])), ("required", strings(["type"])),
            ])
            let ownStyleOnly = object([
                ("if", object([("not", object([("required", strings(["style"]))]))])),
                (
                    "then",
                    object([
                        ("properties", object(indicator.descriptor.parameters.map { ($0.name, schema(for: $0)) })),
                        ("additionalProperties", .bool(false)),
                    ])
                ),
            ])
            rules.append(
                PresetNode(
                    object([
                        (
                            "if",
                            object([
                                extendsNothing, ("required", strings(["strategy"])), ("properties", object([("strategy", strategyIsType)])),
                            ])
                        ),
                        ("then", object([("properties", object([("indicator", ownStyleOnly)]))])),
                    ])))
        }
        return rules
    }

    /// An object naming its module under `key`, whose other keys are that module's parameters.
    private static func modules(
        key: String, names: [String], parameters: (String) -> [ParameterDeclaration], summary: (String) -> String
    ) -> PresetNode.Value {
        var cases: [PresetNode] = names.map { name in
            PresetNode(
                object([
                    ("if", object([("properties", object([(key, object([("const", .string(name))]))])), ("required", strings([key]))])),
                    (
                        "then",
                        object([
                            ("description", .string(summary(name))),
                            ("properties", object(parameters(name).map { ($0.name, schema(for: $0)) })),
                        ])
                    ),
                ]))
        }
        // Without a name the module comes from `extends`, which a schema cannot
        // follow: any module's keys may follow, each with a value one of them takes.
        var union: [(String, [PresetNode.Value])] = []
        for declaration in names.flatMap(parameters) {
            let declared = schema(for: declaration)
            if let index = union.firstIndex(where: { $0.0 == declaration.name }) {
                if !union[index].1.contains(declared) { union[index].1.append(declared) }
            } else {
                union.append((declaration.name, [declared]))
            }
        }
        cases.append(
            PresetNode(
                object([
                    ("if", object([("not", object([("required", strings([key]))]))])),
                    (
                        "then",
                        object([
                            (
                                "properties",
                                object(
                                    union.map { name, schemas in
                                        (
                                            name,
                                            schemas.count == 1 ? schemas[0] : object([("anyOf", .array(schemas.map { PresetNode($0) }))])
                                        )
                                    })
                            ),
                            ("additionalProperties", .bool(false)),
                        ])
                    ),
                ])))
        return object([
            ("type", .string("object")),
            ("properties", object([(key, object([("enum", strings(names))]))])),
            ("allOf", .array(cases)),
            ("unevaluatedProperties", .bool(false)),
        ])
    }

    private static func curve() -> PresetNode.Value {
        let cases: [PresetNode] = AnimationCurve.Kind.allCases.map { kind in
            let parameters = AnimationCurveFormat.parameters(of: kind)
            return PresetNode(
                object([
                    (
                        "if",
                        object([("properties", object([(AnimationCurveFormat.curveKey, object([("const", .string(kind.rawValue))]))]))])
                    ),
                    (
                        "then",
                        object([
                            ("properties", object(parameters.map { ($0.declaration.name, schema(for: $0.declaration)) })),
                            ("required", strings(parameters.filter(\.isRequired).map(\.declaration.name))),
                        ])
                    ),
                ]))
        }
        return object([
            ("type", .string("object")),
            ("required", strings([AnimationCurveFormat.curveKey])),
            (
                "properties",
                object([(AnimationCurveFormat.curveKey, object([("enum", strings(AnimationCurve.Kind.allCases.map(\.rawValue)))]))])
            ),
            ("allOf", .array(cases)),
            ("unevaluatedProperties", .bool(false)),
        ])
    }

    private static func section(_ declarations: [ParameterDeclaration], description: String) -> PresetNode.Value {
        object([
            ("type", .string("object")),
            ("description", .string(description)),
            ("properties", object(declarations.map { ($0.name, schema(for: $0)) })),
            ("additionalProperties", .bool(false)),
        ])
    }

    /// One parameter's schema: type, range, default and description with unit.
    static func schema(for declaration: ParameterDeclaration) -> PresetNode.Value {
        var fields: [(String, PresetNode.Value)] = []
        switch declaration.kind {
        case .number: fields.append(("type", .string("number")))
        case .integer: fields.append(("type", .string("integer")))
        case .boolean: fields.append(("type", .string("boolean")))
        case .text: fields.append(("type", .string("string")))
        case .choice(let names): fields.append(("enum", strings(names)))
        case .color: fields += [("type", .string("string")), ("pattern", .string(hexPattern))]
        case .indicatorColor:
            fields.append(
                (
                    "anyOf",
                    .array([
                        PresetNode(object([("enum", strings(IndicatorColor.names))])),
                        PresetNode(object([("type", .string("string")), ("pattern", .string(hexPattern))])),
                    ])
                ))
        }
        if let range = declaration.range {
            fields += [("minimum", PresetEncoder.numberNode(range.lowerBound)), ("maximum", PresetEncoder.numberNode(range.upperBound))]
        }
        fields.append(("default", PresetEncoder.node(for: declaration.defaultValue)))
        let unit = declaration.unit.label.map { " (\($0))" } ?? ""
        fields.append(("description", .string(declaration.summary + unit)))
        return object(fields)
    }

    /// A colour written `"#RRGGBB"`.
    private static let hexPattern = "^#[0-9A-Fa-f]{6}$"

    private static func member(_ key: String, _ value: PresetNode.Value) -> PresetNode.Member {
        PresetNode.Member(key: key, value: PresetNode(value))
    }

    private static func object(_ members: [(String, PresetNode.Value)]) -> PresetNode.Value {
        .object(members.map { member($0.0, $0.1) })
    }

    private static func strings(_ values: [String]) -> PresetNode.Value {
        .array(values.map { PresetNode(.string($0)) })
    }
}
