/// `FontFallback`: per-character fallback — the first installed face that covers a whole grapheme (emoji, Hangul, CJK …).

extension FontDatabase {
    /// The face to draw `character` with when the current face lacks it, or `nil` when no
    /// installed face covers every scalar of the grapheme.
    ///
    /// Emoji (emoji presentation, a VS16, a ZWJ sequence, skin tones, flags) look in colour
    /// fonts first so that a ZWJ sequence becomes one colour glyph; other characters look in
    /// the request's family, its design's families, then the remaining families — those whose
    /// OS/2 ranges claim the character's block first. `excluding` (usually the face that
    /// failed) is skipped. Results are cached per character and request.
    public func fallbackFace(for character: Character, request: FontRequest, excluding: FontFace?) -> FontFace? {
        let excluded = excluding.flatMap { face in face.path.map { FaceKey(path: $0, index: face.index) } }
        let cacheKey = FallbackKey(character: character, request: request, excluded: excluded)
        if let cached = state.withLock({ $0.fallbacks[cacheKey] }) {
            return cached.flatMap(loadedFace)
        }
        let found = searchFallback(for: character, request: request, excluding: excluding, excludedKey: excluded)
        state.withLock { $0.fallbacks[cacheKey] = .some(found) }
        return found.flatMap(loadedFace)
    }

    private func searchFallback(for character: Character, request: FontRequest, excluding: FontFace?,
                                excludedKey: FaceKey?) -> FaceKey? {
        let scalars = Array(character.unicodeScalars.filter { !Self.isIgnorable($0) })
        let all = faceDescriptions
        guard let first = scalars.first, !all.isEmpty else { return nil }
        let emoji = Self.wantsEmojiPresentation(character)
        let rangeBit = UnicodeRangeBits.bit(for: first)

        var order: [FaceKey] = []
        var seen = Set<FaceKey>()
        func add(_ d: FontFaceDescription) {
            let key = FaceKey(path: d.path, index: d.index)
            if seen.insert(key).inserted { order.append(key) }
        }
        let colour = all.filter(\.hasColorGlyphs)
        if emoji { colour.forEach(add) }
        var families = candidateFamilies(for: request, in: all)
        if let bit = rangeBit {
            // Keep the request's own family first; then families claiming the block.
            let head = families.prefix(1)
            let tail = families.dropFirst()
            let claiming = tail.filter { family in all.contains { $0.family == family && $0.claimsRange(bit) } }
            families = Array(head) + claiming + tail.filter { !claiming.contains($0) }
        }
        if !prefersInstalledFonts {
            // What the bundle can draw it draws, whatever is installed, so renders match everywhere.
            let bundled = Set(all.filter(\.isBundled).map(\.family))
            let head = families.prefix(1)
            let tail = families.dropFirst()
            families = Array(head) + tail.filter(bundled.contains) + tail.filter { !bundled.contains($0) }
        }
        for family in families {
            let members = members(of: family, in: all)
            if let best = FontMatcher.best(of: members, weight: request.weight, width: request.width, italic: request.italic) {
                add(best)
            }
        }
        if !emoji { colour.forEach(add) }

        for key in order where key != excludedKey && mayCover(key, scalars) {
            guard let face = loadedFace(key), face != excluding else { continue }
            if scalars.allSatisfy(face.covers) { return key }
        }
        return nil
    }

    /// Whether the face at `key` may cover all of `scalars`, judged from its cmap's ranges
    /// (read once, without loading the face, so a search through many fonts keeps only
    /// their ranges in memory) or from the face itself when it is already loaded.
    private func mayCover(_ key: FaceKey, _ scalars: [Unicode.Scalar]) -> Bool {
        enum Known { case face(FontFace), ranges([ClosedRange<UInt32>]), unknown }
        let known = state.withLock { state -> Known in
            if let face = state.faces[key] { return .face(face) }
            if let ranges = state.coverage[key] { return .ranges(ranges) }
            return .unknown
        }
        let ranges: [ClosedRange<UInt32>]
        switch known {
        case .face(let face): return scalars.allSatisfy(face.covers)
        case .ranges(let known): ranges = known
        case .unknown:
            ranges = FontFileScanner.coveredRanges(path: key.path, index: key.index) ?? []
            state.withLock { $0.coverage[key] = ranges }
        }
        return scalars.allSatisfy { scalar in
            var low = 0, high = ranges.count - 1
            while low <= high {
                let mid = (low + high) >> 1
                if scalar.value < ranges[mid].lowerBound { high = mid - 1 }
                else if scalar.value > ranges[mid].upperBound { low = mid + 1 }
                else { return true }
            }
            return false
        }
    }

    /// Scalars that need no glyph of their own: joiners, variation selectors, tags.
    static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200C, 0x200D, 0xFE00...0xFE0F, 0xE0100...0xE01EF, 0xE0020...0xE007F: return true
        default: return false
        }
    }

    /// Whether the grapheme should be drawn as a colour emoji.
    static func wantsEmojiPresentation(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        if scalars.contains("\u{FE0E}") { return false }
        if scalars.contains("\u{FE0F}") { return true }
        guard let first = scalars.first else { return false }
        if first.properties.isEmojiPresentation { return true }
        return scalars.count > 1 && first.properties.isEmoji
            && scalars.contains { $0.value == 0x200D || $0.properties.isEmojiModifier || $0.value == 0x20E3 }
    }
}
