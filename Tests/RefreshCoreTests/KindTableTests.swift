import RefreshCore
import Testing

/// Issue 13: one table says which values fit which kind
/// (`ParameterDeclaration.fitting`); preset decoding reads it too.
@Suite struct KindTableTests {
    static let count = StrategyParameter<Int>("count", default: 2, range: 1...4, summary: "A count.")
    static let distance = StrategyParameter<Double>("distance", default: 30, range: 0...100, summary: "A distance.")
    static let tint = StrategyParameter<RGBColor>("tint", default: RGBColor(red: 0, green: 0, blue: 0), summary: "A colour.")
    static let mode = StrategyParameter<HapticStyle>("mode", default: .light, summary: "A choice.")

    /// The agreed behaviour for a whole number written with a fraction: it
    /// does not fit an integer parameter, as `refreshkit validate` has always
    /// said (`0.99…9` can read as a whole `1.0`); making it fit rounds it.
    @Test func aWholeNumberWithAFractionIsNotAnInteger() {
        let declaration = Self.count.declaration
        #expect(declaration.fitting(.integer(3)) == .success(.integer(3)))
        #expect(declaration.problem(with: .number(3)) == .wrongKind)
        #expect(declaration.problem(with: .number(2.5)) == .wrongKind)
        #expect(declaration.problem(with: .number(.nan)) == .notFinite)
        #expect(declaration.problem(with: .integer(9)) == .outOfRange(1...4))
        #expect(declaration.coerce(.number(3)) == .integer(3))
        #expect(Int(parameterValue: .number(3)) == nil)
        #expect(ParameterValues(["count": .number(3)])[Self.count] == 3, "reading makes a value fit")
    }

    @Test func eachKindConvertsWhatFitsIt() {
        #expect(Self.distance.declaration.fitting(.integer(3)) == .success(.number(3)))
        #expect(Self.distance.declaration.fitting(.number(.infinity)) == .failure(.notFinite))
        #expect(Self.tint.declaration.fitting(.text("#F0F0F5")) == .success(.color(RGBColor(red: 240, green: 240, blue: 245))))
        #expect(Self.tint.declaration.fitting(.text("F0F0F5")) == .failure(.wrongKind))
        #expect(RGBColor(parameterValue: .text("#282828")) == RGBColor(red: 40, green: 40, blue: 40))
        #expect(Self.mode.declaration.fitting(.text("heavy")) == .success(.text("heavy")))
        #expect(Self.mode.declaration.fitting(.text("loud")) == .failure(.notAChoice(HapticStyle.allCases.map(\.rawValue))))
        #expect(Self.mode.declaration.fitting(.boolean(true)) == .failure(.wrongKind))
    }
}
