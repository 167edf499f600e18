import Foundation
import RefreshDocuments

/// A JSON Schema (draft 2020-12) evaluator for the keywords presets/schema.json
/// and docs/validate-report.schema.json use and no more; a keyword it does not know is an error, so the schema
/// cannot outgrow what the tests check without a test failing. No package
/// outside the toolchain may be used, hence this small one.
///
/// Known: `type`, `enum`, `const`, `required`, `properties`,
/// `additionalProperties`, `propertyNames`, `unevaluatedProperties`,
/// `minimum`, `maximum`, `minLength`, `maxLength`, `pattern`, `items`, `allOf`,
/// `anyOf`, `oneOf`, `not`, `if`/`then`/`else` and `$ref` to `#/...`; the
/// annotations `$schema`, `$id`, `$defs`, `title`, `description`, `default`.
package struct JSONSchemaEvaluator {
    package enum Failure: Error, CustomStringConvertible {
        case unknownKeyword(String, at: String)
        case malformed(String, at: String)

        package var description: String {
            switch self {
            case .unknownKeyword(let keyword, let path): "the evaluator does not know '\(keyword)' (at \(path))"
            case .malformed(let what, let path): "\(what) (at \(path))"
            }
        }
    }

    /// The schema document.
    package let root: PresetNode
    /// Each `pattern` in it, compiled once.
    private let expressions: [String: NSRegularExpression]

    package init(schema: PresetNode) {
        root = schema.withoutLocations
        var expressions: [String: NSRegularExpression] = [:]
        func collect(_ node: PresetNode) {
            for member in node.members ?? [] {
                if member.key == "pattern", case .string(let pattern) = member.value.value {
                    expressions[pattern] = try? NSRegularExpression(pattern: pattern)
                }
                collect(member.value)
            }
            if case .array(let items) = node.value { items.forEach(collect) }
        }
        collect(root)
        self.expressions = expressions
    }

    /// Whether `instance` is valid against the whole schema.
    package func isValid(_ instance: PresetNode) throws -> Bool {
        try evaluate(root, instance.withoutLocations, at: "#").isValid
    }

    /// A subschema's verdict and the instance's properties it evaluated
    /// (for `unevaluatedProperties`), which only a valid subschema reports.
    package struct Outcome {
        package var isValid: Bool
        package var evaluated: Set<String> = []

        package static let invalid = Outcome(isValid: false)
    }

    private static let annotations: Set<String> = ["$schema", "$id", "$defs", "title", "description", "default"]
    private static let applicators: Set<String> = [
        "type", "enum", "const", "required", "properties", "additionalProperties", "propertyNames", "unevaluatedProperties",
        "minimum", "maximum", "minLength", "maxLength", "pattern", "items", "allOf", "anyOf", "oneOf", "not", "if", "then", "else", "$ref",
    ]

    package func evaluate(_ schema: PresetNode, _ instance: PresetNode, at path: String) throws -> Outcome {
        if case .bool(let accepts) = schema.value { return Outcome(isValid: accepts) }
        guard let keywords = schema.members else { throw Failure.malformed("a schema is an object or a boolean", at: path) }
        for keyword in keywords.map(\.key) where !Self.annotations.contains(keyword) && !Self.applicators.contains(keyword) {
            throw Failure.unknownKeyword(keyword, at: path)
        }
        var valid = true
        var evaluated: Set<String> = []
        func merge(_ outcome: Outcome) {
            valid = valid && outcome.isValid
            if outcome.isValid { evaluated.formUnion(outcome.evaluated) }
        }

        if let reference = schema["$ref"] {
            guard case .string(let pointer) = reference.value else { throw Failure.malformed("$ref is a string", at: path) }
            merge(try evaluate(try resolve(pointer, at: path), instance, at: pointer))
        }
        if let type = schema["type"] { valid = try valid && (Self.matches(type: type, instance, at: path)) }
        if let choices = schema["enum"]?.value, case .array(let values) = choices {
            valid = valid && values.contains { Self.equal($0, instance) }
        }
        if let constant = schema["const"] { valid = valid && Self.equal(constant, instance) }
        if case .string(let text) = instance.value {
            let length = text.unicodeScalars.count
            if let minimum = schema["minLength"].flatMap(Self.number) { valid = valid && Double(length) >= minimum }
            if let maximum = schema["maxLength"].flatMap(Self.number) { valid = valid && Double(length) <= maximum }
            if let pattern = schema["pattern"] {
                guard case .string(let expression) = pattern.value, let regex = expressions[expression] else {
                    throw Failure.malformed("pattern is a regular expression", at: path)
                }
                valid = valid && regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            }
        }
        if let value = Self.number(instance) {
            if let minimum = schema["minimum"].flatMap(Self.number) { valid = valid && value >= minimum }
            if let maximum = schema["maximum"].flatMap(Self.number) { valid = valid && value <= maximum }
        }
        if let members = instance.members {
            // The last of duplicate keys counts, as in the presets' decoder.
            var values: [String: PresetNode] = [:]
            var keys: [String] = []
            for member in members {
                if values[member.key] == nil { keys.append(member.key) }
                values[member.key] = member.value
            }
            if let required = schema["required"]?.value, case .array(let names) = required {
                valid = valid && names.allSatisfy { name in if case .string(let key) = name.value { values[key] != nil } else { false } }
            }
            let declared = Set(schema["properties"]?.members?.map(\.key) ?? [])
            if let properties = schema["properties"]?.members {
                for property in properties {
                    guard let value = values[property.key] else { continue }
                    valid = try valid && (evaluate(property.value, value, at: path + "/properties/" + property.key)).isValid
                    evaluated.insert(property.key)
                }
            }
            if let additional = schema["additionalProperties"] {
                for key in keys where !declared.contains(key) {
                    valid = try valid && (evaluate(additional, values[key]!, at: path + "/additionalProperties")).isValid
                    evaluated.insert(key)
                }
            }
            if let names = schema["propertyNames"] {
                for key in keys {
                    valid = try valid && (evaluate(names, PresetNode(.string(key)), at: path + "/propertyNames")).isValid
                }
            }
        }
        if let items = schema["items"], case .array(let elements) = instance.value {
            for (index, element) in elements.enumerated() {
                valid = try valid && (evaluate(items, element, at: path + "/items[\(index)]")).isValid
            }
        }
        if let all = schema["allOf"]?.value, case .array(let subschemas) = all {
            for (index, subschema) in subschemas.enumerated() { merge(try evaluate(subschema, instance, at: path + "/allOf/\(index)")) }
        }
        if let any = schema["anyOf"]?.value, case .array(let subschemas) = any {
            let outcomes = try subschemas.enumerated().map { try evaluate($1, instance, at: path + "/anyOf/\($0)") }
            valid = valid && outcomes.contains { $0.isValid }
            for outcome in outcomes where outcome.isValid { evaluated.formUnion(outcome.evaluated) }
        }
        if let one = schema["oneOf"]?.value, case .array(let subschemas) = one {
            let outcomes = try subschemas.enumerated().map { try evaluate($1, instance, at: path + "/oneOf/\($0)") }
            valid = valid && outcomes.filter(\.isValid).count == 1
            for outcome in outcomes where outcome.isValid { evaluated.formUnion(outcome.evaluated) }
        }
        if let negated = schema["not"] { valid = try valid && !(evaluate(negated, instance, at: path + "/not")).isValid }
        if let condition = schema["if"] {
            let test = try evaluate(condition, instance, at: path + "/if")
            if test.isValid {
                evaluated.formUnion(test.evaluated)
                if let then = schema["then"] { merge(try evaluate(then, instance, at: path + "/then")) }
            } else if let otherwise = schema["else"] {
                merge(try evaluate(otherwise, instance, at: path + "/else"))
            }
        }
        // Last: it sees what every other keyword here evaluated.
        if let unevaluated = schema["unevaluatedProperties"], let members = instance.members {
            for member in members where !evaluated.contains(member.key) {
                valid = try valid && (evaluate(unevaluated, member.value, at: path + "/unevaluatedProperties")).isValid
                evaluated.insert(member.key)
            }
        }
        return valid ? Outcome(isValid: true, evaluated: evaluated) : .invalid
    }

    /// The subschema at the JSON pointer `#/a/b`.
    private func resolve(_ pointer: String, at path: String) throws -> PresetNode {
        guard pointer.hasPrefix("#") else { throw Failure.malformed("only references within the document are known: \(pointer)", at: path) }
        var node = root
        for token in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: true) {
            let key = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            guard let next = node[key] else { throw Failure.malformed("\(pointer) names nothing", at: path) }
            node = next
        }
        return node
    }

    private static func matches(type: PresetNode, _ instance: PresetNode, at path: String) throws -> Bool {
        let names: [String]
        switch type.value {
        case .string(let name): names = [name]
        case .array(let items): names = items.compactMap { if case .string(let name) = $0.value { name } else { nil } }
        default: throw Failure.malformed("type is a name or a list of names", at: path)
        }
        return names.contains { name in
            switch (name, instance.value) {
            case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null): true
            case ("number", .integer), ("number", .number), ("integer", .integer): true
            case ("integer", .number(let value)): value == value.rounded(.towardZero)
            default: false
            }
        }
    }

    package static func number(_ node: PresetNode) -> Double? {
        switch node.value {
        case .integer(let value): Double(value)
        case .number(let value): value
        default: nil
        }
    }

    /// JSON equality: numbers by value (1 equals 1.0), objects regardless of key order.
    package static func equal(_ first: PresetNode, _ second: PresetNode) -> Bool {
        if let a = number(first), let b = number(second) { return a == b }
        switch (first.value, second.value) {
        case (.object(let a), .object(let b)):
            let left = Dictionary(a.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
            let right = Dictionary(b.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
            return left.count == right.count && left.allSatisfy { key, value in right[key].map { equal(value, $0) } ?? false }
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
        default:
            return first.withoutLocations == second.withoutLocations
        }
    }
}
