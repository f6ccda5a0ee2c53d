/// `SourceFile`: a shader source's text, cut into lines so a diagnostic can quote its line.

/// A shader source as the front end reads it: its name, bytes and where each line starts.
struct SourceFile: Sendable {
    /// The largest source accepted, in bytes (a `.metal` file for SwiftUI is a few kilobytes).
    static let maximumSize = 1 << 20

    /// The file name diagnostics show, e.g. `Ripple.metal`.
    let name: String
    /// The UTF-8 bytes.
    let bytes: [UInt8]
    /// The byte offset where each line starts.
    let lineStarts: [Int]

    /// The source `text` named `name`.
    init(text: String, name: String) {
        self.name = name
        bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// The text of line `line` (from 1), without its line break; empty outside the file.
    func lineText(_ line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }

    /// An error (or warning) at `location`, quoting its line.
    func diagnostic(_ message: String, at location: SourceLocation, note: String? = nil,
                    severity: ShaderDiagnostic.Severity = .error) -> ShaderDiagnostic {
        ShaderDiagnostic(file: name, location: location, severity: severity, message: message, note: note,
                         sourceLine: lineText(location.line))
    }
}

/// The diagnostics found so far, with a cap so that a hostile source cannot make millions.
struct DiagnosticList: Sendable {
    /// The most diagnostics kept; later ones are dropped.
    static let limit = 50

    /// The diagnostics, in the order found.
    private(set) var items: [ShaderDiagnostic] = []

    /// Whether the cap is reached (later diagnostics are dropped, so they need no suggestions).
    var isFull: Bool { items.count >= Self.limit }

    /// Whether an error has been recorded.
    var hasErrors: Bool { items.contains { $0.severity == .error } }

    /// Records `diagnostic` unless the cap is reached or the same message is already at that place.
    mutating func append(_ diagnostic: ShaderDiagnostic) {
        guard items.count < Self.limit else { return }
        if items.contains(where: { $0.location == diagnostic.location && $0.message == diagnostic.message }) { return }
        items.append(diagnostic)
    }

    /// The diagnostics sorted by position (stable for equal positions).
    var sorted: [ShaderDiagnostic] {
        items.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }
}
