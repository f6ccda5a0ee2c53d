/// `PreviewExpansion`: what `#Preview("Name", traits: …) { body }` becomes — a view type holding the
/// body (with each `@Previewable` declaration as one of its properties) and a record in the
/// `aurora_previews` section through which Aurora finds the preview at run time.

/// The declarations a `#Preview` macro use expands to, or why it cannot be expanded.
public struct PreviewExpansion: Sendable, Equatable {
    /// One `@Previewable` declaration of the body, moved into the generated view.
    public struct Previewable: Sendable, Equatable {
        /// The declared name (`amplitude` in `@Previewable @State var amplitude = 12.0`).
        public let name: String
        /// The declaration without `@Previewable`, as it is written in the generated view.
        public let declaration: String
        /// Whether it is `@State`, so its binding can be shown in the preview's debug panel.
        public let isState: Bool
    }

    /// Why a `#Preview` could not be expanded.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The message shown at the macro's use.
        public let message: String
        public var description: String { message }
    }

    /// The argument list between the parentheses, as written (empty without parentheses).
    public let arguments: String
    /// The body's statements that are not `@Previewable` declarations, in order.
    public let body: String
    /// The `@Previewable` declarations, in order.
    public let previewables: [Previewable]
    /// The bytes before `#Preview` in the source.
    private let leadingTrivia: ArraySlice<UInt8>

    /// Reads the source of a `#Preview` use: `#Preview`, optional `(arguments)`, then the body as a
    /// trailing closure or as a `body:` argument.
    public init(source: String) throws(Failure) {
        let scanner = SwiftSourceScanner(source)
        let bytes = scanner.bytes
        guard let macro = scanner.firstSignificant(in: 0..<bytes.count), scanner.hasWord("#Preview", at: macro) else {
            throw Failure(message: "#Preview: expected '#Preview' at the start of the expansion")
        }
        leadingTrivia = bytes[0..<macro]
        var index = macro + "#Preview".utf8.count
        var arguments = ""
        var closure: Range<Int>?
        if let next = scanner.firstSignificant(in: index..<bytes.count), bytes[next] == .openParen {
            guard let close = scanner.matchingClose(of: next) else {
                throw Failure(message: "#Preview: the argument list is not closed")
            }
            (arguments, closure) = try Self.splitBodyArgument(scanner, inside: next + 1..<close)
            index = close + 1
        }
        if let next = scanner.firstSignificant(in: index..<bytes.count), bytes[next] == .openBrace {
            guard closure == nil else { throw Failure(message: "#Preview: the body is given twice") }
            guard let close = scanner.matchingClose(of: next) else { throw Failure(message: "#Preview: the body is not closed") }
            closure = next + 1..<close
        }
        guard let closure else { throw Failure(message: "#Preview: expected a body closure") }
        self.arguments = arguments
        var rest: [String] = []
        var previewables: [Previewable] = []
        for statement in scanner.statements(in: closure) {
            if scanner.hasWord("@Previewable", at: statement.lowerBound) {
                previewables.append(try Self.previewable(scanner, statement))
            } else {
                rest.append(scanner.text(statement))
            }
        }
        self.body = rest.joined(separator: "\n")
        self.previewables = previewables
    }

    /// The line and column of `#Preview` itself, given those of the start of the source the
    /// compiler sent (which begins with the leading trivia: the newlines and comments before it).
    public func macroPlace(startingAt start: (line: Int, column: Int)) -> (line: Int, column: Int) {
        var (line, column) = start
        for byte in leadingTrivia {
            if byte == .newline {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }

    /// The arguments without a `body:` argument, and that argument's closure if there is one.
    private static func splitBodyArgument(_ scanner: SwiftSourceScanner, inside range: Range<Int>) throws(Failure) -> (String, Range<Int>?) {
        let text = scanner.text(range)
        guard let label = topLevelLabel("body", scanner, in: range) else { return (text, nil) }
        guard let open = scanner.firstSignificant(in: label.upperBound..<range.upperBound), scanner.bytes[open] == .openBrace,
              let close = scanner.matchingClose(of: open) else {
            throw Failure(message: "#Preview: 'body:' must be a closure")
        }
        var before = scanner.text(range.lowerBound..<label.lowerBound)
        while let last = before.last, last == " " || last == "\n" || last == "," { before.removeLast() }
        return (before, open + 1..<close)
    }

    /// The range of `label:` at the top level of `range`, if present.
    private static func topLevelLabel(_ label: String, _ scanner: SwiftSourceScanner, in range: Range<Int>) -> Range<Int>? {
        var index = range.lowerBound
        let bytes = scanner.bytes
        while index < range.upperBound {
            if let end = scanner.endOfLiteralOrComment(at: index) { index = end; continue }
            let byte = bytes[index]
            if byte == .openParen || byte == .openBracket || byte == .openBrace {
                index = (scanner.matchingClose(of: index) ?? range.upperBound) + 1
                continue
            }
            let startsWord = index == range.lowerBound || !bytes[index - 1].isIdentifierByte
            if startsWord, scanner.hasWord(label, at: index),
               let colon = scanner.firstSignificant(in: index + label.utf8.count..<range.upperBound), bytes[colon] == UInt8(ascii: ":") {
                return index..<colon + 1
            }
            index += 1
        }
        return nil
    }

    private static func previewable(_ scanner: SwiftSourceScanner, _ statement: Range<Int>) throws(Failure) -> Previewable {
        let afterAttribute = statement.lowerBound + "@Previewable".utf8.count
        let declaration = scanner.text(afterAttribute..<statement.upperBound).trimmingSpaces()
        var name: String?
        var index = afterAttribute
        let bytes = scanner.bytes
        while index < statement.upperBound {
            if scanner.hasWord("var", at: index) || scanner.hasWord("let", at: index), !bytes[index - 1].isIdentifierByte {
                var start = scanner.firstSignificant(in: index + 3..<statement.upperBound) ?? statement.upperBound
                var end = start
                if start < statement.upperBound, bytes[start] == UInt8(ascii: "`") {
                    start += 1
                    end = start
                    while end < statement.upperBound, bytes[end] != UInt8(ascii: "`") { end += 1 }
                } else {
                    while end < statement.upperBound, bytes[end].isIdentifierByte { end += 1 }
                }
                if end > start { name = scanner.text(start..<end) }
                break
            }
            index += 1
        }
        guard let name else {
            throw Failure(message: "#Preview: '@Previewable' must mark a variable declaration, as in '@Previewable @State var value = 0'")
        }
        let isState = declaration.hasPrefix("@State ") || declaration.contains(" @State ")
        return Previewable(name: name, declaration: declaration, isState: isState)
    }

    /// The generated declarations: the view named `viewName` and the section record named
    /// `recordName` (both unique names the compiler gave), located at `fileID`, `line`, `column`.
    public func declarations(viewName: String, recordName: String, fileID: String, line: Int, column: Int) -> String {
        var view = "@MainActor struct \(viewName): Aurora.View {\n"
        for previewable in previewables { view += "    \(previewable.declaration)\n" }
        view += "    var body: some Aurora.View {\n        Aurora.Group {\n"
        view += body
        view += "\n        }\n"
        for (order, previewable) in previewables.enumerated() where previewable.isState {
            view += "        ._previewable(\(Self.literal(previewable.name)), $\(previewable.name), order: \(order))\n"
        }
        view += "    }\n}\n"
        let call = arguments.isEmpty ? "Aurora.Preview" : "Aurora.Preview(\(arguments))"
        let located = "._located(fileID: \(Self.literal(fileID)), line: \(line), column: \(column))"
        let record = """
            @section("aurora_previews") @used let \(recordName): Aurora._PreviewRecord = (0x4155_5250_5645_5731, { storage in
                storage.initializeMemory(as: Aurora.Preview.self, to: \(call) { \(viewName)() }\(located))
            })
            """
        return view + record
    }

    /// `text` as a Swift string literal (also how `aurora-embed-sources` embeds a file).
    package static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

extension String {
    /// Without leading and trailing spaces, tabs and newlines.
    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
