/// `FontDatabase`: the installed faces — scanned once from headers, matched by family/design/style, loaded lazily and cached.
import Foundation
import Synchronization

/// The fonts Aurora can use, and the rules that pick one for a request.
///
/// The database scans its folders on first use, reading only font headers. Faces are loaded
/// (parsed) the first time they are chosen and cached, so asking again is a dictionary
/// lookup. All methods are thread-safe.
///
/// A database made with the bundled fonts (`system` and `bundled` are) draws each design with
/// its bundled family (see `BundledFonts`: Inter, Quicksand, JetBrains Mono, DejaVu Serif), so
/// text looks the same on every machine. Installed fonts are used when asked for: a family name
/// the bundle lacks (`Font.custom`), per-grapheme fallback for characters the bundle lacks
/// (emoji, Hangul, CJK …), or every design when `prefersInstalledFonts` is set. A family that
/// is both bundled and installed is taken from the bundle unless installed fonts are preferred.
///
/// Designs map to installed families, first found wins, when the bundle is absent or installed
/// fonts are preferred:
/// - `.default`: DejaVu Sans, Noto Sans, Helvetica Neue, Helvetica, Arial, Liberation Sans,
///   Nimbus Sans, Segoe UI, Cantarell.
/// - `.serif`: DejaVu Serif, Noto Serif, New York, Times New Roman, Times, Liberation Serif,
///   Nimbus Roman, C059, Georgia.
/// - `.monospaced`: DejaVu Sans Mono, Noto Sans Mono, SF Mono, Menlo, Liberation Mono,
///   Nimbus Mono PS, Consolas, Courier New, then any monospaced family.
/// - `.rounded`: SF Pro Rounded, Arial Rounded MT Bold, Nunito, Varela Round, M PLUS Rounded 1c,
///   Quicksand, NanumSquareRound (in Debian's fonts-nanum, which CI installs).
/// A design none of whose families is there falls back to `.default`'s families, then to any
/// family that claims Basic Latin.
public final class FontDatabase: Sendable {
    /// The fonts text uses unless told otherwise: the bundled fonts, then `AURORA_FONT_PATH`
    /// and the installed fonts — fontconfig's folders on Linux (/usr/share/fonts,
    /// /usr/local/share/fonts, ~/.local/share/fonts, ~/.fonts and the `<dir>`s of
    /// /etc/fonts/fonts.conf), /System/Library/Fonts, /Library/Fonts and ~/Library/Fonts on
    /// macOS, %WINDIR%\Fonts on Windows. Installed fonts are preferred for every design when the
    /// environment sets `AURORA_PREFER_SYSTEM_FONTS=1`, or after `prefersInstalledFonts = true`.
    public static let system = FontDatabase(
        paths: FontDirectories.system(), includesBundledFonts: true,
        prefersInstalledFonts: FontDirectories.prefersInstalledFonts())

    /// Only the bundled fonts: what `system` draws when nothing is installed.
    public static let bundled = FontDatabase(paths: [], includesBundledFonts: true)

    /// The files and folders this database scans, in priority order (the bundled fonts not included).
    public let searchPaths: [String]
    /// Whether the bundled fonts are part of this database.
    public let includesBundledFonts: Bool
    let state = Mutex(State())

    /// A face's address: file and index.
    struct FaceKey: Hashable, Sendable {
        let path: String
        let index: Int
    }

    struct FallbackKey: Hashable, Sendable {
        let character: Character
        let request: FontRequest
        let excluded: FaceKey?
    }

    struct State: Sendable {
        var descriptions: [FontFaceDescription]?
        var files: [String: FontData] = [:]
        var faces: [FaceKey: FontFace] = [:]
        var unusable: Set<FaceKey> = []
        var matches: [FontRequest: FaceKey] = [:]
        var fallbacks: [FallbackKey: FaceKey?] = [:]
        /// The cmap ranges of faces looked at during fallback but not loaded.
        var coverage: [FaceKey: [ClosedRange<UInt32>]] = [:]
        var prefersInstalledFonts = false
        /// Characters no face could draw, in the order they were met, and as a set.
        var missing: [Character] = []
        var missingSet: Set<Character> = []
    }

    /// Families tried for each design, in order.
    static let designFamilies: [FontDesign: [String]] = [
        .default: ["DejaVu Sans", "Noto Sans", "Helvetica Neue", "Helvetica", "Arial", "Liberation Sans",
                   "Nimbus Sans", "Segoe UI", "Cantarell"],
        .serif: ["DejaVu Serif", "Noto Serif", "New York", "Times New Roman", "Times", "Liberation Serif",
                 "Nimbus Roman", "C059", "Georgia"],
        .monospaced: ["DejaVu Sans Mono", "Noto Sans Mono", "SF Mono", "Menlo", "Liberation Mono",
                      "Nimbus Mono PS", "Consolas", "Courier New"],
        .rounded: ["SF Pro Rounded", "Arial Rounded MT Bold", "Nunito", "Varela Round", "M PLUS Rounded 1c", "Quicksand",
                   "NanumSquareRound"],
    ]

    /// A database of the fonts in `paths` (font files, or folders searched recursively), and of
    /// the bundled fonts when `includesBundledFonts` is set.
    public init(paths: [String], includesBundledFonts: Bool = false, prefersInstalledFonts: Bool = false) {
        searchPaths = paths
        self.includesBundledFonts = includesBundledFonts
        state.withLock { $0.prefersInstalledFonts = prefersInstalledFonts }
    }

    /// Whether installed families come before the bundled ones for every design (and for a
    /// family both have). Default: `false`, or `true` when `AURORA_PREFER_SYSTEM_FONTS=1` for
    /// `system`. Set it before laying out text: layouts already made keep their faces.
    public var prefersInstalledFonts: Bool {
        get { state.withLock { $0.prefersInstalledFonts } }
        set {
            state.withLock { state in
                guard state.prefersInstalledFonts != newValue else { return }
                state.prefersInstalledFonts = newValue
                state.matches = [:]
                state.fallbacks = [:]
            }
        }
    }

    /// Every face found, described from its headers (no outlines loaded): the bundled faces
    /// first, then those of `searchPaths`. Scans on first use.
    public var faceDescriptions: [FontFaceDescription] {
        state.withLock { state in
            if let known = state.descriptions { return known }
            var found: [FontFaceDescription] = []
            if includesBundledFonts {
                found = FontDirectories.fontFiles(in: [BundledFonts.folder]).flatMap(FontFileScanner.describe(path:))
                for index in found.indices { found[index].isBundled = true }
            }
            found += FontDirectories.fontFiles(in: searchPaths).flatMap(FontFileScanner.describe(path:))
            state.descriptions = found
            return found
        }
    }

    /// The installed face that best fits `request`.
    ///
    /// The family is the request's (when this database has it), else its design's bundled
    /// family, else the first installed family of its design (see `candidateFamilies`); inside
    /// the family the face is chosen by CSS's width → style → weight rules.
    /// Throws `FontDiscoveryError.noFontsFound`, naming the fix, when no font can be loaded: only
    /// a database made without the bundled fonts and given no usable font can be in that state.
    public func face(matching request: FontRequest) throws(FontDiscoveryError) -> FontFace {
        let all = faceDescriptions
        if let key = state.withLock({ $0.matches[request] }), let face = loadedFace(key) { return face }
        for family in candidateFamilies(for: request, in: all) {
            var members = members(of: family, in: all)
            while let best = FontMatcher.best(of: members, weight: request.weight, width: request.width, italic: request.italic) {
                let key = FaceKey(path: best.path, index: best.index)
                if let face = loadedFace(key) {
                    state.withLock { $0.matches[request] = key }
                    return face
                }
                members.removeAll { $0 == best }
            }
        }
        throw .noFontsFound(searched: searchPaths)
    }

    /// Families to try for `request`, best first; every family appears once.
    ///
    /// The request's family, then its design's families, then the default design's, then every
    /// other family (Latin text faces first, colour faces last). Bundled families come before
    /// installed ones at each step, unless installed fonts are preferred.
    func candidateFamilies(for request: FontRequest, in all: [FontFaceDescription]) -> [String] {
        var byLowercase: [String: String] = [:]
        for d in all where byLowercase[d.family.lowercased()] == nil { byLowercase[d.family.lowercased()] = d.family }
        let bundledFamilies = Set(all.filter(\.isBundled).map(\.family))
        var ordered: [String] = []
        var seen = Set<String>()
        func add(_ name: String?) {
            guard let name, let family = byLowercase[name.lowercased()], seen.insert(family).inserted else { return }
            ordered.append(family)
        }
        func addBundled(_ design: FontDesign) {
            if let name = BundledFonts.designFamilies[design], bundledFamilies.contains(name) { add(name) }
        }
        func addInstalled(_ design: FontDesign) {
            for name in Self.designFamilies[design] ?? [] { add(name) }
            if design == .monospaced {
                for d in all where d.isMonospaced && !d.hasColorGlyphs && !d.isBundled { add(d.family) }
            }
        }
        if let family = request.family {
            add(family)
            // A PostScript or full name also selects its family.
            add(all.first(where: { $0.postScriptName?.lowercased() == family.lowercased() })?.family)
        }
        let prefersInstalled = prefersInstalledFonts
        if prefersInstalled {
            addInstalled(request.design)
            addBundled(request.design)
            addInstalled(.default)
            addBundled(.default)
        } else {
            addBundled(request.design)
            addBundled(.default)
            addInstalled(request.design)
            addInstalled(.default)
        }
        // Then every other family: bundled ones first (unless installed fonts are preferred),
        // Latin text faces before the rest, colour (emoji) faces last.
        let rest = Set(all.map(\.family)).subtracting(seen).sorted { a, b in
            let aFirst = bundledFamilies.contains(a) != prefersInstalled, bFirst = bundledFamilies.contains(b) != prefersInstalled
            return aFirst != bFirst ? aFirst : a < b
        }
        let latin = rest.filter { family in all.contains { $0.family == family && $0.claimsRange(0) && !$0.hasColorGlyphs } }
        for family in latin { add(family) }
        for family in rest where !all.contains(where: { $0.family == family && $0.hasColorGlyphs }) { add(family) }
        for family in rest { add(family) }
        return ordered
    }

    /// The faces of `family` to choose from: the bundled ones when the family is bundled, unless
    /// installed fonts are preferred (then the installed ones, when there are any).
    func members(of family: String, in all: [FontFaceDescription]) -> [FontFaceDescription] {
        let members = all.filter { $0.family == family }
        let wantsBundled = !prefersInstalledFonts
        let preferred = members.filter { $0.isBundled == wantsBundled }
        return preferred.isEmpty ? members : preferred
    }

    /// The face at `key`, loaded once and cached; `nil` when the file does not load.
    func loadedFace(_ key: FaceKey) -> FontFace? {
        if let (face, known) = state.withLock({ state -> (FontFace?, Bool)? in
            if let face = state.faces[key] { return (face, true) }
            if state.unusable.contains(key) { return (nil, true) }
            return nil
        }), known {
            return face
        }
        // Parse outside the lock: other threads keep working meanwhile.
        let file = state.withLock { $0.files[key.path] }
        let data: FontData
        if let file {
            data = file
        } else if let read = try? FontFace.readFile(key.path) {
            data = read
        } else {
            state.withLock { _ = $0.unusable.insert(key) }
            return nil
        }
        let face = try? FontFace(file: data, index: key.index, path: key.path)
        return state.withLock { state in
            if let existing = state.faces[key] { return existing }
            guard let face else {
                state.unusable.insert(key)
                return nil
            }
            state.files[key.path] = data
            state.faces[key] = face
            return face
        }
    }
}
