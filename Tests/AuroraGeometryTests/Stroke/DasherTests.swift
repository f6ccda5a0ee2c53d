import Foundation
import Testing
@testable import AuroraGeometry

@Suite struct DasherTests {
    let segment: BezierPath = {
        var path = BezierPath()
        path.addLines([.zero, CGPoint(x: 100, y: 0)])
        return path
    }()

    @Test func dashesPaintOnlyTheirLengths() {
        let outline = segment.strokedPath(StrokeStyle(lineWidth: 4, dash: [10, 5]))
        for x: CGFloat in [1, 5, 9, 16, 24, 31, 99] { #expect(outline.contains(CGPoint(x: x, y: 1.9)), "x = \(x)") }
        for x: CGFloat in [11, 14, 26, 29, 41, 44] { #expect(!outline.contains(CGPoint(x: x, y: 0)), "x = \(x)") }
    }

    @Test func phaseShiftsThePattern() {
        let outline = segment.strokedPath(StrokeStyle(lineWidth: 4, dash: [10, 5], dashPhase: 5))
        for x: CGFloat in [1, 4, 11, 19] { #expect(outline.contains(CGPoint(x: x, y: 0)), "x = \(x)") }
        for x: CGFloat in [6, 9, 21, 24] { #expect(!outline.contains(CGPoint(x: x, y: 0)), "x = \(x)") }
        let negative = segment.strokedPath(StrokeStyle(lineWidth: 4, dash: [10, 5], dashPhase: -10))
        #expect(negative == outline)
    }

    @Test func oddPatternsRepeat() {
        let outline = segment.strokedPath(StrokeStyle(lineWidth: 4, dash: [5]))
        for x: CGFloat in [2, 12, 22] { #expect(outline.contains(CGPoint(x: x, y: 0))) }
        for x: CGFloat in [7, 17, 27] { #expect(!outline.contains(CGPoint(x: x, y: 0))) }
    }

    @Test func zeroLengthDashesWithRoundCapsAreDots() {
        let dots = segment.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round, dash: [0, 10]))
        #expect(dots.contains(CGPoint(x: 10, y: 1.8)) && dots.contains(CGPoint(x: 50, y: -1.8)))
        #expect(!dots.contains(CGPoint(x: 15, y: 0)))
        #expect(segment.strokedPath(StrokeStyle(lineWidth: 4, dash: [0, 10])).isEmpty)
    }

    @Test func invalidPatternsAreSolid() {
        let solid = segment.strokedPath(StrokeStyle(lineWidth: 4))
        for dash: [CGFloat] in [[0, 0], [0], [-1, 5], [.nan, 3], [.infinity, 1]] {
            #expect(segment.strokedPath(StrokeStyle(lineWidth: 4, dash: dash)) == solid, "\(dash)")
        }
        #expect(segment.strokedPath(StrokeStyle(lineWidth: 4, dash: [10, 5], dashPhase: .nan))
            == segment.strokedPath(StrokeStyle(lineWidth: 4, dash: [10, 5])))
    }

    // Source: PDF Reference 1.7, §4.3.2, the imaging model of Core Graphics: "the ends of each dash
    // are treated with the current line cap style"; a zero-length gap still ends its dash.
    @Test func zeroLengthGapsEndDashesWithCaps() {
        let dashes = segment.strokedPath(StrokeStyle(lineWidth: 4, dash: [40, 0]))
        #expect(dashes.elements.filter { $0 == .closeSubpath }.count == 3)
        #expect(dashes.boundingRect == segment.strokedPath(StrokeStyle(lineWidth: 4)).boundingRect)
        // A dash ending at a corner gets a butt cap there and the next one starts with one: no miter join.
        var corner = BezierPath()
        corner.addLines([.zero, CGPoint(x: 40, y: 0), CGPoint(x: 40, y: 40)])
        let joined = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter))
        let capped = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter, dash: [40, 0]))
        #expect(joined.contains(CGPoint(x: 43, y: -3)))
        #expect(!capped.contains(CGPoint(x: 43, y: -3)))
        #expect(capped.contains(CGPoint(x: 38, y: -3)) && capped.contains(CGPoint(x: 43, y: 3)))
    }

    @Test func tooManyDashesFallBackToSolid() {
        var huge = BezierPath()
        huge.addLines([.zero, CGPoint(x: 1e7, y: 0)])
        let outline = huge.strokedPath(StrokeStyle(lineWidth: 4, dash: [1e-3, 1e-3]))
        #expect(outline == huge.strokedPath(StrokeStyle(lineWidth: 4)))
    }

    @Test func closedSubpathJoinsTheDashOverItsStart() {
        let square = BezierPath(CGRect(x: 0, y: 0, width: 100, height: 100))
        // Perimeter 400 with period 40: the last dash (390…400) runs into the first (0…20).
        let outline = square.strokedPath(StrokeStyle(lineWidth: 4, lineJoin: .miter, dash: [20, 20], dashPhase: 10))
        #expect(outline.contains(CGPoint(x: -1.9, y: -1.9)))
        #expect(outline.contains(CGPoint(x: 5, y: 0)) && outline.contains(CGPoint(x: 0, y: 5)))
        #expect(!outline.contains(CGPoint(x: 15, y: 0)))
        let unbroken = square.strokedPath(StrokeStyle(lineWidth: 4, dash: [1000, 1]))
        #expect(unbroken.elements.filter { $0 == .closeSubpath }.count == 2)
    }
}
