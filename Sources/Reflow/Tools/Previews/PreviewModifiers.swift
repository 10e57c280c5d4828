/// The modifiers Xcode's canvas read from a `PreviewProvider`'s `previews` before `#Preview`: how a preview is
/// sized (`.previewLayout`), what it is called (`.previewDisplayName`), which device and orientation it shows
/// (`.previewDevice`, `.previewInterfaceOrientation`), and in what context (`.previewContext`). In a view they
/// change nothing; `reflow preview` reads them off the top of each preview (`Preview.providedPreviews`), as Xcode
/// does, and splits a `Group` (or a `ForEach`) of previews into previews of their own.
extension View {
    /// Sizes the preview: `.sizeThatFits` (its ideal size), `.fixed(width:height:)` or `.device` (the screen).
    public func previewLayout(_ value: PreviewLayout) -> some View {
        PreviewSetting(content: self) { $0.layout = value }
    }

    /// Lists the preview under `value`.
    public func previewDisplayName(_ value: String?) -> some View {
        PreviewSetting(content: self) { $0.displayName = value }
    }

    /// Shows the preview on `value`'s screen: a window of that device's size in points (`PreviewDevice`).
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        PreviewSetting(content: self) { $0.device = value }
    }

    /// Shows the preview's device turned to `value` (landscape swaps its width and height).
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        PreviewSetting(content: self) { $0.orientation = value }
    }

    /// Gives the preview a context (Xcode's `WidgetPreviewContext(family:)` for a widget). Reflow has no widgets
    /// (WidgetKit is not among its modules) and no context changes how it shows a preview: the modifier is
    /// accepted and looked through, so that the preview's other settings still count.
    public func previewContext<C: PreviewContext>(_ value: C) -> some View {
        PreviewSetting(content: self) { _ in }
    }
}

/// What a preview is shown in, as Xcode's canvas asks `previewContext(_:)` for it: values read by key.
public protocol PreviewContext {
    /// The value the context holds for `key`, or the key's default.
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}

/// A key of a `PreviewContext`'s values, with the value a context that does not set it gives.
public protocol PreviewContextKey {
    /// The type of the key's values.
    associatedtype Value
    /// The value of a context that does not set the key.
    static var defaultValue: Value { get }
}

/// The device a preview is shown on, by the name Xcode gives it ("iPhone 15 Pro").
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }

    /// The device's screen in points, portrait, from the Human Interface Guidelines' "Device screen sizes and
    /// orientations" table (Layout › Specifications); nil for a name not in it.
    public var screenSize: CGSize? {
        let name = rawValue.lowercased().replacingOccurrences(of: "(", with: "").replacingOccurrences(of: ")", with: "")
        for (names, size) in Self.screens where names.contains(where: { name == $0 }) {
            return CGSize(width: size.0, height: size.1)
        }
        return nil
    }

    /// Screens in points, portrait, by the names Xcode's simulators carry.
    private static let screens: [([String], (CGFloat, CGFloat))] = [
        (["iphone 16 pro max"], (440, 956)),
        (["iphone 16 pro"], (402, 874)),
        (["iphone 16 plus", "iphone 15 pro max", "iphone 15 plus", "iphone 14 pro max"], (430, 932)),
        (["iphone 16", "iphone 15 pro", "iphone 15", "iphone 14 pro", "iphone 16e"], (393, 852)),
        (["iphone 14 plus", "iphone 13 pro max", "iphone 12 pro max"], (428, 926)),
        (["iphone 14", "iphone 13 pro", "iphone 13", "iphone 12 pro", "iphone 12"], (390, 844)),
        (["iphone 13 mini", "iphone 12 mini", "iphone 11 pro", "iphone xs", "iphone x"], (375, 812)),
        (["iphone 11 pro max", "iphone 11", "iphone xs max", "iphone xr"], (414, 896)),
        (["iphone 8 plus", "iphone 7 plus", "iphone 6s plus"], (414, 736)),
        (["iphone se 3rd generation", "iphone se 2nd generation", "iphone 8", "iphone 7", "iphone 6s"], (375, 667)),
        (["iphone se 1st generation", "iphone se"], (320, 568)),
        (["ipad pro 12.9-inch 6th generation", "ipad pro 12.9-inch 5th generation", "ipad pro 12.9-inch"], (1024, 1366)),
        (["ipad pro 11-inch 4th generation", "ipad pro 11-inch 3rd generation", "ipad pro 11-inch"], (834, 1194)),
        (["ipad air 5th generation", "ipad air 4th generation", "ipad 10th generation"], (820, 1180)),
        (["ipad mini 6th generation"], (744, 1133)),
    ]
}

/// Which way up a device is held, for `.previewInterfaceOrientation`.
public struct InterfaceOrientation: Hashable, Sendable {
    let isLandscape: Bool

    public static let portrait = InterfaceOrientation(isLandscape: false)
    public static let portraitUpsideDown = InterfaceOrientation(isLandscape: false)
    public static let landscapeLeft = InterfaceOrientation(isLandscape: true)
    public static let landscapeRight = InterfaceOrientation(isLandscape: true)
}

/// What the preview modifiers say about one preview.
struct PreviewSettings {
    var layout: PreviewLayout?
    var displayName: String?
    var device: PreviewDevice?
    var orientation: InterfaceOrientation?
}

/// A view with a preview setting: draws its content as it is; `reflow preview` reads the setting.
struct PreviewSetting<Content: View>: View, PrimitiveView, PreviewSettingCarrier {
    typealias Body = Never
    let content: Content
    let change: (inout PreviewSettings) -> Void

    func resolve(into resolver: inout Resolver) { resolver.resolve(content, component: 0) }

    var settingContent: any View { content }
    func apply(to settings: inout PreviewSettings) { change(&settings) }
}

/// What `Preview.providedPreviews` looks through: a view that carries a preview setting.
protocol PreviewSettingCarrier {
    var settingContent: any View { get }
    func apply(to settings: inout PreviewSettings)
}

/// A view that stands for several previews: a `Group`, a view builder's tuple, a `ForEach`.
protocol PreviewGrouping {
    var groupedViews: [any View] { get }
}

extension Group: PreviewGrouping {
    var groupedViews: [any View] { [content] }
}

extension TupleView: PreviewGrouping {
    /// The tuple's elements, each a view (a view builder makes tuples of views only).
    var groupedViews: [any View] { Mirror(reflecting: value).children.compactMap { $0.value as? any View } }
}

extension ForEach: PreviewGrouping {
    var groupedViews: [any View] { data.map { content($0) } }
}

extension Preview {
    /// The previews a `PreviewProvider` stands for, as Xcode's canvas shows them: each view of a `Group`,
    /// a `ForEach` or a view builder block at the top of `previews` is a preview of its own; each is named by its
    /// `.previewDisplayName`, else by the provider's name (numbered when there are several), and sized by its
    /// `.previewLayout`, else by its `.previewDevice` turned by `.previewInterfaceOrientation`. A device Reflow does
    /// not know keeps the window's size, with a warning.
    public static func provided(name: String?, fileID: String, line: Int, previews: () -> any View) -> [Preview] {
        var found: [(view: any View, settings: PreviewSettings)] = []
        collect(previews(), PreviewSettings(), into: &found)
        return found.enumerated().map { index, item in
            let settings = item.settings
            let shownName = settings.displayName
                ?? (found.count > 1 ? "\(name ?? "Preview") \(index + 1)" : name)
            var traits: [PreviewTrait] = []
            if let layout = settings.layout {
                traits.append(PreviewTrait(layout: layout))
            } else if let device = settings.device {
                if var size = device.screenSize {
                    if settings.orientation?.isLandscape == true { size = CGSize(width: size.height, height: size.width) }
                    traits.append(.fixedLayout(width: size.width, height: size.height))
                } else {
                    Diagnostics.process.report(.preview, once: "device \(device.rawValue)",
                        "reflow: the preview device \"\(device.rawValue)\" is not one Reflow knows; the preview keeps the window's size")
                }
            }
            let view = item.view
            return Preview(name: shownName, traits: traits, fileID: fileID, line: line, body: { view })
        }
    }

    /// The previews in `view`: its settings applied (a setting nearer the view wins), groups looked through.
    private static func collect(_ view: any View, _ settings: PreviewSettings,
                                into found: inout [(view: any View, settings: PreviewSettings)]) {
        if let carrier = view as? any PreviewSettingCarrier {
            var settings = settings
            carrier.apply(to: &settings)
            collect(carrier.settingContent, settings, into: &found)
        } else if let group = view as? any PreviewGrouping {
            for child in group.groupedViews { collect(child, settings, into: &found) }
        } else {
            found.append((view, settings))
        }
    }
}
