/// `@ScaledMetric`: a dimension that scales with the environment's Dynamic Type size.
import AuroraDisplayList
import AuroraGeometry
import Foundation

/// A dynamic property that scales a numeric value with the Dynamic Type size, as a text style's
/// point size scales (by default, the body style's).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    let base: Value
    let textStyle: Font.TextStyle
    let box = EnvironmentBox()

    /// Creates the scaled metric with an unscaled value and a text style to scale relative to.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
        self.textStyle = textStyle
    }

    /// Creates the scaled metric with an unscaled value using the default scaling (relative to body).
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// The value scaled by the text style's size at the current Dynamic Type size over its size
    /// at the default (`.large`).
    public var wrappedValue: Value {
        let size = box.environment?.dynamicTypeSize ?? .large
        let ratio = textStyle.pointSize(at: size) / textStyle.pointSize(at: .large)
        return base * Value(ratio)
    }
}

extension ScaledMetric: GraphInstallable {
    func install(in context: inout DynamicPropertyInstallation) {
        box.environment = context.environment
    }
}
