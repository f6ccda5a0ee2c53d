/// `SyntaxTree`: the untyped tree the parser builds, every node with its source location.

/// A type as written: `float4`, `const float`, `device const half4 *`, `texture2d<half>`, `SwiftUI::Layer`.
struct TypeSyntax: Hashable, Sendable {
    /// The name, qualified as written (`SwiftUI::Layer`, `metal::float2`, `texture2d`, `MyStruct`).
    var name: String
    /// The template argument of `texture2d<half>`.
    var templateArgument: String?
    /// `device`, `constant`, `thread` or `threadgroup`, when written.
    var addressSpace: String?
    /// Whether `const` (or `constexpr`) was written.
    var isConst: Bool
    /// Whether it is a pointer (`*`).
    var isPointer: Bool
    /// Whether it is a reference (`&`), which the subset rejects.
    var isReference: Bool
    /// Where the type starts.
    var location: SourceLocation
}

/// An expression as written.
struct ExpressionSyntax: Hashable, Sendable {
    /// What the expression is.
    indirect enum Kind: Hashable, Sendable {
        case integer(UInt64, isUnsigned: Bool)
        case floating(Double, isHalf: Bool)
        case boolean(Bool)
        /// A name, qualified as written (`x`, `metal::sin`, `M_PI_F`).
        case name(String)
        /// A prefix operator: `-`, `+`, `!`, `~`, `++`, `--`.
        case prefix(String, ExpressionSyntax)
        /// A postfix `++` or `--`.
        case postfix(String, ExpressionSyntax)
        /// A binary operator, including `,`.
        case binary(String, ExpressionSyntax, ExpressionSyntax)
        /// `=` or a compound assignment (`+=` …).
        case assign(String, ExpressionSyntax, ExpressionSyntax)
        case conditional(ExpressionSyntax, ExpressionSyntax, ExpressionSyntax)
        /// A call: of a function or builtin (`callee` a `.name`), a constructor (`float4(…)`), or a
        /// method (`callee` a `.member`: `layer.sample(p)`).
        case call(ExpressionSyntax, [ExpressionSyntax])
        /// `base.name`: a swizzle, a struct field, or a method before its call.
        case member(ExpressionSyntax, String)
        case index(ExpressionSyntax, ExpressionSyntax)
        /// A C-style cast `(float)x`.
        case cast(TypeSyntax, ExpressionSyntax)
        /// A braced initializer list `{a, b, c}` (arrays and structs).
        case initializerList([ExpressionSyntax])
    }

    var kind: Kind
    var location: SourceLocation
    /// The depth of the tree under this node (1 for a leaf); the parser bounds it.
    var depth: Int
}

/// One name declared by a declaration: `x`, `w[5] = {…}`, `s(filter::linear)`.
struct DeclaratorSyntax: Hashable, Sendable {
    var name: String
    var location: SourceLocation
    /// The size of `name[size]`, for an array.
    var arraySize: ExpressionSyntax?
    /// The value after `=`.
    var initializer: ExpressionSyntax?
    /// The arguments of `name(args…)` (`constexpr sampler s(filter::linear)`).
    var constructorArguments: [ExpressionSyntax]?
}

/// A variable declaration: a type and one or more declarators (`float a = 1, b;`).
struct VariableDeclarationSyntax: Hashable, Sendable {
    var type: TypeSyntax
    var declarators: [DeclaratorSyntax]
}

/// A statement as written.
struct StatementSyntax: Hashable, Sendable {
    indirect enum Kind: Hashable, Sendable {
        case declaration(VariableDeclarationSyntax)
        case expression(ExpressionSyntax)
        case block([StatementSyntax])
        case ifElse(ExpressionSyntax, StatementSyntax, StatementSyntax?)
        /// `for (initializer; condition; step) body`.
        case forLoop(StatementSyntax?, ExpressionSyntax?, ExpressionSyntax?, StatementSyntax)
        case whileLoop(ExpressionSyntax, StatementSyntax)
        case doWhile(StatementSyntax, ExpressionSyntax)
        case breakStatement
        case continueStatement
        case returnStatement(ExpressionSyntax?)
        /// `;` alone.
        case empty
    }

    var kind: Kind
    var location: SourceLocation
}

/// A function parameter: `float2 position`, `device const float *values`.
struct ParameterSyntax: Hashable, Sendable {
    var type: TypeSyntax
    var name: String
    var location: SourceLocation
}

/// An attribute: `stitchable` in `[[ stitchable ]]`.
struct AttributeSyntax: Hashable, Sendable {
    var name: String
    var location: SourceLocation
}

/// A function definition.
struct FunctionSyntax: Hashable, Sendable {
    /// The attributes written before it (`stitchable`).
    var attributes: [AttributeSyntax]
    var returnType: TypeSyntax
    var name: String
    var location: SourceLocation
    var parameters: [ParameterSyntax]
    /// The body; `nil` for a declaration without one (`float f(float);`).
    var body: [StatementSyntax]?
}

/// A struct definition.
struct StructSyntax: Hashable, Sendable {
    var name: String
    var location: SourceLocation
    var fields: [VariableDeclarationSyntax]
}

/// A declaration at file scope.
enum TopLevelSyntax: Hashable, Sendable {
    case function(FunctionSyntax)
    case structure(StructSyntax)
    /// A `constant` global (or `constexpr sampler`).
    case global(VariableDeclarationSyntax)
}
