/// `PremultipliedPixel`: one premultiplied RGBA8 pixel of a `Pixmap`.
import AuroraRaster

/// One premultiplied RGBA8 pixel of a `Pixmap`.
public typealias PremultipliedPixel = AuroraRaster.PremultipliedPixel
