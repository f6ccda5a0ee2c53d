/// `_RemoveGlobalActorIsolation`: lets a protocol refine `View` without making its conformers main-actor isolated.
import Foundation

/// A marker protocol that removes inferred global-actor isolation: a type conforming both to a
/// main-actor protocol (`View`) and to this one gets two conflicting global actors to infer from, so it
/// is inferred nonisolated. `Shape` refines it, as in SwiftUI, so a shape's `path(in:)` and
/// `animatableData` are nonisolated and the shape's `Animatable` conformance is a plain one.
@_marker
@_ConflictingInferenceActor
public protocol _RemoveGlobalActorIsolation {}
