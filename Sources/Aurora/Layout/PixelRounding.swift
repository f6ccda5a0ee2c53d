/// Pixel rounding: layout values snapped to the device pixel grid, as SwiftUI snaps every view's frame.
import AuroraGeometry
import Foundation

extension CGRect {
    /// This rect with both corners moved to the nearest pixel boundary (a corner exactly halfway
    /// moves right or down), so its edges are crisp; unchanged for a non-positive or non-finite
    /// `pixelLength` or a non-finite rect.
    ///
    /// Rounding the corners, not the origin and the size, keeps two views that share an edge in
    /// layout sharing it on screen. Source: SwiftUI rounds each view's frame with
    /// `CGRect.roundCoordinatesToNearestOrUp(toMultipleOf: pixelLength)` (as reconstructed in
    /// OpenSwiftUI's `ViewFrame.round(toMultipleOf:)` and `AnimatableFrameAttribute`), whose
    /// rule is this one: origin and maximum corner each to `floor(v / m + 0.5) * m`.
    func roundedToPixels(_ pixelLength: CGFloat) -> CGRect {
        guard pixelLength > 0, pixelLength.isFinite, origin.x.isFinite, origin.y.isFinite,
              size.width.isFinite, size.height.isFinite else { return self }
        let minX = origin.x.nearestPixel(pixelLength), minY = origin.y.nearestPixel(pixelLength)
        let maxX = (origin.x + size.width).nearestPixel(pixelLength), maxY = (origin.y + size.height).nearestPixel(pixelLength)
        return CGRect(x: minX * pixelLength, y: minY * pixelLength,
                      width: (maxX - minX) * pixelLength, height: (maxY - minY) * pixelLength)
    }
}

extension CGFloat {
    /// This value moved to the nearest multiple of `pixelLength` (halfway moves up), by the rule
    /// `CGRect.roundedToPixels(_:)` applies to each corner; unchanged for a non-positive or
    /// non-finite `pixelLength` or a non-finite value.
    func roundedToPixels(_ pixelLength: CGFloat) -> CGFloat {
        guard pixelLength > 0, pixelLength.isFinite, isFinite else { return self }
        return nearestPixel(pixelLength) * pixelLength
    }

    /// The index of the pixel boundary nearest to this value: `floor(v / m + 0.5)`.
    fileprivate func nearestPixel(_ pixelLength: CGFloat) -> CGFloat { (self / pixelLength + 0.5).rounded(.down) }

    /// This value rounded up to a multiple of `step` (unchanged when `step` is not positive and finite).
    func roundedUp(toMultipleOf step: CGFloat) -> CGFloat {
        guard step > 0, step.isFinite else { return self }
        let steps = self / step
        // A value already on the grid but for the division's rounding error stays where it is.
        let nearest = steps.rounded()
        return (Swift.abs(steps - nearest) < 1e-9 ? nearest : steps.rounded(.up)) * step
    }
}
