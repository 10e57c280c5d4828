/// Shows `body` in `reflow preview`, as SwiftUI's `#Preview` shows it in Xcode's canvas:
///
/// ```swift
/// #Preview("Tags", traits: .sizeThatFitsLayout) {
///     FlowLayout { ForEach(tags, id: \.self) { Text($0) } }
/// }
/// ```
///
/// In an ordinary build a preview compiles and does nothing, so code shared with SwiftUI keeps its previews.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait...,
    @ViewBuilder body: @escaping () -> any View
) = #externalMacro(module: "ReflowMacros", type: "PreviewMacro")

/// One preview: a name, traits and the view to show, made by `#Preview` or from a `PreviewProvider`.
public struct Preview {
    /// The name given to `#Preview`, or the provider's name; nil for an unnamed `#Preview`.
    public let name: String?
    public let traits: [PreviewTrait]
    /// Where the preview was declared: `#fileID` ("Module/File.swift") and line.
    public let fileID: String
    public let line: Int
    private let makeBody: () -> any View

    /// What `#Preview` expands to; `_fileID` and `_line` say where the macro stands.
    public init(_ name: String? = nil, traits: PreviewTrait..., _fileID: String, _line: Int,
                @ViewBuilder body: @escaping () -> any View) {
        self.init(name: name, traits: traits, fileID: _fileID, line: _line, body: body)
    }

    public init(name: String?, traits: [PreviewTrait], fileID: String, line: Int, body: @escaping () -> any View) {
        self.name = name
        self.traits = traits
        self.fileID = fileID
        self.line = line
        makeBody = body
    }

    /// The preview's view, made anew on every call, as the body of a `#Preview` runs each time it is shown.
    public func makeView() -> AnyView { AnyView(makeBody()) }

    /// The last layout trait given; `.device` (the whole window) without one.
    public var layout: PreviewLayout {
        traits.reduce(PreviewLayout.device) { layout, trait in trait.layout ?? layout }
    }

    /// The preview's view as the window shows it: proposed the whole window by default, its ideal size with
    /// `.sizeThatFitsLayout`, a fixed size with `.fixedLayout(width:height:)`; the host centres it.
    public func makeRootView() -> AnyView {
        let view = makeView()
        switch layout {
        case .device: return view
        // Proposing nil on both axes is what SwiftUI's canvas does for a size-that-fits preview.
        case .sizeThatFits: return AnyView(view.fixedSize())
        case .fixed(let width, let height): return AnyView(view.frame(width: width, height: height))
        }
    }
}

/// How a preview is sized, as in SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Equatable, Sendable {
    /// Proposed the whole window, as a device's screen.
    case device
    /// Proposed `.unspecified`: the view's ideal size.
    case sizeThatFits
    /// Proposed exactly this size.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A trait of a `#Preview`: how it is laid out (`.sizeThatFitsLayout`, `.fixedLayout(width:height:)`,
/// `.defaultLayout`), or a device orientation, which a window has no use for and which is accepted so that
/// SwiftUI code compiles.
public struct PreviewTrait: Equatable, Sendable {
    let layout: PreviewLayout?

    /// The view's ideal size, centred in the window.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(layout: .sizeThatFits) }
    /// Exactly `width` × `height` points, centred in the window.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(layout: .fixed(width: width, height: height))
    }
    /// The whole window.
    public static var defaultLayout: PreviewTrait { PreviewTrait(layout: .device) }
    public static var portrait: PreviewTrait { PreviewTrait(layout: nil) }
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(layout: nil) }
    public static var landscapeLeft: PreviewTrait { PreviewTrait(layout: nil) }
    public static var landscapeRight: PreviewTrait { PreviewTrait(layout: nil) }
}

/// Previews as SwiftUI spelled them before `#Preview`:
///
/// ```swift
/// struct TagCloud_Previews: PreviewProvider {
///     static var previews: some View { TagCloud(tags: ["a", "b"]) }
/// }
/// ```
///
/// `reflow preview` shows `previews` under the type's name less `_Previews`.
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}
