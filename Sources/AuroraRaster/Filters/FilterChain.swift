/// The filter chain: applying a layer's filters in order, producing the images to composite.
import Foundation

/// A filtered layer ready to composite: one or more images, each with the blend mode it is
/// drawn with, bottom first (a shadow adds an image below or above the content).
struct FilteredLayer {
    /// An image and how it combines with the destination.
    struct Plane {
        var image: Pixmap
        /// `nil` for the content, which uses the layer's own blend mode.
        var blendMode: BlendMode?
    }

    var planes: [Plane]

    /// Runs `filters` in order on `content`. Colour filters and blurs act on every plane so
    /// far; a shadow is cast by the content plane as it is at that point.
    init(content: Pixmap, filters: [Filter], threads: Int) {
        planes = [Plane(image: content, blendMode: nil)]
        for filter in filters {
            switch filter {
            case .blur, .colorMatrix, .alphaThreshold:
                for i in planes.indices { Self.apply(filter, to: &planes[i].image, threads: threads) }
            case .shadow(let shadow):
                guard let index = planes.firstIndex(where: { $0.blendMode == nil }) else { continue }
                let plane = Plane(image: shadow.image(of: planes[index].image, threads: threads), blendMode: shadow.blendMode)
                if shadow.options.contains(.shadowOnly) {
                    planes[index] = plane
                } else {
                    planes.insert(plane, at: shadow.options.contains(.shadowAbove) ? index + 1 : index)
                }
            }
        }
    }

    /// Runs `filter` on `image` in place when it blurs or acts on each pixel; a shadow, which
    /// makes an image of its own, leaves `image` as it is.
    static func apply(_ filter: Filter, to image: inout Pixmap, threads: Int) {
        switch filter {
        case .blur(let blur):
            blur.apply(to: &image, threads: threads)
        case .colorMatrix(let matrix):
            eachRow(of: &image, threads: threads) { matrix.apply(to: $0, count: $1) }
        case .alphaThreshold(let threshold):
            eachRow(of: &image, threads: threads) { threshold.apply(to: $0, count: $1) }
        case .shadow:
            break
        }
    }

    /// Calls `body(row, width)` for every row of `image`, rows spread over the threads.
    private static func eachRow(of image: inout Pixmap, threads: Int,
                                _ body: @escaping @Sendable (UnsafeMutablePointer<UInt32>, Int) -> Void) {
        let width = image.width, height = image.height
        image.withUnsafeMutablePixels { pixels in
            guard let base = pixels.baseAddress else { return }
            let frame = SendablePointer(base)
            ParallelLoop.forEachChunk(count: height, threads: threads) { rows in
                for y in rows { body(frame.pointer + y * width, width) }
            }
        }
    }
}
