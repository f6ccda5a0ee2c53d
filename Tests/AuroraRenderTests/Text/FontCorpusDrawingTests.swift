@testable import AuroraRender
import AuroraGeometry
import AuroraRaster
import AuroraText
import Foundation
import Testing

/// Hostile fonts through the drawing pipeline: every face of the shared fuzzing corpus draws
/// a sample of its glyphs — cached, transformed and in colour — without trapping or hanging.
@Suite(.enabled(if: RenderCorpus.files != nil, "../shared/corpora/fonts-fuzz is absent: drawing robustness test skipped"))
struct FontCorpusDrawingTests {
    /// Glyphs drawn per face (an even stride through the face, plus its last glyph).
    static let glyphsPerFace = 24

    @Test func everyCorpusFaceDrawsASampleOfItsGlyphs() throws {
        let masks = GlyphMaskCache(byteLimit: 4 << 20), colors = ColorGlyphCache(byteLimit: 8 << 20)
        let context = try RasterContext(width: 96, height: 64, threads: 1)
        var faces = 0
        for path in RenderCorpus.files ?? [] {
            guard let face = try? FontFace.load(path: path).first else { continue }
            faces += 1
            let count = face.glyphCount
            let stride = max(1, count / Self.glyphsPerFace)
            let glyphs = Array(Swift.stride(from: 0, to: count, by: stride).prefix(Self.glyphsPerFace)).map { GlyphID($0) }
                + (count > 0 ? [GlyphID(count - 1)] : [])
            let run = GlyphRun(face: face, size: 24, glyphs: glyphs,
                               positions: glyphs.indices.map { CGPoint(x: 4 + CGFloat($0 % 6) * 14.3, y: 30 + CGFloat($0 / 6) * 8) })
            context.transform = .identity
            context.draw(run, with: .color(.black), cache: masks, colorGlyphs: colors)
            context.transform = CGAffineTransform(a: 0.8, b: 0.3, c: -0.3, d: 0.8, tx: 10, ty: 0)
            context.draw(run, with: .color(.black), cache: masks, colorGlyphs: colors)
            context.flush()
        }
        print("drawing corpus: \(faces) faces drew \(Self.glyphsPerFace + 1) glyphs each, twice")
        #expect(faces > 100)
        #expect(masks.byteCount <= 4 << 20)
    }
}

/// The corpus files, or `nil` when ../shared is absent.
enum RenderCorpus {
    static let files: [String]? = {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let folder = repository.deletingLastPathComponent().appendingPathComponent("shared/corpora/fonts-fuzz/harfbuzz-test-fuzzing-fonts").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.isEmpty ? nil : names.sorted().map { folder + "/" + $0 }
    }()
}
