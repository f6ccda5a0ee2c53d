/// `DrawError`: why `aurora draw` could not parse its options, read its display list or write its image.
import AuroraGeometry
import AuroraImageIO
import Foundation

/// A failure of `aurora draw`, with a message that names the file and the reason.
enum DrawError: Error, CustomStringConvertible {
    /// An option the command does not know.
    case unknownOption(String)
    /// More than one input file.
    case unexpectedArgument(String)
    /// An option given without the value it needs.
    case missingValue(option: String)
    /// An option value that does not parse.
    case invalidValue(option: String, value: String, expected: String)
    /// No input file was named.
    case missingInput
    /// The input file could not be read.
    case readFailed(path: String, reason: String)
    /// The display list's text form is invalid.
    case parseFailed(path: String, error: String)
    /// The renderer refused the list or canvas.
    case renderFailed(reason: String)
    /// The PNG could not be encoded or written.
    case writeFailed(ImageIOError)

    /// Whether the error is about the command line rather than the work.
    var isUsageError: Bool {
        switch self {
        case .unknownOption, .unexpectedArgument, .missingValue, .invalidValue, .missingInput: return true
        default: return false
        }
    }

    /// A one-line message for the terminal.
    var description: String {
        switch self {
        case .unknownOption(let option): return "unknown option '\(option.echoed())' for 'draw'"
        case .unexpectedArgument(let argument): return "unexpected argument '\(argument.echoed())' for 'draw' (one FILE only)"
        case .missingValue(let option): return "option '\(option)' needs a value"
        case .invalidValue(let option, let value, let expected): return "invalid value '\(value.echoed())' for '\(option)': expected \(expected)"
        case .missingInput: return "'draw' needs a display-list FILE"
        case .readFailed(let path, let reason): return "cannot read \(path.echoed()): \(reason)"
        case .parseFailed(let path, let error): return "\(path.echoed()):\(error)"
        case .renderFailed(let reason): return "cannot render: \(reason)"
        case .writeFailed(let error): return error.description
        }
    }
}
