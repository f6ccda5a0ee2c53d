/// Tests for `LineBreaker`: Unicode's conformance cases and the behaviours layout relies on.

import Foundation
import Testing
@testable import AuroraText

@Suite struct LineBreakerTests {
    /// One LineBreakTest.txt line: the code points and the expected action after each.
    struct ConformanceCase {
        var scalars: [Unicode.Scalar]
        var expected: [LineBreakAction]
        var text: String
    }

    /// Parses lines such as `× 0023 × 0020 ÷ 0023 ÷`.
    static func parse(_ lines: some Sequence<Substring>) -> [ConformanceCase] {
        var cases: [ConformanceCase] = []
        for line in lines {
            let body = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let tokens = body.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard tokens.count >= 3 else { continue }
            var scalars: [Unicode.Scalar] = []
            var expected: [LineBreakAction] = []
            for token in tokens.dropFirst() {
                if token == "÷" {
                    expected.append(.allowed)
                } else if token == "×" {
                    expected.append(.prohibited)
                } else if let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) {
                    scalars.append(scalar)
                }
            }
            guard scalars.count == expected.count else { continue }
            cases.append(ConformanceCase(scalars: scalars, expected: expected, text: String(body)))
        }
        return cases
    }

    /// Compares an action with the test's `÷`/`×` (a mandatory break is a `÷`).
    static func matches(_ actual: [LineBreakAction], _ expected: [LineBreakAction]) -> Bool {
        guard actual.count == expected.count else { return false }
        return zip(actual, expected).allSatisfy { ($0 == .prohibited) == ($1 == .prohibited) }
    }

    @Test func committedConformanceCasesAllPass() {
        let cases = Self.parse(lineBreakTestCases.split(separator: "\n"))
        #expect(cases.count > 900)
        var failures: [String] = []
        for testCase in cases where !Self.matches(LineBreaker.actions(testCase.scalars), testCase.expected) {
            failures.append(testCase.text)
        }
        #expect(failures.isEmpty, "\(failures.count) failing, first: \(failures.prefix(5))")
    }

    @Test func fullSystemConformanceFileWhenInstalled() throws {
        let path = "/usr/share/unicode/auxiliary/LineBreakTest.txt"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            print("skipped: \(path) is absent (Debian package unicode-data)")
            return
        }
        guard text.hasPrefix("# LineBreakTest-15.0.0") else {
            print("skipped: \(path) is not the Unicode 15.0 file the table was generated from")
            return
        }
        let cases = Self.parse(text.split(separator: "\n"))
        let passed = cases.filter { Self.matches(LineBreaker.actions($0.scalars), $0.expected) }.count
        print("LineBreakTest.txt: \(passed) of \(cases.count) cases pass")
        #expect(passed == cases.count)
    }

    @Test func spacesAllowBreaksAfterTheirRun() {
        #expect(LineBreaker.opportunities(in: "ab  cd") == [
            LineBreakOpportunity(offset: 4, isMandatory: false),
            LineBreakOpportunity(offset: 6, isMandatory: true),
        ])
    }

    @Test func hyphensAndIdeographs() {
        #expect(LineBreaker.opportunities(in: "well-known").map(\.offset) == [5, 10])
        // Each ideograph may end a line, but not before the closing full stop.
        #expect(LineBreaker.opportunities(in: "漢字。").map(\.offset) == [1, 3])
    }

    @Test func hardBreaksAreMandatory() {
        let breaks = LineBreaker.opportunities(in: "a\nb\r\nc\u{2029}d")
        #expect(breaks.filter(\.isMandatory).map(\.offset) == [2, 5, 7, 8])
        #expect(breaks.count == 4)
    }

    @Test func emojiZWJSequenceNeverBreaks() {
        // 🧑‍💻 is U+1F9D1 ZWJ U+1F4BB: five UTF-16 units, one opportunity after it.
        #expect(LineBreaker.opportunities(in: "🧑‍💻🧑‍💻").map(\.offset) == [5, 10])
        // An emoji modifier stays with its base.
        #expect(LineBreaker.opportunities(in: "👍🏽").map(\.offset) == [4])
    }

    @Test func numbersStayTogether() {
        #expect(LineBreaker.opportunities(in: "$(12.50)% x").map(\.offset) == [10, 11])
    }

    @Test func noBreakBeforeClosingPunctuationOrAfterOpening() {
        #expect(LineBreaker.opportunities(in: "(a) b!").map(\.offset) == [4, 6])
    }

    @Test func emptyTextHasNoOpportunities() {
        #expect(LineBreaker.opportunities(in: "").isEmpty)
    }
}
