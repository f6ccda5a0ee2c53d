/// `NavigationStackContent`: resolves each page of a navigation stack, reads what its views declared, and shows the pages.
import Foundation

/// Resolves the pages in order — the root, then a page per path value (made by the destination
/// the pages below declared for the value's type), then the pushed views — and hands them, with
/// their titles, toolbars and scroll offsets, to `NavigationPagesView`.
struct NavigationStackContent<Root: View>: View, PrimitiveView {
    typealias Body = Never
    let root: Root
    /// The path's values, read by the stack's body.
    let pathValues: [AnyHashable]
    let path: Binding<[AnyHashable]>
    let viewPages: Binding<[NavigationViewPage]>

    func makeNodes(_ inputs: ResolveInputs) -> [LayoutNode] {
        let model = inputs.attachment { NavigationStackModel() }
        model.token = inputs.updateToken
        let path = path, viewPages = viewPages
        var inner = inputs
        inner.environment.navigationContext = NavigationContext(
            pushValue: { value in withAnimation(NavigationContext.animation) { path.wrappedValue.append(value) } },
            pushView: { view in
                model.viewPageCount += 1
                let page = NavigationViewPage(id: model.viewPageCount, view: view)
                withAnimation(NavigationContext.animation) { viewPages.wrappedValue.append(page) }
            })
        let pop = {
            withAnimation(NavigationContext.animation) {
                if !viewPages.wrappedValue.isEmpty { viewPages.wrappedValue.removeLast() } else if !path.wrappedValue.isEmpty { path.wrappedValue.removeLast() }
            }
        }
        var entries: [NavigationPageKey.Entry] = [.root]
        entries += pathValues.map { .value($0) }
        entries += viewPages.wrappedValue.map { .view($0.id) }
        let generation = inputs.graph.generation
        var registries: [NavigationPageRegistry] = []
        var pages: [NavigationPage] = []
        var keys: Set<NavigationPageKey> = []
        for (index, entry) in entries.enumerated() {
            let key = NavigationPageKey(index: index, entry: entry)
            keys.insert(key)
            let registry = model.registry(for: key)
            var pageInputs = inner
            pageInputs.environment.navigationPageRegistry = registry
            let content: AnyView
            switch entry {
            case .root: content = AnyView(root)
            case .value(let value): content = Self.destination(for: value, in: registries, generation: generation)
            case .view(let id): content = viewPages.wrappedValue.first { $0.id == id }?.view ?? AnyView(EmptyView())
            }
            let observed = content.onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y + $0.contentInsets.top }) { _, offset in
                model.setScrollOffset(offset, for: key)
            }
            let resolved = pageInputs.resolve(observed, at: .explicit(AnyHashable(key)))
            // Several views at a page's top level stack vertically, as SwiftUI's implicit `VStack`.
            let nodes = resolved.count > 1 ? [LayoutContainerNode(layout: VStackLayout(), children: resolved)] : resolved
            registries.append(registry)
            let declared = registry.value(.titleDisplayMode, as: NavigationBarItem.TitleDisplayMode.self, generation: generation) ?? .automatic
            let inherited = pages.last?.isLargeTitle ?? true
            pages.append(NavigationPage(
                key: key, nodes: nodes,
                title: registry.value(.title, as: Text.self, generation: generation),
                isLargeTitle: declared == .automatic ? inherited : declared == .large,
                toolbar: registry.values(.toolbar, as: [ToolbarEntry].self, generation: generation).flatMap { $0 },
                backTitle: index == 0 || registry.value(.backButtonHidden, as: Bool.self, generation: generation) == true
                    ? nil : NavigationPage.backTitle(after: pages.last?.title),
                scrollOffset: model.scrollOffset(for: key)))
        }
        model.keep(keys)
        // The pages' views are made here from state (titles, offsets), not carried by this view's value.
        inner.reusesValues = false
        return inner.resolve(NavigationPagesView(pages: pages, pop: pop), at: .content)
    }

    /// The view the pages' destinations make for `value`, the nearest page's first; a warning
    /// (printed once per type) and an empty page with a warning sign when no page declares one.
    private static func destination(for value: AnyHashable, in registries: [NavigationPageRegistry], generation: Int) -> AnyView {
        let kind = NavigationPageRegistry.Kind.destination(ObjectIdentifier(type(of: value.base)))
        for registry in registries.reversed() {
            if let destination = registry.value(kind, as: NavigationDestination.self, generation: generation) {
                return destination.make(value)
            }
        }
        MissingDestinationWarning.warnOnce(type(of: value.base))
        return AnyView(Image(systemName: "exclamationmark.triangle").font(.largeTitle).foregroundStyle(Color.yellow))
    }
}
