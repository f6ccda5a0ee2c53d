/// `updateToken`: how a primitive view whose state lives in an attachment asks to be resolved again.
import Foundation

extension ResolveInputs {
    /// A token that resolves this position again at the next update when invalidated (for primitive
    /// views whose state lives in attachments rather than in `@State`).
    var updateToken: InvalidationToken {
        let token = node.invalidationToken
        token.queue = graph.invalidations
        return token
    }
}
