/// Pixel rounding compatibility: SwiftUI snaps every view's frame to the device pixel grid.
import AuroraDisplayList
import AuroraRaster
import Foundation
import Testing
@testable import Aurora

/// Where a geometry reader writes the size its proxy reports.
@MainActor
final class ProxySizeRecorder {
    var sizes: [CGSize] = []
}

@MainActor
@Suite struct PixelRoundingCompatibilityTests {
    /// The fills of `view` laid out in `proposal` on a display of `scale`.
    func fills<V: View>(_ view: V, proposal: ProposedViewSize, scale: CGFloat) -> [(color: RGBAColor, frame: CGRect)] {
        let host = ViewHost(rootView: view)
        host.layout(proposal: proposal, scale: scale)
        return flattenedFills(host.buildDisplayList())
    }

    func isOnGrid(_ value: CGFloat, scale: CGFloat) -> Bool {
        Swift.abs((value * scale).rounded() - value * scale) < 1e-9
    }

    // Source: SwiftUI rounds each view's frame to the pixel length (1 / displayScale) with
    // CGRect.roundCoordinatesToNearestOrUp (OpenSwiftUI ViewFrame.round(toMultipleOf:)): on a
    // 3× display every edge is a multiple of 1/3 point.
    @Test func framesOnAThreeTimesDeviceAreMultiplesOfAThird() {
        let view = HStack(spacing: 0.37) {
            Color.red.frame(width: 20.0617, height: 10.4)
            Color.green
            Color.blue.frame(width: 7.21)
        }
        .padding(.leading, 0.29)
        let found = fills(view, proposal: ProposedViewSize(width: 100.1, height: 11), scale: 3)
        #expect(found.count == 3)
        for fill in found {
            #expect(isOnGrid(fill.frame.minX, scale: 3) && isOnGrid(fill.frame.maxX, scale: 3), "\(fill.frame)")
            #expect(isOnGrid(fill.frame.minY, scale: 3) && isOnGrid(fill.frame.maxY, scale: 3), "\(fill.frame)")
        }
        // The first square: x 0.29 → 1/3 (0.87 px rounds to 1), right edge 20.3517 → 61/3 (61.06 px).
        #expect(Swift.abs(found[0].frame.minX - 1.0 / 3) < 1e-9)
        #expect(Swift.abs(found[0].frame.width - 60.0 / 3) < 1e-9)
    }

    // Source: the same rule at 1×: corners round to the nearest whole point, a corner exactly
    // halfway goes right or down (floor(v + 0.5)), and neighbours that share an edge keep sharing it.
    @Test func cornersRoundToNearestOrUpAndNeighboursStayAdjacent() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 10.5, height: 10)
            Color.blue.frame(width: 10.5, height: 10)
            Color.green.frame(width: 10.5, height: 10)
        }
        let found = fills(view, proposal: ProposedViewSize(width: 31.5, height: 10), scale: 1)
        #expect(found.map(\.frame.minX) == [0, 11, 21])
        #expect(found.map(\.frame.maxX) == [11, 21, 32])
    }

    // Source: SwiftUI rounds layout so image edges are crisp: an image laid out at a fractional
    // position draws fully opaque edge pixels, with nothing outside them (without rounding, its
    // first and last columns and rows are partly covered).
    @Test func imageAtAFractionalPositionHasOpaqueEdges() throws {
        let red = try Pixmap(width: 10, height: 10, premultipliedRGBA: (0..<100).flatMap { _ in [UInt8(255), 0, 0, 255] })
        let view = Image(red)
            .padding(EdgeInsets(top: 0.3, leading: 0.5, bottom: 0, trailing: 0))
            .frame(width: 16, height: 16, alignment: .topLeading)
        let pixels = try #require(ImageRenderer(content: view).pixmap)
        // Layout puts the image at x 0.5–10.5, y 0.3–10.3; on the pixel grid: x 1–11, y 0–10.
        for (x, y) in [(1, 5), (10, 5), (5, 0), (5, 9)] {
            #expect(pixels.pixel(x: x, y: y).alpha == 255, "(\(x), \(y))")
        }
        for (x, y) in [(0, 5), (11, 5), (5, 10)] {
            #expect(pixels.pixel(x: x, y: y).alpha == 0, "(\(x), \(y))")
        }
    }

    // Source: SwiftUI's GeometryProxy reads the layout's size and position, not the rounded
    // frame (OpenSwiftUI GeometryReader: the proxy holds `inputs.size` and `inputs.position`),
    // so a reader a third of 100 points wide reports 33.333…, while what it draws is on the grid.
    @Test func geometryProxyReportsTheLayoutSize() {
        let recorder = ProxySizeRecorder()
        let view = HStack(spacing: 0) {
            Color.red
            GeometryReader { proxy in
                let _ = recorder.sizes.append(proxy.size)
                Color.blue
            }
            Color.green
        }
        let found = fills(view, proposal: ProposedViewSize(width: 100, height: 10), scale: 1)
        #expect(recorder.sizes.last.map { Swift.abs($0.width - 100.0 / 3) < 1e-9 } == true)
        let blue = found.first { $0.color == Color.blue.rgba }?.frame
        #expect(blue == CGRect(x: 33, y: 0, width: 34, height: 10))
    }
}
