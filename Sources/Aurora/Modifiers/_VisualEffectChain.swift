/// `_VisualEffectChain`: the result of adding one operation to a visual effect.

/// The result of adding one operation to a visual effect.
public struct _VisualEffectChain: VisualEffect, VisualOperationChain {
    let operations: [VisualOperation]
}
