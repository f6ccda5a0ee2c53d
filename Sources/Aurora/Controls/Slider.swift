/// `Slider`: a control that selects a value from a bounded range by dragging its thumb.
import AuroraGeometry
import Foundation

/// A control for selecting a value from a bounded linear range of values.
///
/// Drawn as on iOS: a 4-point track, filled with the tint left of the thumb, and a 28-point white
/// thumb with a shadow. A drag that starts on the thumb moves it with the finger (the value moves
/// by the translation over the thumb's travel); dragging past either end sets the value exactly to
/// that bound, and `step` snaps it. `onEditingChanged` gets true when such a drag starts and false
/// when it ends. The `label` is not drawn on iOS; the value labels sit before and after the track.
public struct Slider<Label: View, ValueLabel: View>: View {
    /// The bound value as a fraction of the bounds, 0...1.
    let fraction: () -> Double
    /// Sets the bound value for a fraction of the bounds (clamped, snapped to the step).
    let setFraction: (Double) -> Void
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel
    let onEditingChanged: (Bool) -> Void
    @State private var dragStartFraction: Double?
    @Environment(\.isEnabled) private var isEnabled

    static var thumbDiameter: CGFloat { 28 }
    static var trackHeight: CGFloat { 4 }
    /// UISlider's height.
    static var height: CGFloat { 31 }
    /// How far from the thumb's centre a drag may start, in points (a 44-point touch target).
    static var thumbReach: CGFloat { 22 }

    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, minimumValueLabel: ValueLabel,
                                 maximumValueLabel: ValueLabel, onEditingChanged: @escaping (Bool) -> Void) where V.Stride: BinaryFloatingPoint {
        fraction = {
            guard bounds.upperBound > bounds.lowerBound else { return 0 }
            let share = Double((value.wrappedValue - bounds.lowerBound) / (bounds.upperBound - bounds.lowerBound))
            return share.isNaN ? 0 : min(max(share, 0), 1)
        }
        setFraction = { share in
            guard share.isFinite else { return }
            value.wrappedValue = Self.value(at: share, in: bounds, step: step)
        }
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
    }

    /// The value at `share` of `bounds`: exactly a bound at or past either end, else proportional,
    /// then snapped to the nearest multiple of `step` from the lower bound (never past the upper one).
    static func value<V: BinaryFloatingPoint>(at share: Double, in bounds: ClosedRange<V>, step: V.Stride?) -> V where V.Stride: BinaryFloatingPoint {
        let lower = bounds.lowerBound, upper = bounds.upperBound
        if share <= 0 { return lower }
        guard let step, step > 0 else { return share >= 1 ? upper : lower + V(share) * (upper - lower) }
        let steps = ((upper - lower) / V(step)).rounded(.down)
        let count = min((V(share) * (upper - lower) / V(step)).rounded(), steps)
        let snapped = lower + count * V(step)
        return count == steps && (upper - snapped) < V(step) * V(1e-6) ? upper : min(snapped, upper)
    }

    /// The content and behavior of the view.
    public var body: some View {
        HStack {
            minimumValueLabel
            GeometryReader { proxy in track(width: proxy.size.width) }
                .frame(height: Self.height)
            maximumValueLabel
        }
        .opacity(isEnabled ? 1 : disabledControlOpacity)
    }

    private func track(width: CGFloat) -> some View {
        let travel = max(0, width - Self.thumbDiameter)
        let thumbOffset = travel * CGFloat(fraction())
        return ZStack(alignment: .leading) {
            Capsule().fill(SystemColor.fill).frame(height: Self.trackHeight)
            Capsule().fill(.tint).frame(width: thumbOffset + Self.thumbDiameter / 2, height: Self.trackHeight)
            Circle()
                .fill(Color.white)
                .frame(width: Self.thumbDiameter, height: Self.thumbDiameter)
                .shadow(color: Color.black.opacity(0.15), radius: 4, y: 3)
                .shadow(color: Color.black.opacity(0.06), radius: 0.5, y: 1)
                .offset(x: thumbOffset)
        }
        .frame(width: width, height: Self.height)
        .contentShape(Rectangle())
        .gesture(DragGesture(minimumDistance: 0)
            .onChanged { drag in follow(drag, travel: travel) }
            .onEnded { drag in
                guard dragStartFraction != nil else { return }
                follow(drag, travel: travel)
                dragStartFraction = nil
                onEditingChanged(false)
            })
    }

    /// Moves the value with a drag that started on the thumb.
    private func follow(_ drag: DragGesture.Value, travel: CGFloat) {
        let start: Double
        if let dragStartFraction {
            start = dragStartFraction
        } else {
            let thumbCentre = Self.thumbDiameter / 2 + travel * CGFloat(fraction())
            guard abs(drag.startLocation.x - thumbCentre) <= Self.thumbReach else { return }
            start = fraction()
            dragStartFraction = start
            onEditingChanged(true)
        }
        guard travel > 0 else { return }
        setFraction(start + Double(drag.translation.width / travel))
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range. Default bounds: `0...1`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(),
                  onEditingChanged: onEditingChanged)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment. Default step: 1.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(),
                  onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range, which displays the provided label
    /// (not drawn on iOS). Default bounds: `0...1`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(),
                  onEditingChanged: onEditingChanged)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment, which
    /// displays the provided label (not drawn on iOS). Default step: 1.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(),
                  onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    /// Creates a slider to select a value from a given range, which displays the provided labels:
    /// the minimum value label before the track, the maximum after it. Default bounds: `0...1`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
                  onEditingChanged: onEditingChanged)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment, which
    /// displays the provided labels. Default step: 1.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
                  onEditingChanged: onEditingChanged)
    }
}
