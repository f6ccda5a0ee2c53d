/// `BuildDiagnostic`: a compiler error from a preview build, as the page's overlay shows it.
import Foundation

/// One error of a failed build: where, and the compiler's message.
public struct BuildDiagnostic: Equatable, Sendable {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    /// The errors in a build's output (`/path/File.swift:3:5: error: message` lines), each once, in order.
    public static func errors(in output: String) -> [BuildDiagnostic] {
        var seen = Set<String>()
        var result: [BuildDiagnostic] = []
        for line in output.split(separator: "\n") {
            guard let range = line.range(of: ": error: ") else { continue }
            let place = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 3, let row = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else { continue }
            let file = place.dropLast(2).joined(separator: ":")
            let diagnostic = BuildDiagnostic(file: file, line: row, column: column, message: String(line[range.upperBound...]))
            if seen.insert("\(file):\(row):\(column):\(diagnostic.message)").inserted { result.append(diagnostic) }
        }
        return result
    }
}
