/// `RenderTestFonts`: the installed fonts the rendering tests draw with (each `nil` when missing).
import AuroraText
import Foundation

/// Fonts the rendering tests use; tests needing one are disabled with a message naming the
/// Debian package when it is not installed.
enum RenderTestFonts {
    /// DejaVu Sans (Debian: fonts-dejavu-core).
    static let dejaVuSans = face("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
    /// Noto Color Emoji, CBDT bitmaps (Debian: fonts-noto-color-emoji).
    static let notoColorEmoji = face("/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")

    /// The first face of the file at `path`, or `nil` when it is absent or unreadable.
    private static func face(_ path: String) -> FontFace? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return try? FontFace.load(path: path).first
    }
}
