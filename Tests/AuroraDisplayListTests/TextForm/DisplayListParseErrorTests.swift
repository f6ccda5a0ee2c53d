/// Bad text gives a typed error at the right line and column — never a crash.
import AuroraDisplayList
import AuroraTestSupport
import Foundation
import Testing

@Suite struct DisplayListParseErrorTests {
    private func error(_ text: String) -> DisplayListParseError? {
        do {
            _ = try DisplayList(parsing: text)
            return nil
        } catch {
            return error
        }
    }

    @Test func reportsReasonLineAndColumn() {
        let cases: [(String, DisplayListParseError.Reason, Int, Int)] = [
            ("", .expected("(display-list …)"), 1, 1),
            ("(display-list", .unexpectedEnd, 1, 14),
            ("(display-list))", .unexpectedCharacter(")"), 1, 15),
            ("(display-list\n  (item frame=(0 0 1 1) (content (fill (srgb 1 0 0 x)))))", .invalidNumber("x"), 2, 52),
            ("(display-list\n (item frame=(0 0 1) (content (fill (srgb 1 0 0 1)))))", .expected("4 numbers in parentheses"), 2, 14),
            ("(display-list (item frame=(0 0 1 1) (content (sparkle))))", .unknownName("sparkle"), 1, 46),
            ("(display-list (item frame=(0 0 1 1) (effect (blend-mode glow))))", .unknownName("glow"), 1, 57),
            ("(display-list (item frame=(0 0 1 1) frame=(0 0 1 1) (content (fill (srgb 1 0 0 1)))))", .duplicateKey("frame"), 1, 37),
            ("(display-list (item frame= (content (fill (srgb 1 0 0 1)))))", .expected("a value after 'frame='"), 1, 27),
            ("(display-list (item frame=(0 0 1 1) (content (image \"a", .unterminatedString, 1, 53),
            ("(display-list (item frame=(0 0 1 1) (content (image \"\\q\"", .invalidEscape("q"), 1, 54),
            ("(display-list (item frame=(0 0 1 1) (content (shape (path M 1) (srgb 1 0 0 1) (fill non-zero antialiased)))))",
             .expected("2 numbers after it"), 1, 59),
            ("(display-list (item frame=(0 0 1 1) (content (image \"i\" rect=(0 0 1 1) interpolation=nearest (pixels 2 2 \"AAAA\")))))",
             .invalidImage("pixel data has 3 bytes, expected 16"), 1, 94),
            ("(display-list (item frame=(0 0 1 1) (content (text (run (font \"/nonexistent.ttf\" 0) size=12 (srgb 0 0 0 1) (glyphs))))))",
             .fontUnavailable(path: "/nonexistent.ttf", reason: ""), 1, 57),
            ("(display-list) (display-list)", .expected("end of text after (display-list …)"), 1, 16),
            ("(display-list (item frame=(0 0 1 1) (content (shape (path M 0 0) (srgb 1 0 0 1) (fill non-zero antialiased) (blend-mode glow)))))",
             .unknownName("glow"), 1, 121),
            ("(display-list (item frame=(0 0 1 1) (content (shape (path M 0 0) (srgb 1 0 0 1) (fill non-zero antialiased) (opacity 1)))))",
             .unknownName("opacity"), 1, 109),
            ("(display-list (item frame=(0 0 1 1) (content (shape (path M 0 0) (srgb 1 0 0 1) (fill non-zero antialiased) (blend-mode screen) x))))",
             .expected("')' to end (shape …), found 'x'"), 1, 129),
        ]
        for (text, reason, line, column) in cases {
            guard let e = error(text) else {
                Issue.record("no error for \(text)")
                continue
            }
            if case .fontUnavailable(let path, _) = reason, case .fontUnavailable(let actual, _) = e.reason {
                #expect(path == actual)
            } else {
                #expect(e.reason == reason, "\(text)")
            }
            #expect(e.line == line && e.column == column, "\(text) → \(e)")
        }
    }

    @Test func describesTheErrorWithItsPosition() {
        #expect(error("(display-list")?.description == "1:14: unexpected end of text")
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let depth = 100_000
        let text = String(repeating: "(", count: depth) + String(repeating: ")", count: depth)
        #expect(error(text)?.reason == .nestingTooDeep(limit: 1024))
    }

    @Test func randomMutationsNeverCrash() {
        var random = RandomDisplayList(seed: 7)
        let base = Array(random.list(depth: 3).description.utf8)
        var generator = SeededGenerator(seed: 99)
        let alphabet = Array("()=\" ;\\\n0123456789.-eMLQCZ".utf8)
        for _ in 0..<300 {
            var bytes = base
            for _ in 0..<Int.random(in: 1...4, using: &generator) where !bytes.isEmpty {
                let i = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[i] = alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
                case 1: bytes.remove(at: i)
                default: bytes.removeSubrange(i..<bytes.count)
                }
            }
            _ = error(String(decoding: bytes, as: UTF8.self))
        }
    }
}
