/// `CheckedConstant`: a `constant` global (`#define`d values are substituted where they are used, as in C).

/// A `constant` global (`#define`d values are substituted where they are used, as in C).
public struct CheckedConstant: Hashable, Sendable {
    /// The constant's name.
    public var name: String
    /// The constant's type.
    public var type: ShaderType
    /// The initializer, folded: a `.literal` of `value`.
    public var initializer: TypedExpression
    /// The value (the checker refuses a constant it cannot fold, so this is never `nil` in a
    /// checked program).
    public var value: ShaderValue?
    /// Where the constant is declared.
    public var location: SourceLocation

    /// A constant `name` of `type`, computed by `initializer` (folded to `value`).
    public init(name: String, type: ShaderType, initializer: TypedExpression, value: ShaderValue?,
                location: SourceLocation) {
        self.name = name
        self.type = type
        self.initializer = initializer
        self.value = value
        self.location = location
    }
}
