import Testing
import Foundation
@testable import AuroraText

/// The single-glyph cases of the Unicode text-rendering-tests that exercise the font parser
/// (cmap formats 4/12/13/14, CFF FDSelect and accented glyphs, sfnt flavour, glyf): each code
/// point (and optional variation selector) must map to the glyph HarfBuzz names, "gidN" when
/// the font has no glyph names.
@Suite(.enabled(if: TextRenderingCases.folder != nil, "../shared/corpora/shaping-tests is absent: conformance cases skipped"))
struct TextRenderingCmapConformanceTests {
    @Test(arguments: ["CMAP-1", "CMAP-2", "CMAP-4", "CFF-1", "CFF-2", "CFF-3", "SFNT-1", "SFNT-2", "GLYF-1"])
    func caseFileMapsEveryCodePoint(_ name: String) throws {
        let folder = try #require(TextRenderingCases.folder)
        let text = try String(contentsOfFile: folder + "/tests/\(name).tests", encoding: .utf8)
        var faces: [String: FontFace] = [:]
        var checked = 0
        for line in text.split(separator: "\n") where !line.hasPrefix("@") && !line.hasPrefix("#") {
            let fields = line.split(separator: ";", omittingEmptySubsequences: false)
            guard fields.count == 4 else { continue }
            let fontPath = folder + "/tests/" + fields[0]
            let face = try faces[fontPath] ?? FontFace.load(path: fontPath)[0]
            faces[fontPath] = face
            let scalars = fields[2].split(separator: ",").compactMap { UInt32($0.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init) }
            let expected = fields[3].dropFirst().dropLast()
            guard let base = scalars.first, !expected.contains("|") else { continue }
            var glyph = face.glyph(for: base)
            if scalars.count == 2 { glyph = face.glyph(for: base, variationSelector: scalars[1]) ?? glyph }
            let named = face.glyphName(glyph) ?? "gid\(glyph)"
            #expect(named == String(expected), "\(line)")
            checked += 1
        }
        #expect(checked > 0)
    }
}

enum TextRenderingCases {
    static let folder: String? = TestFonts.sharedFolder.flatMap { shared in
        let path = shared + "/corpora/shaping-tests/text-rendering-tests"
        return FileManager.default.fileExists(atPath: path + "/tests") ? path : nil
    }
}
