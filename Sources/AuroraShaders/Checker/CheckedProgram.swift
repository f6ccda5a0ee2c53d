/// `CheckedProgram`: a whole `.metal` source after checking, ready to compile or evaluate.

/// A whole checked source: every name resolved, every expression typed.
public struct CheckedProgram: Hashable, Sendable {
    /// The functions, helpers and `[[ stitchable ]]` entry points, in source order.
    public var functions: [CheckedFunction]
    /// The `constant` globals, in source order (`.constant(index:)` refers here).
    public var constants: [CheckedConstant]
    /// The structs, in source order.
    public var structs: [StructType]

    /// A program of these parts.
    public init(functions: [CheckedFunction], constants: [CheckedConstant], structs: [StructType]) {
        self.functions = functions
        self.constants = constants
        self.structs = structs
    }

    /// The function called `name`.
    public func function(named name: String) -> CheckedFunction? {
        functions.first { $0.name == name }
    }
}
