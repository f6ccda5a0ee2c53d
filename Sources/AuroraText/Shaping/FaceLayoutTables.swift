/// `FaceLayoutTables`: a face's `GSUB`, `GPOS`, `GDEF` and `kern` tables, parsed once and cached,
/// and the lookups that a script and feature set select from them.

import Synchronization

/// The shaping tables of one face. A table that fails to parse is absent, and its error kept.
final class FaceLayoutTables: Sendable {
    /// The substitution table.
    let substitution: LayoutTable?
    /// The positioning table.
    let positioning: LayoutTable?
    /// Glyph classes for lookup flags and mark positioning.
    let definitions: GlyphDefinitionTable?
    /// The old kerning table.
    let legacyKerning: LegacyKerningTable?
    /// Why each table that the face has could not be used.
    let errors: [FontTag: FontError]
    /// Selected lookups per (script, features), computed on first use.
    private let plans = Mutex<[PlanKey: ShapingPlan]>([:])

    /// A (script, feature set) pair a plan is made for.
    private struct PlanKey: Hashable {
        let script: FontTag
        let features: Set<FontTag>
    }

    /// Parses the shaping tables of `face`.
    init(face: FontFace) {
        var errors: [FontTag: FontError] = [:]
        func parse<T>(_ tag: FontTag, _ make: (FontData) throws(FontError) -> T) -> T? {
            guard let data = face.table(tag) else { return nil }
            do throws(FontError) {
                return try make(data)
            } catch {
                errors[tag] = error
                return nil
            }
        }
        substitution = parse("GSUB") { data throws(FontError) in try LayoutTable(tag: "GSUB", data: data) }
        positioning = parse("GPOS") { data throws(FontError) in try LayoutTable(tag: "GPOS", data: data) }
        definitions = parse("GDEF") { data throws(FontError) in try GlyphDefinitionTable(data) }
        let kerning = parse("kern") { data throws(FontError) in try LegacyKerningTable(data) }
        legacyKerning = kerning?.isEmpty == false ? kerning : nil
        self.errors = errors
    }

    /// The lookups to run for `script` with `features` on.
    func plan(script: FontTag, features: Set<FontTag>) -> ShapingPlan {
        let key = PlanKey(script: script, features: features)
        if let plan = plans.withLock({ $0[key] }) { return plan }
        var plan = ShapingPlan()
        if let substitution {
            do throws(FontError) {
                plan.substitutionLookups = try substitution.lookupIndices(script: script, language: nil, features: features)
            } catch {
                plan.substitutionError = error
            }
        }
        if let positioning {
            do throws(FontError) {
                plan.positioningLookups = try positioning.lookupIndices(script: script, language: nil, features: features)
                let kerning = try positioning.lookupIndices(script: script, language: nil, features: ["kern"])
                plan.positioningHasKerning = !kerning.isEmpty
            } catch {
                plan.positioningError = error
            }
        }
        plans.withLock { $0[key] = plan }
        return plan
    }

    /// The cache of parsed tables, per face.
    private static let cache = Mutex<[FontFace: FaceLayoutTables]>([:])
    /// How many faces the cache keeps before it starts over.
    private static let cacheLimit = 64

    /// The tables of `face`, parsed on first use.
    static func of(_ face: FontFace) -> FaceLayoutTables {
        if let tables = cache.withLock({ $0[face] }) { return tables }
        let tables = FaceLayoutTables(face: face)
        cache.withLock { cache in
            if cache.count >= cacheLimit { cache.removeAll() }
            cache[face] = tables
        }
        return tables
    }
}

/// The lookups one shaping call runs, in order.
struct ShapingPlan: Sendable {
    /// GSUB lookup indices, ascending.
    var substitutionLookups: [Int] = []
    /// GPOS lookup indices, ascending.
    var positioningLookups: [Int] = []
    /// Whether GPOS kerns this script (then the `kern` table is not used).
    var positioningHasKerning = false
    /// Why GSUB feature selection failed (then GSUB is not used).
    var substitutionError: FontError?
    /// Why GPOS feature selection failed (then GPOS is not used).
    var positioningError: FontError?
}
