/// `NavigationStack`: a root view and the views pushed over it, each page with its navigation bar, sliding in from the trailing edge.
import Foundation

/// A view that displays a root view and enables you to present additional views over the root view.
///
/// Each page (the root, then one per pushed value or view) is drawn with iOS 17's navigation bar:
/// 44 points of buttons and inline title below the status bar, plus a 52-point large-title area
/// when the page's title display mode is large (the root's default; `.automatic` inherits the
/// previous page's mode). The large title (34-point bold, 16 points from the leading edge) scrolls
/// away with the first scroll view of the page and the inline title (17-point semibold) fades in;
/// the bar's `.bar` material and hairline appear once content scrolls beneath it. A pushed page
/// slides in from the trailing edge while the page below moves a third of its width the other way;
/// the back button (a chevron and the previous page's title, or "Back") pops it.
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let boundPath: Binding<[AnyHashable]>?
    @State private var ownPath: [AnyHashable] = []
    @State private var viewPages: [NavigationViewPage] = []
    @State private var ownEditMode = EditMode.inactive
    @Environment(\.editMode) private var outerEditMode

    /// The content and behavior of the view.
    public var body: some View {
        // The path is read here, in a body, so a change of an observed model's path updates the stack
        // (with the transaction of the write: a push animates).
        let path = boundPath ?? $ownPath
        NavigationStackContent(root: root, pathValues: path.wrappedValue, path: path, viewPages: $viewPages)
            .environment(\.editMode, outerEditMode ?? $ownEditMode)
    }
}

extension NavigationStack where Data == NavigationPath {
    /// Creates a navigation stack that manages its own navigation state.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        boundPath = nil
    }

    /// Creates a navigation stack with heterogeneous navigation state that you can control.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        boundPath = Binding(get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 })
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
                                Data.Element: Hashable {
    /// Creates a navigation stack with homogeneous navigation state that you can control.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        boundPath = Binding(get: { path.wrappedValue.map { AnyHashable($0) } },
                            set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
    }
}

/// A view pushed by `NavigationLink(destination:)`: it is not part of the path's data.
struct NavigationViewPage {
    let id: Int
    let view: AnyView
}

/// What views inside a navigation stack use to push and pop.
struct NavigationContext {
    /// Pushes a value; its page is the destination the stack's pages declare for its type.
    let pushValue: (AnyHashable) -> Void
    /// Pushes a view.
    let pushView: (AnyView) -> Void

    /// The animation of a push and a pop: a critically damped spring of 0.35 s.
    static let animation = Animation.smooth(duration: 0.35)
}

private enum NavigationContextKey: EnvironmentKey {
    static var defaultValue: NavigationContext? { nil }
}

extension EnvironmentValues {
    /// The navigation stack the views are in; nil outside one.
    var navigationContext: NavigationContext? {
        get { self[NavigationContextKey.self] }
        set { self[NavigationContextKey.self] = newValue }
    }
}
