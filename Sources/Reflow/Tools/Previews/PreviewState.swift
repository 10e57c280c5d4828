import Foundation

/// Keeps the views' `@State` across a reload in `reflow preview`, as Flutter's hot reload keeps its `State`:
/// the process of the old build saves its views' state, and the process of the new one starts its views from
/// it, where a view is still there with the same type.
///
/// The two processes share no memory and no hashes (Swift seeds hashing per process, and types live at other
/// addresses in another build), so a view is found again by what does not change between builds: its type's
/// name, its explicit ids (`String(reflecting:)` of each), and its place among the views with both the same,
/// in the order the build reaches them. Its state properties are matched by position, and a value crosses
/// only when its type has the same name and is `Codable` (checked at run time); anything else starts fresh.
@_spi(Preview)
public enum PreviewState {
    /// The saved state the scopes made now start from; nil but while a preview process restores state.
    nonisolated(unsafe) static var restoring: SavedStateQueue?

    /// The state of the views in `host`: every view with state, in build order, with the values of its
    /// `Codable` state properties, as JSON.
    public static func save(_ host: ViewHost) -> Data {
        let scopes = buildOrder(of: host.graph).map { scope in
            SavedScope(view: typeName(scope.viewType), ids: scope.identity.idPath.map { String(reflecting: $0) },
                       slots: scope.storages.map { ($0 as? SavableStorage)?.savedValue })
        }
        return (try? JSONEncoder().encode(SavedState(scopes: scopes))) ?? Data()
    }

    /// The engine's scopes in the order a whole build reaches them, which is the order the first build of the
    /// next process makes them in: the outermost ones by when the latest whole build looked them up, each
    /// followed by the scopes inside it as its latest build found them (a body built alone after a state
    /// change renews its children, not the whole build's order). Scopes outside that tree (a modifier's)
    /// follow, by lookup.
    static func buildOrder(of graph: ViewGraph) -> [ViewScope] {
        let all = graph.scopes.byIdentity
        func isKept(_ scope: ViewScope) -> Bool { all[scope.identity] === scope }
        let byLookup = all.values.sorted { $0.order < $1.order }
        var ordered: [ViewScope] = []
        var seen: Set<ObjectIdentifier> = []
        func visit(_ scope: ViewScope) {
            guard isKept(scope), seen.insert(ObjectIdentifier(scope)).inserted else { return }
            ordered.append(scope)
            for child in scope.children { visit(child) }
        }
        for scope in byLookup where scope.parent.map({ !isKept($0) }) ?? true { visit(scope) }
        for scope in byLookup where !seen.contains(ObjectIdentifier(scope)) { ordered.append(scope) }
        return ordered
    }

    /// Starts the views of the builds that follow from the state in `data` (what `save(_:)` made in another
    /// process); false, restoring nothing, when `data` is not such state.
    @discardableResult
    public static func beginRestoring(_ data: Data) -> Bool {
        guard let state = try? JSONDecoder().decode(SavedState.self, from: data) else { return false }
        restoring = SavedStateQueue(state)
        return true
    }

    /// The name a view type is found by in the next build: its Swift name, or for the view a `#Preview` makes
    /// of `@Previewable` declarations, whose Swift name holds its line, its preview's file and name.
    static func typeName(_ type: Any.Type) -> String {
        (type as? any _PreviewableView.Type)?._previewKey ?? String(reflecting: type)
    }

    /// Ends restoring: views made from now on start from their initial state, as usual. The number of
    /// views that took saved state.
    @discardableResult
    public static func endRestoring() -> Int {
        defer { restoring = nil }
        return restoring?.restoredCount ?? 0
    }
}

/// The saved state of one view: its type's name, its explicit ids, and its state properties' values in
/// declaration order (nil for one that could not be saved).
struct SavedScope: Codable, Equatable {
    var view: String
    var ids: [String]
    var slots: [SavedValue?]
}

/// One state property's value: its type's name and the value as JSON.
struct SavedValue: Codable, Equatable {
    var type: String
    var json: String
}

/// What a preview process saves: the views with state, in build order.
struct SavedState: Codable {
    var version = 1
    var scopes: [SavedScope]
}

/// The saved views, queued by type name and ids: a view made takes the first saved view of its kind, so the
/// n-th such view of the new build gets the n-th one's state.
final class SavedStateQueue {
    private var queues: [String: ArraySlice<SavedScope>] = [:]
    private(set) var restoredCount = 0

    init(_ state: SavedState) {
        guard state.version == 1 else { return }
        for scope in state.scopes { queues[Self.kind(scope.view, scope.ids), default: []].append(scope) }
    }

    private static func kind(_ view: String, _ ids: [String]) -> String {
        ([view] + ids).joined(separator: "\u{1f}")
    }

    /// The saved state for a new view `scope` at `idPath`, taken from the queue; nil when none is left.
    func take(for scope: ViewScope, idPath: [ViewID]) -> SavedScope? {
        let kind = Self.kind(PreviewState.typeName(scope.viewType), idPath.map { String(reflecting: $0) })
        guard let saved = queues[kind]?.popFirst() else { return nil }
        restoredCount += 1
        return saved
    }
}

extension ViewScope {
    /// The saved value of the state property at `slot`, if one was saved with the same type and that type is
    /// `Codable`.
    func restoredValue<Value>(at slot: Int, as type: Value.Type) -> Value? {
        guard let restored, slot < restored.slots.count, let saved = restored.slots[slot],
              saved.type == String(reflecting: Value.self),
              let decodable = Value.self as? any Decodable.Type else { return nil }
        return SavedValueCoding.decode(decodable, from: saved.json) as? Value
    }
}

/// A storage whose value can be saved: `@State`'s.
protocol SavableStorage {
    /// The value with its type's name, when the type is `Codable`.
    var savedValue: SavedValue? { get }
}

extension ValueStorage: SavableStorage {
    var savedValue: SavedValue? {
        guard Value.self is any Decodable.Type, let encodable = Value.self as? any Encodable.Type,
              let json = SavedValueCoding.encode(value, as: encodable) else { return nil }
        return SavedValue(type: String(reflecting: Value.self), json: json)
    }
}

/// JSON for one value of a type known only at run time. The value travels in a one-element array, which
/// JSON allows at the top level whatever the value (a number, a string, null).
enum SavedValueCoding {
    static func encode<E: Encodable>(_ value: Any, as type: E.Type) -> String? {
        guard let typed = value as? E, let data = try? JSONEncoder().encode([typed]) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    static func decode<D: Decodable>(_ type: D.Type, from json: String) -> D? {
        (try? JSONDecoder().decode([D].self, from: Data(json.utf8)))?.first
    }
}
