/// `Image(systemName:)` and its layout node: a symbol sized by the font, sitting on the text baseline.
import AuroraDisplayList
import AuroraGeometry
import Foundation

extension Image {
    /// Creates a system symbol image: one of Aurora's vector symbols (see `SymbolCatalog`), sized
    /// by the environment's font and image scale, drawn with its weight and the foreground style.
    /// A name Aurora doesn't have draws nothing and is reported once on stderr.
    public init(systemName: String) {
        bitmap = nil
        scale = 1
        self.systemName = systemName
    }
}

/// A symbol image's node: the symbol's size (or, resizable, the proposal), its baseline as the
/// text-baseline guides, its layers filled with the paints of the rendering mode.
final class SymbolImageNode: LayoutNode {
    let image: Image
    let environment: EnvironmentValues
    let geometry: SymbolImageGeometry

    init(image: Image, environment: EnvironmentValues) {
        self.image = image
        self.environment = environment
        geometry = image.symbolGeometry(in: environment)
            ?? SymbolImageGeometry(size: .zero, baseline: 0, layers: [], renderingMode: nil)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        image.isResizable ? proposal.replacingUnspecifiedDimensions(by: geometry.size) : geometry.size
    }

    override var explicitGuides: ExplicitGuides? {
        let natural = geometry.size, baseline = geometry.baseline
        let compute: ExplicitGuides.Compute = { size, _ in
            natural.height > 0 ? baseline * size.height / natural.height : size.height
        }
        return ExplicitGuides(values: [VerticalAlignment.firstTextBaseline.key: compute,
                                       VerticalAlignment.lastTextBaseline.key: compute], inner: nil)
    }

    override func appendDisplayItems(to items: inout [DisplayList.Item], origin: CGPoint) {
        items.append(contentsOf: geometry.displayItems(in: frame.relative(to: origin), environment: environment))
    }
}
