/// `RenderTestFonts`: the fonts the rendering tests draw with: a committed fixture, and installed ones (each `nil` when missing).
import AuroraText
import Foundation

/// Fonts the rendering tests use; tests needing one are disabled with a message naming the
/// Debian package when it is not installed.
enum RenderTestFonts {
    /// The folder of the committed test fonts (`Tests/Fixtures/Fonts`).
    static let fixtureFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Fonts").path
    /// DejaVu Sans, committed as a fixture (the FreeType references were made from it).
    static let dejaVuSans = face(fixtureFolder + "/DejaVuSans.ttf")
    /// Noto Color Emoji, CBDT bitmaps (Debian: fonts-noto-color-emoji).
    static let notoColorEmoji = face("/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")

    /// Twemoji Mozilla (a COLR/CPAL subset) from the team's fuzzing corpus in `../shared`.
    static let twemojiColr = sharedFile("corpora/fonts-fuzz/harfbuzz-test-fuzzing-fonts/TwemojiMozilla.subset.ttf").flatMap(face)

    /// `path` inside the repository's sibling `../shared` folder, when it exists.
    private static func sharedFile(_ path: String) -> String? {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let file = repository.deletingLastPathComponent().appendingPathComponent("shared").appendingPathComponent(path).path
        return FileManager.default.fileExists(atPath: file) ? file : nil
    }

    /// The first face of the file at `path`, or `nil` when it is absent or unreadable.
    private static func face(_ path: String) -> FontFace? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return try? FontFace.load(path: path).first
    }
}
