import Foundation

// `AsyncImage` loads an image from a URL and shows a placeholder until it has one. A preview does not use the
// network (the previewed file is a stranger's code; docs/platform-modules.md, as `URLSession`'s data task
// publisher): a remote URL ends at once in the failure phase, saying so once per address on standard error,
// and the view shows what its author wrote for that case (the placeholder, or the `.failure` branch). A
// `file:` URL loads the file, as on iOS. Which phase the view is in is decided when it is first built (and again
// when its URL changes), so a snapshot, a test and the window agree.

/// Where an `AsyncImage`'s load is: not started (no URL), done with an image, or failed.
public enum AsyncImagePhase {
    /// No image yet: a nil URL.
    case empty
    /// The image loaded.
    case success(Image)
    /// The load failed with this error (a remote URL in a preview: `URLError(.notConnectedToInternet)`).
    case failure(any Error)

    /// The image, in the success phase.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error, in the failure phase.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// A view that shows the image at a URL, and a placeholder until it is there: SwiftUI's `AsyncImage`.
public struct AsyncImage<Content: View>: View {
    private let url: URL?
    private let content: (AsyncImagePhase) -> Content
    /// The load of the URL, kept with the view's identity: a file is read once, not at every build.
    @State private var load = AsyncImageLoad()

    /// Shows the image at `url` at its own size (its pixels over `scale`), and a grey placeholder filling the
    /// space offered until then, or when it cannot be loaded.
    public init(url: URL?, scale: CGFloat = 1) where Content == AsyncImageDefaultContent {
        self.url = url
        content = { AsyncImageDefaultContent(image: $0.image) }
    }

    /// Shows `content` with the loaded image, and `placeholder` until then or when it cannot be loaded.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P)
        where Content == _ConditionalContent<I, P>
    {
        self.url = url
        self.content = { phase in
            if let image = phase.image { return .trueContent(content(image)) }
            return .falseContent(placeholder())
        }
    }

    /// Shows `content` for each phase of the load: `.empty`, `.success(image)`, `.failure(error)`.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.content = content
    }

    public var body: some View { content(load.phase(for: url)) }
}

/// An `AsyncImage`'s load: the URL loaded and the phase it ended in.
final class AsyncImageLoad {
    private var url: URL?
    private var phase: AsyncImagePhase?

    /// The phase of `url`'s load, loading it if it is not the URL loaded last.
    func phase(for url: URL?) -> AsyncImagePhase {
        if let phase, url == self.url { return phase }
        let loaded = Self.load(url)
        (self.url, phase) = (url, loaded)
        return loaded
    }

    /// The phase the load of `url` ends in, in a preview.
    private static func load(_ url: URL?) -> AsyncImagePhase {
        guard let url else { return .empty }
        guard url.isFileURL else {
            Diagnostics.process.report(.images, once: "AsyncImage \(url.absoluteString)",
                "reflow: AsyncImage(url: \(url.absoluteString)) is not fetched: a preview does not use the network, so the view shows its failure phase")
            return .failure(URLError(.notConnectedToInternet, userInfo: [NSURLErrorFailingURLErrorKey: url]))
        }
        guard let image = UIImage(contentsOfFile: url.path) else {
            return .failure(URLError(.cannotDecodeContentData, userInfo: [NSURLErrorFailingURLErrorKey: url]))
        }
        return .success(Image(uiImage: image))
    }
}

/// What `AsyncImage(url:)` shows: the image at its own size, or a grey placeholder filling the space offered
/// (the system's secondary fill; SwiftUI documents a placeholder, not its colour).
public struct AsyncImageDefaultContent: View {
    let image: Image?

    public var body: some View {
        if let image {
            image
        } else {
            Color(uiColor: .secondarySystemFill)
        }
    }
}
