/// `Gradient.ColorSpace`: the space a gradient's colours are interpolated in.
import AuroraDisplayList
import AuroraGeometry
import Foundation

extension Gradient {
    /// A method of interpolating between the colors in a gradient.
    ///
    /// SwiftUI documents two: `.device`, "interpolates gradient colors in the output color
    /// space", and `.perceptual`, "in a perceptual color space" (developer.apple.com/documentation/
    /// swiftui/gradient/colorspace). A gradient uses `.device` unless `colorSpace(_:)` says
    /// otherwise, as `MeshGradient.colorSpace` defaults to `.device`; the documentation states no
    /// other default for any iOS version.
    public struct ColorSpace: Hashable, Sendable {
        enum Storage: Hashable, Sendable { case device, perceptual }
        let storage: Storage

        /// Interpolates gradient colors in the output color space (non-linear sRGB).
        public static let device = ColorSpace(storage: .device)
        /// Interpolates gradient colors in a perceptual color space (Aurora: Oklab).
        public static let perceptual = ColorSpace(storage: .perceptual)

        /// `gradient` interpolated in this space.
        func interpolating(_ gradient: DisplayList.Paint) -> DisplayList.Paint {
            storage == .perceptual ? .perceptualGradient(gradient) : gradient
        }
    }

    /// Returns a version of the gradient that will use a specified color space for
    /// interpolating between its colors.
    public func colorSpace(_ space: ColorSpace) -> AnyGradient {
        AnyGradient(self).colorSpace(space)
    }
}
