/// `Diagnostics`: the errors a shader source gets, located and printed as a compiler prints them.

/// A position in a shader source: 1-based line and column (columns count UTF-8 bytes).
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int

    /// The position at `line`, `column` (both from 1).
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}

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
    public var description: String {
        var text = "\(file):\(location): \(severity.rawValue): \(message)\n\(sourceLine)\n"
        // The caret sits under the column, keeping tabs so it lines up in a terminal.
        let prefix = sourceLine.utf8.prefix(max(0, location.column - 1))
        text += String(decoding: prefix.map { $0 == 0x09 ? 0x09 : 0x20 }, as: UTF8.self) + "^"
        if let note { text += "\n\(file):\(location): note: \(note)" }
        return text
    }
}
