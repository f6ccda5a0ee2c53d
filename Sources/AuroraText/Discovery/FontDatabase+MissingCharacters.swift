/// `FontDatabase+MissingCharacters`: characters no face can draw — kept, and reported once each on standard error.
import Foundation

extension FontDatabase {
    /// How many missing characters get a line of their own on standard error; later ones are
    /// only kept in `missingCharacters`.
    static let reportedMissingLimit = 16

    /// The characters text asked this database for that none of its faces can draw, in the
    /// order they were first met. Each was drawn as its face's missing-glyph box.
    public var missingCharacters: [Character] { state.withLock { $0.missing } }

    /// Notes that no face can draw `character`; the first time, says so on standard error.
    func reportMissing(_ character: Character) {
        let count: Int? = state.withLock { state in
            guard state.missingSet.insert(character).inserted else { return nil }
            state.missing.append(character)
            return state.missing.count
        }
        guard let count, count <= Self.reportedMissingLimit else { return }
        let codes = character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
        var line = "Aurora: no font can draw \(codes); it is drawn as a missing-glyph box. "
            + "Install a font that has it, or name a folder of fonts in AURORA_FONT_PATH."
        if count == Self.reportedMissingLimit { line += " Further characters without a font are not listed." }
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
