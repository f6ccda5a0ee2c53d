/// Tests that shaping survives hostile fonts: every font of the fuzzing corpus shapes a short string.

import AuroraTestSupport
import Foundation
import Testing
@testable import AuroraText

@Suite struct ShapingRobustnessTests {
    /// Text that touches ligatures, kerning, marks, variation selectors, an emoji sequence and Hangul.
    static let sample = "fi Ta e\u{301}\u{323} a\u{FE0F} 🧑‍💻 한국 ﬃ\u{200D}x"

    @Test func everyFuzzedFontShapesWithoutCrashingOrHanging() throws {
        guard let shared = TestFonts.sharedFolder else {
            print("skipped: ../shared is absent")
            return
        }
        let folder = shared + "/corpora/fonts-fuzz/harfbuzz-test-fuzzing-fonts"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        var faces = 0
        var glyphs = 0
        let started = Date()
        for file in files {
            guard let data = FileManager.default.contents(atPath: folder + "/" + file) else { continue }
            let bytes = FontData([UInt8](data))
            let count = (try? FontFace.faceCount(in: bytes)) ?? 0
            for index in 0..<min(count, 4) {
                guard let face = try? FontFace(data: bytes, index: index) else { continue }
                faces += 1
                let shaped = TextShaper.shape(Self.sample, face: face, features: ["smcp": true, "dlig": true])
                glyphs += shaped.count
                // Clusters stay inside the text and in order.
                let length = Self.sample.utf16.count
                #expect(shaped.allSatisfy { $0.cluster.lowerBound >= 0 && $0.cluster.upperBound <= length }, "\(file)")
                #expect(zip(shaped, shaped.dropFirst()).allSatisfy { $0.cluster.lowerBound <= $1.cluster.lowerBound }, "\(file)")
            }
        }
        print("fuzzed fonts: \(files.count) files, \(faces) faces shaped, \(glyphs) glyphs, \(Date().timeIntervalSince(started)) s")
        #expect(faces > 0)
    }

    @Test
    func corruptedLayoutTablesNeverCrash() throws {
        let original = try #require(TestFonts.dejaVuSans)
        let file = [UInt8](try Data(contentsOf: URL(fileURLWithPath: TestFonts.dejaVuSansPath)))
        let tables = ["GSUB", "GPOS", "GDEF"].compactMap { tag in original.table(FontTag(tag)).map { ($0.start, $0.count) } }
        #expect(tables.count == 3)
        var random = SeededGenerator(seed: 0x5EED_7E87)
        for iteration in 0..<60 {
            var bytes = file
            // Overwrite bytes of each table: some near its start, where the list offsets and counts
            // live, some anywhere (subtables, coverage, class definitions, anchors).
            for (start, count) in tables {
                for change in 0..<8 {
                    let span = change < 3 ? min(count, 512) : count
                    let offset = start + Int(random.next() % UInt64(span))
                    bytes[offset] = UInt8(truncatingIfNeeded: random.next())
                }
            }
            // A different length per iteration: faces from bytes are told apart by size and checksum,
            // so each gets its own cached tables.
            bytes += [UInt8](repeating: 0, count: 4 * (iteration + 1))
            let face = try FontFace(data: FontData(bytes))
            let shaped = TextShaper.shape(Self.sample, face: face)
            #expect(!shaped.isEmpty)
        }
    }
}
