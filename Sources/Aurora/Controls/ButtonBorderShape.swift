/// `ButtonBorderShape` and `buttonBorderShape(_:)`: the outline of bordered buttons' bezels.
import AuroraGeometry
import Foundation

/// A shape used to draw a button's border.
public struct ButtonBorderShape: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic
        case capsule
        case circle
        /// A rounded rectangle; nil: the control size's radius.
        case roundedRectangle(CGFloat?)
    }

    let kind: Kind

    /// A shape that defers to the system to determine an appropriate shape for the given context
    /// and platform: on iOS, a rounded rectangle whose radius follows the control size.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule shape.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle shape.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle shape, with the control size's corner radius.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))

    /// A rounded rectangle shape with the given corner radius.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius))
    }

    /// The shape for a bezel whose control size gives corners of `defaultRadius`.
    func shape(defaultRadius: CGFloat) -> AnyShape {
        switch kind {
        case .automatic: AnyShape(RoundedRectangle(cornerRadius: defaultRadius, style: .continuous))
        case .capsule: AnyShape(Capsule())
        case .circle: AnyShape(Circle())
        case .roundedRectangle(let radius): AnyShape(RoundedRectangle(cornerRadius: radius ?? defaultRadius, style: .continuous))
        }
    }
}

private enum ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension EnvironmentValues {
    /// The shape of bordered buttons' bezels below, set by `buttonBorderShape(_:)`. Default: `.automatic`.
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the border shape for buttons in this view.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}
