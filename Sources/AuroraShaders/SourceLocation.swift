/// `SourceLocation`: a position in a shader source: 1-based line and column (columns count UTF-8 bytes).

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
