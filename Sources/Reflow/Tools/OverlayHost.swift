/// The host a tool lays out what it draws over a window's views in: the inspector's outlines and panel, the
/// sweep ruler, the animation timeline. Made on first use with the window's text measurer, given each new view
/// after, and made anew when the measurer changes (a zoom opens the window's fonts at another size).
struct OverlayHost {
    private(set) var host: ViewHost?

    /// `view` laid out in `size`, as items to draw over the window's views.
    mutating func displayList<V: View>(of view: V, size: CGSize, textMeasurer: TextMeasurer) -> DisplayList {
        if let host, host.textMeasurer === textMeasurer {
            host.update(rootView: view, size: size, animation: nil)
        } else {
            // Laid out beside the window's host, whose clock alone is the main run loop's (state rules §5.5).
            host = ViewHost(rootView: view, size: size, textMeasurer: textMeasurer,
                            imageProvider: AssetImageProvider(), drivesMainRunLoop: false)
        }
        return host?.displayList ?? DisplayList()
    }
}
