/// The errors the raster core reports for input it cannot take.

/// Why the raster core refused an input.
public enum RasterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A pixmap size that is not positive or too large to allocate.
    case invalidSize(width: Int, height: Int)
    /// Pixel data whose length does not match the size it is given with.
    case dataSizeMismatch(expected: Int, actual: Int)

    public var description: String {
        switch self {
        case .invalidSize(let w, let h):
            return "invalid pixmap size \(w)×\(h): each side must be 1...\(Pixmap.maximumSide) and the area at most \(Pixmap.maximumArea) pixels"
        case .dataSizeMismatch(let expected, let actual):
            return "pixel data has \(actual) bytes, expected \(expected)"
        }
    }
}
