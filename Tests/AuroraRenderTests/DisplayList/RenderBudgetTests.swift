/// The render budget: buffers counted before they are allocated, a clock checked on every item,
/// a typed error naming what did not fit (issue 22).
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import AuroraRender
import Foundation
import Testing

@Suite struct RenderBudgetTests {
    private typealias S = DisplayListRenderSupport

    /// `item` nested `depth` times in blurs of `radius` points over a `side`-point square.
    private func nestedBlurs(_ depth: Int, radius: CGFloat, side: CGFloat) -> DisplayList {
        var item = S.fill(0, 0, side, side, S.red)
        for _ in 0..<depth { item = S.effect(0, 0, side, side, .filters([.blur(radius: radius, opaque: false)]), [item]) }
        return DisplayList(items: [item])
    }

    private func budgetError(_ body: () throws -> Void) -> DisplayListRenderError? {
        do {
            try body()
            return nil
        } catch let error as DisplayListRenderError {
            return error
        } catch {
            Issue.record("unexpected \(error)")
            return nil
        }
    }

    @Test func twoNestedBlursOverTheLargestCanvasStopBeforeAllocating() {
        // Issue 22: about three 1 GiB buffers; the process aborted under a 4 GB address-space limit.
        let error = budgetError {
            _ = try DisplayListRenderer().render(nestedBlurs(2, radius: 20, side: 16384), size: CGSize(width: 16384, height: 16384), scale: 1)
        }
        guard case .memoryBudgetExceeded(let what, let bytes, let inUse, let limit)? = error else {
            Issue.record("expected memoryBudgetExceeded, got \(String(describing: error))")
            return
        }
        #expect(limit == RenderBudget.default.memoryLimit)
        #expect(inUse + bytes > limit && bytes >= 1 << 30)
        #expect(what.hasPrefix("a blur of 163"), "\(what)")
        #expect(error?.description.contains("memory limit of 2048.0 MB") == true)
    }

    @Test func aSmallMemoryLimitNamesTheFilterLayer() throws {
        let list = nestedBlurs(1, radius: 1, side: 40)
        let size = CGSize(width: 64, height: 64)
        // The canvas, the images it records before rendering them, and a little more: not a 40-point blur's layer.
        let fits = try DisplayListRenderer().render(list, size: size, scale: 1)
        #expect(fits.pixel(x: 20, y: 20).word >> 24 > 200)
        let tight = RenderBudget(memoryLimit: 64 * 64 * 4 + (1 << 20) + 1000)
        let error = budgetError { _ = try DisplayListRenderer(budget: tight).render(list, size: size, scale: 1) }
        guard case .memoryBudgetExceeded(let what, _, _, _)? = error else {
            Issue.record("expected memoryBudgetExceeded, got \(String(describing: error))")
            return
        }
        #expect(what.hasPrefix("a filter layer of 4"), "\(what)")
    }

    @Test func aCanvasOverTheLimitIsRefusedFirst() {
        let error = budgetError {
            _ = try DisplayListRenderer(budget: RenderBudget(memoryLimit: 1 << 20)).render(DisplayList(), size: CGSize(width: 1000, height: 1000), scale: 1)
        }
        guard case .memoryBudgetExceeded(let what, let bytes, 0, 1 << 20)? = error else {
            Issue.record("expected memoryBudgetExceeded, got \(String(describing: error))")
            return
        }
        #expect(what == "the 1000×1000 pixel canvas" && bytes == 4_000_000)
    }

    @Test func nestedLayersAreCounted() {
        // 512 nested translucent groups over a wide canvas: each holds a band of rows per thread.
        var item = S.fill(0, 0, 8, 8, S.red)
        for _ in 0..<500 { item = S.effect(0, 0, 8, 8, .opacity(0.9), [S.fill(0, 0, 8, 8, S.blue), item]) }
        let error = budgetError {
            _ = try DisplayListRenderer(threads: 1, budget: RenderBudget(memoryLimit: 64 << 20))
                .render(DisplayList(items: [item]), size: CGSize(width: 4096, height: 8), scale: 1)
        }
        guard case .memoryBudgetExceeded(let what, _, _, _)? = error else {
            Issue.record("expected memoryBudgetExceeded, got \(String(describing: error))")
            return
        }
        #expect(what == "a layer 4096 pixels wide")
    }

    @Test func thePassingClockStopsTheRender() throws {
        let list = nestedBlurs(20, radius: 2, side: 32)
        let size = CGSize(width: 32, height: 32)
        let error = budgetError { _ = try DisplayListRenderer(budget: RenderBudget(timeLimit: .zero)).render(list, size: size, scale: 1) }
        #expect(error == .timeBudgetExceeded(limit: .zero))
        #expect(error?.description == "the render ran past its time limit of 0.0 seconds")
        // The same list with time to spare renders.
        _ = try DisplayListRenderer(budget: RenderBudget(timeLimit: .seconds(600))).render(list, size: size, scale: 1)
    }
}
