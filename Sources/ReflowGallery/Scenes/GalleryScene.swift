import Reflow

/// One page of the gallery: a layout shown with demo content, under a title.
public struct GalleryScene {
    /// A short lowercase name for the command line: `reflow --scene flow`.
    public let name: String
    /// The title shown above the scene.
    public let title: String
    /// One line on what the scene shows.
    public let summary: String
    private let content: () -> AnyView

    public init<Content: View>(name: String, title: String, summary: String, @ViewBuilder content: @escaping () -> Content) {
        self.name = name
        self.title = title
        self.summary = summary
        self.content = { AnyView(content()) }
    }

    /// The scene's view: its title and summary above its content, filling the window.
    public var view: some View {
        VStack(alignment: .leading, spacing: 12) {
            VStack(alignment: .leading, spacing: 4) {
                Text(title).font(.title2).bold()
                Text(summary).font(.subheadline).foregroundColor(.secondary)
            }
            content()
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .padding()
        // Exactly the window's size, content from the top-leading corner: in a small window the title stays
        // in view and what does not fit runs off the bottom and right edges.
        .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .topLeading)
        .background(Color.white)
    }

    /// The scene named `name`, if the gallery has one.
    public static func named(_ name: String) -> GalleryScene? {
        Gallery.scenes.first { $0.name == name }
    }
}
