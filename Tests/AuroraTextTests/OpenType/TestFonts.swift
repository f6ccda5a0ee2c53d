/// `TestFonts`: where the tests find the system fonts they read (installed by .ci/run), and the shared corpora.
import Foundation
@testable import AuroraText

/// Paths of fonts the tests use; each is `nil` when the font is not installed, and tests that
/// need it are disabled with a message naming the Debian package.
enum TestFonts {
    /// DejaVu Sans (Debian: fonts-dejavu-core).
    static let dejaVuSansPath = existing("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
    /// DejaVu Sans Bold (Debian: fonts-dejavu-core).
    static let dejaVuSansBoldPath = existing("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
    /// DejaVu Sans Mono (Debian: fonts-dejavu-core).
    static let dejaVuSansMonoPath = existing("/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf")
    /// Nimbus Sans, a CFF-outline OpenType font (Debian: fonts-urw-base35).
    static let nimbusSansPath = existing("/usr/share/fonts/opentype/urw-base35/NimbusSans-Regular.otf")
    /// NanumGothic, a Hangul font (Debian: fonts-nanum).
    static let nanumGothicPath = existing("/usr/share/fonts/truetype/nanum/NanumGothic.ttf")
    /// Noto Color Emoji (Debian: fonts-noto-color-emoji).
    static let notoColorEmojiPath = existing("/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")

    /// The DejaVu Sans face, loaded once.
    static let dejaVuSans: FontFace? = dejaVuSansPath.flatMap { try? FontFace.load(path: $0).first }

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
