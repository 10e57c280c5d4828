/// UIKit's page control: the dots of a `TabView` with `.tabViewStyle(.page)`, which files colour through its
/// proxy (`UIPageControl.appearance().currentPageIndicatorTintColor = .black`). Reflow's page dots draw both
/// colours; other properties are kept and said.
public class UIPageControl: UIControl, @unchecked Sendable {
    /// The current page's dot.
    public var currentPageIndicatorTintColor: UIColor? {
        didSet { accepted("currentPageIndicatorTintColor") }
    }
    /// The other pages' dots.
    public var pageIndicatorTintColor: UIColor? {
        didSet { accepted("pageIndicatorTintColor") }
    }

    override class var drawnAppearanceProperties: Set<String> {
        ["currentPageIndicatorTintColor", "pageIndicatorTintColor"]
    }

    /// The dot colours the proxy sets (current, others), each nil where Reflow's own stays.
    static var currentDotColors: (current: Color?, other: Color?) {
        guard let control = UIAppearance.existingProxy(of: UIPageControl.self) else { return (nil, nil) }
        return (control.currentPageIndicatorTintColor?.color, control.pageIndicatorTintColor?.color)
    }
}
