/// `TypedStatement`: a checked statement of a function body.

/// A checked statement, with where it starts in the source.
///
/// `for (init; condition; step) body` is a `.block` holding `init` and then a `.loop`; `while` and
/// `do … while` are `.loop`s too. Every loop counts its iterations against the evaluator's budget.
public struct TypedStatement: Hashable, Sendable {
    /// What a checked statement does.
    public indirect enum Kind: Hashable, Sendable {
        /// Declares the local variable in `slot` and stores `initial` into it, or the zero value of
        /// its type when there is no initializer (Metal leaves it undefined). A declaration inside a
        /// loop runs at every iteration.
        case declare(slot: Int, type: ShaderType, initial: TypedExpression?)
        /// Evaluates an expression for its effects.
        case expression(TypedExpression)
        /// Runs statements in order (a `{ … }` scope).
        case block([TypedStatement])
        /// `if (condition) … else …`: the condition is a `bool`; `else` is empty when absent.
        case ifElse(condition: TypedExpression, then: [TypedStatement], else: [TypedStatement])
        /// A loop: while `condition` (a `bool`; `nil` means true) holds, run `body`, then `step`.
        /// `testsFirst` is false for `do … while`, whose body runs once before the first test.
        /// `continue` skips to `step`; `break` leaves the loop.
        case loop(condition: TypedExpression?, body: [TypedStatement], step: TypedExpression?, testsFirst: Bool)
        /// Leaves the innermost loop.
        case breakLoop
        /// Skips to the innermost loop's step.
        case continueLoop
        /// Returns from the function, with a value of its return type (`nil` in a `void` function).
        case returnValue(TypedExpression?)
    }

    /// What the statement does.
    public var kind: Kind
    /// Where the statement starts in the source.
    public var location: SourceLocation

    /// A statement doing `kind`, at `location`.
    public init(_ kind: Kind, location: SourceLocation) {
        self.kind = kind
        self.location = location
    }
}
