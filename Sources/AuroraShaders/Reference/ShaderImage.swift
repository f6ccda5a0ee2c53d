/// `ShaderImage`: the image bound to a `texture2d<half>` parameter.
import AuroraRaster

/// The image bound to a `texture2d<half>` parameter: a premultiplied pixmap, read as `half4`s of
/// its bytes divided by 255.
public struct ShaderImage: Hashable, Sendable {
    /// The pixels.
    public var pixmap: Pixmap

    /// The image of `pixmap`.
    public init(pixmap: Pixmap) {
        self.pixmap = pixmap
    }

    /// A 1×1 transparent image (the value of a texture nobody bound).
    static let empty: ShaderImage = {
        // A 1×1 pixmap is always a valid size.
        guard let pixmap = try? Pixmap(width: 1, height: 1) else { preconditionFailure("1×1 pixmap refused") }
        return ShaderImage(pixmap: pixmap)
    }()

    public static func == (a: ShaderImage, b: ShaderImage) -> Bool { a.pixmap.hasSamePixels(as: b.pixmap) }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(pixmap.width)
        hasher.combine(pixmap.height)
    }
}
