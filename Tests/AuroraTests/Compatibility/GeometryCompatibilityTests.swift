/// `Angle` and `Axis` against values recorded from SwiftUI.
import Foundation
import Testing
@testable import Aurora

@Suite struct GeometryCompatibilityTests {
    /// Radians and degrees agree both ways (OpenSwiftUI's
    /// Tests/OpenSwiftUICompatibilityTests/Layout/Geometry/AngleCompatibilityTests.swift).
    @Test(arguments: [(0.0, 0.0), (Double.pi / 2, 90.0), (Double.pi, 180.0), (Double.pi * 2, 360.0)])
    func angleRadiansAndDegrees(radians: Double, degrees: Double) {
        let a = Angle(radians: radians), b = Angle(degrees: degrees)
        #expect(a.radians == radians && a.degrees == degrees)
        #expect(b.radians == radians && b.degrees == degrees)
        #expect(a == b)
    }

    /// Cases, raw values and sets (OpenSwiftUI's
    /// Tests/OpenSwiftUICompatibilityTests/Layout/Geometry/AxisCompatibilityTests.swift).
    @Test func axis() {
        #expect(Axis.allCases == [.horizontal, .vertical])
        #expect(Axis.horizontal.rawValue == 0 && Axis.vertical.rawValue == 1)
        #expect(!Axis.Set.horizontal.contains(.vertical))
        #expect(Axis.horizontal.description == "horizontal" && Axis.vertical.description == "vertical")
    }
}
