/// `ColorMatrix`: a matrix to use in an RGBA color transformation: rows r, g, b, a of five `Float`s on un-premultiplied colour.
import AuroraRaster

/// A matrix to use in an RGBA color transformation (SwiftUI's `ColorMatrix`: rows r, g, b, a
/// of five `Float`s on un-premultiplied colour).
public typealias ColorMatrix = AuroraRaster.ColorMatrix
