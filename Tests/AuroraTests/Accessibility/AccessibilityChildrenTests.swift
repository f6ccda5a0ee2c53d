/// `accessibilityChildren(children:)` on a `Canvas`, and the WWDC21 particle visualizer: a canvas is
/// one labelled element, its synthetic children laid out in its frame but never drawn or hit.
import Foundation
import Testing
@testable import Aurora

/// The WWDC21 "Add rich graphics to your SwiftUI app" sparkle visualizer: a canvas in a timeline view,
/// a tap adds a sparkle, and the whole drawing is one element with a label.
private struct ParticleVisualizer: View {
    @State private var count = 2

    var body: some View {
        TimelineView(.animation) { timeline in
            Canvas { context, size in
                let now = timeline.date.timeIntervalSinceReferenceDate
                let angle = Angle.degrees(now.remainder(dividingBy: 3) * 120)
                let x = cos(angle.radians)
                var image = context.resolve(Image(systemName: "sparkle"))
                image.shading = .color(.blue)
                let imageSize = image.size
                context.blendMode = .screen
                for i in 0..<count {
                    let frame = CGRect(x: 0.5 * size.width + Double(i) * imageSize.width * x, y: 0.5 * size.height,
                                       width: imageSize.width, height: imageSize.height)
                    var innerContext = context
                    innerContext.opacity = 0.5
                    innerContext.fill(Ellipse().path(in: frame), with: .color(.cyan))
                    context.draw(image, in: frame)
                }
            }
        }
        .onTapGesture { count += 1 }
        .accessibilityLabel("A particle visualizer")
    }
}

@MainActor
@Suite struct AccessibilityChildrenTests {
    private let values = [3.0, 1.0, 2.0]

    /// A bar chart drawn in a canvas, 90 × 60 points, with a bar element per value.
    private func chart(synthetic: Bool) -> some View {
        let values = values
        let canvas = Canvas { context, size in
            for (index, value) in values.enumerated() {
                let height = size.height * value / 3
                context.fill(Path(CGRect(x: CGFloat(index) * 30, y: size.height - height, width: 30, height: height)), with: .color(.blue))
            }
        }
        .frame(width: 90, height: 60)
        .accessibilityLabel("Bar chart")
        return Group {
            if synthetic {
                canvas.accessibilityChildren {
                    HStack(spacing: 0) {
                        ForEach(0..<3) { index in
                            Rectangle()
                                .accessibilityLabel("Bar \(index + 1)")
                                .accessibilityValue("\(values[index])")
                        }
                    }
                }
            } else {
                canvas
            }
        }
        .padding(10)
    }

    @Test func aCanvasExposesItsSyntheticChildrenWithFramesInsideIt() {
        let host = laidOutHost(chart(synthetic: true))
        let bars = (0..<3).map { index in
            AccessibilityNode(label: "Bar \(index + 1)", value: "\(values[index])",
                              frame: CGRect(x: 10 + CGFloat(index) * 30, y: 10, width: 30, height: 60))
        }
        #expect(host.accessibilityTree() == [
            AccessibilityNode(label: "Bar chart", frame: CGRect(x: 10, y: 10, width: 90, height: 60), children: bars),
        ])
    }

    @Test func syntheticChildrenAreNeitherDrawnNorHit() {
        var taps = 0
        let tappable = Color.red.frame(width: 40, height: 40)
            .accessibilityChildren { Rectangle().onTapGesture { taps += 1 }.accessibilityLabel("Inside") }
        let host = laidOutHost(tappable)
        #expect(!host.tap(at: CGPoint(x: 20, y: 20)))
        #expect(taps == 0)
        #expect(host.accessibilityTree().first?.children.map(\.label) == ["Inside"])

        let plain = laidOutHost(chart(synthetic: false)), synthetic = laidOutHost(chart(synthetic: true))
        #expect(plain.buildDisplayList() == synthetic.buildDisplayList())
        #expect(!plain.buildDisplayList().items.isEmpty)
    }

    @Test func aViewWithSeveralElementsGetsANewContainer() {
        let host = laidOutHost(VStack(spacing: 0) { Text("A"); Text("B") }
            .accessibilityChildren { Text("Summary") }
            .accessibilityLabel("Group"))
        let tree = host.accessibilityTree()
        #expect(tree.map(\.label) == ["Group"])
        #expect(tree.first?.children.map(\.label) == ["Summary"], "the synthetic children replace A and B")
    }

    @Test func theParticleVisualizerIsOneLabelledElement() {
        let host = ViewHost(rootView: ParticleVisualizer())
        host.layout(proposal: ProposedViewSize(width: 300, height: 200), scale: 2)
        let visualizer = [AccessibilityNode(label: "A particle visualizer", frame: CGRect(x: 0, y: 0, width: 300, height: 200),
                                            actions: [.default])]
        #expect(host.accessibilityTree() == visualizer)
        let before = host.buildDisplayList()
        #expect(host.performAccessibilityAction(onElementWithLabel: "A particle visualizer"))
        host.layout(proposal: ProposedViewSize(width: 300, height: 200), scale: 2)
        #expect(host.accessibilityTree() == visualizer)
        #expect(host.buildDisplayList() != before, "the action added a sparkle")
    }
}
