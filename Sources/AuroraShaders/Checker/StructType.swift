/// `StructType`: a `struct` declared in the source: its name and its fields in declaration order.

/// A `struct` declared in the source: its name and its fields in declaration order.
public struct StructType: Hashable, Sendable {
    /// One field of a struct.
    public struct Field: Hashable, Sendable {
        /// The field's name.
        public var name: String
        /// The field's type (a scalar, vector, matrix, struct or fixed-size array).
        public var type: ShaderType

        /// A field `name` of `type`.
        public init(name: String, type: ShaderType) {
            self.name = name
            self.type = type
        }
    }

    /// The struct's name.
    public var name: String
    /// The fields, in declaration order; member access refers to them by index.
    public var fields: [Field]

    /// A struct `name` with `fields`.
    public init(name: String, fields: [Field]) {
        self.name = name
        self.fields = fields
    }

    /// The index of the field called `name`.
    public func fieldIndex(named name: String) -> Int? {
        fields.firstIndex { $0.name == name }
    }
}
