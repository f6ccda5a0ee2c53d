/// Animatable attributes: effects, frames, positions, shape paths, colours and custom Animatable values at fixed times.
import AuroraDisplayList
import AuroraRaster
import Foundation
import Testing
@testable import Aurora

/// A bar filling `fraction` of its frame's width: a custom `Shape` whose path animates through `animatableData`.
private struct Bar: Shape {
    var fraction: Double
    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }
    func path(in rect: CGRect) -> Path { Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * fraction, height: rect.height)) }
}

/// A custom `Animatable` modifier: its body sees the interpolated `animatableData` (declared
/// `nonisolated`: the modifier is main-actor isolated through `ViewModifier`, `Animatable` is not).
private struct Lift: ViewModifier, Animatable {
    var height: Double
    nonisolated var animatableData: Double {
        get { height }
        set { height = newValue }
    }
    func body(content: Content) -> some View { content.offset(y: -height) }
}

/// A custom `Animatable` view: its body runs with the interpolated value at each frame.
private struct Gauge: View, Animatable {
    var level: Double
    nonisolated var animatableData: Double {
        get { level }
        set { level = newValue }
    }
    var body: some View { Color.red.frame(width: 10 + level, height: 10) }
}

@MainActor
@Suite struct AnimatableAttributeTests {
    /// Renders `make(from)`, changes to `make(to)` with a 1-second linear animation at t = 0, and returns the frame at `t`.
    private func frame<T, V: View>(from: T, to: T, at t: TimeInterval, _ make: @escaping (T) -> V) -> DisplayList {
        let box = BindingBox<T>()
        let host = TimedHost(StateHost(from, box: box) { make($0) })
        withAnimation(.testLinear(1)) { box.value = to }
        host.frame(at: 0)
        return host.frame(at: t)
    }

    @Test func offsetAnimates() {
        let list = frame(from: CGSize.zero, to: CGSize(width: 40, height: -20), at: 0.25) {
            Color.red.frame(width: 10, height: 10).offset($0)
        }
        #expect(translation(in: list) == CGSize(width: 10, height: -5))
    }

    @Test func frameSizeAnimates() {
        let list = frame(from: 10.0, to: 30.0, at: 0.5) { Color.red.frame(width: $0, height: 10) }
        #expect(contents(in: list).first?.frame.size == CGSize(width: 20, height: 10))
    }

    @Test func positionAnimates() {
        let list = frame(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 50, y: 30), at: 0.5) {
            Color.red.frame(width: 4, height: 4).position($0).frame(width: 100, height: 100)
        }
        #expect(contents(in: list).first?.frame.origin == CGPoint(x: 28, y: 18))
    }

    @Test func customShapePathAnimates() {
        let list = frame(from: 0.0, to: 1.0, at: 0.75) { Bar(fraction: $0).frame(width: 40, height: 10) }
        #expect(firstShapeBounds(in: list) == CGRect(x: 0, y: 0, width: 30, height: 10))
    }

    @Test func trimAndCornerRadiusAnimate() {
        let trimmed = frame(from: 0.0, to: 1.0, at: 0.5) {
            Rectangle().trim(from: 0, to: $0).stroke(.red, lineWidth: 2).frame(width: 40, height: 40)
        }
        // Half of the perimeter: along the top and down the right side.
        #expect(firstShapeBounds(in: trimmed) == CGRect(x: 0, y: 0, width: 40, height: 40))
        let quarter = frame(from: 0.0, to: 1.0, at: 0.25) {
            Rectangle().trim(from: 0, to: $0).stroke(.red, lineWidth: 2).frame(width: 40, height: 40)
        }
        #expect(firstShapeBounds(in: quarter).map { $0.height == 0 && $0.width == 40 } == true)
        let rounded = frame(from: 0.0, to: 20.0, at: 0.5) {
            RoundedRectangle(cornerRadius: $0, style: .circular).fill(.red).frame(width: 40, height: 40)
        }
        let expected = Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 10, style: .circular)
        if case .shape(let path, _, _, _)? = contents(in: rounded).first?.content {
            #expect(path == expected.storage)
        } else {
            Issue.record("expected a shape")
        }
    }

    @Test func colourFillAnimatesInLinearLight() {
        let list = frame(from: Color(.sRGBLinear, red: 0, green: 0, blue: 0), to: Color(.sRGBLinear, red: 1, green: 0, blue: 0.5), at: 0.5) {
            Rectangle().fill($0).frame(width: 10, height: 10)
        }
        let mid = Color(.sRGBLinear, red: 0.5, green: 0, blue: 0.25).rgba
        guard case .shape(_, .color(let c), _, _)? = contents(in: list).first?.content else {
            Issue.record("expected a filled shape")
            return
        }
        #expect(abs(c.red - mid.red) < 1e-5 && abs(c.blue - mid.blue) < 1e-5 && c.green == 0)
        // A colour view animates too, and an unanimated colour keeps its exact sRGB components.
        let view = frame(from: Color.red, to: Color.blue, at: 1) { $0.frame(width: 10, height: 10) }
        #expect(flattenedFills(view).first?.color == Color.blue.rgba)
    }

    @Test func scaleRotationAndFiltersAnimate() {
        let list = frame(from: 0.0, to: 1.0, at: 0.5) { (p: Double) in
            Color.red.frame(width: 10, height: 10)
                .scaleEffect(1 + p, anchor: .topLeading)
                .rotationEffect(.degrees(90 * p), anchor: .topLeading)
                .blur(radius: 4 * p)
                .saturation(1 - p)
        }
        let all = effects(in: list)
        var filters: [DisplayList.Filter] = []
        var transforms: [CGAffineTransform] = []
        for effect in all {
            if case .filters(let f) = effect { filters += f }
            if case .transform(let t) = effect { transforms.append(t) }
        }
        #expect(filters.contains(.blur(radius: 2, opaque: false)))
        #expect(filters.contains(.saturation(0.5)))
        #expect(transforms.count == 2)
        // Scale 1.5 about the top-leading corner is a pure scale; rotation by 45° has equal cosine and sine.
        #expect(transforms.contains { close($0.a, 1.5) && close($0.d, 1.5) && $0.tx == 0 })
        #expect(transforms.contains { close($0.a, cos(.pi / 4)) && close($0.b, sin(.pi / 4)) })
    }

    @Test func shadowColourFiltersAndRotation3DAnimate() {
        let list = frame(from: 0.0, to: 1.0, at: 0.5) { (p: Double) in
            Color.red.frame(width: 10, height: 10)
                .shadow(color: Color(.sRGBLinear, white: p, opacity: 1), radius: 8 * p, x: 4 * p, y: -2 * p)
                .colorMultiply(Color(.sRGBLinear, red: 1, green: 1 - p, blue: 1))
                .hueRotation(.degrees(180 * p))
                .rotation3DEffect(.degrees(60 * p), axis: (x: 0, y: 1, z: 0))
        }
        var filters: [DisplayList.Filter] = []
        var projections = 0
        for effect in effects(in: list) {
            if case .filters(let f) = effect { filters += f }
            if case .projection = effect { projections += 1 }
        }
        #expect(projections == 1)
        #expect(filters.contains(.hueRotation(.degrees(90))))
        let shadow = filters.compactMap { if case .shadow(let c, let r, let o) = $0 { (c, r, o) } else { nil } }.first
        #expect(shadow?.1 == 4 && shadow?.2 == CGSize(width: 2, height: -1))
        #expect(shadow.map { abs($0.0.red - Color(.sRGBLinear, white: 0.5).rgba.red) < 1e-5 } == true)
        let multiply = filters.compactMap { if case .colorMultiply(let c) = $0 { c } else { nil } }.first
        #expect(multiply.map { abs($0.green - Color(.sRGBLinear, white: 0.5).rgba.green) < 1e-5 && abs($0.red - 1) < 1e-5 } == true)
    }

    @Test func animatableModifierBodySeesInterpolatedData() {
        let list = frame(from: 0.0, to: 20.0, at: 0.5) { Color.red.frame(width: 10, height: 10).modifier(Lift(height: $0)) }
        #expect(translation(in: list) == CGSize(width: 0, height: -10))
    }

    @Test func animatableViewBodySeesInterpolatedData() {
        let list = frame(from: 0.0, to: 40.0, at: 0.25) { Gauge(level: $0) }
        #expect(contents(in: list).first?.frame.width == 20)
    }

    @Test func cardHalfwayGolden() {
        // A card moving, fading, growing, turning and changing colour, printed halfway through.
        let list = frame(from: false, to: true, at: 0.5) { (on: Bool) in
            RoundedRectangle(cornerRadius: on ? 12 : 4, style: .circular)
                .fill(on ? Color.blue : Color.red)
                .frame(width: on ? 60 : 40, height: 30)
                .scaleEffect(on ? 1.5 : 1)
                .rotationEffect(.degrees(on ? 30 : 0))
                .offset(x: on ? 20 : 0)
                .opacity(on ? 0.5 : 1)
                .frame(width: 100, height: 60)
        }
        expectTextGolden(list.description, named: "animation-card-halfway")
    }

    @Test func valuesBetweenFramesFollowTheClock() {
        let box = BindingBox<Double>()
        let host = TimedHost(StateHost(0.0, box: box) { Color.red.frame(width: 10, height: 10).offset(x: $0) })
        withAnimation(.testLinear(2)) { box.value = 100 }
        host.frame(at: 0)
        let xs = [0.5, 1.0, 1.5, 2.0, 2.5].map { translation(in: host.frame(at: $0)).width }
        #expect(xs == [25, 50, 75, 100, 100])
    }
}
