@_spi(Preview) import Reflow

/// What a preview window shows: the preview proposed the whole window and centred (as `ViewHost` centres its
/// root), a message over it when there is one, and the heads-up line when asked for, with a note under it
/// (the preview's warnings) when there is one. The structure never changes with the message or the lines, so
/// the preview keeps its identity and its layout caches.
public struct PreviewRoot: View {
    let content: AnyView
    let message: PreviewMessage?
    let headsUp: String?
    let headsUpNote: String?

    /// The id of the preview's own content inside the window's views: the subtree the layout inspector shows,
    /// and whose frames are compared across a reload.
    public static let contentID = "reflow.preview.content"

    public init(content: AnyView, message: PreviewMessage? = nil, headsUp: String? = nil,
                headsUpNote: String? = nil) {
        self.content = content
        self.message = message
        self.headsUp = headsUp
        self.headsUpNote = headsUpNote
    }

    public var body: some View {
        // The clear colour takes the whole window and proposes it to the preview, which it centres, as the
        // host does with a root view; an overlay on the preview itself would vanish with an EmptyView.
        Color.clear
            // The id marks where the preview's own views begin, for the frames compared across a reload
            // (`ViewHost.framesByIdentity(insideViewWithID:)`); it is the same in every build.
            .overlay { content.id(Self.contentID) }
            // A preview that prefers the dark scheme is shown on its dark window background, as on iOS.
            .windowBackgroundOfPreferredColorScheme()
            .overlay(alignment: .bottom) {
                if let message { MessagePanel(message: message).padding(12) }
            }
            .overlay(alignment: .topLeading) {
                if let headsUp {
                    VStack(alignment: .leading, spacing: 0) {
                        HeadsUpLine(text: headsUp)
                        if let headsUpNote { HeadsUpLine(text: headsUpNote) }
                    }
                }
            }
    }
}

/// A message in a dark panel: the title in bold, then the lines in a monospaced face, as a terminal shows
/// them, so that `file:line:col: error: …` reads as it does there.
public struct MessagePanel: View {
    let message: PreviewMessage

    public init(message: PreviewMessage) { self.message = message }

    public var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(message.title)
                .font(.system(size: 15, weight: .bold))
                .foregroundColor(titleColor)
            ForEach(message.lines.indices, id: \.self) { index in
                Text(message.lines[index])
                    .font(.system(size: 12, design: .monospaced))
                    .foregroundColor(Color(white: 0.92))
                    .lineLimit(3)
            }
        }
        .padding(14)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color(white: 0.1).opacity(0.92)))
    }

    private var titleColor: Color {
        switch message.kind {
        case .error: return Color(red: 1, green: 0.45, blue: 0.4)
        case .crash: return Color(red: 1, green: 0.6, blue: 0.25)
        case .info: return .white
        }
    }
}

/// The heads-up line: white monospaced text on a dark band.
public struct HeadsUpLine: View {
    let text: String

    public init(text: String) { self.text = text }

    public var body: some View {
        Text(text)
            .font(.system(size: 12, design: .monospaced))
            .lineLimit(1)
            .foregroundColor(.white)
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(Color.black.opacity(0.75))
            // A new text takes its new width at once, rather than stretch with an animation under way.
            .animation(nil, value: text)
    }
}

extension Preview {
    /// The preview's views, or, with `variants`, its panels side by side (`PreviewVariantsView`).
    func content(in variants: PreviewVariantKind?) -> AnyView {
        guard let variants else { return makeRootView() }
        return AnyView(PreviewVariantsView(kind: variants, content: makeRootView()))
    }
}
