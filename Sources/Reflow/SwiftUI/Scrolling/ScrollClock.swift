import Foundation

extension ViewHost {
    /// Moves the scroll views in motion to the host's time (momentum, animated scrolls, a wheel session
    /// settling, indicators fading: layout rules §16.5, §16.6); those that are at rest stop asking for frames.
    /// Their scrolls place the content again in the layout pass that ends the operation, so `frame(of:)` is
    /// right at every step.
    func advanceScrolls() {
        let time = graph.time
        let stores = graph.scrollsInMotion
        var still: [ScrollStore] = []
        for store in stores where store.node != nil && store.advance(to: time) { still.append(store) }
        // Stores that a scroll during the loop added again are kept once.
        for store in graph.scrollsInMotion where !stores.contains(where: { $0 === store })
            && !still.contains(where: { $0 === store }) {
            still.append(store)
        }
        graph.scrollsInMotion = still
        // The indicators' opacity changed even where nothing moved.
        redraw()
    }
}

/// The scroll views of one host whose content or indicators move with the host's clock (momentum, an
/// animated scroll, indicators fading). Hosts without scroll views never make one.
final class ScrollMotionStore: HostStore {
    var scrolls: [ScrollStore] = []
    func release() { scrolls = [] }
}

extension ViewGraph {
    /// The scroll views in motion: empty for views that do not scroll.
    var scrollsInMotion: [ScrollStore] {
        get { stores.existing(ScrollMotionStore.self)?.scrolls ?? [] }
        set { stores.store(ScrollMotionStore.self).scrolls = newValue }
    }
}
