/// `ShapedWordCache`: shaped words kept by value (face, features, text), so repeated words and
/// repeated layouts skip shaping.

import Synchronization

/// A word shaped once: its glyphs in font units and which of them are colour glyphs.
struct ShapedWord: Sendable {
    /// The shaper's glyphs; clusters relative to the word.
    let glyphs: [ShapedGlyph]
    /// Whether each glyph is drawn in colour.
    let isColor: [Bool]
}

/// A process-wide cache of shaped words, bounded in size.
enum ShapedWordCache {
    /// What a word was shaped with.
    struct Key: Hashable {
        let face: FontFace
        let disablesLigatures: Bool
        let text: String
    }

    /// How many words are kept; past this the cache starts over (cheap, and text reuses words).
    static let limit = 8_192

    private static let storage = Mutex<[Key: ShapedWord]>([:])

    /// The shaped glyphs of `text` in `face`, from the cache or shaped now.
    static func shape(_ text: String, face: FontFace, disablesLigatures: Bool) -> ShapedWord {
        let key = Key(face: face, disablesLigatures: disablesLigatures, text: text)
        if let word = storage.withLock({ $0[key] }) { return word }
        let features: [FontTag: Bool] = disablesLigatures ? ["liga": false, "clig": false] : [:]
        let glyphs = TextShaper.shape(text, face: face, features: features)
        var isColor = [Bool](repeating: false, count: glyphs.count)
        if face.hasColorGlyphs {
            for index in glyphs.indices {
                isColor[index] = face.colorGlyph(glyphs[index].glyph, pixelsPerEm: 64) != nil
            }
        }
        let word = ShapedWord(glyphs: glyphs, isColor: isColor)
        storage.withLock { cache in
            if cache.count >= limit { cache.removeAll(keepingCapacity: true) }
            cache[key] = word
        }
        return word
    }
}
