/// `_ConflictingInferenceActor`: a global actor that no code runs on; it only exists to conflict with `@MainActor` during inference.

/// A global actor that no code runs on; it only exists to conflict with `@MainActor` during inference.
@globalActor
public actor _ConflictingInferenceActor {
    /// The actor's shared instance (never used to run code).
    public static let shared = _ConflictingInferenceActor()
}
