/// Makes a random view tree, and random changes to one, from a `SeededRandom`: the same seed always gives the
/// same tree. Trees stay small (at most `maxNodes` descriptions, containers at most four deep) so that a
/// few thousand of them run in seconds, and most values are ordinary, with a steady share of extreme
/// ones (zero, negative, NaN, ±∞, 1e308, Int.max) wherever the API takes a number.
public struct TreeGenerator {
    public var random: SeededRandom
    public var maxNodes: Int
    public var maxDepth: Int
    private var budget = 0

    public init(seed: UInt64, maxNodes: Int = 40, maxDepth: Int = 4) {
        random = SeededRandom(seed: seed)
        self.maxNodes = maxNodes
        self.maxDepth = maxDepth
    }

    /// A new tree.
    public mutating func tree() -> FuzzTree {
        budget = max(1, random.below(maxNodes) + 1)
        return node(depth: 0)
    }

    // MARK: Values

    /// A length: mostly an ordinary one, sometimes an extreme one.
    mutating func length() -> Double {
        if random.chance(0.12) { return extreme() }
        return random.pick([0, 1, 2, 5, 8, 10, 16, 20, 24, 33.3, 40, 50, 64, 100, 150, 200, 333.33, 1000])
    }

    mutating func extreme() -> Double {
        random.pick([-1, -10, -1e6, .nan, .infinity, -.infinity, 1e308, -1e308, 1e-300, 0.1, 1e9, .greatestFiniteMagnitude,
                     .leastNonzeroMagnitude])
    }

    /// A line limit: the edge values 0, 1 and `Int.max` as often as everyday ones.
    mutating func lineLimit() -> Int? { random.pick([nil, 0, 1, Int.max, 2, 3, -1]) }

    mutating func optionalLength() -> Double? { random.chance(0.3) ? nil : length() }

    /// A stack spacing: nil (the default) most often.
    mutating func spacing() -> Double? {
        if random.chance(0.5) { return nil }
        return random.chance(0.2) ? extreme() : random.pick([0, 2, 4, 8, 10, 20])
    }

    mutating func alignment() -> FuzzAlignment {
        if random.chance(0.4) { return .center }
        return FuzzAlignment(random.pick(FuzzHorizontal.allCases), random.pick(FuzzVertical.allCases))
    }

    mutating func text() -> String {
        let pieces = [
            "", "abc", "Hello", "The quick brown fox jumps over the lazy dog", "a", "Wrap me please", "iiii WWWW",
            "漢字かなカナ混じりの文章です", "你好，世界", "안녕하세요 세계", "สวัสดีครับ", "مرحبا بالعالم", "שלום עולם",
            "नमस्ते दुनिया", "👩‍👩‍👧‍👦", "🇫🇷🏳️‍🌈👍🏽", "e\u{301}\u{302}\u{303}\u{304}", "Zalgơ̵̢͔̱̟͋", "line one\nline two",
            "\n\n", " ", "  leading and trailing  ", "\u{200B}\u{200D}", "Ｆｕｌｌｗｉｄｔｈ", "x\ty",
            String(repeating: "Supercalifragilistic", count: 3), String(repeating: "長", count: 40),
            "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore",
        ]
        let count = random.below(4) + 1
        var parts: [String] = []
        for _ in 0..<count { parts.append(random.pick(pieces)) }
        let text = parts.joined(separator: random.pick([" ", "", "\n"]))
        return random.chance(0.05) ? String(repeating: text + " ", count: 30) : text
    }

    // MARK: Trees

    private mutating func node(depth: Int) -> FuzzTree {
        budget -= 1
        var tree: FuzzTree
        if depth < maxDepth && budget > 1 && random.chance(depth == 0 ? 0.85 : 0.45) {
            tree = container(depth: depth)
        } else {
            tree = leaf()
        }
        while budget > 0 && random.chance(0.4) {
            budget -= 1
            tree = .modified(tree, modifier(depth: depth))
        }
        return tree
    }

    private mutating func children(depth: Int) -> [FuzzTree] {
        let count = random.chance(0.08) ? 0 : random.below(min(max(budget, 1), 5)) + 1
        var children: [FuzzTree] = []
        for _ in 0..<count where budget > 0 { children.append(node(depth: depth + 1)) }
        return children
    }

    mutating func leaf() -> FuzzTree {
        switch random.below(20) {
        case 0..<5: return .color(random.below(8))
        case 5..<8:
            let shape = random.pick([FuzzShape.rectangle, .circle, .ellipse, .capsule, .roundedRectangle(cornerRadius: length())])
            let paint = random.pick([FuzzPaint.plain, .fill(color: random.below(8)),
                                     .stroke(color: random.below(8), lineWidth: length()),
                                     .strokeBorder(color: random.below(8), lineWidth: length())])
            return .shape(shape, paint)
        case 8..<15:
            let text = FuzzTree.text(text(), fontSize: random.chance(0.3) ? (random.chance(0.3) ? extreme() : random.pick([0, 9, 17, 40])) : nil)
            // A line limit on the text itself, often: limits below 1 count as 1, Int.max as none (layout rules §6.9).
            return random.chance(0.3) ? .modified(text, .lineLimit(lineLimit())) : text
        case 15..<18: return .spacer(minLength: random.chance(0.5) ? nil : length())
        case 18: return .divider
        default: return .empty
        }
    }

    private mutating func container(depth: Int) -> FuzzTree {
        switch random.below(20) {
        case 0..<11:
            let kind = random.pick([FuzzStack.Kind.h, .v, .z])
            return .stack(FuzzStack(kind: kind, alignment: alignment(), spacing: spacing(), anyLayout: random.chance(0.25)),
                          children(depth: depth))
        case 11..<15:
            var rows: [FuzzTree] = []
            let count = random.below(4) + 1
            for _ in 0..<count where budget > 0 {
                budget -= 1
                if random.chance(0.8) {
                    rows.append(.gridRow(random.chance(0.6) ? nil : random.pick(FuzzVertical.allCases), children(depth: depth + 1)))
                } else {
                    rows.append(node(depth: depth + 1))
                }
            }
            return .grid(FuzzGrid(alignment: alignment(), horizontalSpacing: spacing(), verticalSpacing: spacing(),
                                  anyLayout: random.chance(0.25)), rows)
        case 15..<19:
            return .custom(customLayout(), children(depth: depth))
        default:
            return .forEach(children(depth: depth))
        }
    }

    mutating func customLayout() -> FuzzLayout {
        switch random.below(12) {
        case 0: return .flow(spacing: random.chance(0.8) ? random.pick([0, 1, 4, 8]) : extreme())
        case 1: return .boundsFlow(spacing: random.chance(0.8) ? random.pick([0, 1, 4, 8]) : extreme())
        case 2..<4: return .idealFlow(spacing: random.chance(0.8) ? random.pick([0, 1, 4, 8]) : extreme())
        case 4: return .badSize(width: random.chance(0.7) ? extreme() : length(), height: random.chance(0.7) ? extreme() : length())
        case 5: return .badPosition(x: random.chance(0.7) ? extreme() : length(), y: random.chance(0.7) ? extreme() : length())
        case 6: return .placeTwice
        case 7: return .placeEveryOther
        case 8:
            func odd(_ random: inout SeededRandom) -> Double? {
                random.pick([nil, 0, -5, .nan, .infinity, -.infinity, 1e308, 50])
            }
            return .oddProposal(width: odd(&random), height: odd(&random))
        case 9: return .forgetfulCache
        default: return .explicitGuide(random.pick([0, 10, -25, 1e308, -1e308, .nan, .infinity]))
        }
    }

    /// A flexible frame's bound: often none, often ∞ (`maxWidth: .infinity`).
    private mutating func frameBound() -> Double? {
        random.chance(0.5) ? nil : (random.chance(0.3) ? .infinity : length())
    }

    mutating func modifier(depth: Int) -> FuzzModifier {
        switch random.below(40) {
        case 0..<4:
            return .frame(width: optionalLength(), height: optionalLength(), alignment: alignment())
        case 4..<8:
            var values: [Double?] = []
            for _ in 0..<6 { values.append(frameBound()) }
            return .flexibleFrame(minWidth: values[0], idealWidth: values[1], maxWidth: values[2],
                                  minHeight: values[3], idealHeight: values[4], maxHeight: values[5], alignment: alignment())
        case 8..<10:
            return .fixedSize(horizontal: random.chance(0.6), vertical: random.chance(0.6))
        case 10..<13:
            return .padding(edges: Int8(random.below(16)), length: random.chance(0.3) ? nil : length())
        case 13:
            return .paddingInsets(top: length(), leading: length(), bottom: length(), trailing: length())
        case 14..<16:
            return .offset(x: random.chance(0.5) ? 0 : length(), y: random.chance(0.5) ? 0 : length())
        case 16..<19:
            return .layoutPriority(random.chance(0.25) ? random.pick([.nan, .infinity, -.infinity, 1e308])
                                       : random.pick([-1, 0, 1, 2, 10]))
        case 19..<21:
            let value: FuzzGuideValue = random.chance(0.5) ? .fraction(random.pick([0, 0.5, 1, 2, -1, .nan]))
                : .constant(random.chance(0.3) ? extreme() : length())
            return random.chance(0.5) ? .horizontalGuide(random.pick(FuzzHorizontal.allCases), value)
                : .verticalGuide(random.pick(FuzzVertical.allCases), value)
        case 21..<23:
            return .gridCellColumns(random.pick([0, 1, 2, 3, -1, 100, Int.max, Int.min]))
        case 23:
            return .gridCellAnchor(x: random.pick([0, 0.5, 1, -1, 2, .nan]), y: random.pick([0, 0.5, 1, .infinity]))
        case 24:
            return .gridColumnAlignment(random.pick(FuzzHorizontal.allCases))
        case 25:
            return .gridCellUnsizedAxes(horizontal: random.chance(0.5), vertical: random.chance(0.5))
        case 26..<28:
            budget -= 1
            return .background(depth < maxDepth && random.chance(0.3) ? node(depth: depth + 1) : leaf(), alignment())
        case 28..<30:
            budget -= 1
            return .overlay(depth < maxDepth && random.chance(0.3) ? node(depth: depth + 1) : leaf(), alignment())
        case 30: return .id(random.below(4))
        case 31..<33: return .lineLimit(lineLimit())
        case 33..<35: return .font(size: random.chance(0.3) ? extreme() : random.pick([0, 8, 13, 24, 60]))
        case 35: return .opacity(random.pick([0, 0.5, 1, .nan, -1]))
        case 36: return .rightToLeft
        case 37: return .multilineTextAlignment(trailing: random.chance(0.5))
        default: return .border(width: length())
        }
    }
}
