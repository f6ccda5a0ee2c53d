/// Conformance of `PNGDecoder` on PngSuite, image-png's bug-fix files and its fuzz seed corpus.
@testable import AuroraImageIO
import AuroraRaster
import Foundation
import Testing

@Suite(.enabled(if: PNGCorpus.isAvailable, PNGCorpus.missingMessage))
struct PNGCorpusTests {
    /// Files upstream decoders disagree on (pypng accepts them, image-png and Pillow reject them): must not crash.
    private static let disputed: Set<String> = ["bugfixes/x_consecutive_idat.png", "bugfixes/x_image-issue#1075.png"]

    @Test func everyValidFileMatchesItsReferenceDecode() throws {
        let references = try PNGCorpus.references()
        #expect(references.count == 170)
        var matched = 0
        for reference in references {
            let pixmap: Pixmap
            do { pixmap = try PNGDecoder.decode(try PNGCorpus.bytes(reference.file)) } catch {
                Issue.record("\(reference.file): \(error)")
                continue
            }
            guard pixmap.width == reference.width, pixmap.height == reference.height,
                  reference.rgba.count == reference.width * reference.height * 4 else {
                Issue.record("\(reference.file): decoded \(pixmap.width)×\(pixmap.height), reference \(reference.width)×\(reference.height)")
                continue
            }
            // The reference is straight alpha: premultiply it with the decoder's rounding and compare.
            // Exact, except for the one reference made by Pillow (pypng fails on it), which truncates 16-bit samples to their high byte.
            let tolerance = reference.file == "pngsuite/cs3n2c16.png" ? 1 : 0
            var mismatches = 0, first = ""
            for y in 0..<reference.height {
                for x in 0..<reference.width {
                    let offset = (y * reference.width + x) * 4
                    let alpha = UInt32(reference.rgba[offset + 3])
                    let expected = PremultipliedPixel(
                        red: UInt8(AlphaConversion.multiply(UInt32(reference.rgba[offset]), alpha)),
                        green: UInt8(AlphaConversion.multiply(UInt32(reference.rgba[offset + 1]), alpha)),
                        blue: UInt8(AlphaConversion.multiply(UInt32(reference.rgba[offset + 2]), alpha)),
                        alpha: UInt8(alpha))
                    let actual = pixmap.pixel(x: x, y: y)
                    if actual != expected, Self.largestDifference(actual, expected) > tolerance {
                        if mismatches == 0 { first = "at (\(x), \(y)) \(actual) ≠ \(expected)" }
                        mismatches += 1
                    }
                }
            }
            if mismatches == 0 { matched += 1 } else { Issue.record("\(reference.file): \(mismatches) pixels differ, first \(first)") }
        }
        #expect(matched == references.count)
    }

    private static func largestDifference(_ first: PremultipliedPixel, _ second: PremultipliedPixel) -> Int {
        max(abs(Int(first.red) - Int(second.red)), abs(Int(first.green) - Int(second.green)),
            abs(Int(first.blue) - Int(second.blue)), abs(Int(first.alpha) - Int(second.alpha)))
    }

    @Test func everyCorruptFileIsRejected() throws {
        let corrupt = try PNGCorpus.files(in: "pngsuite") { $0.hasPrefix("x") && $0.hasSuffix(".png") }
            + PNGCorpus.files(in: "bugfixes") { $0.hasPrefix("x_") }.filter { !Self.disputed.contains($0) }
        #expect(corrupt.count == 14 + 6)
        for file in corrupt {
            let bytes = try PNGCorpus.bytes(file)
            #expect(throws: ImageIOError.self, "\(file) must be rejected") { try PNGDecoder.decode(bytes) }
        }
    }

    @Test func filesWithoutAReferenceAreHandledAsDecided() throws {
        // Rejected: the disputed files break PNG's rules (IDAT chunks not consecutive; image data cut short),
        // and one uses palette indices beyond its palette.
        let rejected: [(String, ImageIOError)] = [
            ("bugfixes/x_consecutive_idat.png", .malformedChunk(chunk: "IDAT", reason: "IDAT chunks are not consecutive")),
            ("bugfixes/x_image-issue#1075.png", .truncated(part: "the compressed image data")),
            ("bugfixes/invalid_palette_index.png", .paletteIndexOutOfRange(index: 255, paletteSize: 17)),
        ]
        for (file, error) in rejected {
            let bytes = try PNGCorpus.bytes(file)
            #expect(throws: error, "\(file)") { try PNGDecoder.decode(bytes) }
        }
        // Decoded, as libpng and image-png do: the only damage is a bad CRC in an ancillary chunk (cLLI, iCCP) that is skipped.
        for file in ["bugfixes/cicp_pq.png", "bugfixes/issue#430.png"] {
            let bytes = try PNGCorpus.bytes(file)
            #expect(throws: Never.self, "\(file)") { try PNGDecoder.decode(bytes) }
        }
    }

    @Test func everyFuzzFileDecodesOrFailsWithATypedError() throws {
        let files = try PNGCorpus.files(in: "fuzz-corpus-decode")
        #expect(files.count == 1_210)
        // A smaller limit than the default keeps a huge but valid claim from spending seconds in a debug build.
        let limits = ImageDecodingLimits(maximumDecompressedBytes: 64 << 20)
        // Nearly every seed is rejected (most break the header or a CRC); what matters is that none crashes or hangs.
        for file in files {
            let bytes = try PNGCorpus.bytes(file)
            _ = try? PNGDecoder.decode(bytes, limits: limits)
            // The fuzzer did not keep CRCs valid; repaired, the mutations reach the header checks, zlib and the filters.
            _ = try? PNGDecoder.decode(PNGTestFiles.fixingCRCs(bytes), limits: limits)
        }
    }
}
