/// Test helpers for transitions: the chain of effects around a view's content in a display list.
import AuroraDisplayList
import Foundation
@testable import Aurora

/// The effects wrapping the first item of `list`, outermost first, down to its content, with the frame of
/// the outermost item.
func effectChain(_ list: DisplayList) -> (frame: CGRect?, effects: [DisplayList.Effect]) {
    var effects: [DisplayList.Effect] = []
    var current = list.items.first
    let frame = current?.frame
    while let item = current, case .effect(let effect, let inner) = item.value {
        effects.append(effect)
        current = inner.items.first
    }
    return (frame, effects)
}

/// The opacity effects of a chain multiplied together (1 when there are none).
func totalOpacity(_ effects: [DisplayList.Effect]) -> Double {
    effects.reduce(1) { if case .opacity(let o) = $1 { $0 * o } else { $0 } }
}

/// The affine transforms of a chain composed into one (outermost applied last).
func totalTransform(_ effects: [DisplayList.Effect]) -> CGAffineTransform {
    effects.reversed().reduce(CGAffineTransform.identity) {
        if case .transform(let t) = $1 { $0.concatenating(t) } else { $0 }
    }
}

/// The blur radii in a chain.
func blurRadii(_ effects: [DisplayList.Effect]) -> [CGFloat] {
    effects.flatMap { effect -> [CGFloat] in
        guard case .filters(let filters) = effect else { return [] }
        return filters.compactMap { if case .blur(let r, _) = $0 { r } else { nil } }
    }
}

/// The display list of `transition` applied to a 40 × 20 red rectangle at `phase`.
@MainActor
func transitionEffects<T: Transition>(_ transition: T, _ phase: TransitionPhase) -> [DisplayList.Effect] {
    let content = Color.red.frame(width: 40, height: 20)
    let (list, _) = displayList(of: transition.apply(content: content, phase: phase), proposal: .unspecified)
    return effectChain(list).effects
}

/// The display list of an `AnyTransition` applied to a 40 × 20 red rectangle at `phase`.
@MainActor
func transitionEffects(_ transition: AnyTransition, _ phase: TransitionPhase) -> [DisplayList.Effect] {
    transitionEffects(AnyTransitionAsTransition(transition: transition), phase)
}

/// The fills of `color` in `list`, each with its absolute frame and the effects on the path to it
/// (outermost first).
func fills(of color: Color, in list: DisplayList) -> [(frame: CGRect, effects: [DisplayList.Effect])] {
    let target = color.rgba
    var result: [(CGRect, [DisplayList.Effect])] = []
    func walk(_ list: DisplayList, origin: CGPoint, path: [DisplayList.Effect]) {
        for item in list.items {
            let frame = item.frame.offsetBy(dx: origin.x, dy: origin.y)
            switch item.value {
            case .content(.fill(.color(let c))) where c == target, .content(.shape(_, .color(let c), _, _)) where c == target:
                result.append((frame, path))
            case .effect(let effect, let inner):
                walk(inner, origin: frame.origin, path: path + [effect])
            default:
                break
            }
        }
    }
    walk(list, origin: .zero, path: [])
    return result
}

/// The combined opacity on the path to the first fill of `color` (nil when it is not drawn).
func opacity(of color: Color, in list: DisplayList) -> Double? {
    fills(of: color, in: list).first.map { totalOpacity($0.effects) }
}
