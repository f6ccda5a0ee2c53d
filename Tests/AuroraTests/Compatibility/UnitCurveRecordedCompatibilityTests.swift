/// `UnitCurve` values and velocities against those OpenSwiftUI recorded from SwiftUI.
import Foundation
import Testing
@testable import Aurora

/// Values from OpenSwiftUI's
/// Tests/OpenSwiftUICompatibilityTests/Animation/Animation/UnitCurveCompatibilityTests.swift,
/// which pass against SwiftUI: ends, quarter points, degenerate control points, clamping.
@Suite struct UnitCurveRecordedCompatibilityTests {
    private func near(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
        a == b || abs(a - b) <= tolerance
    }

    @Test(arguments: [
        // name, values at 0, ¼, ½, ¾, 1, velocities at 0, ¼, ½, ¾, 1, tolerance
        ("easeIn", [0, 0.09, 0.32, 0.62, 1], [0, 0.67, 1.07, 1.37, 0], 0.01),
        ("easeOut", [0, 0.38, 0.68, 0.91, 1], [1, 1.37, 1.07, 0.67, 0], 0.01),
        ("easeInOut", [0, 0.13, 0.5, 0.87, 1], [0, 1.06, 1.72, 1.06, 0], 0.01),
        ("circularEaseIn", [0, 0.032, 0.134, 0.339, 1], [0, 0.258, 0.577, 1.134, .infinity], 0.001),
        ("circularEaseOut", [0, 0.661, 0.866, 0.968, 1], [.infinity, 1.134, 0.577, 0.258, 0], 0.001),
        ("linear", [0, 0.25, 0.5, 0.75, 1], [1, 1, 1, 1, 1], 1e-12),
    ])
    func quarterPoints(name: String, values: [Double], velocities: [Double], tolerance: Double) {
        let curve = UnitCurveCompatibilityTests.curve(named: name)
        for (i, progress) in [0.0, 0.25, 0.5, 0.75, 1].enumerated() {
            #expect(near(curve.value(at: progress), values[i], tolerance), "\(name) value at \(progress)")
            #expect(near(curve.velocity(at: progress), velocities[i], tolerance), "\(name) velocity at \(progress)")
        }
    }

    @Test func circularEaseInOutIsVerticalInTheMiddle() {
        let curve = UnitCurve.circularEaseInOut
        #expect(near(curve.value(at: 0.25), 0.067, 0.001) && curve.value(at: 0.5) == 0.5)
        #expect(near(curve.velocity(at: 0.25), 0.577, 0.001) && curve.velocity(at: 0.5) == .infinity)
        #expect(curve.velocity(at: 0) == 0 && curve.velocity(at: 1) == 0)
    }

    @Test func bezierThroughTheMiddle() {
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))
        #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
        #expect(near(curve.value(at: 0.5), 0.5, 0.01) && near(curve.velocity(at: 0.5), 1.20, 0.01))
    }

    @Test func degenerateControlPoints() {
        // x outside 0…1 is clamped; y overshoots: the curve runs backwards in the middle.
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: -0.5, y: 2), endControlPoint: UnitPoint(x: 1.5, y: -1))
        #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
        #expect(near(curve.value(at: 0.5), 0.5, 1e-9) && near(curve.velocity(at: 0.5), -1, 1e-9))
    }

    @Test func progressOutsideTheUnitIntervalIsClamped() {
        #expect(UnitCurve.easeInOut.value(at: -0.5) == 0 && UnitCurve.easeInOut.value(at: 1.5) == 1)
        #expect(UnitCurve.linear.velocity(at: -0.5) == 1 && UnitCurve.linear.velocity(at: 1.5) == 1)
    }

    @Test func inverses() {
        // A circular ease-in's inverse is the circular ease-out; a cubic ease-in's is not the ease-out.
        for t in [0.3, 0.7] {
            #expect(near(UnitCurve.circularEaseIn.inverse.value(at: t), UnitCurve.circularEaseOut.value(at: t), 1e-9))
            #expect(near(UnitCurve.circularEaseIn.inverse.velocity(at: t), UnitCurve.circularEaseOut.velocity(at: t), 1e-9))
            #expect(!near(UnitCurve.easeIn.inverse.value(at: t), UnitCurve.easeOut.value(at: t), 1e-6))
        }
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))
        let swapped = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.1, y: 0.25), endControlPoint: UnitPoint(x: 0.9, y: 0.75))
        #expect(near(swapped.value(at: 0.3), curve.inverse.value(at: 0.3), 1e-6))
    }
}
