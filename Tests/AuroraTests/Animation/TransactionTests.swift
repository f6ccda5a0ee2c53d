/// Transactions: withAnimation and withTransaction carry their animation to the update that applies a state write.
import AuroraDisplayList
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct TransactionTests {
    private func opacityView(_ box: BindingBox<Double>) -> some View {
        StateHost(1.0, box: box) { Color.red.frame(width: 10, height: 10).opacity($0) }
    }

    @Test func withAnimationInterpolatesOpacityAtFixedTimes() {
        let box = BindingBox<Double>()
        let host = TimedHost(opacityView(box))
        host.frame(at: 1)
        withAnimation(.testLinear(1)) { box.value = 0 }
        #expect(opacity(in: host.frame(at: 1)) == 1)
        #expect(close(opacity(in: host.frame(at: 1.25)), 0.75))
        #expect(close(opacity(in: host.frame(at: 1.5)), 0.5))
        #expect(host.host.graph.needsFrame)
        #expect(opacity(in: host.frame(at: 2)) == 0)
        #expect(!host.host.graph.needsFrame)
    }

    @Test func aWriteWithoutAnimationJumps() {
        let box = BindingBox<Double>()
        let host = TimedHost(opacityView(box))
        box.value = 0.5
        #expect(opacity(in: host.frame(at: 0.1)) == 0.5)
        #expect(!host.host.graph.needsFrame)
    }

    @Test func withTransactionCarriesTheAnimation() {
        let box = BindingBox<Double>()
        let host = TimedHost(opacityView(box))
        withTransaction(Transaction(animation: .testLinear(2))) { box.value = 0 }
        host.frame(at: 0)
        #expect(close(opacity(in: host.frame(at: 0.5)), 0.75))
    }

    @Test func disablesAnimationsJumps() {
        let box = BindingBox<Double>()
        let host = TimedHost(opacityView(box))
        var transaction = Transaction(animation: .testLinear(1))
        transaction.disablesAnimations = true
        withTransaction(transaction) { box.value = 0 }
        #expect(opacity(in: host.frame(at: 0.5)) == 0)
    }

    @Test func keyPathFormSetsOneValue() {
        let box = BindingBox<Double>()
        let host = TimedHost(opacityView(box))
        withTransaction(\.animation, .testLinear(1)) { box.value = 0 }
        host.frame(at: 0)
        #expect(close(opacity(in: host.frame(at: 0.5)), 0.5))
    }

    @Test func bindingAnimationAnimatesItsWrites() {
        let box = BindingBox<Double>()
        let host = TimedHost(opacityView(box))
        box.binding!.animation(.testLinear(1)).wrappedValue = 0
        host.frame(at: 0)
        #expect(close(opacity(in: host.frame(at: 0.25)), 0.75))
        box.binding!.transaction(Transaction()).wrappedValue = 1
        #expect(opacity(in: host.frame(at: 0.3)) == 1)
    }

    @Test func aNewRootValueInsideWithAnimationAnimates() {
        let host = TimedHost(Color.red.frame(width: 10, height: 10).opacity(1))
        withAnimation(.testLinear(1)) { host.host.setRootView(Color.red.frame(width: 10, height: 10).opacity(0)) }
        host.frame(at: 0)
        #expect(close(opacity(in: host.frame(at: 0.25)), 0.75))
    }

    @Test func theCurrentTransactionIsVisibleInsideWithTransaction() {
        #expect(CurrentTransaction.transaction == nil)
        withAnimation(.testLinear(1)) {
            #expect(CurrentTransaction.transaction?.animation == .testLinear(1))
            withTransaction(\.disablesAnimations, true) {
                // The key-path form changes one value of the current transaction and keeps the rest.
                #expect(CurrentTransaction.transaction?.animation == .testLinear(1))
                #expect(CurrentTransaction.transaction?.disablesAnimations == true)
            }
        }
        #expect(CurrentTransaction.transaction == nil)
    }
}
