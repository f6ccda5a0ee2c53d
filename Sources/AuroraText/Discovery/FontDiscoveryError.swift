/// `FontDiscoveryError`: why no face could be found for text, with the fix in the message.

/// Why the font system could not provide a face.
public enum FontDiscoveryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No usable font file was found in any of these folders or files.
    case noFontsFound(searched: [String])

    public var description: String {
        switch self {
        case .noFontsFound(let searched):
            let places = searched.isEmpty ? "no font folders exist" : "searched " + searched.joined(separator: ", ")
            return "no usable fonts found (\(places)). Install a font package, e.g. "
                + "`apt-get install fonts-dejavu-core` on Debian/Ubuntu, or set AURORA_FONT_PATH to a folder "
                + "of .ttf/.otf/.ttc files (separate several with ':', or ';' on Windows)."
        }
    }
}
