/// Wide blurs and shadows computed at a reduced resolution and resampled, as renderers do for large σ.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import Foundation

extension DisplayListDrawer {
    /// The smallest σ, in coarse pixels, a faint shadow is blurred with on the coarse grid.
    static let coarseShadowSigma: CGFloat = 3
    /// The smallest σ, in coarse pixels, a blur is blurred with on the coarse grid.
    static let coarseBlurSigma: CGFloat = 6
    /// The largest reduction factor.
    static let maximumReduction = 8

    /// Draws `list` under a single wide transparent blur or shadow with the blur computed on a
    /// grid `k` times coarser, then resampled bilinearly (`CoarseImageUpsampler`); returns `false` when the filter is not
    /// one of those or too narrow for `k ≥ 2`.
    ///
    /// Bilinear resampling errs by at most h²/8 · |f″| between coarse samples: for a peak of
    /// height A blurred by σ coarse pixels, about A/(4σ²) over both axes. With σ ≥ 6 for blurs
    /// (A up to 255) and σ ≥ max(3, √(A/8)) for shadows (A from the shadow colour's alpha) that
    /// stays within about 3/255 of blurring at full resolution (4/255 tested, rounding included). Drawing the list on
    /// the coarse grid (area coverage) adds a box of width `k`, variance k²/12, under 1% of σ²
    /// here. The blur's cost falls by k².
    ///
    /// `reach` is what the filtered list can cover (device pixels). The coarse grid covers it
    /// within the canvas and `2k` pixels beyond, so content just past the canvas edge still
    /// casts its blur onto it and the resampling has real samples at the edge.
    func drawDownsampled(_ list: DisplayList, filter: DisplayList.Filter, reach: CGRect, opacity: Float,
                         depth: Int) throws(DisplayListRenderError) -> Bool {
        let device = context.transform
        let scale = abs(device.a * device.d - device.b * device.c).squareRoot()
        let sigma: CGFloat, isShadow: Bool, coarseSigma: CGFloat
        switch filter {
        case .blur(let radius, false):
            (sigma, isShadow, coarseSigma) = (radius * scale, false, Self.coarseBlurSigma)
        case .shadow(let color, let radius, _):
            // The resampling error scales with the shadow's peak, A = alpha · 255: σ² ≥ A/8 keeps
            // A/(4σ²) within 2/255.
            let peak = CGFloat(color.alpha) * 255
            (sigma, isShadow, coarseSigma) = (radius * scale, true, max(Self.coarseShadowSigma, (peak / 8).squareRoot()))
        default:
            return false
        }
        guard sigma.isFinite, sigma >= 2 * coarseSigma else { return false }
        let k = Int(min(CGFloat(Self.maximumReduction), sigma / coarseSigma))
        let apron = CGFloat(2 * k)
        let extended = CGRect(x: -apron, y: -apron, width: CGFloat(context.width) + 2 * apron, height: CGFloat(context.height) + 2 * apron)
        let within = reach.intersection(extended)
        guard !within.isNull, let region = Self.pixelRect(within.offsetBy(dx: apron, dy: apron),
                                                          within: context.width + 4 * k, context.height + 4 * k)
            .map({ PixelRect(x: $0.x - 2 * k, y: $0.y - 2 * k, width: $0.width, height: $0.height) }) else { return true }
        // A list wholly inside the canvas (and its apron) gives an image that only moves with
        // the list: it is cached by value and placed relative to the translation's whole pixels.
        let cacheKey = filteredImageKey(list, filters: [filter], reach: reach, region: region, factor: k)
        let enlarged: Pixmap, target: PixelRect
        if let (key, wholeX, wholeY) = cacheKey, let hit = FilteredImageCache.shared.entry(for: key) {
            (enlarged, target) = (hit.image, PixelRect(x: wholeX + hit.x, y: wholeY + hit.y, width: hit.image.width, height: hit.image.height))
        } else {
            guard let made = try coarseImage(of: list, filter: filter, region: region, k: k, sigma: sigma, depth: depth,
                                             clippedToCanvas: cacheKey == nil) else {
                if isShadow { try draw(list, opacity: opacity, depth: depth) }
                return true
            }
            (enlarged, target) = made
            if let (key, wholeX, wholeY) = cacheKey {
                FilteredImageCache.shared.insert(FilteredImageCache.Entry(image: enlarged, x: target.x - wholeX, y: target.y - wholeY), for: key)
            }
        }
        let what = "a blurred image of \(target.width)×\(target.height) pixels"
        guard isShadow else {
            try blit(enlarged, x: target.x, y: target.y, opacity: opacity, what: what)
            return true
        }
        // The shadow goes under the list, and both are composited as one group: straight onto
        // the canvas when that is the same (full opacity, no blend modes inside), else in a layer.
        if opacity < 1 || list.containsBlendMode {
            try allowance.holding(layerBytes, for: "a shadow's layer \(context.width) pixels wide") { () throws(DisplayListRenderError) in
                context.pushLayer(opacity: opacity)
                try blit(enlarged, x: target.x, y: target.y, opacity: 1, what: what)
                try draw(list, opacity: 1, depth: depth)
                context.popLayer()
            }
        } else {
            try blit(enlarged, x: target.x, y: target.y, opacity: 1, what: what)
            try draw(list, opacity: 1, depth: depth)
        }
        return true
    }

    /// The blurred list or its shadow, drawn on the coarse grid and enlarged to device pixels,
    /// with the device pixels it covers (within the canvas when `clippedToCanvas`).
    private func coarseImage(of list: DisplayList, filter: DisplayList.Filter, region: PixelRect, k: Int, sigma: CGFloat,
                             depth: Int, clippedToCanvas: Bool) throws(DisplayListRenderError) -> (Pixmap, PixelRect)? {
        // One coarse pixel of padding on each side keeps the resampled edges inside the image.
        let lowWidth = (region.width + k - 1) / k + 2, lowHeight = (region.height + k - 1) / k + 2
        // The coarse drawing and its filtered image, then the enlarged image.
        let bytes = RenderAllowance.sum(2 * RenderAllowance.pixelBytes(lowWidth, lowHeight),
                                        RenderAllowance.pixelBytes(region.width, region.height))
        return try allowance.holding(bytes, for: "a blur of \(region.width)×\(region.height) pixels") { () throws(DisplayListRenderError) in
            try enlargedCoarseImage(of: list, filter: filter, region: region, k: k, lowWidth: lowWidth, lowHeight: lowHeight, sigma: sigma,
                            depth: depth, clippedToCanvas: clippedToCanvas)
        }
    }

    private func enlargedCoarseImage(of list: DisplayList, filter: DisplayList.Filter, region: PixelRect, k: Int, lowWidth: Int, lowHeight: Int,
                             sigma: CGFloat, depth: Int, clippedToCanvas: Bool) throws(DisplayListRenderError) -> (Pixmap, PixelRect)? {
        let device = context.transform
        guard let coarse = try? RasterContext(width: lowWidth, height: lowHeight, threads: offscreenThreads(lowWidth, lowHeight)) else { return nil }
        let toCoarse = CGAffineTransform(translationX: CGFloat(-region.x), y: CGFloat(-region.y))
            .concatenating(CGAffineTransform(scaleX: 1 / CGFloat(k), y: 1 / CGFloat(k)))
            .concatenating(CGAffineTransform(translationX: 1, y: 1))
        coarse.transform = device.concatenating(toCoarse)
        let reducedSigma = Float(sigma / CGFloat(k))
        var offset = CGSize.zero
        switch filter {
        case .shadow(let color, _, let pointOffset):
            offset = CGSize(width: device.a * pointOffset.width + device.c * pointOffset.height,
                            height: device.b * pointOffset.width + device.d * pointOffset.height)
            guard offset.width.isFinite, offset.height.isFinite, abs(offset.width) < 1e8, abs(offset.height) < 1e8 else { return nil }
            coarse.pushLayer(filters: [.shadow(Shadow(color: color, radius: reducedSigma, options: .shadowOnly))])
        default:
            coarse.pushLayer(filters: [.blur(GaussianBlur(sigma: reducedSigma))])
        }
        try drawing(into: coarse).draw(list, opacity: 1, depth: depth)
        coarse.popLayer()
        // Coarse pixel (u, v) covers device pixels from region.origin + offset + (u − 1, v − 1)·k.
        let origin = CGPoint(x: CGFloat(region.x) + offset.width, y: CGFloat(region.y) + offset.height)
        let covered = CGRect(x: origin.x, y: origin.y, width: CGFloat(region.width), height: CGFloat(region.height))
        let limit = clippedToCanvas ? (context.width, context.height) : (Int.max / 4, Int.max / 4)
        guard let target = Self.pixelRect(covered, within: limit.0, limit.1),
              let enlarged = CoarseImageUpsampler.upsample(coarse.pixmap, factor: k, origin: origin, into: target,
                                                           threads: context.threads) else { return nil }
        return (enlarged, target)
    }
}
