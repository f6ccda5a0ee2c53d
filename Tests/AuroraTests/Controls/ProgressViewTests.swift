/// ProgressView: the linear bar, the circular ring, the indeterminate spinner on the frame clock, out-of-range values; goldens.
import AuroraTestSupport
import Foundation
import Testing
import Aurora

@MainActor
@Suite struct ProgressViewTests {
    @Test func progressViews() throws {
        try ControlHost.assertGoldens(ControlHost.make(ProgressView(value: 0.3).padding(.horizontal)), "progress-linear")
        try ControlHost.assertGoldens(ControlHost.make(ProgressView(value: 3, total: 4).progressViewStyle(.circular).tint(.pink)),
                                      "progress-circular")
        let over = ControlHost.make(ProgressView(value: 7, total: 4).padding(.horizontal))
        let full = ControlHost.make(ProgressView(value: 1.0).padding(.horizontal))
        #expect(try over.render().hasSamePixels(as: full.render()), "progress past the total is complete")
        let noTotal = ControlHost.make(ProgressView(value: 0.5, total: 0).padding(.horizontal))
        let none = ControlHost.make(ProgressView(value: 0.0).padding(.horizontal))
        #expect(try noTotal.render().hasSamePixels(as: none.render()), "a total that is not positive shows no progress")
    }

    @Test func labelsSitAboveAndBelowTheBar() throws {
        let progress = ProgressView(value: 0.5) { Text("Load") } currentValueLabel: { Text("50%") }
        try ControlHost.assertGoldens(ControlHost.make(progress.padding(.horizontal), width: 200, height: 80), "progress-linear-labels")
    }

    @Test func theIndeterminateSpinnerStepsEightTimesASecond() throws {
        let host = ControlHost.make(ProgressView(), width: 40, height: 40)
        try ControlHost.assertGoldens(host, "progress-spinner")
        let first = try host.render()
        #expect(host.isAnimating)
        host.advance(by: 1.0 / 8)
        let second = try host.render()
        #expect(!second.hasSamePixels(as: first), "the lead spoke moved on")
        host.advance(by: 7.0 / 8)
        #expect(try host.render().hasSamePixels(as: first), "a turn a second")
    }
}
