/// `DrawError`: why `aurora draw` could not read an option's value, read its display list or write its image.
import AuroraGeometry
import AuroraImageIO
import Foundation

/// A failure of `aurora draw`, with a message that names the file and the reason.
enum DrawError: Error, CustomStringConvertible {
    /// An option value that does not parse (the parser names the option and quotes the value).
    case invalidValue(expected: String)
    /// The input file could not be read.
    case readFailed(path: String, reason: String)
    /// The display list's text form is invalid.
    case parseFailed(path: String, error: String)
    /// The renderer refused the list or canvas.
    case renderFailed(reason: String)
    /// The PNG could not be encoded or written.
    case writeFailed(ImageIOError)

    /// A one-line message for the terminal.
    var description: String {
        switch self {
        case .invalidValue(let expected): return "expected \(expected)"
        case .readFailed(let path, let reason): return "cannot read \(path.echoed()): \(reason)"
        case .parseFailed(let path, let error): return "\(path.echoed()):\(error)"
        case .renderFailed(let reason): return "cannot render: \(reason)"
        case .writeFailed(let error): return error.description
        }
    }
}
