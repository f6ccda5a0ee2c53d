/// Issue 22: a CFF2 font drew nothing and said nothing; now its face says why (a typed error),
/// and the renderer writes that once (`OnceLog`).
@testable import AuroraText
import Foundation
import Testing

@Suite struct CompactFont2Issue22Tests {
    /// Inter with its `CFF ` table renamed `CFF2`: a font whose only outlines are in a CFF2 table.
    private func cff2Face() throws -> FontFace {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: TestFonts.interPath)))
        let tables = Int(bytes[4]) << 8 | Int(bytes[5])
        let record = try #require((0..<tables).map { 12 + 16 * $0 }.first { Array(bytes[$0..<$0 + 4]) == Array("CFF ".utf8) })
        bytes[record + 3] = UInt8(ascii: "2")
        return try FontFace(data: FontData(bytes))
    }

    @Test func aCFF2FaceSaysWhyItHasNoOutlines() throws {
        let face = try cff2Face()
        #expect(face.outlineError == .unsupportedOutlines("CFF2"))
        #expect(throws: FontError.unsupportedOutlines("CFF2")) { try face.outline(of: face.glyph(for: "A")) }
        #expect(FontError.unsupportedOutlines("CFF2").description.contains("'CFF2' table (variable CFF), which Aurora does not read"))
        // The face still maps characters and measures them.
        #expect(face.glyph(for: "A") != 0 && face.advance(of: face.glyph(for: "A")) > 0)
    }

    @Test func aFaceWithOutlinesHasNoOutlineError() throws {
        #expect(try FontFace.load(path: TestFonts.interPath)[0].outlineError == nil)
    }
}
