/// `TextProxy`: a proxy for a text view that custom text renderers use to measure it.
import Foundation

/// A proxy for a text view that custom text renderers use to measure it.
public struct TextProxy {
    /// The text view's own sizing (its layout at the proposed width).
    private let measure: (ProposedViewSize) -> CGSize

    init(measure: @escaping (ProposedViewSize) -> CGSize) { self.measure = measure }

    /// Returns the size the text would take for `proposal` if it were drawn normally.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}
