import Foundation

extension ViewHost {
    /// Every view's frame, in host coordinates, keyed by an identity that another process running another
    /// build of the same views finds again: the path from the root, each step the view's name as written
    /// (`HStack`, `.frame`, `Color`), its explicit id if it has one, and its place among its container's
    /// views with the same name and id (`VStack/HStack[0]/Color#"a"[0]`). Nothing in it depends on memory
    /// addresses or hashing, which differ between processes, so `reflow preview` can save it before a reload
    /// and compare it with the new build's first layout (`FrameChanges`).
    ///
    /// Empty while the host is building or laying out.
    public var framesByIdentity: [String: CGRect] {
        guard let root, !isBusy else { return [:] }
        var frames: [String: CGRect] = [:]
        root.forEachIdentified { node, key in
            frames[key] = node.drawnFrame
            return true
        }
        return frames
    }

    /// `framesByIdentity` of the views inside the first view marked `.id(id)` (searching from the root, depth
    /// first), keyed from that view down: a preview window's content without the heads-up line and messages
    /// around it. Empty when no view has the id.
    @_spi(Preview)
    public func framesByIdentity<ID: Hashable>(insideViewWithID id: ID) -> [String: CGRect] {
        guard let root, !isBusy, let found = root.firstNode(withID: ViewID(id)) else { return [:] }
        var frames: [String: CGRect] = [:]
        found.forEachIdentified { node, key in
            frames[key] = node.drawnFrame
            return true
        }
        return frames
    }
}

extension ViewNode {
    /// The explicit id given to this view itself (`.id(_:)` on it, or its `ForEach` element's), not one it
    /// inherits from a view around it: its path of ids is longer than its container's.
    var ownExplicitID: ViewID? {
        guard let id = idPath.last, idPath.count > (parentIDCount ?? 0) else { return nil }
        return id
    }

    /// This view's name and explicit id, the part of its identity key it adds to its container's.
    var identityStep: String {
        let name = behavior.name
        guard let id = ownExplicitID else { return name }
        return name + "#" + String(reflecting: id.value.base)
    }

    /// How many explicit ids the container's path holds; a view whose path is no longer has none of its own.
    private var parentIDCount: Int? {
        guard hasParent else { return nil }
        var count = 0
        withParent { count = $0.idPath.count }
        return count
    }

    fileprivate func firstNode(withID id: ViewID) -> ViewNode? {
        if idPath.contains(id) { return self }
        for child in children { if let found = child.firstNode(withID: id) { return found } }
        return nil
    }

    /// Calls `visit` with this view and each view inside it, parents first, each with its identity key as
    /// `framesByIdentity` keys it; the views inside one that `visit` returns false for are skipped.
    func forEachIdentified(prefix: String = "", ordinal: Int = 0, _ visit: (ViewNode, String) -> Bool) {
        let key = prefix + identityStep + "[\(ordinal)]"
        guard visit(self, key) else { return }
        var seen: [String: Int] = [:]
        for child in children {
            let step = child.identityStep
            let ordinal = seen[step, default: 0]
            seen[step] = ordinal + 1
            child.forEachIdentified(prefix: key + "/", ordinal: ordinal, visit)
        }
    }
}

/// What happened to the views' frames between two layouts (`ViewHost.framesByIdentity` before and after): the
/// views that moved, those that changed size, and those that came or went. `reflow preview` marks the first
/// two for a moment after a reload and says so in its heads-up line ("3 frames moved, 1 resized").
///
/// A view and a modifier wrapping it (`.id`, `.frame` that fits its content) share one frame: a frame that
/// changed the same way for several views counts once, so a counted change is one rectangle on screen.
/// A view moved with its container counts as moved: its frame on screen changed.
public struct FrameChanges: Equatable, Sendable {
    /// The new frames of the views now at the same size in another place.
    public var moved: [CGRect]
    /// The new frames of the views now at another size (wherever they are).
    public var resized: [CGRect]
    /// How many views the new layout has that the old one did not.
    public var appeared: Int
    /// How many views the old layout had that the new one does not.
    public var disappeared: Int

    /// The changes from the frames `old` to the frames `new`, both keyed as `ViewHost.framesByIdentity` keys
    /// them. A length changed by less than a thousandth of a point (rounding) is not a change. The rects are
    /// in the order of their keys, so the same layouts give the same changes.
    public init(from old: [String: CGRect], to new: [String: CGRect]) {
        var moved: [CGRect] = [], resized: [CGRect] = []
        var counted: Set<Pair> = []
        var appeared = 0
        for key in new.keys.sorted() {
            let after = new[key]!
            guard let before = old[key] else { appeared += 1; continue }
            let sameSize = Self.same(before.width, after.width) && Self.same(before.height, after.height)
            let sameOrigin = Self.same(before.minX, after.minX) && Self.same(before.minY, after.minY)
            if sameSize && sameOrigin { continue }
            guard counted.insert(Pair(before: before, after: after)).inserted else { continue }
            if sameSize { moved.append(after) } else { resized.append(after) }
        }
        self.moved = moved
        self.resized = resized
        self.appeared = appeared
        self.disappeared = old.keys.filter { new[$0] == nil }.count
    }

    /// No view moved, changed size, came or went.
    public var isEmpty: Bool { moved.isEmpty && resized.isEmpty && appeared == 0 && disappeared == 0 }

    /// The heads-up line's words: "3 frames moved, 1 resized", "1 frame resized", "2 frames moved, 4 new,
    /// 1 gone"; "no frames changed" when nothing did.
    public var summary: String {
        var parts: [String] = []
        let frames = { (count: Int) in count == 1 ? "1 frame" : "\(count) frames" }
        if !moved.isEmpty { parts.append(frames(moved.count) + " moved") }
        if !resized.isEmpty { parts.append((parts.isEmpty ? frames(resized.count) : "\(resized.count)") + " resized") }
        if appeared > 0 { parts.append(parts.isEmpty ? "\(frames(appeared)) new" : "\(appeared) new") }
        if disappeared > 0 { parts.append(parts.isEmpty ? "\(frames(disappeared)) gone" : "\(disappeared) gone") }
        return parts.isEmpty ? "no frames changed" : parts.joined(separator: ", ")
    }

    private static func same(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 || a == b }

    private struct Pair: Hashable {
        var before: CGRect
        var after: CGRect
    }

    /// The changes encoded for another process: the frames `framesByIdentity` gave, as JSON.
    public static func encode(_ frames: [String: CGRect]) -> Data {
        let plain = frames.mapValues { [Double($0.minX), Double($0.minY), Double($0.width), Double($0.height)] }
        return (try? JSONSerialization.data(withJSONObject: plain.mapValues { $0.map { $0.isFinite ? $0 : 0 } },
                                            options: [.sortedKeys])) ?? Data()
    }

    /// Frames saved by `encode(_:)`; nil when `data` is not such frames.
    public static func decodeFrames(_ data: Data) -> [String: CGRect]? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: [Double]] else { return nil }
        var frames: [String: CGRect] = [:]
        for (key, values) in object where values.count == 4 {
            frames[key] = CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
        }
        return frames
    }
}
