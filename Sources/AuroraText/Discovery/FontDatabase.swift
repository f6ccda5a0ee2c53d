/// `FontDatabase`: the installed faces — scanned once from headers, matched by family/design/style, loaded lazily and cached.
import Foundation
import Synchronization

/// The fonts Aurora can use, and the rules that pick one for a request.
///
/// The database scans its folders on first use, reading only font headers. Faces are loaded
/// (parsed) the first time they are chosen and cached, so asking again is a dictionary
/// lookup. All methods are thread-safe.
///
/// Designs map to installed families, first found wins:
/// - `.default`: DejaVu Sans, Noto Sans, Helvetica Neue, Helvetica, Arial, Liberation Sans,
///   Nimbus Sans, Segoe UI, Cantarell.
/// - `.serif`: DejaVu Serif, Noto Serif, New York, Times New Roman, Times, Liberation Serif,
///   Nimbus Roman, C059, Georgia.
/// - `.monospaced`: DejaVu Sans Mono, Noto Sans Mono, SF Mono, Menlo, Liberation Mono,
///   Nimbus Mono PS, Consolas, Courier New, then any monospaced family.
/// - `.rounded`: SF Pro Rounded, Arial Rounded MT Bold, Nunito, Varela Round, M PLUS Rounded 1c,
///   Quicksand, NanumSquareRound (in Debian's fonts-nanum, which CI installs).
/// A design none of whose families is installed falls back to `.default`'s list, then to any
/// family that claims Basic Latin.
public final class FontDatabase: Sendable {
    /// The system's fonts: `AURORA_FONT_PATH` first, then fontconfig's folders on Linux
    /// (/usr/share/fonts, /usr/local/share/fonts, ~/.local/share/fonts, ~/.fonts and the
    /// `<dir>`s of /etc/fonts/fonts.conf), /System/Library/Fonts, /Library/Fonts and
    /// ~/Library/Fonts on macOS, %WINDIR%\Fonts on Windows.
    public static let system = FontDatabase(paths: FontDirectories.system())

    /// The files and folders this database scans, in priority order.
    public let searchPaths: [String]
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

    /// A database of the fonts in `paths`: font files, or folders searched recursively.
    public init(paths: [String]) {
        searchPaths = paths
    }

    /// Every face found, described from its headers (no outlines loaded). Scans on first use.
    public var faceDescriptions: [FontFaceDescription] {
        state.withLock { state in
            if let known = state.descriptions { return known }
            let found = FontDirectories.fontFiles(in: searchPaths).flatMap(FontFileScanner.describe(path:))
            state.descriptions = found
            return found
        }
    }

    /// The installed face that best fits `request`.
    ///
    /// The family is the request's (when installed), else the first installed family of its
    /// design; inside the family the face is chosen by CSS's width → style → weight rules.
    /// Throws `FontDiscoveryError.noFontsFound`, naming the fix, when no font can be loaded.
    public func face(matching request: FontRequest) throws(FontDiscoveryError) -> FontFace {
        let all = faceDescriptions
        if let key = state.withLock({ $0.matches[request] }), let face = loadedFace(key) { return face }
        for family in candidateFamilies(for: request, in: all) {
            var members = all.filter { $0.family == family }
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
    func candidateFamilies(for request: FontRequest, in all: [FontFaceDescription]) -> [String] {
        var byLowercase: [String: String] = [:]
        for d in all where byLowercase[d.family.lowercased()] == nil { byLowercase[d.family.lowercased()] = d.family }
        var ordered: [String] = []
        var seen = Set<String>()
        func add(_ name: String) {
            guard let family = byLowercase[name.lowercased()], seen.insert(family).inserted else { return }
            ordered.append(family)
        }
        if let family = request.family {
            add(family)
            // A PostScript or full name also selects its family.
            if let named = all.first(where: { $0.postScriptName?.lowercased() == family.lowercased() }) { add(named.family) }
        }
        for name in Self.designFamilies[request.design] ?? [] { add(name) }
        if request.design == .monospaced {
            for d in all where d.isMonospaced && !d.hasColorGlyphs { add(d.family) }
        }
        for name in Self.designFamilies[.default] ?? [] { add(name) }
        // Then every other family: Latin text faces first, colour (emoji) faces last.
        let rest = Set(all.map(\.family)).subtracting(seen).sorted()
        let latin = rest.filter { family in all.contains { $0.family == family && $0.claimsRange(0) && !$0.hasColorGlyphs } }
        for family in latin { add(family) }
        for family in rest where !all.contains(where: { $0.family == family && $0.hasColorGlyphs }) { add(family) }
        for family in rest { add(family) }
        return ordered
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
