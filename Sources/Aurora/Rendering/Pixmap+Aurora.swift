/// The frame types a user of `import Aurora` names: the pixmap `ViewHost.render()` and `ImageRenderer.pixmap` return.
import AuroraRaster

/// A premultiplied RGBA8 image: what `ViewHost.render()` and `ImageRenderer.pixmap` return (Aurora's
/// form of SwiftUI's `CGImage`).
public typealias Pixmap = AuroraRaster.Pixmap
