/// `ExpressionArguments`: one list of the text form split into its head name, positional values and `key=` values.
import Foundation

/// A list `(head positional… key=value…)` ready to be read by name and position, with errors
/// that point at the offending node.
struct ExpressionArguments {
    let node: SExpression
    let head: String
    let positional: [SExpression]
    private let keyed: [String: SExpression]

    /// Splits `node`, which must be a list starting with a name.
    init(_ node: SExpression) throws(DisplayListParseError) {
        guard case .list(let elements) = node.kind else { throw node.error(.expected("a list, found \(node.summary)")) }
        guard let first = elements.first, case .symbol(let head) = first.kind else {
            throw node.error(.expected("a name after '('"))
        }
        var positional: [SExpression] = []
        var keyed: [String: SExpression] = [:]
        for element in elements.dropFirst() {
            if case .keyed(let key, let value) = element.kind {
                guard keyed[key] == nil else { throw element.error(.duplicateKey(key)) }
                keyed[key] = value
            } else {
                positional.append(element)
            }
        }
        self.node = node
        self.head = head
        self.positional = positional
        self.keyed = keyed
    }

    /// The positional value at `index`, or an error naming what was expected.
    func at(_ index: Int, _ what: String) throws(DisplayListParseError) -> SExpression {
        guard index < positional.count else { throw node.error(.expected("\(what) in (\(head) …)")) }
        return positional[index]
    }

    /// The value of `key=`, or an error when it is missing.
    func value(_ key: String) throws(DisplayListParseError) -> SExpression {
        guard let value = keyed[key] else { throw node.error(.expected("\(key)= in (\(head) …)")) }
        return value
    }

    /// The value of `key=` when present.
    func optional(_ key: String) -> SExpression? { keyed[key] }

    /// Fails when there are more than `count` positional values or keys outside `allowedKeys`.
    func expectNoMore(than count: Int, keys allowedKeys: Set<String> = []) throws(DisplayListParseError) {
        if positional.count > count { throw positional[count].error(.expected("')' to end (\(head) …), found \(positional[count].summary)")) }
        for key in keyed.keys.sorted() where !allowedKeys.contains(key) {
            throw (keyed[key] ?? node).error(.unknownName("\(key)="))
        }
    }
}

extension SExpression {
    /// The symbol's text.
    func symbol(_ what: String = "a name") throws(DisplayListParseError) -> String {
        guard case .symbol(let s) = kind else { throw error(.expected("\(what), found \(summary)")) }
        return s
    }

    /// The string's text.
    func string() throws(DisplayListParseError) -> String {
        guard case .string(let s) = kind else { throw error(.expected("a string, found \(summary)")) }
        return s
    }

    /// The list's elements.
    func elements() throws(DisplayListParseError) -> [SExpression] {
        guard case .list(let items) = kind else { throw error(.expected("a list, found \(summary)")) }
        return items
    }

    /// The symbol as a Double (`inf`, `-inf` and `nan` included).
    func double() throws(DisplayListParseError) -> Double {
        let s = try symbol("a number")
        guard let v = Double(s) else { throw error(.invalidNumber(s)) }
        return v
    }

    /// The symbol as a CGFloat.
    func cgFloat() throws(DisplayListParseError) -> CGFloat { CGFloat(try double()) }

    /// The symbol as a Float, parsed directly so it round-trips exactly.
    func float() throws(DisplayListParseError) -> Float {
        let s = try symbol("a number")
        guard let v = Float(s) else { throw error(.invalidNumber(s)) }
        return v
    }

    /// The symbol as an Int.
    func int() throws(DisplayListParseError) -> Int {
        let s = try symbol("an integer")
        guard let v = Int(s) else { throw error(.invalidNumber(s)) }
        return v
    }

    /// `true` or `false`.
    func bool() throws(DisplayListParseError) -> Bool {
        switch try symbol("true or false") {
        case "true": return true
        case "false": return false
        case let other: throw error(.expected("true or false, found '\(other)'"))
        }
    }

    /// A list of exactly `count` numbers.
    func numbers(_ count: Int) throws(DisplayListParseError) -> [CGFloat] {
        let items = try elements()
        guard items.count == count else { throw error(.expected("\(count) numbers in parentheses")) }
        var values: [CGFloat] = []
        for item in items { values.append(try item.cgFloat()) }
        return values
    }

    /// A name looked up in a table.
    func named<T>(_ table: [(T, String)], _ what: String) throws(DisplayListParseError) -> T {
        let name = try symbol(what)
        guard let match = table.first(where: { $0.1 == name }) else { throw error(.unknownName(name)) }
        return match.0
    }
}
