/// `String.echoed`: a user's string cut to a length an error message can quote.
///
/// It lives in the bottom module because every module's messages quote user strings (paths,
/// names, tokens) and all of them import this one.

extension String {
    /// The longest user string a message quotes whole, in characters.
    package static let echoLimit = 200

    /// The string itself when it has at most `limit` characters; otherwise its first `limit`
    /// characters, an ellipsis and its full length, e.g. `/tmp/aaaa… (10485760 characters)`.
    package func echoed(limit: Int = String.echoLimit) -> String {
        let head = prefix(limit)
        guard head.endIndex < endIndex else { return self }
        return "\(head)… (\(count) characters)"
    }
}
