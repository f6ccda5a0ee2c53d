/// The Animatable conformances SwiftUI has: geometry values, angles, colours and shapes.
import Foundation
import Testing
import Aurora

/// A user shape written as for SwiftUI: it animates its phase.
private struct Wave: Shape {
    var phase: Double
    var animatableData: Double {
        get { phase }
        set { phase = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.midY + sin(phase) * rect.height / 2))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        return path
    }
}

/// A user shape that does not declare animatable data.
private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path { Path(rect) }
}

@Suite struct AnimatableConformanceTests {
    /// `from` moved `amount` of the way to `to` through its animatable data.
    private func interpolate<T: Animatable>(_ from: T, _ to: T, _ amount: Double) -> T {
        var result = from
        result.animatableData = from.animatableData.interpolated(towards: to.animatableData, amount: amount)
        return result
    }

    // Source: reference §10 — CGPoint, CGSize, CGRect animate through AnimatablePair (2- and 4-vectors).
    @Test func geometryValues() {
        #expect(interpolate(CGPoint(x: 0, y: 10), CGPoint(x: 10, y: 30), 0.5) == CGPoint(x: 5, y: 20))
        #expect(interpolate(CGSize(width: 2, height: 4), CGSize(width: 4, height: 0), 0.25) == CGSize(width: 2.5, height: 3))
        let rect = interpolate(CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 20, width: 30, height: 50), 0.5)
        #expect(rect == CGRect(x: 5, y: 10, width: 20, height: 30))
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).animatableData.magnitudeSquared == 30)
        #expect(interpolate(UnitPoint.topLeading, UnitPoint.bottomTrailing, 0.5) == .center)
        #expect(interpolate(Angle.degrees(0), Angle.degrees(90), 0.5).radians == Double.pi / 4)
        let radii = interpolate(RectangleCornerRadii(topLeading: 0, bottomLeading: 4),
                                RectangleCornerRadii(topLeading: 8, bottomTrailing: 2), 0.5)
        #expect(radii == RectangleCornerRadii(topLeading: 4, bottomLeading: 2, bottomTrailing: 1, topTrailing: 0))
    }

    // Colours interpolate in linear sRGB: the midpoint of black and white is linear 0.5 (sRGB ≈ 0.735), not sRGB 0.5.
    @Test func colorsInterpolateInLinearSpace() {
        let black = Color.Resolved(red: 0, green: 0, blue: 0, opacity: 1)
        let white = Color.Resolved(red: 1, green: 1, blue: 1, opacity: 0)
        let middle = interpolate(black, white, 0.5)
        #expect(abs(middle.linearRed - 0.5) < 1e-6)
        #expect(abs(middle.red - 0.7354) < 1e-3)
        #expect(abs(middle.opacity - 0.5) < 1e-6)
        var overshoot = white
        overshoot.animatableData = white.animatableData.scaled(by: 1.5)
        #expect(overshoot.opacity == 0)
        #expect(abs(overshoot.linearBlue - 1.5) < 1e-6)
    }

    // Source: AD:roundedrectangle/animatabledata — the corner size animates; Rectangle and Circle do not.
    @Test func shapes() {
        let rounded = interpolate(RoundedRectangle(cornerRadius: 0), RoundedRectangle(cornerRadius: 20), 0.5)
        #expect(rounded.cornerSize == CGSize(width: 10, height: 10))
        let uneven = interpolate(UnevenRoundedRectangle(topLeadingRadius: 10), UnevenRoundedRectangle(bottomTrailingRadius: 10), 0.5)
        #expect(uneven.cornerRadii == RectangleCornerRadii(topLeading: 5, bottomLeading: 0, bottomTrailing: 5, topTrailing: 0))
        #expect(Rectangle().animatableData == EmptyAnimatableData())
        #expect(Circle().animatableData == EmptyAnimatableData())
        #expect(Capsule().animatableData == EmptyAnimatableData())
        #expect(Triangle().animatableData == EmptyAnimatableData())
        #expect(interpolate(Wave(phase: 0), Wave(phase: 2), 0.25).phase == 0.5)
        let offset = interpolate(RoundedRectangle(cornerRadius: 4).offset(x: 0, y: 0), RoundedRectangle(cornerRadius: 8).offset(x: 10, y: 20), 0.5)
        #expect(offset.offset == CGSize(width: 5, height: 10))
        #expect(offset.shape.cornerSize == CGSize(width: 6, height: 6))
        let rotated = interpolate(Rectangle().rotation(.zero), Rectangle().rotation(.degrees(180)), 0.5)
        #expect(abs(rotated.angle.degrees - 90) < 1e-9)
        let scaled = interpolate(Circle().scale(x: 1, y: 1), Circle().scale(x: 3, y: 2, anchor: .topLeading), 0.5)
        #expect(scaled.scale == CGSize(width: 2, height: 1.5))
        #expect(scaled.anchor == UnitPoint(x: 0.25, y: 0.25))
    }
}

