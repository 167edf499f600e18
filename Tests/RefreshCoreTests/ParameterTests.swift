import RefreshCore
import Testing

@Suite struct ParameterTests {
    static let distance = StrategyParameter<Double>("distance", default: 30, range: 0...100, unit: .points, summary: "A distance.")
    static let count = StrategyParameter<Int>("count", default: 2, range: 1...4, summary: "A count.")
    static let haptic = StrategyParameter<HapticStyle>("haptic", default: .heavy, summary: "A haptic.")
    static let tint = StrategyParameter<RGBColor>("tint", default: RGBColor(red: 240, green: 240, blue: 245), summary: "A colour.")

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

    /// Issue 12: `value * 10_000` overflowed to "inf" above ~1e304, and
    /// rounding to four decimals printed 0.00001 as "0".
    @Test func numbersFormatWithoutOverflowOrVanishing() {
        #expect(formatNumber(1e306) == "1e+306")
        #expect(formatNumber(-1.7976931348623157e308) == "-1.7976931348623157e+308")
        #expect(formatNumber(0.00001) == "0.00001")
        #expect(formatNumber(-0.000012345) == "-0.000012345")
        #expect(formatNumber(1e-300) == "1e-300")
        #expect(formatNumber(1e15 + 0.5) != "inf")
    }

    /// How a number read from a file is quoted back: the shortest text that
    /// reads back as the same `Double`, never rounded.
    @Test func numbersAsWrittenAreExact() {
        #expect(formatNumberExactly(30) == "30")
        #expect(formatNumberExactly(-0.0) == "0")
        #expect(formatNumberExactly(135.882352941) == "135.882352941")
        #expect(formatNumberExactly(0.1 + 0.2) == "0.30000000000000004")
        #expect(formatNumberExactly(0.6000000000000001) == "0.6000000000000001")
        #expect(formatNumberExactly(0.00001) == "0.00001")
        #expect(formatNumberExactly(1.2345e-5) == "0.000012345")
        #expect(formatNumberExactly(1e-7) == "1e-07")
        #expect(formatNumberExactly(1e15) == "1000000000000000")
        #expect(formatNumberExactly(1e308) == "1e+308")
        for value in [0.1, 1e-5, 1.2345e-5, 3e-7, 123.456, 1e300, -2.5e-6, .leastNonzeroMagnitude, .greatestFiniteMagnitude] {
            #expect(Double(formatNumberExactly(value)) == value, "\(value) reads back")
        }
        #expect(ParameterValue.number(0.00001).description == "0.00001")
    }

    @Test func feedbackEventsIterateInRefreshOrder() {
        let events: FeedbackEvents = [.refreshSucceeded, .pullBegan, .refreshStarted]
        #expect(Array(events.inOrder) == [.pullBegan, .refreshStarted, .refreshSucceeded])
        #expect(events.contains(.pullBegan))
        #expect(!events.contains(.armed))
    }
}
