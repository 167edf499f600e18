import RefreshPresets

/// The options one subcommand takes.
struct CommandSpec {
    struct Option {
        let name: String
        let valueName: String?
        let help: String
        /// Given more than once, every value counts (like `--presets`).
        var repeats = false
        /// The values it takes, when they are a fixed set: parsing checks
        /// them, and shell completion offers them.
        var choices: [String] = []
    }

    /// The values the option `name` takes (``Option/choices``).
    func choices(of name: String) -> [String] { options.first { $0.name == name }?.choices ?? [] }

    let name: String
    let abstract: String
    let usage: String
    let options: [Option]
    let positionals: ClosedRange<Int>
    let discussion: String
    let examples: [String]

    var help: String {
        var text = "OVERVIEW: \(abstract)\n\nUSAGE: refreshkit \(usage)\n"
        if !options.isEmpty {
            text += "\nOPTIONS:\n"
            let labels = options.map { option in option.valueName.map { "\(option.name) <\($0)>" } ?? option.name }
            let width = (labels.map(\.count).max() ?? 0) + 2
            for (label, option) in zip(labels, options) {
                text += "  " + label.padding(to: width) + option.help + "\n"
            }
            text += "  " + "--help".padding(to: width) + "Show help for this subcommand.\n"
        }
        if !discussion.isEmpty { text += "\n" + discussion + "\n" }
        if !examples.isEmpty {
            text += "\nEXAMPLES:\n" + examples.map { "  " + $0 }.joined(separator: "\n") + "\n"
        }
        return text
    }
}

/// What the command line said, checked against a ``CommandSpec``.
struct ParsedArguments {
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []

    func value(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }
    func has(_ name: String) -> Bool { flags.contains(name) }

    /// Parses `arguments` (after the subcommand) for `spec`.
    static func parse(_ arguments: [String], for spec: CommandSpec) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = spec.options.first(where: { $0.name == name }) else {
                let names = spec.options.map(\.name) + ["--help"]
                let hint = didYouMeanHint(name, in: names)
                throw UsageError("Unknown option '\(Excerpt.of(name))' for 'refreshkit \(spec.name)'.\(hint)", subcommand: spec.name)
            }
            if let valueName = option.valueName {
                guard let value = inlineValue ?? (index < arguments.count ? arguments[index] : nil) else {
                    throw UsageError("Option '\(name)' needs a value <\(valueName)>.", subcommand: spec.name)
                }
                if inlineValue == nil { index += 1 }
                if !option.repeats, parsed.values[name] != nil {
                    throw UsageError("Option '\(name)' is given more than once.", subcommand: spec.name)
                }
                parsed.values[name, default: []].append(value)
            } else {
                guard inlineValue == nil else { throw UsageError("Option '\(name)' takes no value.", subcommand: spec.name) }
                parsed.flags.insert(name)
            }
        }
        if !spec.positionals.contains(parsed.positionals.count) {
            let expected =
                spec.positionals.lowerBound == spec.positionals.upperBound
                ? "\(spec.positionals.lowerBound)" : "\(spec.positionals.lowerBound) or more"
            let what = parsed.positionals.count < spec.positionals.lowerBound ? "Missing" : "Too many"
            throw UsageError(
                "\(what) arguments: 'refreshkit \(spec.name)' takes \(expected == "1" ? "one" : expected), given \(parsed.positionals.count).",
                subcommand: spec.name)
        }
        return parsed
    }

    /// The value of `name`, which must be one of `choices`.
    func choice(_ name: String, among choices: [String], default fallback: String, subcommand: String) throws(UsageError) -> String {
        guard let value = value(name) else { return fallback }
        guard choices.contains(value) else {
            let hint = didYouMeanHint(value, in: choices)
            throw UsageError(
                "'\(Excerpt.of(value))' is not a value for \(name); use \(choices.quotedOrList).\(hint)", subcommand: subcommand)
        }
        return value
    }
}

/// A mistake on the command line or a file that cannot be read: exit status 2.
struct UsageError: Error {
    let message: String
    let subcommand: String?

    init(_ message: String, subcommand: String? = nil) {
        self.message = message
        self.subcommand = subcommand
    }
}

/// " Did you mean 'x'?" to follow a message, or nothing when no name is close.
func didYouMeanHint(_ word: String, in candidates: [String]) -> String {
    Suggestions.didYouMean(word, in: candidates).map { " " + $0 } ?? ""
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
