import AuroraGeometry
import Foundation
import Testing

/// Angle: radians and degrees, as SwiftUI's.
struct AngleTests {
    @Test func convertsBetweenUnits() {
        #expect(Angle(degrees: 180).radians == .pi)
        #expect(Angle.radians(.pi / 2).degrees == 90)
        var a = Angle.zero
        a.degrees = 45
        #expect(abs(a.radians - .pi / 4) < 1e-15)
        #expect(Angle.degrees(10) < .degrees(20))
    }
}
