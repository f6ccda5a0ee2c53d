/// The transaction and animation modifiers: scoping by position, by value change and by body.
import AuroraDisplayList
import Foundation
import Observation
import Testing
@testable import Aurora

/// A model whose writes animate when made inside `withAnimation`.
@Observable
private final class OffsetModel {
    var x: CGFloat = 0
}

private struct OffsetModelView: View {
    let model: OffsetModel
    var body: some View { Color.red.frame(width: 10, height: 10).offset(x: model.x) }
}

/// Two offsets from one state value; only the first is under `.animation(_:value:)`.
private struct TwoSquares: View {
    let box: BindingBox<CGFloat>
    let animation: Animation
    @State private var x: CGFloat = 0
    var body: some View {
        let _ = box.binding = $x
        VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).offset(x: x).animation(animation, value: x)
            Color.blue.frame(width: 10, height: 10).offset(x: x)
        }
    }
}

@MainActor
@Suite struct TransactionModifierTests {
    private func offsets(_ list: DisplayList) -> [CGFloat] {
        effects(in: list).compactMap { if case .transform(let t) = $0 { t.tx } else { nil } }
    }

    @Test func animationValueAnimatesOnlyTheViewsBelowIt() {
        let box = BindingBox<CGFloat>()
        let host = TimedHost(TwoSquares(box: box, animation: .testLinear(1)))
        box.value = 40
        host.frame(at: 0)
        // The red square animates; the blue one, outside the modifier, jumps.
        #expect(offsets(host.frame(at: 0.5)) == [20, 40])
        #expect(offsets(host.frame(at: 1)) == [40, 40])
    }

    @Test func animationValueDoesNotAnimateWhenTheValueIsUnchanged() {
        let box = BindingBox<Double>()
        let host = TimedHost(StateHost(1.0, box: box) { value in
            Color.red.frame(width: 10, height: 10).opacity(value).animation(.testLinear(1), value: 0)
        })
        box.value = 0.2
        #expect(opacity(in: host.frame(at: 0.5)) == 0.2)
    }

    @Test func transactionValueAppliesWhenTheValueChanged() {
        let box = BindingBox<Double>()
        let host = TimedHost(StateHost(1.0, box: box) { value in
            Color.red.frame(width: 10, height: 10).opacity(value).transaction(value: value) { $0.animation = .testLinear(2) }
        })
        box.value = 0
        host.frame(at: 0)
        #expect(close(opacity(in: host.frame(at: 1)), 0.5))
    }

    @Test func transactionModifierCanRemoveAnAnimation() {
        let box = BindingBox<Double>()
        let host = TimedHost(StateHost(1.0, box: box) { value in
            Color.red.frame(width: 10, height: 10).opacity(value).transaction { $0.animation = nil }
        })
        withAnimation(.testLinear(1)) { box.value = 0 }
        #expect(opacity(in: host.frame(at: 0.5)) == 0)
    }

    @Test func transactionBodyScopesToModifiersInsideBody() {
        let box = BindingBox<CGFloat>()
        // The offset inside the body animates with the body's animation; the opacity applied to the
        // content keeps the outer transaction (none), so it jumps.
        let host = TimedHost(StateHost(0, box: box) { (x: CGFloat) in
            Color.red.frame(width: 10, height: 10).opacity(x == 0 ? 1 : 0.5)
                .animation(.testLinear(1)) { content in content.offset(x: x) }
        })
        box.value = 40
        host.frame(at: 0)
        let list = host.frame(at: 0.25)
        #expect(translation(in: list).width == 10)
        #expect(opacity(in: list) == 0.5)
    }

    @Test func transactionBodyFormKeepsTheContentsIdentity() {
        let box = BindingBox<Double>()
        let host = TimedHost(StateHost(1.0, box: box) { value in
            Color.red.frame(width: 10, height: 10).opacity(value)
                .transaction({ $0.animation = nil }) { $0.scaleEffect(1) }
        })
        withAnimation(.testLinear(1)) { box.value = 0 }
        host.frame(at: 0)
        // The content (with its opacity) animates with the outer transaction.
        #expect(close(opacity(in: host.frame(at: 0.5)), 0.5))
    }

    @Test func observableWritesCarryTheTransaction() {
        let model = OffsetModel()
        let host = TimedHost(OffsetModelView(model: model))
        withAnimation(.testLinear(1)) { model.x = 100 }
        host.frame(at: 0)
        #expect(translation(in: host.frame(at: 0.75)).width == 75)
    }
}
