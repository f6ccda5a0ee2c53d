/// `FontDiscoveryError`: why no face could be found for text, with the fix in the message.

/// Why the font system could not provide a face.
///
/// Databases with the bundled fonts (`FontDatabase.system`, `.bundled`) always have a face; only
/// a database made from paths alone, none of which holds a usable font, throws this.
public enum FontDiscoveryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No usable font file was found in any of these folders or files.
    case noFontsFound(searched: [String])

    public var description: String {
        switch self {
        case .noFontsFound(let searched):
            let places = searched.isEmpty ? "it was given no font folders" : "searched " + searched.joined(separator: ", ")
            return "no usable fonts in this font database (\(places)), which was made without Aurora's bundled fonts. "
                + "Use FontDatabase.system or FontDatabase.bundled, pass includesBundledFonts: true, or give it "
                + ".ttf/.otf/.ttc files or folders that hold them."
        }
    }
}
