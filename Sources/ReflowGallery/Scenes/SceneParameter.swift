import Reflow

/// The one setting of a gallery scene that Up and Down change and that the scene's demo plays with: the overlap
/// of the overlapping stack, the spacing of a flow, the alignment of a stack, the kind of container, …
///
/// Settings are numbered in the order Up moves through them; `labels` says how the heads-up line shows each.
public struct SceneParameter: Sendable {
    /// What the setting is called in the heads-up line: "overlap", "spacing", "alignment", "container".
    public let name: String
    /// Each setting as the heads-up line shows it ("20 pt", "leading", "VStack").
    public let labels: [String]
    /// The setting the scene opens with.
    public let initial: Int
    /// The settings the demo shows in turn, before it goes back to the setting it started from.
    public let demo: [Int]
    /// Whether Up past the last setting comes round to the first (choices such as alignments) or stays there
    /// (lengths).
    public let wraps: Bool
    /// The control the window shows for the setting.
    public var control: SceneControl

    /// The setting `steps` away from `setting`: Up is +1, Down −1.
    public func setting(_ setting: Int, movedBy steps: Int) -> Int {
        let moved = setting + steps
        if wraps { return ((moved % labels.count) + labels.count) % labels.count }
        return min(max(moved, 0), labels.count - 1)
    }

    /// The settings a demo that starts at `setting` shows, one animation each: `demo`, then `setting` again,
    /// leaving out any step that would show the setting already on screen.
    public func demoSteps(from setting: Int) -> [Int] {
        var steps: [Int] = []
        var shown = setting
        for next in demo + [setting] where next != shown {
            steps.append(next)
            shown = next
        }
        return steps
    }
}

/// The values a scene's parameter takes, with their labels: what a scene is made with. The scene's content
/// gets the value; the rest of the gallery sees the settings' numbers and labels only (`SceneParameter`).
public struct ParameterValues<Value> {
    var parameter: SceneParameter
    let values: [Value]

    /// `choices` in the order Up moves through them, each with its label; `initial` and `demo` name choices by
    /// their labels.
    public init(_ name: String, _ choices: [(label: String, value: Value)], initial: String, demo: [String],
                wraps: Bool = true) {
        let labels = choices.map(\.label)
        func index(_ label: String) -> Int {
            guard let index = labels.firstIndex(of: label) else {
                preconditionFailure("\(name): no choice labelled '\(label)' among \(labels)")
            }
            return index
        }
        // Choices that come round are picked from a segmented control; lengths and angles step.
        parameter = SceneParameter(name: name, labels: labels, initial: index(initial), demo: demo.map(index),
                                   wraps: wraps, control: wraps ? .segmented : .stepper)
        values = choices.map(\.value)
    }

    /// These values, shown in the window with `control` instead of the default.
    public func control(_ control: SceneControl) -> Self {
        var values = self
        values.parameter.control = control
        return values
    }
}

/// The control the gallery window shows for a scene's setting, beside Up and Down.
public enum SceneControl: Sendable {
    /// A `Stepper`: a step each press (lengths, counts).
    case stepper
    /// A `Slider` over the settings in order (an overlap, an angle).
    case slider
    /// A segmented `Picker` of the settings' labels (alignments, corners).
    case segmented
    /// A `Button` that moves to the next setting (HStack ↔ VStack).
    case button
}

extension ParameterValues where Value == CGFloat {
    /// Lengths in points, shown as "20 pt"; Up lengthens up to the last one and stops there.
    public static func points(_ name: String, _ lengths: [CGFloat], initial: CGFloat, demo: [CGFloat]) -> Self {
        func label(_ length: CGFloat) -> String { "\(Int(length)) pt" }
        return ParameterValues(name, lengths.map { (label($0), $0) }, initial: label(initial), demo: demo.map(label),
                               wraps: false)
    }

    /// Angles given in degrees, shown as "30°", handed to the content in radians; Up turns clockwise up to the
    /// last one.
    public static func degrees(_ name: String, _ degrees: [Int], initial: Int, demo: [Int]) -> Self {
        ParameterValues(name, degrees.map { ("\($0)°", CGFloat($0) * .pi / 180) }, initial: "\(initial)°",
                        demo: demo.map { "\($0)°" }, wraps: false)
    }
}

extension ParameterValues where Value == Int {
    /// Counts, shown as the number; Up counts up to the last one and stops there.
    public static func count(_ name: String, _ counts: [Int], initial: Int, demo: [Int]) -> Self {
        ParameterValues(name, counts.map { ("\($0)", $0) }, initial: "\(initial)", demo: demo.map { "\($0)" },
                        wraps: false)
    }
}
