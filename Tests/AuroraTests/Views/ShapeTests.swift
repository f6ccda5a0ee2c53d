/// Shapes: paths in their frames, insets, strokeBorder geometry, trims and shape transforms.
import AuroraDisplayList
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct ShapeTests {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)

    @Test func builtInShapeBounds() {
        #expect(Rectangle().path(in: rect).boundingRect == rect)
        #expect(Circle().path(in: rect).boundingRect == CGRect(x: 25, y: 0, width: 50, height: 50))
        #expect(Ellipse().path(in: rect).boundingRect == rect)
        #expect(Capsule().path(in: rect).boundingRect == rect)
        #expect(RoundedRectangle(cornerRadius: 10).path(in: rect).boundingRect == rect)
        #expect(UnevenRoundedRectangle(topLeadingRadius: 20).path(in: rect).boundingRect == rect)
    }

    @Test func insetShrinksEveryEdge() {
        #expect(Rectangle().inset(by: 5).path(in: rect).boundingRect == CGRect(x: 5, y: 5, width: 90, height: 40))
        #expect(Circle().inset(by: 5).path(in: rect).boundingRect == CGRect(x: 30, y: 5, width: 40, height: 40))
        #expect(Rectangle().inset(by: 1_000).path(in: rect).boundingRect.width == 0)
    }

    @Test func containsAndTrim() {
        #expect(Circle().path(in: rect).contains(CGPoint(x: 50, y: 25)))
        #expect(!Circle().path(in: rect).contains(CGPoint(x: 2, y: 2)))
        let half = Rectangle().trim(from: 0, to: 0.5).path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(half.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!half.contains(CGPoint(x: 1, y: 9)) || half.boundingRect.height == 10)
    }

    @Test func shapeTransforms() {
        #expect(Rectangle().offset(x: 5, y: 7).path(in: rect).boundingRect == rect.offsetBy(dx: 5, dy: 7))
        let scaled = Rectangle().scale(0.5).path(in: rect).boundingRect
        #expect(scaled == CGRect(x: 25, y: 12.5, width: 50, height: 25))
        let rotated = Rectangle().rotation(.degrees(90)).path(in: CGRect(x: 0, y: 0, width: 20, height: 10)).boundingRect
        #expect(abs(rotated.width - 10) < 1e-9 && abs(rotated.height - 20) < 1e-9)
    }

    @Test func strokeBorderStaysInside() {
        let view = Circle().strokeBorder(.red, lineWidth: 4).frame(width: 20, height: 20)
        let (list, _) = displayList(of: view, proposal: .unspecified)
        guard case .content(.shape(let path, _, .stroke(let style), _))? = list.items.first?.value else {
            Issue.record("expected a stroked shape, got \(list)")
            return
        }
        #expect(style.lineWidth == 4)
        #expect(path.boundingRect == CGRect(x: 2, y: 2, width: 16, height: 16))
    }

    @Test func pathBuildsLikeSwiftUI() {
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5))
        path.closeSubpath()
        var count = 0
        path.forEach { _ in count += 1 }
        #expect(count == 4)
        #expect(path.currentPoint == .zero)
        #expect(Path(ellipseIn: rect).boundingRect == rect)
        #expect(!path.strokedPath(StrokeStyle(lineWidth: 2)).isEmpty)
        #expect(Path { $0.addRect(rect) } == Path(rect))
    }

    @Test func fillUsesForegroundStyleByDefault() {
        let (list, _) = displayList(of: Circle().frame(width: 4, height: 4).foregroundStyle(.green), proposal: .unspecified)
        guard case .content(.shape(_, let paint, _, _))? = list.items.first?.value else {
            Issue.record("expected a shape")
            return
        }
        #expect(paint == .color(Color.green.rgba))
    }
}
