/// `DisplayList.Backdrop`: what a backdrop effect shows through its list's shape — the pixels behind, blurred, saturated, tinted.
import AuroraGeometry
import AuroraRaster
import Foundation

extension DisplayList {
    /// A frosted-glass recipe (SwiftUI's materials, resolved): the pixels already drawn behind
    /// the effect item are blurred, their saturation multiplied, and a tint composited over them.
    ///
    /// All three steps are linear in premultiplied colour, so the renderer may run them on a
    /// reduced-resolution image and enlarge the result.
    public struct Backdrop: Equatable, Sendable {
        /// The blur's standard deviation, in points (as `blur(radius:)`). Negative or NaN: no blur.
        public var blurRadius: CGFloat
        /// The saturation factor applied after the blur: 1 keeps colours, above 1 makes them more vivid.
        public var saturation: Double
        /// A colour composited (source-over) on the blurred, saturated backdrop; its alpha is the tint's strength.
        public var tint: RGBAColor

        /// Creates a backdrop recipe.
        public init(blurRadius: CGFloat, saturation: Double, tint: RGBAColor) {
            self.blurRadius = blurRadius
            self.saturation = saturation
            self.tint = tint
        }
    }
}
