import Testing
import Foundation
@testable import AuroraText

/// Every file of the shared font corpora (HarfBuzz's fuzzing fonts, the text-rendering-tests
/// fonts) loads or is rejected with a `FontError`; every glyph of a loaded face reads.
@Suite(.enabled(if: FontCorpus.files != nil, "../shared/corpora/fonts-fuzz is absent: corpus robustness test skipped"))
struct FontCorpusRobustnessTests {
    /// Collections in the corpus may declare thousands of faces; this many are opened per file.
    static let facesPerFile = 4
    /// Per-face operation budget: faces with more glyphs (fuzzed counts of 65,535 are common) are
    /// read at an even stride plus their last glyph, so the test stays well under 60 s in debug.
    static let glyphsPerFace = 2048

    @Test func everyCorpusFontLoadsOrIsRejectedAndEveryGlyphReads() throws {
        var loaded = 0, rejected = 0, glyphs = 0, outlineErrors = 0
        let sample = "Hi, 世界 🧑‍💻 한글 \u{FB01} Ａ"
        for path in FontCorpus.files ?? [] {
            guard let bytes = FileManager.default.contents(atPath: path) else { continue }
            let data = FontData([UInt8](bytes))
            let count: Int
            do { count = try FontFace.faceCount(in: data) } catch { rejected += 1; continue }
            for index in 0..<min(count, Self.facesPerFile) {
                let face: FontFace
                do { face = try FontFace(data: data, index: index) } catch { rejected += 1; continue }
                loaded += 1
                _ = face.metrics
                _ = (face.familyName, face.styleName, face.weight, face.isMonospaced, face.hasColorGlyphs)
                for scalar in sample.unicodeScalars {
                    let glyph = face.glyph(for: scalar)
                    #expect(glyph == 0 || Int(glyph) < face.glyphCount)
                    _ = face.glyph(for: scalar, variationSelector: "\u{FE0F}")
                }
                let stride = max(1, (face.glyphCount + Self.glyphsPerFace - 1) / Self.glyphsPerFace)
                let sampled = Array(Swift.stride(from: 0, to: face.glyphCount, by: stride)) + (face.glyphCount > 0 ? [face.glyphCount - 1] : [])
                for g in sampled {
                    let glyph = GlyphID(g)
                    glyphs += 1
                    do { _ = try face.outline(of: glyph) } catch { outlineErrors += 1 }
                    _ = face.advance(of: glyph)
                    _ = face.glyphBounds(of: glyph)
                    _ = face.glyphName(glyph)
                    _ = face.colorGlyph(glyph, pixelsPerEm: 40)
                }
            }
        }
        print("font corpus: \(loaded) faces loaded, \(rejected) files/faces rejected, \(glyphs) glyphs read (\(outlineErrors) outline errors)")
        #expect(loaded > 100)
    }
}

/// The corpus files, or `nil` when ../shared is absent.
enum FontCorpus {
    static let files: [String]? = {
        guard let shared = TestFonts.sharedFolder else { return nil }
        let folders = [shared + "/corpora/fonts-fuzz/harfbuzz-test-fuzzing-fonts",
                       shared + "/corpora/shaping-tests/text-rendering-tests/fonts"]
        let files = folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().map { folder + "/" + $0 }
        }
        return files.isEmpty ? nil : files
    }()

}
