/// `SegmentedControl`: iOS's segmented control — equal segments in a grey rounded box, the selected one raised on a white pill.
import AuroraGeometry
import Foundation

/// The segmented look of a picker: its content's views, each standing for its tag, in equal
/// segments of a 32-point rounded box of `tertiarySystemFill`; the selected segment sits on a
/// raised pill (white in light, `systemGray2` in dark) that slides to a newly selected one, with
/// hairlines between unselected segments. Labels are 13 points, semibold when selected. A tap
/// on a segment selects its tag.
struct SegmentedControl<Content: View>: View {
    let selection: Binding<AnyHashable>
    let content: Content
    @Environment(\.isEnabled) private var isEnabled

    static var height: CGFloat { 32 }

    var body: some View {
        TaggedContentReader(content: content, selection: selection.wrappedValue) { tags, labels in
            GeometryReader { proxy in
                segments(tags: tags, labels: labels, size: proxy.size)
            }
            .frame(height: Self.height)
        }
        .opacity(isEnabled ? 1 : disabledControlOpacity)
    }

    private func segments(tags: [AnyHashable?], labels: ResolvedNodesView, size: CGSize) -> some View {
        let count = max(tags.count, 1)
        let width = size.width / CGFloat(count)
        let selected = tags.firstIndex { $0 == selection.wrappedValue }
        return ZStack(alignment: .topLeading) {
            RoundedRectangle(cornerRadius: 9, style: .continuous).fill(SystemColor.tertiaryFill)
            ForEach(1..<max(count, 1), id: \.self) { boundary in
                SystemColor.controlSeparator
                    .frame(width: 1, height: 12)
                    .offset(x: width * CGFloat(boundary) - 0.5, y: (size.height - 12) / 2)
                    .opacity(selected == boundary || selected == boundary - 1 ? 0 : 1)
            }
            if let selected {
                RoundedRectangle(cornerRadius: 7, style: .continuous)
                    .fill(SystemColor.selectedSegment)
                    .shadow(color: Color.black.opacity(0.12), radius: 4, y: 3)
                    .frame(width: max(0, width - 4), height: max(0, size.height - 4))
                    .offset(x: width * CGFloat(selected) + 2, y: 2)
                    .animation(.snappy(duration: 0.25), value: selected)
            }
            EqualSegmentsLayout { labels }
                .frame(width: size.width, height: size.height)
        }
        .frame(width: size.width, height: size.height)
        .contentShape(Rectangle())
        .gesture(SpatialTapGesture().onEnded { tap in
            guard width > 0, !tags.isEmpty else { return }
            let index = min(max(Int(tap.location.x / width), 0), tags.count - 1)
            if let tag = tags[index] { selection.wrappedValue = tag }
        })
    }
}

/// Lays its subviews out side by side in equal columns, each centred in its column.
struct EqualSegmentsLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 0, height: 0))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let width = bounds.width / CGFloat(subviews.count)
        for (index, subview) in subviews.enumerated() {
            let centre = CGPoint(x: bounds.minX + width * (CGFloat(index) + 0.5), y: bounds.midY)
            subview.place(at: centre, anchor: .center, proposal: ProposedViewSize(width: max(0, width - 8), height: bounds.height))
        }
    }
}

/// Resolves `content`, reads the tag of each view it makes (a `ForEach` element's id when it has
/// none of its own), and shows what `body` makes of the tags and the views: 13-point labels, the
/// one whose tag is `selection` semibold.
struct TaggedContentReader<Content: View, Output: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let selection: AnyHashable
    let makeBody: ([AnyHashable?], ResolvedNodesView) -> Output

    init(content: Content, selection: AnyHashable, @ViewBuilder body: @escaping ([AnyHashable?], ResolvedNodesView) -> Output) {
        self.content = content
        self.selection = selection
        makeBody = body
    }

    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        var regular = inputs
        regular.environment.font = .system(size: 13)
        regular.environment.tagsForEachElements = true
        var bold = regular
        bold.environment.fontWeight = .semibold
        let plain = regular.resolve(content, at: .index(0))
        let emphasised = bold.resolve(content, at: .index(1))
        let tags = plain.map(\.tagValue)
        let labels = zip(plain, emphasised).map { node, selectedNode in node.tagValue == selection ? selectedNode : node }
        return inputs.resolve(makeBody(tags, ResolvedNodesView(nodes: labels)), at: .index(2))
    }
}

/// Views already resolved elsewhere (a picker's labels), shown where this view is placed.
struct ResolvedNodesView: View, PrimitiveView {
    typealias Body = Never
    let nodes: [LayoutNode]
    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] { nodes }
}
