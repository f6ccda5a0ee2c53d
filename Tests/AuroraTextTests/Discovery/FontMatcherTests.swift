import Testing
@testable import AuroraText

@Suite struct FontMatcherTests {
    func face(_ weight: Int, width: Int = 5, italic: Bool = false) -> FontFaceDescription {
        FontFaceDescription(family: "F", style: "\(weight)\(italic ? "i" : "")w\(width)", postScriptName: nil, weight: weight,
                            width: width, isItalic: italic, isMonospaced: false, hasColorGlyphs: false,
                            path: "/f\(weight)-\(width)-\(italic)", index: 0, unicodeRanges: [])
    }

    func pick(_ faces: [FontFaceDescription], weight: Int = 400, width: Int = 5, italic: Bool = false) -> String? {
        FontMatcher.best(of: faces, weight: weight, width: width, italic: italic)?.style
    }

    @Test func weightFollowsTheCSSSearchOrder() {
        let faces = [face(300), face(400), face(600), face(700)]
        #expect(pick(faces, weight: 400) == "400w5")
        #expect(pick(faces, weight: 500) == "400w5")   // 500 looks down after finding nothing up to 500
        #expect(pick(faces, weight: 450) == "400w5")
        #expect(pick(faces, weight: 650) == "700w5")   // bolder looks up first
        #expect(pick(faces, weight: 900) == "700w5")
        #expect(pick(faces, weight: 350) == "300w5")   // lighter looks down first
        #expect(pick(faces, weight: 100) == "300w5")
        #expect(pick([face(300), face(500)], weight: 400) == "500w5")
        #expect(pick([face(300), face(600)], weight: 400) == "300w5")
    }

    @Test func styleComesBeforeWeightAndWidthBeforeStyle() {
        let faces = [face(400), face(700, italic: true), face(400, width: 3, italic: true)]
        #expect(pick(faces, weight: 400, italic: true) == "700iw5")
        #expect(pick(faces, weight: 700, italic: false) == "400w5")
        #expect(pick(faces, width: 3) == "400iw3")     // the only condensed face, italic or not
        #expect(pick(faces, width: 4) == "400iw3")     // narrower first for normal-or-narrower requests
        #expect(pick([face(400, width: 3), face(400, width: 7)], width: 6) == "400w7")
        #expect(pick([], weight: 400) == nil)
    }
}
