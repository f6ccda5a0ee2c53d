/// `BundledFonts`: the font files that ship inside the package (SwiftPM resources), standing in for Apple's system fonts.
import Foundation

/// The fonts Aurora ships as package resources, so that text renders the same on every machine.
///
/// - `.default` (San Francisco's role): Inter, Light to Bold, with Italic and Bold Italic.
/// - `.monospaced` (SF Mono's role): JetBrains Mono, Regular and Bold.
/// - `.rounded` (SF Pro Rounded's role): Quicksand, Regular and Bold.
/// - `.serif` (New York's role): DejaVu Serif, Regular and Bold.
///
/// Inter, JetBrains Mono and Quicksand are under the SIL Open Font License 1.1 (`OFL.txt`),
/// DejaVu Serif under the Bitstream Vera licence (`LICENSE-DejaVu.txt`), both beside the files.
enum BundledFonts {
    /// The family each design is drawn with.
    static let designFamilies: [FontDesign: String] = [
        .default: "Inter",
        .monospaced: "JetBrains Mono",
        .rounded: "Quicksand",
        .serif: "DejaVu Serif",
    ]

    /// The folder of the bundled font files (`Fonts` in AuroraText's resource bundle).
    static let folder: String = Bundle.module.resourceURL?.appendingPathComponent("Fonts").path
        ?? Bundle.module.bundlePath + "/Fonts"
}
