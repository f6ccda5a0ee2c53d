/// `Image`: a view that displays a bitmap decoded from PNG or JPEG data or a file, or a symbol.
import AuroraDisplayList
import AuroraGeometry
import AuroraImageIO
import AuroraRaster
import Foundation

/// A view that displays an image.
///
/// Aurora images come from PNG or JPEG resources by name (`Image("palm_tree")`: the program's
/// resource bundles stand in for an asset catalog), data or files, from a `Pixmap`, or from
/// Aurora's own vector symbols (`Image(systemName:)`, drawn in code in the likeness of SF Symbols).
public struct Image: Equatable, Sendable {
    let bitmap: DisplayList.Image?
    let scale: CGFloat
    var isResizable = false
    var capInsets = EdgeInsets()
    var resizingMode: ResizingMode = .stretch
    var interpolationQuality: Interpolation = .high
    /// The symbol's name, for `Image(systemName:)`.
    var systemName: String?
    /// The symbol rendering mode set on the image (nil: the environment's).
    var symbolRenderingMode: SymbolRenderingMode?

    /// Creates an image from a pixmap whose pixels are `scale` per point. Default scale: 1.
    public init(_ pixmap: Pixmap, scale: CGFloat = 1) {
        bitmap = DisplayList.Image(pixmap)
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// An image with no pixels (a named image that was not found).
    init(empty: Void) {
        bitmap = nil
        scale = 1
    }

    /// Creates an image from PNG or JPEG data, or nil if the data is neither or is damaged. Default scale: 1.
    public init?(data: Data, scale: CGFloat = 1) {
        let bytes = [UInt8](data)
        let pixmap: Pixmap
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            guard let decoded = try? PNGDecoder.decode(bytes) else { return nil }
            pixmap = decoded
        } else if bytes.starts(with: [0xFF, 0xD8]) {
            guard let decoded = try? JPEGDecoder.decode(bytes) else { return nil }
            pixmap = decoded
        } else {
            return nil
        }
        self.init(pixmap, scale: scale)
    }

    /// Creates an image from a PNG or JPEG file, or nil if it can't be read or decoded. Default scale: 1.
    public init?(contentsOfFile path: String, scale: CGFloat = 1) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: scale)
    }

    /// The image's size in points.
    var naturalSize: CGSize {
        guard let bitmap else { return .zero }
        return CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
    }

    /// Sets the mode by which the image resizes to fit its space: the parts inside `capInsets`
    /// (in points) keep their size at the corners and edges, the rest stretches or tiles.
    /// Default: no cap insets, `.stretch`.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        copy.capInsets = capInsets
        copy.resizingMode = resizingMode
        return copy
    }

    /// The modes an image uses to resize to fit its containing view.
    public enum ResizingMode: Hashable, Sendable {
        /// Repeats the image's resizable parts at their natural size.
        case tile
        /// Scales the image's resizable parts to fill the space.
        case stretch
    }

    /// Specifies the current level of quality for rendering an image that requires interpolation.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self
        copy.interpolationQuality = interpolation
        return copy
    }

    /// The level of quality for rendering an image that requires interpolation, such as a scaled image.
    public enum Interpolation: Hashable, Sendable {
        /// Nearest-neighbour sampling.
        case none
        /// Smooth sampling (Aurora: bilinear).
        case low
        /// Smooth sampling (Aurora: bilinear).
        case medium
        /// Smooth sampling (Aurora: bilinear).
        case high
    }
}

extension Image: View, PrimitiveView {
    /// A primitive view.
    public typealias Body = Never
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        systemName == nil ? [ImageNode(image: self)] : [SymbolImageNode(image: self, environment: inputs.environment)]
    }
}

/// An image's node: its natural size, or (resizable) the proposal; draws the bitmap stretched over its frame.
final class ImageNode: LayoutNode {
    let image: Image

    init(image: Image) { self.image = image }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        image.isResizable ? proposal.replacingUnspecifiedDimensions(by: image.naturalSize) : image.naturalSize
    }

    override func appendDisplayItems(to items: inout [DisplayList.Item], origin: CGPoint) {
        guard frame.isDrawable, let bitmap = image.bitmap else { return }
        let sampling: ImageSampling = image.interpolationQuality == .none ? .nearest : .bilinear
        let whole = [ImageSlice(image: bitmap, rect: CGRect(origin: .zero, size: frame.size))]
        let slices = image.isResizable && (image.capInsets != EdgeInsets() || image.resizingMode == .tile)
            ? ImageSlice.slices(of: bitmap, scale: image.scale, capInsets: image.capInsets, mode: image.resizingMode, size: frame.size)
            : whole
        for slice in slices {
            items.append(DisplayList.Item(frame: frame.relative(to: origin),
                                          content: .image(slice.image, rect: slice.rect, interpolation: sampling)))
        }
    }
}
