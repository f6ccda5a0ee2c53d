/// `EmptyVisualEffect`: an effect that does not change the visual appearance of the modified view.

/// An effect that does not change the visual appearance of the modified view.
public struct EmptyVisualEffect: VisualEffect, VisualOperationChain {
    /// Creates a new empty visual effect.
    public init() {}
    var operations: [VisualOperation] { [] }
}
