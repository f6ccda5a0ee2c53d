/// Backdrop effects (materials): what was drawn behind an item, frosted, drawn through the item's shape.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import Foundation

extension DisplayListDrawer {
    /// Draws the frosted backdrop through `list`'s coverage.
    ///
    /// The pixels behind (`RasterContext.backdrop()`) are read over the list's device bounds
    /// grown by 3σ (within the canvas), reduced `k`× (k = σ/6 up to 8, as for wide blurs),
    /// blurred, saturated and tinted on that grid (`BackdropImage`), enlarged bilinearly over
    /// the list's bounds (`CoarseImageUpsampler`) and drawn through the list: clipped to its
    /// path when it is one filled shape or fill, else through a mask of the list's alpha.
    func drawBackdrop(_ list: DisplayList, recipe: DisplayList.Backdrop, opacity: Float, depth: Int) throws(DisplayListRenderError) {
        let device = context.transform
        let canvas = PixelRect(x: 0, y: 0, width: context.width, height: context.height)
        let bounds = DisplayListBounds.bounds(of: list, transform: device)
        if bounds?.isNull == true { return }
        guard let region = bounds.map({ Self.pixelRect($0, within: context.width, context.height) }) ?? canvas else { return }
        let scale = abs(device.a * device.d - device.b * device.c).squareRoot()
        let radius = recipe.blurRadius.isNaN ? 0 : max(0, recipe.blurRadius)
        let sigma = min(CGFloat(GaussianBlur.maximumSigma), radius * scale)
        let k = sigma >= 2 * Self.coarseBlurSigma ? min(Self.maximumReduction, Int(sigma / Self.coarseBlurSigma)) : 1
        let reach = Int((3 * sigma).rounded(.up))
        // A copy of the canvas when a layer is open (else the canvas itself), and the frosted image.
        let bytes = RenderAllowance.sum(context.keepsRecordedImages ? RenderAllowance.pixelBytes(context.width, context.height) : 0,
                                        RenderAllowance.pixelBytes(region.width, region.height))
        try allowance.charge(bytes, for: "a backdrop of \(region.width)×\(region.height) pixels")
        defer { allowance.credit(bytes) }
        guard let source = PixelRect(x: region.x - reach, y: region.y - reach,
                                     width: region.width + 2 * reach, height: region.height + 2 * reach).intersection(canvas),
              let coarse = BackdropImage.make(from: context.backdrop(), source: source, factor: k, sigma: Float(sigma),
                                              recipe: recipe, threads: context.threads) else { return }
        if opacity >= 1, Self.isOpaque(coarse), let (frame, path, _) = Self.singleFilledPath(list) {
            // An opaque frosted image through a rectangle holding the whole region replaces those
            // pixels: it is enlarged straight into the canvas when nothing else clips or layers it.
            let shape = CGAffineTransform(translationX: frame.origin.x, y: frame.origin.y).concatenating(device)
            let width = context.width, threads = context.threads
            if shape.isFinite, Self.rectangle(path, transform: shape, covers: region), context.overwriteCanvas({ canvas in
                _ = CoarseImageUpsampler.upsample(coarse, factor: k, origin: CGPoint(x: source.x, y: source.y), into: region,
                                                  canvas: canvas, stride: width, threads: threads)
            }) { return }
        }
        guard let frosted = CoarseImageUpsampler.upsample(coarse, factor: k, origin: CGPoint(x: source.x, y: source.y), into: region,
                                                          reusing: BackdropBufferPool.shared.take(width: region.width, height: region.height),
                                                          threads: context.threads) else { return }
        defer { BackdropBufferPool.shared.put(frosted) }
        let placement = CGAffineTransform(translationX: CGFloat(region.x), y: CGFloat(region.y))
        if let (frame, path, style) = Self.singleFilledPath(list) {
            context.transform = CGAffineTransform(translationX: frame.origin.x, y: frame.origin.y).concatenating(device)
            guard context.transform.isFinite else { return }
            // A rectangle that covers every pixel of the region clips nothing: the image is drawn
            // without a clip (a plain copy-like composite instead of one through coverage).
            if !Self.rectangle(path, transform: context.transform, covers: region) {
                context.clip(to: path, fillRule: style.isEOFilled ? .evenOdd : .nonZero, antialiased: style.isAntialiased)
            }
            context.transform = .identity
            context.draw(frosted, transform: placement, opacity: opacity)
        } else {
            context.pushLayer(opacity: opacity)
            context.transform = .identity
            context.draw(frosted, transform: placement)
            context.transform = device
            context.pushMask(.alpha)
            try draw(list, opacity: 1, depth: depth)
            context.popMask()
            context.popLayer()
        }
        context.transform = device
    }

    /// Whether every pixel of `image` has alpha 255 (then so has its bilinear enlargement).
    static func isOpaque(_ image: Pixmap) -> Bool {
        image.withUnsafePixels { pixels in pixels.allSatisfy { $0 >= 0xFF00_0000 } }
    }

    /// Whether `path` under `transform` is an axis-aligned rectangle that holds all of `region`
    /// (so each of its pixels is fully covered, whatever the fill rule or anti-aliasing).
    static func rectangle(_ path: BezierPath, transform: CGAffineTransform, covers region: PixelRect) -> Bool {
        guard transform.b == 0, transform.c == 0 else { return false }
        var corners: [CGPoint] = []
        for element in path.elements {
            switch element {
            case .move(let p) where corners.isEmpty: corners.append(p)
            case .line(let p): corners.append(p)
            case .closeSubpath: continue
            default: return false
            }
        }
        if corners.count == 5, corners[4] == corners[0] { corners.removeLast() }
        guard corners.count == 4 else { return false }
        // Each side moves along one axis only, alternating x and y: a rectangle (or a degenerate one).
        for i in 0..<4 {
            let a = corners[i], b = corners[(i + 1) % 4]
            let alongX = a.y == b.y && a.x != b.x, alongY = a.x == b.x && a.y != b.y
            guard alongX || alongY else { return false }
            let c = corners[(i + 2) % 4]
            guard alongX ? (b.x == c.x && b.y != c.y) : (b.y == c.y && b.x != c.x) else { return false }
        }
        let box = path.boundingRect.applying(transform)
        guard box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite else { return false }
        return box.minX <= CGFloat(region.x) && box.minY <= CGFloat(region.y)
            && box.maxX >= CGFloat(region.maxX) && box.maxY >= CGFloat(region.maxY)
    }

    /// The frame, path and fill style of a list that is one filled shape or frame fill with an
    /// opaque paint: its coverage is exactly that path's, so a clip replaces the mask.
    private static func singleFilledPath(_ list: DisplayList) -> (CGRect, BezierPath, FillStyle)? {
        guard list.items.count == 1, let item = list.items.first, case .content(let content) = item.value else { return nil }
        switch content {
        case .fill(let paint) where paint.isOpaque:
            let size = item.frame.size
            guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return nil }
            return (item.frame, BezierPath(CGRect(origin: .zero, size: size)), FillStyle())
        case .shape(let path, let paint, .fill(let style), .normal) where paint.isOpaque:
            return (item.frame, path, style)
        default:
            return nil
        }
    }
}
