import Reflow

/// The timing curves the gallery animates with; `a` cycles through them.
public enum GalleryCurve: String, CaseIterable, Sendable {
    case ease, spring, linear

    /// `.easeInOut`, `.spring()` (response 0.5 s, damping 0.825) or `.linear`, at SwiftUI's default lengths.
    public var animation: Animation {
        switch self {
        case .ease: .easeInOut
        case .spring: .spring(response: 0.5, dampingFraction: 0.825)
        case .linear: .linear
        }
    }

    /// The curve after this one, back to the first after the last.
    public var next: GalleryCurve {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}

/// What the gallery shows and how it animates: the scene, each scene's setting, the curve, and the demo under
/// way. The window turns keys into calls on it and shows `view`, animated with `animation` after a change of
/// setting; there is no window in here, so tests drive it with a `ViewHost`.
///
/// A demo is a few changes of setting in a row (`SceneParameter.demoSteps`): each one animates, and the next
/// starts when the window reports that every animation has settled (`demoStepFinished()`).
public struct GalleryState {
    /// The scenes, in order.
    public let scenes: [GalleryScene]
    /// The index of the scene shown.
    public private(set) var sceneIndex: Int
    /// Each scene's setting, kept when moving to another scene and back.
    public private(set) var settings: [Int]
    /// The curve changes of setting animate with.
    public private(set) var curve: GalleryCurve = .ease
    /// The demo's remaining steps and the setting it started from; nil when no demo plays.
    private var demo: (remaining: [Int], start: Int)?

    /// The gallery at `sceneIndex`, every scene at its initial setting.
    public init(scenes: [GalleryScene] = Gallery.scenes, sceneIndex: Int = 0) {
        precondition(scenes.indices.contains(sceneIndex), "no scene \(sceneIndex)")
        self.scenes = scenes
        self.sceneIndex = sceneIndex
        settings = scenes.map(\.parameter.initial)
    }

    /// The scene shown.
    public var scene: GalleryScene { scenes[sceneIndex] }

    /// The shown scene's setting.
    public var setting: Int { settings[sceneIndex] }

    /// Whether a demo is playing (until its last step has settled).
    public var isPlayingDemo: Bool { demo != nil }

    /// The shown scene at its setting.
    public var view: some View { scene.view(setting: setting) }

    /// The animation for a change of setting: the curve's.
    public var animation: Animation { curve.animation }

    /// "overlap 20 pt · ease", with "· demo" while a demo plays: the heads-up line's part about the setting.
    public var settingDescription: String {
        let parameter = scene.parameter
        return "\(parameter.name) \(parameter.labels[setting]) · \(curve.rawValue)" + (isPlayingDemo ? " · demo" : "")
    }

    /// Shows the scene at `index` (wrapping round), stopping any demo.
    public mutating func showScene(_ index: Int) {
        sceneIndex = ((index % scenes.count) + scenes.count) % scenes.count
        demo = nil
    }

    /// Shows the scene `steps` after the shown one (before it when negative), wrapping round.
    public mutating func moveScene(by steps: Int) { showScene(sceneIndex + steps) }

    /// Moves the setting `steps` on (Up: +1, Down: −1), stopping any demo; false when the setting stays (at
    /// the end of a range).
    @discardableResult
    public mutating func stepSetting(by steps: Int) -> Bool {
        demo = nil
        let moved = scene.parameter.setting(setting, movedBy: steps)
        guard moved != setting else { return false }
        settings[sceneIndex] = moved
        return true
    }

    /// Sets the shown scene's setting to `setting` (clamped to its settings), stopping any demo: what the
    /// scene's control does. False when the setting stays.
    @discardableResult
    public mutating func setSetting(_ setting: Int) -> Bool {
        demo = nil
        let clamped = min(max(setting, 0), scene.parameter.labels.count - 1)
        guard clamped != self.setting else { return false }
        settings[sceneIndex] = clamped
        return true
    }

    /// Starts the scene's demo with its first step; during a demo, goes straight back to the setting it
    /// started from instead. False when the setting stays.
    @discardableResult
    public mutating func playDemo() -> Bool {
        if let demo {
            self.demo = (remaining: [], start: demo.start)
            guard setting != demo.start else { return false }
            settings[sceneIndex] = demo.start
            return true
        }
        var steps = scene.parameter.demoSteps(from: setting)
        guard !steps.isEmpty else { return false }
        let first = steps.removeFirst()
        demo = (remaining: steps, start: setting)
        settings[sceneIndex] = first
        return true
    }

    /// To be called when every animation has settled: takes the demo's next step, or ends the demo after its
    /// last. True when the setting changed (and should animate).
    @discardableResult
    public mutating func demoStepFinished() -> Bool {
        guard var demo else { return false }
        guard !demo.remaining.isEmpty else {
            self.demo = nil
            return false
        }
        settings[sceneIndex] = demo.remaining.removeFirst()
        self.demo = demo
        return true
    }

    /// Animates later changes with the next curve: ease, spring, linear, ease, …
    public mutating func cycleCurve() { curve = curve.next }
}
