/// UnitCurve compatibility with SwiftUI's documented curves (CSS/Core Animation control points) and their inverses.
import Foundation
import Testing
import Aurora

@Suite struct UnitCurveCompatibilityTests {
    /// A cubic bezier's (x, y) at parameter s, for checking the solver independently.
    static func bezierPoint(_ p1: (Double, Double), _ p2: (Double, Double), _ s: Double) -> (x: Double, y: Double) {
        let u = 1 - s
        let x = 3 * u * u * s * p1.0 + 3 * u * s * s * p2.0 + s * s * s
        let y = 3 * u * u * s * p1.1 + 3 * u * s * s * p2.1 + s * s * s
        return (x, y)
    }

    // Source: AD:unitcurve — easeIn (0.42, 0)(1, 1), easeOut (0, 0)(0.58, 1), easeInOut (0.42, 0)(0.58, 1).
    @Test(arguments: [("easeIn", 0.42, 0.0, 1.0, 1.0), ("easeOut", 0.0, 0.0, 0.58, 1.0), ("easeInOut", 0.42, 0.0, 0.58, 1.0)])
    func presetsAreTheStandardBeziers(name: String, x1: Double, y1: Double, x2: Double, y2: Double) {
        let curve: UnitCurve = name == "easeIn" ? .easeIn : name == "easeOut" ? .easeOut : .easeInOut
        #expect(curve == .bezier(startControlPoint: UnitPoint(x: x1, y: y1), endControlPoint: UnitPoint(x: x2, y: y2)))
        for step in 1..<20 {
            let point = Self.bezierPoint((x1, y1), (x2, y2), Double(step) / 20)
            // Values are rounded to 2⁻²⁰ and solved to 2⁻²⁰ in x.
            #expect(abs(curve.value(at: point.x) - point.y) < 1e-5, "\(name) at \(point.x)")
        }
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
    }

    // Published CSS values: ease-in at 0.5 ≈ 0.3153, ease-out ≈ 0.6847, ease-in-out = 0.5.
    @Test func knownMidpoints() {
        #expect(abs(UnitCurve.easeIn.value(at: 0.5) - 0.3153) < 1e-4)
        #expect(abs(UnitCurve.easeOut.value(at: 0.5) - 0.6847) < 1e-4)
        #expect(UnitCurve.easeInOut.value(at: 0.5) == 0.5)
        #expect(UnitCurve.linear.value(at: 0.37) == 0.37)
    }

    @Test func progressIsClamped() {
        #expect(UnitCurve.easeIn.value(at: -1) == 0)
        #expect(UnitCurve.easeIn.value(at: 3) == 1)
        #expect(UnitCurve.linear.value(at: 1.4) == 1)
        #expect(UnitCurve.easeIn.value(at: .nan) == 0)
        #expect(UnitCurve.circularEaseIn.value(at: 2) == 1)
    }

    // Source: reference §10 — circular easings are quarter circles.
    @Test func circularCurves() {
        for t in stride(from: 0.0, through: 1.0, by: 0.125) {
            #expect(approximately(UnitCurve.circularEaseIn.value(at: t), 1 - (1 - t * t).squareRoot()))
            #expect(approximately(UnitCurve.circularEaseOut.value(at: t), (1 - (1 - t) * (1 - t)).squareRoot()))
            let inOut = t < 0.5 ? (1 - (1 - 4 * t * t).squareRoot()) / 2 : (((8 - 4 * t) * t - 3).squareRoot() + 1) / 2
            #expect(approximately(UnitCurve.circularEaseInOut.value(at: t), inOut))
        }
    }

    @Test(arguments: ["easeIn", "easeOut", "easeInOut", "circularEaseIn", "circularEaseOut", "circularEaseInOut", "custom"])
    func velocityIsTheSlope(name: String) {
        let curve = Self.curve(named: name)
        for step in 1..<16 {
            let t = Double(step) / 16
            // The circular ease-in-out is vertical at its midpoint.
            if name == "circularEaseInOut" && t == 0.5 { #expect(curve.velocity(at: t) == .infinity); continue }
            let h = 1e-4
            let slope = (curve.value(at: t + h) - curve.value(at: t - h)) / (2 * h)
            #expect(abs(curve.velocity(at: t) - slope) < 2e-2 * max(1, abs(slope)), "\(name) at \(t)")
        }
    }

    @Test func endVelocities() {
        #expect(UnitCurve.linear.velocity(at: 0.3) == 1)
        #expect(UnitCurve.easeIn.velocity(at: 0) == 0)
        #expect(UnitCurve.easeOut.velocity(at: 1) == 0)
        // A control point on its end point: both derivatives are zero and SwiftUI answers 1
        // (OpenSwiftUI's UnitCurveCompatibilityTests, recorded from SwiftUI), not the limit 1/0.58.
        #expect(UnitCurve.easeOut.velocity(at: 0) == 1)
        #expect(UnitCurve.circularEaseIn.velocity(at: 0) == 0)
        #expect(UnitCurve.circularEaseIn.velocity(at: 1) == .infinity)
    }

    // Source: AD:unitcurve/inverse — the inverse swaps x and y: inverse.value(at: value(at: t)) == t.
    @Test(arguments: ["easeIn", "easeOut", "easeInOut", "circularEaseIn", "circularEaseOut", "circularEaseInOut", "custom", "linear"])
    func inverseUndoesTheCurve(name: String) {
        let curve = Self.curve(named: name)
        for step in 0...20 {
            let t = Double(step) / 20
            #expect(abs(curve.inverse.value(at: curve.value(at: t)) - t) < 1e-4, "\(name) at \(t)")
        }
        #expect(curve.inverse.inverse == curve)
    }

    @Test func inverseOfABezierSwapsTheControlPoints() {
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.2, y: 0.7), endControlPoint: UnitPoint(x: 0.9, y: 0.4))
        #expect(curve.inverse == .bezier(startControlPoint: UnitPoint(x: 0.7, y: 0.2), endControlPoint: UnitPoint(x: 0.4, y: 0.9)))
        #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
        #expect(UnitCurve.linear.inverse == .linear)
    }

    // Source: AD:unitcurve/bezier — control point x is clamped to [0, 1]; y may overshoot.
    @Test func controlPointXIsClampedButYOvershoots() {
        let wild = UnitCurve.bezier(startControlPoint: UnitPoint(x: -2, y: 0), endControlPoint: UnitPoint(x: 3, y: 1))
        let clamped = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
        for t in stride(from: 0.0, through: 1.0, by: 0.1) { #expect(wild.value(at: t) == clamped.value(at: t)) }
        let back = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.6, y: -0.28), endControlPoint: UnitPoint(x: 0.735, y: 0.045))
        #expect(back.value(at: 0.2) < 0)
    }

    static func curve(named name: String) -> UnitCurve {
        switch name {
        case "easeIn": return .easeIn
        case "easeOut": return .easeOut
        case "easeInOut": return .easeInOut
        case "circularEaseIn": return .circularEaseIn
        case "circularEaseOut": return .circularEaseOut
        case "circularEaseInOut": return .circularEaseInOut
        case "custom": return .bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.25, y: 1))
        default: return .linear
        }
    }
}
