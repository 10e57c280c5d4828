import XCTest
@_spi(Viewer) import Reflow
@testable import ReflowGallery

/// The gallery's settings and demos without a window: each scene's parameter, Up/Down, the demo's steps, the
/// curves, and what a change of setting does to the layout.
final class GalleryStateTests: XCTestCase {
    private let size = CGSize(width: 800, height: 600)

    private func scene(_ name: String) throws -> GalleryScene { try XCTUnwrap(GalleryScene.named(name)) }

    private func setting(_ scene: GalleryScene, _ label: String) throws -> Int {
        try XCTUnwrap(scene.parameter.labels.firstIndex(of: label), "\(scene.name) has no setting \(label)")
    }

    // MARK: The parameter model

    func testLengthsStopAtTheEndsAndChoicesComeRound() throws {
        let overlap = try scene("overlap").parameter
        XCTAssertEqual(overlap.name, "overlap")
        XCTAssertEqual(overlap.labels, ["0 pt", "10 pt", "20 pt", "30 pt", "40 pt", "50 pt", "60 pt"])
        XCTAssertEqual(overlap.labels[overlap.initial], "20 pt")
        XCTAssertEqual(overlap.setting(2, movedBy: 1), 3)
        XCTAssertEqual(overlap.setting(6, movedBy: 1), 6)
        XCTAssertEqual(overlap.setting(0, movedBy: -1), 0)

        let alignment = try scene("simple-vstack").parameter
        XCTAssertEqual(alignment.labels, ["leading", "center", "trailing"])
        XCTAssertEqual(alignment.setting(2, movedBy: 1), 0)
        XCTAssertEqual(alignment.setting(0, movedBy: -1), 2)

        let kind = try scene("hstack").parameter
        XCTAssertEqual(kind.name, "container")
        XCTAssertEqual(kind.labels, ["HStack", "VStack", "ZStack"])

        let wheel = try scene("wheel").parameter
        XCTAssertEqual(wheel.labels[wheel.initial], "0°")
        XCTAssertEqual(wheel.labels[wheel.setting(wheel.initial, movedBy: 1)], "30°")
    }

    func testDemoStepsVisitTheDemoThenReturnSkippingWhatIsShown() throws {
        let overlap = try scene("overlap").parameter
        // 20 → 60 → 0 → 20: the overlap grows and shrinks.
        XCTAssertEqual(overlap.demoSteps(from: 2).map { overlap.labels[$0] }, ["60 pt", "0 pt", "20 pt"])
        // From 60, going to 60 first would show nothing.
        XCTAssertEqual(overlap.demoSteps(from: 6).map { overlap.labels[$0] }, ["0 pt", "60 pt"])
        let kind = try scene("hstack").parameter
        // The stack turns into a column and back.
        XCTAssertEqual(kind.demoSteps(from: 0).map { kind.labels[$0] }, ["VStack", "HStack"])
    }

    func testEveryScenesParameterAndDemoAreWellFormed() {
        for scene in Gallery.scenes {
            let parameter = scene.parameter
            XCTAssertGreaterThanOrEqual(parameter.labels.count, 2, scene.name)
            XCTAssertEqual(Set(parameter.labels).count, parameter.labels.count, scene.name)
            XCTAssertTrue(parameter.labels.indices.contains(parameter.initial), scene.name)
            XCTAssertTrue(parameter.demo.allSatisfy(parameter.labels.indices.contains), scene.name)
            // From any setting the demo moves and comes back.
            for setting in parameter.labels.indices {
                let steps = parameter.demoSteps(from: setting)
                XCTAssertGreaterThanOrEqual(steps.count, 2, "\(scene.name) from \(parameter.labels[setting])")
                XCTAssertEqual(steps.last, setting, scene.name)
            }
        }
    }

    /// Every setting of every scene lays out cleanly, and the demo's first step moves some view or changes how
    /// one is drawn (the effects scene turns views without moving their frames): the parameter does something
    /// visible.
    func testEverySettingLaysOutAndTheDemoMovesViews() {
        for scene in Gallery.scenes {
            for setting in scene.parameter.labels.indices {
                let host = ViewHost(rootView: scene.view(setting: setting), size: size)
                XCTAssertEqual(host.warnings, [], "\(scene.name) at \(scene.parameter.labels[setting])")
            }
            let initial = ViewHost(rootView: scene.view, size: size)
            let first = scene.parameter.demoSteps(from: scene.parameter.initial)[0]
            let moved = ViewHost(rootView: scene.view(setting: first), size: size)
            XCTAssertTrue(initial.viewFrames != moved.viewFrames || initial.displayList != moved.displayList, scene.name)
        }
    }

    // MARK: What the settings do

    /// The avatars (72-point circles) left to right.
    private func avatars(_ host: ViewHost) -> [CGRect] {
        host.displayList.items.compactMap { item -> CGRect? in
            if case .fill(_, let frame, _) = item, frame.width == 72, frame.height == 72 { return frame }
            return nil
        }.sorted { $0.minX < $1.minX }
    }

    func testOverlapSettingIsTheAvatarsOverlap() throws {
        let scene = try scene("overlap")
        for (label, overlap) in [("0 pt", 0.0), ("20 pt", 20), ("60 pt", 60)] {
            let frames = avatars(ViewHost(rootView: scene.view(setting: try setting(scene, label)), size: size))
            XCTAssertEqual(frames.count, 7)
            // Each avatar starts 72 − overlap after the previous one (the row has room at 800 points).
            for (a, b) in zip(frames, frames.dropFirst()) { XCTAssertEqual(b.minX - a.minX, 72 - overlap, accuracy: 1e-9) }
        }
    }

    /// The tinted backgrounds of the names, top to bottom.
    private func nameBackgrounds(_ host: ViewHost) -> [CGRect] {
        host.displayList.items.compactMap { item -> CGRect? in
            if case .fill(.rectangle, let frame, let color) = item, color == Color.blue.opacity(0.15) { return frame }
            return nil
        }
    }

    func testAlignmentSettingLinesTheNamesUp() throws {
        let scene = try scene("simple-vstack")
        let edges: [(String, (CGRect) -> CGFloat)] = [("leading", \.minX), ("center", \.midX), ("trailing", \.maxX)]
        for (label, edge) in edges {
            let frames = nameBackgrounds(ViewHost(rootView: scene.view(setting: try setting(scene, label)), size: size))
            XCTAssertEqual(frames.count, Sample.people.count)
            XCTAssertGreaterThan(Set(frames.map(\.width)).count, 1, "names of different widths")
            for frame in frames { XCTAssertEqual(edge(frame), edge(frames[0]), accuracy: 1e-9, label) }
        }
    }

    /// The teal and indigo colours of the HStack scene: a row, then a column, then layers.
    func testContainerSettingSwitchesTheStackThroughAnyLayout() throws {
        let scene = try scene("hstack")
        func colours(_ label: String) throws -> (teal: CGRect, indigo: CGRect) {
            let host = ViewHost(rootView: scene.view(setting: try setting(scene, label)), size: size)
            var found: [Color: CGRect] = [:]
            for case .fill(.rectangle, let frame, let color) in host.displayList.items { found[color] = frame }
            return (try XCTUnwrap(found[.teal]), try XCTUnwrap(found[.indigo]))
        }
        let row = try colours("HStack")
        XCTAssertEqual(row.teal.midY, row.indigo.midY, accuracy: 1e-9)
        XCTAssertLessThan(row.teal.maxX, row.indigo.minX)
        let column = try colours("VStack")
        XCTAssertEqual(column.teal.midX, column.indigo.midX, accuracy: 1e-9)
        XCTAssertLessThan(column.teal.maxY, column.indigo.minY)
        let layers = try colours("ZStack")
        XCTAssertEqual(layers.teal.midX, layers.indigo.midX, accuracy: 1e-9)
        XCTAssertEqual(layers.teal.midY, layers.indigo.midY, accuracy: 1e-9)
    }

    // MARK: The state: keys, demos, curves

    func testUpDownAndScenesKeepEachScenesSetting() throws {
        var state = GalleryState(sceneIndex: Gallery.scenes.firstIndex { $0.name == "overlap" }!)
        XCTAssertEqual(state.settingDescription, "overlap 20 pt · ease")
        XCTAssertTrue(state.stepSetting(by: 1))
        XCTAssertEqual(state.settingDescription, "overlap 30 pt · ease")
        state.moveScene(by: 1)
        XCTAssertEqual(state.scene.name, "simple-vstack")
        state.moveScene(by: -1)
        XCTAssertEqual(state.settingDescription, "overlap 30 pt · ease")
        for _ in 0..<10 { state.stepSetting(by: 1) }
        XCTAssertFalse(state.stepSetting(by: 1), "past the last length")
        XCTAssertEqual(state.settingDescription, "overlap 60 pt · ease")
        state.showScene(-1)
        XCTAssertEqual(state.scene.name, Gallery.scenes.last?.name)
    }

    func testCurvesCycleEaseSpringLinear() {
        var state = GalleryState()
        var seen: [GalleryCurve] = []
        for _ in 0..<4 {
            seen.append(state.curve)
            state.cycleCurve()
        }
        XCTAssertEqual(seen, [.ease, .spring, .linear, .ease])
        XCTAssertEqual(GalleryCurve.ease.animation, .easeInOut)
        XCTAssertEqual(GalleryCurve.spring.animation, .spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0))
        XCTAssertEqual(GalleryCurve.linear.animation, .linear)
    }

    func testSpaceDuringADemoGoesBackToWhereItStarted() throws {
        var state = GalleryState(sceneIndex: Gallery.scenes.firstIndex { $0.name == "overlap" }!)
        XCTAssertTrue(state.playDemo())
        XCTAssertEqual(state.settingDescription, "overlap 60 pt · ease · demo")
        XCTAssertTrue(state.playDemo())
        XCTAssertEqual(state.settingDescription, "overlap 20 pt · ease · demo")
        XCTAssertFalse(state.demoStepFinished())
        XCTAssertFalse(state.isPlayingDemo)
        // Up stops a demo and steps from the setting shown.
        state.playDemo()
        XCTAssertTrue(state.stepSetting(by: -1))
        XCTAssertFalse(state.isPlayingDemo)
        XCTAssertEqual(state.settingDescription, "overlap 50 pt · ease")
    }

    /// The overlap scene's demo played on a host's clock as the window plays it, a frame every 1/60 s, each
    /// step starting when the previous one has settled: the gap between the first two avatars (72 − overlap)
    /// goes 52 → 12 → 72 → 52 through every value in between, and the demo ends where it started.
    func testTheDemoPlaysThroughEveryStepOnTheHostsClock() throws {
        var state = GalleryState(sceneIndex: Gallery.scenes.firstIndex { $0.name == "overlap" }!)
        state.cycleCurve()
        state.cycleCurve()
        XCTAssertEqual(state.curve, .linear)
        let host = ViewHost(rootView: state.view, size: size)
        func gap() -> CGFloat { let frames = avatars(host); return frames[1].minX - frames[0].minX }
        XCTAssertEqual(gap(), 52, accuracy: 1e-9)

        XCTAssertTrue(state.playDemo())
        host.update(rootView: state.view, animation: state.animation)
        var gaps: [CGFloat] = [gap()]
        var frames = 0
        while frames < 600 {
            host.advance(by: 1.0 / 60)
            frames += 1
            gaps.append(gap())
            if !host.isAnimating {
                guard state.demoStepFinished() else { break }
                host.update(rootView: state.view, animation: state.animation)
            }
        }
        XCTAssertFalse(state.isPlayingDemo)
        // Three linear animations of 0.35 s: 21 frames each, give or take one.
        XCTAssertEqual(Double(frames), 63, accuracy: 3)
        XCTAssertEqual(gaps.min()!, 12, accuracy: 1e-9)
        XCTAssertEqual(gaps.max()!, 72, accuracy: 1e-9)
        XCTAssertEqual(gaps.last!, 52, accuracy: 1e-9)
        // Intermediate frames: at 60 frames a second, a linear 40-point change moves under 2 points a frame.
        for (a, b) in zip(gaps, gaps.dropFirst()) { XCTAssertLessThan(abs(b - a), 60.0 / 21 + 1e-9) }
        XCTAssertGreaterThan(Set(gaps.map { Int($0.rounded()) }).count, 40)
    }
}
