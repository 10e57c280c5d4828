@_spi(Viewer) import Reflow

/// What a host shows, flattened into numbers so that two hosts can be compared coordinate by coordinate:
/// every view's frame where it is drawn, and every display item as a kind (shape, text, colour names…) and its
/// numbers (frame, line width, corner radius, text origin, width and font size, colour components).
///
/// `ViewHost.viewFrames` is SPI (the viewer's outline mode uses it); it is the only public-ish way to see
/// every view's frame without marking each view with `.id`, which would change the tree under test.
public struct LayoutSnapshot: Equatable {
    public struct Item: Equatable {
        /// What is drawn, apart from the numbers: "fill rectangle", "text Hello"…
        public var kind: String
        public var numbers: [Double]
    }

    public var frames: [CGRect]
    public var items: [Item]

    public init(_ host: ViewHost) {
        frames = host.viewFrames
        items = host.displayList.items.map(Self.item)
    }

    private static func item(_ item: DisplayItem) -> Item {
        func rect(_ r: CGRect) -> [Double] { [r.origin.x, r.origin.y, r.size.width, r.size.height] }
        func color(_ c: Color) -> [Double] { [c.red, c.green, c.blue, c.opacity] }
        func shape(_ s: ShapeGeometry) -> (String, [Double]) {
            switch s {
            case .rectangle: return ("rectangle", [])
            case let .roundedRectangle(radius): return ("roundedRectangle", [radius])
            case .ellipse: return ("ellipse", [])
            case .circle: return ("circle", [])
            case .capsule: return ("capsule", [])
            case let .path(path): return ("path", points(path))
            }
        }
        func points(_ path: Path) -> [Double] {
            var numbers: [Double] = []
            path.forEach { element in
                switch element {
                case let .move(p), let .line(p): numbers += [p.x, p.y]
                case let .quadCurve(p, c): numbers += [p.x, p.y, c.x, c.y]
                case let .curve(p, c1, c2): numbers += [p.x, p.y, c1.x, c1.y, c2.x, c2.y]
                case .closeSubpath: break
                }
            }
            return numbers
        }
        func paint(_ p: Paint) -> [Double] {
            func stops(_ g: Gradient) -> [Double] { g.stops.flatMap { color($0.color) + [$0.location] } }
            switch p {
            case let .color(c): return color(c)
            case let .linearGradient(g, a, b): return stops(g) + [a.x, a.y, b.x, b.y]
            case let .radialGradient(g, c, r0, r1): return stops(g) + [c.x, c.y, r0, r1]
            case let .ellipticalGradient(g, e, f0, f1): return stops(g) + rect(e) + [f0, f1]
            case let .angularGradient(g, c, a0, a1): return stops(g) + [c.x, c.y, a0.radians, a1.radians]
            case let .material(blur, tint): return [blur] + color(tint)
            }
        }
        switch item {
        case let .fill(geometry, frame, fill):
            let (name, numbers) = shape(geometry)
            return Item(kind: "fill \(name)", numbers: numbers + rect(frame) + color(fill))
        case let .stroke(geometry, frame, stroke, lineWidth):
            let (name, numbers) = shape(geometry)
            return Item(kind: "stroke \(name)", numbers: numbers + rect(frame) + color(stroke) + [lineWidth])
        case let .text(run):
            return Item(kind: "text \(run.text) \(run.font.weight) \(run.font.design) \(run.font.isItalic)",
                        numbers: [run.origin.x, run.origin.y, run.width, run.font.size] + color(run.color)
                            + (run.paint.map(paint) ?? []))
        case let .shape(geometry, frame, fill, drawing):
            let (name, numbers) = shape(geometry)
            var style: [Double] = []
            if case let .stroke(stroke) = drawing {
                style = [stroke.lineWidth, stroke.miterLimit, stroke.dashPhase] + stroke.dash.map { Double($0) }
            }
            return Item(kind: "shape \(name) \(drawing)", numbers: numbers + rect(frame) + paint(fill) + style)
        case let .image(image):
            return Item(kind: "image \(image.bitmap.width)x\(image.bitmap.height)",
                        numbers: rect(image.frame) + [image.opacity] + (image.tint.map(paint) ?? []))
        case let .push(.transform(t)):
            return Item(kind: "push transform", numbers: [t.a, t.b, t.c, t.d, t.tx, t.ty])
        case let .push(.clip(geometry, frame, _)):
            let (name, numbers) = shape(geometry)
            return Item(kind: "push clip \(name)", numbers: numbers + rect(frame))
        case let .push(.layer(layer)):
            var numbers = [layer.opacity, layer.blurRadius]
            if let shadow = layer.shadow {
                numbers += color(shadow.color) + [shadow.radius, shadow.offset.width, shadow.offset.height]
            }
            return Item(kind: "push layer \(layer.blendMode) masked \(layer.isMasked)", numbers: numbers)
        case .beginMask:
            return Item(kind: "begin mask", numbers: [])
        case .pop:
            return Item(kind: "pop", numbers: [])
        }
    }

    /// The first value that is not finite, described; nil if every value is finite.
    public var firstNonFinite: String? {
        for (index, frame) in frames.enumerated() {
            let values = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
            if !values.allSatisfy(\.isFinite) { return "view frame #\(index) is \(frame)" }
        }
        for item in items where !item.numbers.allSatisfy(\.isFinite) {
            return "display item \(item.kind.debugDescription) has \(item.numbers)"
        }
        return nil
    }

    /// The largest magnitude of a frame's coordinate or length (finite ones).
    var largestFrameMagnitude: Double {
        Double(frames.lazy.flatMap { [$0.minX, $0.minY, $0.width, $0.height] }.filter(\.isFinite).map(\.magnitude).max() ?? 0)
    }

    /// The first difference from `other`, described; nil if none. Numbers match when both are NaN, or when they
    /// differ by at most `tolerance`, or by 2⁻⁴⁰ of the largest magnitude the layouts worked with, where that
    /// is more (beyond about 1,000 points with a tolerance of 1e-9): a double resolves 2⁻⁵² of a value, and a
    /// layout moved rather than made anew carries a few roundings of that size. That magnitude is the largest
    /// of `scale` (the largest host dimension the layouts went through: a host 1e9 wide centres its views near
    /// 5e8, where a double resolves only 6e-8) and of the frames' numbers, up to 2³⁰: beyond that the engine
    /// lays out anew on every resize and must match exactly. A tolerance of 0 asks for equality.
    public func difference(from other: LayoutSnapshot, tolerance: Double, scale: Double = 1) -> String? {
        let magnitude = min(max(scale, largestFrameMagnitude, other.largestFrameMagnitude), DrawableLimit.exactMoves)
        let allowed = tolerance == 0 ? 0 : max(tolerance, 0x1p-40 * magnitude)
        func close(_ a: Double, _ b: Double) -> Bool {
            if a == b || (a.isNaN && b.isNaN) { return true }
            return abs(a - b) <= allowed
        }
        if frames.count != other.frames.count { return "\(frames.count) views vs \(other.frames.count)" }
        for (index, (a, b)) in zip(frames, other.frames).enumerated() {
            let pairs = [(a.origin.x, b.origin.x), (a.origin.y, b.origin.y), (a.size.width, b.size.width), (a.size.height, b.size.height)]
            if !pairs.allSatisfy({ close($0, $1) }) { return "view frame #\(index): \(a) vs \(b)" }
        }
        if items.count != other.items.count { return "\(items.count) display items vs \(other.items.count)" }
        for (index, (a, b)) in zip(items, other.items).enumerated() {
            if a.kind != b.kind || a.numbers.count != b.numbers.count || !zip(a.numbers, b.numbers).allSatisfy({ close($0, $1) }) {
                return "display item #\(index): \(a.kind.debugDescription) \(a.numbers) vs \(b.kind.debugDescription) \(b.numbers)"
            }
        }
        return nil
    }
}
