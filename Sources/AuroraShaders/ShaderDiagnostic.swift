/// `ShaderDiagnostic`: one problem found in a shader source, with where it is and what is wrong.
import AuroraGeometry

/// One problem found in a shader source, with where it is and what is wrong.
public struct ShaderDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// How bad the problem is.
    public enum Severity: String, Hashable, Sendable {
        /// The source cannot run.
        case error
        /// The source runs, but probably not as meant.
        case warning
    }

    /// The source file's name as given to the compiler, e.g. `Ripple.metal`.
    public var file: String
    /// Where the problem starts.
    public var location: SourceLocation
    /// How bad it is.
    public var severity: Severity
    /// What is wrong, in the compiler's usual words (`use of undeclared identifier 'amplitud'`).
    public var message: String
    /// A suggestion (`did you mean 'amplitude'?`), when there is one.
    public var note: String?
    /// The text of the offending line, for the caret display.
    public var sourceLine: String

    /// A diagnostic for `message` at `location` in `file`, quoting `sourceLine`.
    public init(file: String, location: SourceLocation, severity: Severity = .error, message: String,
                note: String? = nil, sourceLine: String) {
        self.file = file
        self.location = location
        self.severity = severity
        self.message = message
        self.note = note
        self.sourceLine = sourceLine
    }

    /// The diagnostic as clang prints it:
    /// ```
    /// Ripple.metal:12:9: error: use of undeclared identifier 'amplitud'
    ///     float amplitud2 = amplitud * 2;
    ///                       ^
    /// Ripple.metal:12:9: note: did you mean 'amplitude'?
    /// ```
    ///
    /// A line longer than `quotedLineLimit` bytes is quoted as a window around the column, cut
    /// with ellipses and followed by the line's length; file names, messages and notes that echo
    /// long user text are cut the same way.
    public var description: String {
        let file = file.echoed()
        let quoted = quotedLine
        var text = "\(file):\(location): \(severity.rawValue): \(message.echoed(limit: Self.messageLimit))\n\(quoted.text)\n"
        text += quoted.caretIndent + "^"
        if let note { text += "\n\(file):\(location): note: \(note.echoed(limit: Self.messageLimit))" }
        return text
    }

    /// The longest source line quoted whole, in UTF-8 bytes.
    public static let quotedLineLimit = 160

    /// The longest message or note printed whole, in characters.
    static let messageLimit = 400

    /// The line as printed (a window of a long line) and the indentation that puts a caret
    /// under the column, keeping tabs so it lines up in a terminal.
    private var quotedLine: (text: String, caretIndent: String) {
        let bytes = Array(sourceLine.utf8)
        let column = min(max(0, location.column - 1), bytes.count)
        var start = 0, end = bytes.count
        if bytes.count > Self.quotedLineLimit {
            start = max(0, min(column - Self.quotedLineLimit / 2, bytes.count - Self.quotedLineLimit))
            end = start + Self.quotedLineLimit
            // Cut between characters, never inside a UTF-8 sequence.
            while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        }
        let isCut = start > 0 || end < bytes.count
        let text = (start > 0 ? "…" : "") + String(decoding: bytes[start..<end], as: UTF8.self)
            + (end < bytes.count ? "…" : "") + (isCut ? " (a line of \(bytes.count) bytes)" : "")
        let indent = (start > 0 ? " " : "") + String(decoding: bytes[start..<column].map { $0 == 0x09 ? 0x09 : 0x20 }, as: UTF8.self)
        return (text, indent)
    }
}
