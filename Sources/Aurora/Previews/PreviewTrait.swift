/// `PreviewTrait`: a trait of a preview — its layout or its orientation.
import Foundation

/// A characteristic of a preview, given to `#Preview(_:traits:body:)`.
public struct PreviewTrait<T>: @unchecked Sendable {
    let layout: PreviewLayout?
    let orientation: InterfaceOrientation?

    init(layout: PreviewLayout? = nil, orientation: InterfaceOrientation? = nil) {
        self.layout = layout
        self.orientation = orientation
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview fills the device's screen (the default).
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(layout: .device) }
    /// The preview's canvas is as large as the view's ideal size.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(layout: .sizeThatFits) }
    /// The preview's canvas is `width` × `height` points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(layout: .fixed(width: width, height: height))
    }
    /// The device upright.
    public static var portrait: PreviewTrait<T> { PreviewTrait(orientation: .portrait) }
    /// The device upside down.
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(orientation: .portraitUpsideDown) }
    /// The device turned with its top to the left.
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(orientation: .landscapeLeft) }
    /// The device turned with its top to the right.
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(orientation: .landscapeRight) }
}
