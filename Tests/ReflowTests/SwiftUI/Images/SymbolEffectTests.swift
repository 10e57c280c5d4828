import XCTest
@testable import Reflow

/// What plays the effects: a count for discrete effects, a flag for indefinite ones, and the symbol's name.
@Observable private final class Effects {
    var count = 0
    var isActive = false
    var name = "star"
}

/// A view whose body is `content`, so that the model it reads is observed.
private struct Observing<Content: View>: View {
    let content: () -> Content
    var body: some View { content() }
}

/// How the symbol's glyph is drawn: the transform and the layer opacity around it.
private struct GlyphDrawing {
    let glyph: String
    var transform = CGAffineTransform.identity
    var opacity = 1.0
    /// The scale of the transform (the glyph is never sheared, so it is the length of its first column).
    var scale: Double { (transform.a * transform.a + transform.b * transform.b).squareRoot() }
}

/// Symbol effects as SwiftUI documents them: a discrete effect plays once when its value changes, an
/// indefinite one while it is active; they change how the symbol is drawn and never its frame. Reflow's
/// poses (docs/symbols.md, "Symbol effects") are whole-symbol scales, turns and fades: a bounce squashes and springs back,
/// a pulse fades and returns once a second, `.scale.up` holds a larger symbol.
final class SymbolEffectTests: XCTestCase {
    let size = CGSize(width: 100, height: 100)

    /// Each glyph drawn, with the transforms and layer opacities around it.
    private func glyphs(_ host: ViewHost) -> [GlyphDrawing] {
        var transforms: [CGAffineTransform] = [.identity], opacities: [Double] = [1]
        var found: [GlyphDrawing] = []
        for item in host.displayList.items {
            switch item {
            case .push(.transform(let t)):
                transforms.append(t.concatenating(transforms.last!))
                opacities.append(opacities.last!)
            case .push(.layer(let layer)):
                transforms.append(transforms.last!)
                opacities.append(opacities.last! * layer.opacity)
            case .push:
                transforms.append(transforms.last!)
                opacities.append(opacities.last!)
            case .pop:
                transforms.removeLast()
                opacities.removeLast()
            case .text(let run):
                found.append(GlyphDrawing(glyph: run.text, transform: transforms.last!, opacity: opacities.last!))
            default: break
            }
        }
        return found
    }

    private func glyph(_ host: ViewHost) throws -> GlyphDrawing {
        let all = glyphs(host)
        XCTAssertEqual(all.count, 1)
        return try XCTUnwrap(all.first)
    }

    /// The frame of a plain star: effects leave it as it is.
    private lazy var plainFrame = ViewHost(rootView: Image(systemName: "star").id("s"), size: size).frame(of: "s")

    func testABounceSquashesThenSpringsPastItsSizeAndSettles() throws {
        let effects = Effects()
        let host = ViewHost(rootView: Observing { Image(systemName: "star").symbolEffect(.bounce, value: effects.count).id("s") },
                            size: size)
        XCTAssertEqual(try glyph(host).scale, 1, "nothing plays before the value changes")
        effects.count += 1
        var scales: [Double] = []
        for _ in 0..<40 {
            host.advance(by: 1.0 / 64)
            scales.append(try glyph(host).scale)
            XCTAssertEqual(host.frame(of: "s"), plainFrame, "the frame never changes")
        }
        let lowest = try XCTUnwrap(scales.indices.min { scales[$0] < scales[$1] })
        let highest = try XCTUnwrap(scales.indices.max { scales[$0] < scales[$1] })
        XCTAssertLessThan(scales[lowest], 0.9, "it goes down")
        XCTAssertGreaterThan(scales[highest], 1.05, "then up past its size")
        XCTAssertLessThan(lowest, highest, "down first")
        XCTAssertEqual(scales.last!, 1, "and back to rest")
        XCTAssertFalse(host.isAnimating, "a discrete effect plays once")
        XCTAssertEqual(try glyph(host).transform, .identity)
    }

    func testAPulseRepeatsWhileActiveAndStopsWhenInactive() throws {
        let effects = Effects()
        effects.isActive = true
        let host = ViewHost(rootView: Observing { Image(systemName: "star").symbolEffect(.pulse, isActive: effects.isActive).id("s") },
                            size: size)
        XCTAssertTrue(host.isAnimating, "an active indefinite effect plays at once")
        var opacities: [Double] = []
        for _ in 0..<8 {
            host.advance(by: 0.25)
            opacities.append(try glyph(host).opacity)
        }
        // Faded in the middle of each second, back at its full opacity at the end of it, again and again.
        XCTAssertLessThan(opacities[1], 0.5)
        XCTAssertEqual(opacities[3], 1)
        XCTAssertLessThan(opacities[5], 0.5)
        XCTAssertEqual(opacities[7], 1)
        XCTAssertTrue(host.isAnimating)
        host.advance(by: 0.25)
        effects.isActive = false
        // The play under way (the third, from 2 s to 3 s) finishes; none follows.
        host.advance(by: 0.25)
        XCTAssertLessThan(try glyph(host).opacity, 0.5)
        host.advance(by: 0.5)
        XCTAssertEqual(try glyph(host).opacity, 1)
        XCTAssertFalse(host.isAnimating)
        host.advance(by: 0.5)
        XCTAssertEqual(try glyph(host).opacity, 1, "no further play")
        XCTAssertEqual(host.frame(of: "s"), plainFrame)
    }

    func testScaleUpHoldsWhileActive() throws {
        let effects = Effects()
        let host = ViewHost(rootView: Observing { Image(systemName: "star").symbolEffect(.scale.up, isActive: effects.isActive).id("s") },
                            size: size)
        XCTAssertEqual(try glyph(host).scale, 1, "inactive: at rest")
        effects.isActive = true
        host.advance(by: 0.125)
        let growing = try glyph(host).scale
        XCTAssertGreaterThan(growing, 1)
        XCTAssertLessThan(growing, 1.2)
        host.advance(by: 0.125)
        XCTAssertFalse(host.isAnimating, "held: nothing moves")
        for _ in 0..<4 {
            host.advance(by: 1)
            XCTAssertEqual(try glyph(host).scale, 1.2, accuracy: 1e-9, "larger for as long as it is active")
            XCTAssertEqual(host.frame(of: "s"), plainFrame, "and its frame unchanged")
        }
        // The scale is about the symbol's centre: the centre stays where it is.
        let centre = CGPoint(x: plainFrame!.midX, y: plainFrame!.midY)
        let moved = try glyph(host).transform
        XCTAssertEqual(centre.x * moved.a + centre.y * moved.c + moved.tx, centre.x, accuracy: 1e-9)
        XCTAssertEqual(centre.x * moved.b + centre.y * moved.d + moved.ty, centre.y, accuracy: 1e-9)
        effects.isActive = false
        host.advance(by: 0.25)
        XCTAssertEqual(try glyph(host).scale, 1, accuracy: 1e-9, "back to rest when inactive")
    }

    func testEffectsRemovedPlayNothing() throws {
        let effects = Effects()
        effects.isActive = true
        let host = ViewHost(rootView: Image(systemName: "star").symbolEffectsRemoved()
            .symbolEffect(.pulse, isActive: effects.isActive).id("s"), size: size)
        XCTAssertFalse(host.isAnimating)
        host.advance(by: 0.5)
        XCTAssertEqual(try glyph(host).opacity, 1)
    }

    func testAReplaceScalesTheOldSymbolDownAndTheNewOneUp() throws {
        let effects = Effects()
        let host = ViewHost(rootView: Observing { Image(systemName: effects.name).contentTransition(.symbolEffect(.replace)).id("s") },
                            size: size)
        let star = try glyph(host).glyph
        withAnimation(.linear(duration: 1)) { effects.name = "heart" }
        host.advance(by: 0.5)
        let drawn = glyphs(host)
        XCTAssertEqual(drawn.count, 2, "the old symbol on its way out, the new one on its way in")
        let old = try XCTUnwrap(drawn.first { $0.glyph == star }), new = try XCTUnwrap(drawn.first { $0.glyph != star })
        // `.downUp`, half way: both at three quarters of their size (1 → 0.5 and 0.5 → 1), half faded.
        XCTAssertEqual(old.scale, 0.75, accuracy: 1e-9)
        XCTAssertEqual(new.scale, 0.75, accuracy: 1e-9)
        XCTAssertEqual(old.opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(new.opacity, 0.5, accuracy: 1e-9)
        host.advance(by: 0.5)
        XCTAssertEqual(glyphs(host).map(\.glyph), [new.glyph])
        XCTAssertFalse(host.isAnimating)
    }

    func testNoEffectChangesAFrame() {
        // Every effect, in the spellings iOS files use, active from the start or played by a change.
        let effects = Effects()
        func row(_ plain: Bool) -> some View {
            let names = ["star", "heart", "bell", "wifi", "gear", "bolt", "moon", "sun.max", "cloud", "leaf", "flame"]
            return HStack(spacing: 4) {
                ForEach(Array(names.enumerated()), id: \.offset) { index, name in
                    Group {
                        if plain {
                            Image(systemName: name)
                        } else {
                            switch index {
                            case 0: Image(systemName: name).symbolEffect(.bounce.down.byLayer, options: .repeat(2), value: effects.count)
                            case 1: Image(systemName: name).symbolEffect(.pulse.wholeSymbol, options: .repeating)
                            case 2: Image(systemName: name).symbolEffect(.variableColor.iterative.reversing.hideInactiveLayers)
                            case 3: Image(systemName: name).symbolEffect(.scale.down, isActive: true)
                            case 4: Image(systemName: name).symbolEffect(.rotate.counterClockwise, options: .repeat(.continuous))
                            case 5: Image(systemName: name).symbolEffect(.wiggle.custom(angle: .degrees(30)), value: effects.count)
                            case 6: Image(systemName: name).symbolEffect(.breathe.pulse, options: .speed(2))
                            case 7: Image(systemName: name).symbolEffect(.disappear.up, isActive: true)
                            case 8: Image(systemName: name).symbolEffect(.appear.down, isActive: effects.isActive)
                            case 9: Image(systemName: name).symbolEffect(.bounce.up, options: .nonRepeating.speed(0.5), isActive: true)
                            default: Image(systemName: name).contentTransition(.symbolEffect(.replace.offUp, options: .default))
                            }
                        }
                    }
                    .id(index)
                }
            }
        }
        let plain = ViewHost(rootView: row(true), size: CGSize(width: 400, height: 100))
        let host = ViewHost(rootView: Observing { row(false) }, size: CGSize(width: 400, height: 100))
        effects.count += 1
        for _ in 0..<12 {
            host.advance(by: 0.1)
            for index in 0..<11 {
                XCTAssertEqual(host.frame(of: index), plain.frame(of: index), "symbol \(index)")
            }
        }
        XCTAssertTrue(host.isAnimating, "the repeating effects go on")
    }
}
