import RefreshCore
import Testing

@Suite struct ParameterTests {
    static let distance = Parameter<Double>("distance", default: 30, range: 0...100, unit: .points, summary: "A distance.")
    static let count = Parameter<Int>("count", default: 2, range: 1...4, summary: "A count.")
    static let haptic = Parameter<HapticStyle>("haptic", default: .heavy, summary: "A haptic.")
    static let tint = Parameter<RGBColor>("tint", default: RGBColor(red: 240, green: 240, blue: 245), summary: "A colour.")

    @Test func absentValuesTakeTheDeclaredDefault() {
        let values = ParameterValues()
        #expect(values[Self.distance] == 30)
        #expect(values[Self.count] == 2)
        #expect(values[Self.haptic] == .heavy)
        #expect(values[Self.tint] == RGBColor(red: 240, green: 240, blue: 245))
    }

    @Test func givenValuesAreReadAndFittedIntoTheirRange() {
        var values: ParameterValues = ["distance": .number(55), "count": .number(3), "haptic": .text("light")]
        #expect(values[Self.distance] == 55)
        #expect(values[Self.count] == 3)
        #expect(values[Self.haptic] == .light)
        values["distance"] = .number(1_000)
        #expect(values[Self.distance] == 100)
        values["distance"] = .number(.nan)
        #expect(values[Self.distance] == 30)
        values["haptic"] = .text("thunder")
        #expect(values[Self.haptic] == .heavy)
    }

    @Test func declarationsNameWhatIsWrong() {
        let declaration = Self.distance.declaration
        #expect(declaration.problem(with: .number(20)) == nil)
        #expect(declaration.problem(with: .integer(20)) == nil)
        #expect(declaration.problem(with: .number(101)) == .outOfRange(0...100))
        #expect(declaration.problem(with: .number(.infinity)) == .notFinite)
        #expect(declaration.problem(with: .text("20")) == .wrongKind)
        #expect(Self.count.declaration.problem(with: .number(2.5)) == .wrongKind)
        #expect(Self.haptic.declaration.problem(with: .text("thunder")) == .notAChoice(HapticStyle.allCases.map(\.rawValue)))
    }

    @Test func coloursReadAndWriteHex() {
        #expect(RGBColor(hex: "#F0F0F5") == RGBColor(red: 240, green: 240, blue: 245))
        #expect(RGBColor(hex: "#282828")?.hexString == "#282828")
        #expect(RGBColor(hex: "#f0f0f5")?.hexString == "#F0F0F5")
        #expect(RGBColor(hex: "F0F0F5") == nil)
        #expect(RGBColor(hex: "#F0F0FZ") == nil)
    }

    @Test func numbersFormatWithoutNoise() {
        #expect(formatNumber(30) == "30")
        #expect(formatNumber(1.7) == "1.7")
        #expect(formatNumber(135.882352941) == "135.8824")
        #expect(formatNumber(-0.5) == "-0.5")
    }

    @Test func feedbackEventsIterateInRefreshOrder() {
        let events: FeedbackEvents = [.refreshSucceeded, .pullBegan, .refreshStarted]
        #expect(Array(events.inOrder) == [.pullBegan, .refreshStarted, .refreshSucceeded])
        #expect(events.contains(.pullBegan))
        #expect(!events.contains(.armed))
    }
}
