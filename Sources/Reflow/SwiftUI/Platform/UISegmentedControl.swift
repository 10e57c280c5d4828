import Foundation

/// UIKit's segmented control: what a `Picker` with `.pickerStyle(.segmented)` is on iOS, which files restyle
/// through its proxy. Reflow's segmented picker is its own, so these are kept and said.
public class UISegmentedControl: UIControl, @unchecked Sendable {
    /// The chosen segment's colour.
    public var selectedSegmentTintColor: UIColor? {
        didSet { accepted("selectedSegmentTintColor") }
    }

    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Sets the segments' title attributes for `state`.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        accepted("setTitleTextAttributes(_:for:)")
    }

    /// The segments' title attributes for `state`.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }
}
