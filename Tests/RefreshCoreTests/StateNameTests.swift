import RefreshCore
import Testing

@Suite struct StateNameTests {
    @Test(arguments: ["", "idle", "preparingFinish", "sixteen-bytes-xx", "a much longer state name than fifteen bytes", "état"])
    func aNameReadsBackAsItWasWritten(name: String) {
        let stateName = RefreshStateName(name)
        #expect(stateName.string == name)
        var status = RefreshStatus(phase: .idle, stateName: name)
        #expect(status.stateName == name)
        status.stateName = name + "!"
        #expect(status.stateName == name + "!")
    }

    @Test func equalNamesAreEqualValuesWhateverTheirLength() {
        let long = "waitingForTheContentToComeBackToRest"
        #expect(RefreshStateName(long) == RefreshStateName(String(long.reversed().reversed())))
        #expect(RefreshStateName(long) != RefreshStateName(long + "s"))
        #expect(RefreshStateName("idle") == "idle")
        #expect(RefreshStateName("idle") != RefreshStateName("idle2"))
        #expect(Set([RefreshStateName(long), RefreshStateName(long), "idle", "idle"]).count == 2)
    }
}
