/// `TypeNames`: which names spell a type, so the parser can tell a declaration from an expression.

/// The type names the parser recognises before the checker resolves them.
enum TypeNames {
    /// Scalar names the subset supports.
    static let supportedScalars: Set<String> = ["bool", "int", "uint", "float", "half"]
    /// Scalar names Metal has but the subset does not (reported by the checker).
    static let otherScalars: Set<String> = [
        "char", "uchar", "short", "ushort", "long", "ulong", "double", "size_t", "ptrdiff_t",
        "int8_t", "uint8_t", "int16_t", "uint16_t", "int32_t", "uint32_t", "int64_t", "uint64_t", "bfloat",
        "unsigned", "signed",
    ]
    /// Other type names: `void`, `sampler`, textures.
    static let otherTypes: Set<String> = [
        "void", "sampler", "texture2d", "texture1d", "texture3d", "texturecube", "texture2d_array",
        "depth2d", "Layer", "SwiftUI::Layer",
    ]

    /// Whether `name` (qualified or not) names a builtin type, supported or not.
    static func isBuiltinType(_ name: String) -> Bool {
        let bare = unqualified(name)
        if otherTypes.contains(name) || otherTypes.contains(bare) { return true }
        return scalarOf(bare) != nil
    }

    /// The scalar part of a scalar, vector or matrix name (`float` of `float3x3`, `half` of
    /// `packed_half4`), or `nil` when `name` is not one.
    static func scalarOf(_ name: String) -> String? {
        var text = Substring(name)
        if text.hasPrefix("packed_") { text = text.dropFirst(7) }
        if supportedScalars.contains(String(text)) || otherScalars.contains(String(text)) { return String(text) }
        for base in supportedScalars.union(otherScalars) where text.hasPrefix(base) {
            let shape = text.dropFirst(base.count)
            if shapes.contains(String(shape)) { return base }
        }
        return nil
    }

    /// The vector and matrix suffixes: `2`, `3`, `4`, `2x2` … `4x4`.
    private static let shapes: Set<String> = {
        var result: Set<String> = ["2", "3", "4"]
        for columns in 2...4 { for rows in 2...4 { result.insert("\(columns)x\(rows)") } }
        return result
    }()

    /// The last component of a qualified name (`Layer` of `SwiftUI::Layer`).
    static func unqualified(_ name: String) -> String {
        guard let last = name.split(separator: ":", omittingEmptySubsequences: true).last else { return name }
        return String(last)
    }
}
