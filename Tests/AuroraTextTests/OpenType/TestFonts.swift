/// `TestFonts`: where the tests find the fonts they read — committed fixtures, bundled fonts, installed ones (by .ci/run) — and the shared corpora.
import Foundation
@testable import AuroraText

/// Paths of fonts the tests use. The fixtures and bundled fonts are always there; an installed
/// font's path is `nil` when it is not installed, and tests that need it are disabled with a
/// message naming the Debian package.
enum TestFonts {
    /// The folder of the committed test fonts (`Tests/Fixtures/Fonts`).
    static let fixtureFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Fonts").path
    /// DejaVu Sans, a TrueType-outline font, committed as a fixture.
    static let dejaVuSansPath = fixtureFolder + "/DejaVuSans.ttf"
    /// DejaVu Sans Bold, committed as a fixture.
    static let dejaVuSansBoldPath = fixtureFolder + "/DejaVuSans-Bold.ttf"
    /// JetBrains Mono, a bundled monospaced TrueType font.
    static let jetBrainsMonoPath = BundledFonts.folder + "/JetBrainsMono-Regular.ttf"
    /// Inter, the bundled default font, with CFF outlines.
    static let interPath = BundledFonts.folder + "/Inter-Regular.otf"
    /// NanumGothic, a Hangul font (Debian: fonts-nanum).
    static let nanumGothicPath = existing("/usr/share/fonts/truetype/nanum/NanumGothic.ttf")
    /// Noto Color Emoji (Debian: fonts-noto-color-emoji).
    static let notoColorEmojiPath = existing("/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")

    /// The DejaVu Sans face, loaded once.
    static let dejaVuSans: FontFace = try! FontFace.load(path: dejaVuSansPath)[0]

    /// The repository's `../shared` folder (the team's corpora), if present.
    static let sharedFolder: String? = {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let shared = repo.deletingLastPathComponent().appendingPathComponent("shared").path
        return FileManager.default.fileExists(atPath: shared) ? shared : nil
    }()

    /// A file of the HarfBuzz font corpus in ../shared, if present.
    static func fuzzCorpusFile(_ name: String) -> String? {
        sharedFolder.flatMap { existing($0 + "/corpora/fonts-fuzz/harfbuzz-test-fuzzing-fonts/" + name) }
    }

    private static func existing(_ path: String) -> String? {
        FileManager.default.fileExists(atPath: path) ? path : nil
    }
}
