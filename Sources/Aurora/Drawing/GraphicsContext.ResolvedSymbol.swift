/// `GraphicsContext.ResolvedSymbol`: a `Canvas` symbol view, laid out and drawn once, ready to place many times.
import AuroraDisplayList
import AuroraGeometry
import Foundation

extension GraphicsContext {
    /// A static, rendered version of a view in a canvas's `symbols`, ready to be drawn.
    public struct ResolvedSymbol: Sendable {
        /// The size of the symbol: the size its view chose for the canvas's size.
        public let size: CGSize
        /// What the view draws, in its own space (origin at the view's top-leading corner).
        let content: DisplayList
    }

    /// Gets the symbol tagged `id` in the canvas's `symbols`, or nil when there is none.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        recorder.symbols[AnyHashable(id)]
    }

    /// Draws a resolved symbol scaled to fill `rect` (in the current user space).
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        guard !symbol.content.isEmpty, symbol.size.width > 0, symbol.size.height > 0,
              rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let placement = CGAffineTransform(a: rect.width / symbol.size.width, b: 0, c: 0, d: rect.height / symbol.size.height,
                                          tx: rect.minX, ty: rect.minY)
        append([DisplayList.Item(frame: CGRect(origin: .zero, size: symbol.size), effect: .transform(placement), symbol.content)])
    }

    /// Draws a resolved symbol at its own size with its `anchor` at `point`. Default anchor: `.center`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(symbol, in: CGRect(origin: point, size: symbol.size).anchored(at: anchor))
    }
}

extension CGRect {
    /// The rect of the same size moved so that its `anchor` point lies at its current origin.
    func anchored(at anchor: UnitPoint) -> CGRect {
        offsetBy(dx: -width * anchor.x, dy: -height * anchor.y)
    }
}
