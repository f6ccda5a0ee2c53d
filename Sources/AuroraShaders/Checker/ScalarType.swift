/// `ScalarType`: the element type of a scalar, vector or matrix.

/// The element type of a scalar, vector or matrix.
public enum ScalarType: String, Hashable, Sendable, CaseIterable {
    /// `bool`: true or false.
    case bool
    /// `int`: a 32-bit signed integer; arithmetic wraps.
    case int
    /// `uint`: a 32-bit unsigned integer; arithmetic wraps.
    case uint
    /// `float`: an IEEE 754 binary32 number.
    case float
    /// `half`: an IEEE 754 binary16 number, computed as `Float` and rounded to `Float16` after every
    /// operation whose result is `half` (see `ShaderValue`).
    case half

    /// Whether the type is `float` or `half`.
    public var isFloatingPoint: Bool { self == .float || self == .half }
    /// Whether the type is `int` or `uint`.
    public var isInteger: Bool { self == .int || self == .uint }
}
