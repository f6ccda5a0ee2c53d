/// `String.htmlEscaped`: a string made safe to put in an HTML page, in text and in quoted attributes.
///
/// It lives in the bottom module beside `echoed` because several modules write HTML pages (the
/// gallery's index, the snapshot report) and all of them import this one.

extension String {
    /// The string with the characters HTML gives meaning to (`& < > " '`) written as entities.
    package var htmlEscaped: String {
        var escaped = ""
        for character in self {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
