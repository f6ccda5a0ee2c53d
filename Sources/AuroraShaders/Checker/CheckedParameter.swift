/// `CheckedParameter`: a parameter of a checked function.

/// A parameter of a checked function.
public struct CheckedParameter: Hashable, Sendable {
    /// The parameter's name.
    public var name: String
    /// The parameter's type.
    public var type: ShaderType
    /// The local slot holding it (parameters take slots 0, 1, … in order).
    public var slot: Int

    /// A parameter `name` of `type` in `slot`.
    public init(name: String, type: ShaderType, slot: Int) {
        self.name = name
        self.type = type
        self.slot = slot
    }
}
