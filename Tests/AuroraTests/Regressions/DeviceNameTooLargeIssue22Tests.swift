/// Issue 22: a canvas named larger than the limit says it is too large, not that the device is unknown.
@testable import Aurora
import Testing

@Suite struct DeviceNameTooLargeIssue22Tests {
    private func error(_ name: String) -> RenderDevice.NameError? {
        do {
            _ = try RenderDevice(named: name)
            return nil
        } catch {
            return error
        }
    }

    @Test func aHugeCanvasIsTooLargeWithTheLimit() {
        let error = error("100000×100000")
        #expect(error == .canvasTooLarge(width: 100_000, height: 100_000, limit: 8192))
        #expect(error?.description == "canvas 100000×100000 is too large: each side can be at most 8192 points")
    }

    @Test func namesStillGivePresetsCanvasesAndClearErrors() throws {
        #expect(try RenderDevice(named: "iPad") == .iPad)
        #expect(try RenderDevice(named: "300x200") == .canvas(width: 300, height: 200))
        #expect(error("0×10") == .invalidCanvas("0×10"))
        #expect(error("watch") == .unknown("watch"))
    }
}
