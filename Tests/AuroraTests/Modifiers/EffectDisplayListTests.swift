/// Effects are display-list nodes that never change layout; their printed lists are text goldens.
import AuroraDisplayList
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct EffectDisplayListTests {
    @Test func effectsDoNotChangeLayout() {
        let plain = Color.red.frame(width: 40, height: 20)
        let (_, plainSize) = displayList(of: HStack(spacing: 0) { plain; Color.blue.frame(width: 10, height: 10) }, proposal: .unspecified)
        let effected = plain.offset(x: 30).scaleEffect(2).rotationEffect(.degrees(30)).blur(radius: 3).opacity(0.5)
        let (list, size) = displayList(of: HStack(spacing: 0) { effected; Color.blue.frame(width: 10, height: 10) }, proposal: .unspecified)
        #expect(size == plainSize)
        // The blue square stays where layout put it.
        #expect(flattenedFills(list).last?.frame.minX == 40)
    }

    @Test func modifierStackGolden() {
        let view = Color.red.frame(width: 40, height: 20)
            .clipShape(RoundedRectangle(cornerRadius: 6, style: .circular))
            .shadow(color: .black, radius: 2, x: 1, y: 2)
            .opacity(0.5)
            .rotationEffect(.degrees(90), anchor: .topLeading)
            .padding(4)
        let (list, _) = displayList(of: view, proposal: .unspecified)
        expectTextGolden(list.description, named: "modifier-stack")
        #expect((try? DisplayList(parsing: list.description)) == list)
    }

    @Test func colourFiltersAndBlendGolden() {
        let view = ZStack {
            Circle().fill(.blue).frame(width: 20, height: 20)
                .brightness(0.1).contrast(1.2).saturation(0.5).hueRotation(.degrees(45)).grayscale(0.3)
            Rectangle().fill(.orange).frame(width: 10, height: 10)
                .colorInvert().colorMultiply(.green).luminanceToAlpha().blendMode(.multiply)
        }
        .compositingGroup()
        .drawingGroup()
        let (list, _) = displayList(of: view, proposal: .unspecified)
        expectTextGolden(list.description, named: "filters-and-blend")
    }

    @Test func rotation3DIsAProjection() {
        let view = Color.red.frame(width: 20, height: 20).rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0))
        let (list, _) = displayList(of: view, proposal: .unspecified)
        guard case .effect(.projection(let p), _)? = list.items.first?.value else {
            Issue.record("expected a projection effect, got \(list)")
            return
        }
        #expect(!p.isAffine)
        // The anchor (the centre) stays fixed.
        let centre = CGPoint(x: 10, y: 10).applying(p)
        #expect(abs(centre.x - 10) < 1e-9 && abs(centre.y - 10) < 1e-9)
    }

    @Test func maskAndVisualEffect() {
        let view = Color.red.frame(width: 20, height: 10)
            .mask { Capsule() }
            .visualEffect { content, proxy in content.offset(x: proxy.size.width) }
        let (list, _) = displayList(of: view, proposal: .unspecified)
        guard case .effect(.transform(let t), let inner)? = list.items.first?.value,
              case .effect(.mask, _)? = inner.items.first?.value else {
            Issue.record("expected transform over mask, got \(list)")
            return
        }
        #expect(t.tx == 20)
    }

    @Test func geometryProxyFramesInNamedSpaces() {
        var frames: [CGRect] = []
        var bounds: CGRect?
        let view = VStack(spacing: 0) {
            Color.clear.frame(width: 10, height: 30)
            GeometryReader { proxy in
                let _ = frames.append(proxy.frame(in: .named("outer")))
                let _ = frames.append(proxy.frame(in: .global))
                let _ = bounds = proxy.bounds(of: .named("outer"))
                Color.red
            }
            .frame(width: 10, height: 10)
        }
        .padding(5)
        .coordinateSpace(.named("outer"))
        _ = displayList(of: view, proposal: .unspecified)
        #expect(frames == [CGRect(x: 5, y: 35, width: 10, height: 10), CGRect(x: 5, y: 35, width: 10, height: 10)])
        #expect(bounds == CGRect(x: -5, y: -35, width: 20, height: 50))
    }

    @Test func geometryEffectsMoveTheGlobalFrame() {
        var frames: [CGRect] = []
        let view = VStack(spacing: 0) {
            GeometryReader { proxy in
                let _ = frames.append(proxy.frame(in: .global))
                let _ = frames.append(proxy.frame(in: .named("outer")))
                let _ = frames.append(proxy.frame(in: .local))
                Color.red
            }
            .frame(width: 10, height: 10)
            .offset(x: 7, y: -3)
            .scaleEffect(2)
        }
        .padding(5)
        .coordinateSpace(.named("outer"))
        .offset(x: 100, y: 100)
        _ = displayList(of: view, proposal: .unspecified)
        // Laid out at (5, 5); moved by (7, −3), then scaled ×2 about the laid-out centre (10, 10),
        // then moved by the outer offset (100, 100): (5, 5) → (12, 2) → (14, −6) → (114, 94).
        #expect(frames.first == CGRect(x: 114, y: 94, width: 20, height: 20))
        // The named space moves with the outer offset, so only the inner effects show in it.
        #expect(frames.dropFirst().first == CGRect(x: 14, y: -6, width: 20, height: 20))
        #expect(frames.last == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
