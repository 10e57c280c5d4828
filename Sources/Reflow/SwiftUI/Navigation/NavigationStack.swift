/// A view that shows a root view and the pages pushed above it, with a navigation bar over the top page:
/// SwiftUI's `NavigationStack` (docs/navigation.md §1–2).
///
/// The pages are pushed by `NavigationLink`s, by `.navigationDestination(isPresented:)`, or by appending values to
/// the `path` binding; the top page is popped by the back button, by `@Environment(\.dismiss)`, or by removing
/// values from the path. Pushes and pops slide horizontally on the host's clock (0.35 s).
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let path: NavigationPathAccess?
    @State private var ownPath = NavigationPath()
    @State private var pushedViews: [PushedPage] = []
    @State private var memory = NavigationStackMemory()

    /// The stack, its pages and its bar.
    public var body: some View {
        NavigationStackCore(root: root, path: path ?? NavigationPathAccess($ownPath), pushedViews: $pushedViews,
                            memory: memory)
            // The pages slide within the stack's frame, not over the views beside it.
            .clipped()
    }
}

extension NavigationStack where Data == NavigationPath {
    /// A stack showing `root`, whose pushed pages it keeps itself.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
    }

    /// A stack showing `root` and a page for each value of `path`.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = NavigationPathAccess(path)
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection,
    Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// A stack showing `root` and a page for each element of `path`, all of one type.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = NavigationPathAccess(typed: path)
    }
}

/// A page pushed as a view (`NavigationLink(destination:)`), not as a value of the path.
struct PushedPage {
    let id: Int
    let view: AnyView
}

/// What a stack remembers from build to build, besides its state: the pages it showed (for the slide of a pop,
/// which shows the popped pages leaving), and the numbers it gives pushed views.
final class NavigationStackMemory {
    /// The index of the top page of the latest build; nil before the first.
    var shownTop: Int?
    /// The pages of the latest build, bottom first.
    var shownPages: [NavigationPageSpec] = []
    /// Pages popped, still built while they slide out.
    var leaving: [NavigationPageSpec] = []
    /// The time on the host's clock when the leaving pages are gone.
    var leavingUntil: Double = 0
    /// The id of the next view pushed.
    var nextPushID = 0
}

/// One page of a stack: its identity among the pages, its view, and how it pops.
struct NavigationPageSpec {
    let component: Int
    let view: AnyView
    let pop: (() -> Void)?
}
