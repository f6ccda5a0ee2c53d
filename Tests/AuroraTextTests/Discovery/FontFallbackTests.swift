import Testing
@testable import AuroraText

@Suite
struct FontFallbackTests {
    static let database = FontDatabase(paths: ["/usr/share/fonts"], includesBundledFonts: true)

    @Test(.enabled(if: TestFonts.notoColorEmojiPath != nil, "Noto Color Emoji is not installed (apt-get install fonts-noto-color-emoji)"))
    func anEmojiZWJSequenceFallsBackToTheColourFont() throws {
        let db = Self.database
        let primary = try db.face(matching: FontRequest())
        let technologist: Character = "🧑‍💻"
        #expect(technologist.unicodeScalars.count == 3)
        let face = try #require(db.fallbackFace(for: technologist, request: FontRequest(), excluding: primary))
        #expect(face.familyName == "Noto Color Emoji")
        #expect(face.hasColorGlyphs)
        // Emoji presentation prefers colour even where a face has a black and white glyph.
        #expect(db.fallbackFace(for: "😀", request: FontRequest(), excluding: nil)?.familyName == "Noto Color Emoji")
        // A text-presentation selector keeps a monochrome face when one covers it.
        #expect(db.fallbackFace(for: "\u{263A}\u{FE0E}", request: FontRequest(), excluding: nil)?.hasColorGlyphs == false)
    }

    @Test(.enabled(if: TestFonts.nanumGothicPath != nil, "no Hangul font (apt-get install fonts-nanum)"))
    func hangulFallsBackToAHangulFont() throws {
        let db = Self.database
        let face = try #require(db.fallbackFace(for: "한", request: FontRequest(), excluding: try db.face(matching: FontRequest())))
        #expect(face.covers("한") && face.covers("글"))
        #expect(face.familyName.contains("Nanum"))
    }

    @Test(.enabled(if: TestFonts.nanumGothicPath != nil, "no CJK-covering font (apt-get install fonts-nanum)"))
    func cjkIdeographsAndKanaFallBackToAFontThatHasThem() throws {
        let db = Self.database
        let primary = try db.face(matching: FontRequest())
        for character: Character in ["中", "漢", "あ"] {
            let face = try #require(db.fallbackFace(for: character, request: FontRequest(), excluding: primary), "\(character)")
            #expect(character.unicodeScalars.allSatisfy(face.covers))
            #expect(face != primary)
        }
    }

    @Test func latinStaysInTheRequestedFamilyAndExclusionMovesOn() throws {
        let db = Self.database
        let primary = try db.face(matching: FontRequest())
        #expect(db.fallbackFace(for: "é", request: FontRequest(), excluding: nil) == primary)
        let other = try #require(db.fallbackFace(for: "é", request: FontRequest(), excluding: primary))
        #expect(other != primary)
        #expect(other.covers("é"))
    }

    @Test func aCharacterNoFontHasGivesNilWithoutLoadingTheFonts() {
        // A private-use scalar with no glyph in any installed font: the search reads only cmaps.
        let db = FontDatabase(paths: ["/usr/share/fonts"])
        #expect(db.fallbackFace(for: "\u{10FFFD}", request: FontRequest(), excluding: nil) == nil)
        #expect(db.state.withLock { $0.faces.isEmpty })
        #expect(db.state.withLock { $0.coverage.count } >= Set(db.faceDescriptions.map(\.family)).count)
    }

    @Test func emojiPresentationIsDecidedPerGrapheme() {
        #expect(FontDatabase.wantsEmojiPresentation("😀"))
        #expect(FontDatabase.wantsEmojiPresentation("🧑‍💻"))
        #expect(FontDatabase.wantsEmojiPresentation("👍🏽"))
        #expect(FontDatabase.wantsEmojiPresentation("🇰🇷"))
        #expect(FontDatabase.wantsEmojiPresentation("\u{2764}\u{FE0F}"))
        #expect(!FontDatabase.wantsEmojiPresentation("\u{2764}"))
        #expect(!FontDatabase.wantsEmojiPresentation("A"))
        #expect(!FontDatabase.wantsEmojiPresentation("1"))
        #expect(!FontDatabase.wantsEmojiPresentation("😀\u{FE0E}"))
    }
}
