/// `TypedLValue`: the target of an assignment or increment: a local variable and a path into it.

/// The target of an assignment or increment: a local variable and a path into it.
public struct TypedLValue: Hashable, Sendable {
    /// One step from a variable into one of its parts.
    public enum Step: Hashable, Sendable {
        /// Components of a vector (distinct indices, so a write is well defined).
        case swizzle([Int])
        /// A field of a struct, by index.
        case member(Int)
        /// A vector component, matrix column or array element; writes outside the base are dropped.
        case index(TypedExpression)
    }

    /// The local variable or parameter written, by slot.
    public var slot: Int
    /// The steps from the variable to the part written, outermost first (`v.xy[1]` is
    /// `[.swizzle([0, 1]), .index(1)]`).
    public var path: [Step]
    /// The type of the part written.
    public var type: ShaderType
    /// Where the target starts in the source.
    public var location: SourceLocation

    /// A target writing `type` at `path` inside the variable in `slot`.
    public init(slot: Int, path: [Step], type: ShaderType, location: SourceLocation) {
        self.slot = slot
        self.path = path
        self.type = type
        self.location = location
    }
}
