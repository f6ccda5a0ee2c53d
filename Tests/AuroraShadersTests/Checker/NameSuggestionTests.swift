import Testing
@testable import AuroraShaders

@Suite struct NameSuggestionTests {
    @Test func editDistanceCountsInsertionsDeletionsAndSubstitutions() {
        func distance(_ a: String, _ b: String) -> Int { NameSuggestion.editDistance(Array(a.utf8), Array(b.utf8)) }
        #expect(distance("amplitude", "amplitud") == 1)
        #expect(distance("lenght", "length") == 2)
        #expect(distance("", "abc") == 3)
        #expect(distance("abc", "") == 3)
        #expect(distance("kitten", "sitting") == 3)
    }

    @Test func theClosestNameWithinAThirdOfTheLengthIsSuggested() {
        let names = ["amplitude", "frequency", "decay", "speed", "distance", "delay"]
        #expect(NameSuggestion.closest(to: "amplitud", among: names) == "amplitude")
        #expect(NameSuggestion.closest(to: "frequncy", among: names) == "frequency")
        #expect(NameSuggestion.closest(to: "dealy", among: names) == "decay")  // ties go to the first sorted
        #expect(NameSuggestion.closest(to: "velocity", among: names) == nil)
        #expect(NameSuggestion.closest(to: "x", among: ["y", "xy"]) == nil)
    }
}
