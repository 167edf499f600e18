import Foundation

/// One recording file as the hosted tests write it and
/// `scripts/hosted-recordings.py` reads it: the system it was made on and
/// what was recorded, as sorted, indented JSON.
package struct Recording<Value: Encodable>: Encodable {
    /// The OS, the simulator and the Xcode the recording was made with.
    package var system: [String: String]
    package var value: Value

    package init(system: [String: String], value: Value) {
        self.system = system
        self.value = value
    }

    /// The file's contents.
    package func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }
}

/// The recordings' names, and their files' names.
package enum RecordingName {
    /// A recording's file name: its name with every character that is not a
    /// letter or a digit made a dash, and `.json`.
    package static func fileName(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber ? $0 : "-" }) + ".json"
    }

    /// ``InsetChangeRecord``s: the inset rule each container follows.
    package static let insetChangeRules = "platform inset-change-rules"
    /// ``ScrollResolutionRecord``s: when a scroll to the top edge is worked out.
    package static let scrollResolution = "platform scroll-resolution"
    /// ``ScrollPositionRecord``s: which containers follow a `ScrollPosition`.
    package static let scrollPosition = "platform scroll-position"
    /// What SwiftUI's accessibility tree held in the test bundle (AccessibilityTests).
    package static let swiftUIAccessibility = "platform swiftui-accessibility"
    /// What the canary (AHostEnvironmentTests) found of the host: layout and animations.
    package static let hostEnvironment = "platform host-environment"

    /// A ``ScenarioRecord``'s name: its layout, its scenario and its preset,
    /// so that one scenario run with each built-in keeps a file of its own.
    package static func scenario(_ record: ScenarioRecord) -> String {
        "scenario \(record.layout.container.rawValue) \(record.layout.variant.rawValue) \(record.scenario) \(record.preset)"
    }
}
