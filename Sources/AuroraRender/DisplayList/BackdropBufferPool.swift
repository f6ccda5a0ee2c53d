/// `BackdropBufferPool`: the last frosted image a material drew, kept so the next frame writes into the same pixels.
import AuroraRaster
import Foundation
import Synchronization

/// Holds one enlarged backdrop image between draws. A material takes it (so no other draw
/// writes into it at the same time), overwrites every pixel, draws it, and puts it back.
///
/// By the next frame the previous render has let go of it, so the pixels are written in place
/// instead of into a freshly allocated (and freshly page-faulted) canvas-sized buffer — most of
/// a full-screen material's memory traffic. While a render still holds it (two materials in one
/// frame), `Pixmap`'s copy-on-write gives the writer its own copy: always correct, only slower.
final class BackdropBufferPool: Sendable {
    static let shared = BackdropBufferPool()

    private let buffer = Mutex<Pixmap?>(nil)

    /// The kept image when it is `width × height`; the pool is empty afterwards.
    func take(width: Int, height: Int) -> Pixmap? {
        buffer.withLock { kept in
            guard let image = kept, image.width == width, image.height == height else { return nil }
            kept = nil
            return image
        }
    }

    /// Keeps `image` for the next draw (replacing what was kept).
    func put(_ image: Pixmap) {
        buffer.withLock { $0 = image }
    }
}
