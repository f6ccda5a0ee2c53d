/// `FontItemizer`: splits attributed text into items of one face — the requested face, or per
/// grapheme a fallback face that covers it.

import Foundation

/// A stretch of text drawn with one face and one set of attributes.
struct LayoutItem {
    /// The face.
    let face: FontFace
    /// The attributes of its characters.
    let attributes: TextAttributes
    /// Its characters, as UTF-16 offsets into the whole text.
    let range: Range<Int>
}

/// Chooses faces for text: the database's best match for each run's request, then for each
/// grapheme that face does not cover (or that asks for emoji presentation and the face has no
/// colour glyphs), the database's fallback face for the whole grapheme.
struct FontItemizer {
    /// Where faces come from.
    let database: FontDatabase
    /// Faces already matched, per request.
    private var matched: [FontRequest: FontFace] = [:]
    /// Fallback faces already found, per grapheme and request (`nil`: none covers it).
    private var fallbacks: [FallbackKey: FontFace?] = [:]
    /// ASCII coverage per face (bit n: covers U+00nn), to skip grapheme iteration for plain text.
    private var asciiCoverage: [FontFace: (low: UInt64, high: UInt64)] = [:]

    /// A grapheme and the request it was asked for.
    private struct FallbackKey: Hashable {
        let character: Character
        let request: FontRequest
    }

    /// An itemizer drawing on `database`.
    init(database: FontDatabase) {
        self.database = database
    }

    /// The items of `text`, in order, covering every character.
    mutating func items(of text: AttributedText) throws(FontDiscoveryError) -> [LayoutItem] {
        var items: [LayoutItem] = []
        var offset = 0
        for run in text.runs {
            let primary = try face(for: run.attributes.font)
            let runStart = offset
            let runLength = run.text.utf16.count
            offset += runLength
            guard runLength > 0 else { continue }
            if coversASCII(run.text, face: primary) {
                Self.append(LayoutItem(face: primary, attributes: run.attributes, range: runStart..<offset), to: &items)
                continue
            }
            var itemStart = runStart
            var itemFace = primary
            var position = runStart
            // Faces of single-scalar graphemes seen in this run (cheaper to key than a Character).
            var scalarFaces: [Unicode.Scalar: FontFace] = [:]
            for character in run.text {
                let length = character.utf16.count
                let scalars = character.unicodeScalars
                let single = scalars.count == 1 ? scalars.first : nil
                let face: FontFace
                if let single, let known = scalarFaces[single] {
                    face = known
                } else {
                    // Emoji presentation (emoji by default, VS16, ZWJ sequences) asks for a colour
                    // face even when the primary face has a plain glyph.
                    let wantsColor = !primary.hasColorGlyphs && FontDatabase.wantsEmojiPresentation(character)
                    let covered = Self.covers(primary, character)
                    if covered && !wantsColor {
                        face = primary
                    } else if let found = fallback(for: character, request: run.attributes.font, primary: primary) {
                        face = found
                    } else {
                        // Drawn with the primary face: its missing-glyph box, never nothing.
                        face = primary
                        if !covered { database.reportMissing(character) }
                    }
                    if let single { scalarFaces[single] = face }
                }
                if face != itemFace {
                    if position > itemStart {
                        Self.append(LayoutItem(face: itemFace, attributes: run.attributes, range: itemStart..<position), to: &items)
                    }
                    itemStart = position
                    itemFace = face
                }
                position += length
            }
            Self.append(LayoutItem(face: itemFace, attributes: run.attributes, range: itemStart..<position), to: &items)
        }
        return items
    }

    /// Appends `item`, merging it into the previous item when face and attributes are the same
    /// (adjacent attribute runs that look alike make one layout run).
    private static func append(_ item: LayoutItem, to items: inout [LayoutItem]) {
        if let last = items.last, last.range.upperBound == item.range.lowerBound, last.face == item.face,
            last.attributes == item.attributes {
            items[items.count - 1] = LayoutItem(face: last.face, attributes: last.attributes,
                                                range: last.range.lowerBound..<item.range.upperBound)
        } else {
            items.append(item)
        }
    }

    /// The database's fallback face for `character`, looked up once per layout.
    private mutating func fallback(for character: Character, request: FontRequest, primary: FontFace) -> FontFace? {
        let key = FallbackKey(character: character, request: request)
        if let known = fallbacks[key] { return known }
        let face = database.fallbackFace(for: character, request: request, excluding: primary)
        fallbacks[key] = face
        return face
    }

    /// The database's face for `request`, matched once.
    private mutating func face(for request: FontRequest) throws(FontDiscoveryError) -> FontFace {
        if let face = matched[request] { return face }
        let face = try database.face(matching: request)
        matched[request] = face
        return face
    }

    /// Whether `text` is all ASCII and `face` has a glyph for each of its printable characters.
    private mutating func coversASCII(_ text: String, face: FontFace) -> Bool {
        let coverage: (low: UInt64, high: UInt64)
        if let known = asciiCoverage[face] {
            coverage = known
        } else {
            var low: UInt64 = 0
            var high: UInt64 = 0
            for value in UInt32(0x20)..<0x7F where face.glyph(for: Unicode.Scalar(UInt8(value))) != 0 {
                if value < 64 { low |= 1 << UInt64(value) } else { high |= 1 << UInt64(value - 64) }
            }
            coverage = (low, high)
            asciiCoverage[face] = coverage
        }
        for byte in text.utf8 {
            if byte >= 0x80 { return false }
            if byte < 0x20 || byte == 0x7F { continue }  // controls and breaks: not drawn
            let covered = byte < 64 ? coverage.low & (1 << UInt64(byte)) : coverage.high & (1 << UInt64(byte - 64))
            if covered == 0 { return false }
        }
        return true
    }

    /// Whether `face` has glyphs for every scalar of `character` that needs one (controls,
    /// variation selectors and other default-ignorable characters need none).
    static func covers(_ face: FontFace, _ character: Character) -> Bool {
        for scalar in character.unicodeScalars {
            if scalar.value < 0x20 || scalar.properties.isDefaultIgnorableCodePoint { continue }
            if scalar.properties.generalCategory == .lineSeparator || scalar.properties.generalCategory == .paragraphSeparator {
                continue
            }
            if !face.covers(scalar) { return false }
        }
        return true
    }
}
