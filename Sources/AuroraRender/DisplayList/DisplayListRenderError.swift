/// `DisplayListRenderError`: why a display list could not be rendered.
import Foundation

/// A display list the renderer refuses, with the reason.
public enum DisplayListRenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The deepest effect nesting rendered.
    public static let maximumEffectDepth = 512

    /// A canvas size or scale that is not finite and positive, or too many pixels.
    case invalidCanvas(width: Double, height: Double, scale: Double)
    /// Effects nested deeper than `maximumEffectDepth`.
    case nestingTooDeep(limit: Int)

    public var description: String {
        switch self {
        case .invalidCanvas(let w, let h, let s):
            return "cannot render a \(w)×\(h) pt canvas at scale \(s): size and scale must be finite and positive, "
                + "and the pixel size at most 32768 a side and 2^28 pixels"
        case .nestingTooDeep(let limit):
            return "effects nested deeper than \(limit) levels"
        }
    }
}
