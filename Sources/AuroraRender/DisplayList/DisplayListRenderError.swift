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
    /// A pixel buffer (named by `what`) of `bytes` that would take the render's buffers past
    /// its `RenderBudget.memoryLimit`; `inUse` bytes were held when it was asked for.
    case memoryBudgetExceeded(what: String, bytes: Int, inUse: Int, limit: Int)
    /// The render ran past its `RenderBudget.timeLimit`.
    case timeBudgetExceeded(limit: Duration)

    public var description: String {
        switch self {
        case .invalidCanvas(let w, let h, let s):
            return "cannot render a \(w)×\(h) pt canvas at scale \(s): size and scale must be finite and positive, "
                + "and the pixel size at most 32768 a side and 2^28 pixels"
        case .nestingTooDeep(let limit):
            return "effects nested deeper than \(limit) levels"
        case .memoryBudgetExceeded(let what, let bytes, let inUse, let limit):
            return "\(what) needs \(Self.megabytes(bytes)), and with the \(Self.megabytes(inUse)) already held "
                + "the render would pass its memory limit of \(Self.megabytes(limit))"
        case .timeBudgetExceeded(let limit):
            return "the render ran past its time limit of \(limit)"
        }
    }

    /// Bytes in MB with one decimal.
    private static func megabytes(_ bytes: Int) -> String {
        let tenths = Int((Double(bytes) / 104_857.6).rounded())
        return "\(tenths / 10).\(tenths % 10) MB"
    }
}
