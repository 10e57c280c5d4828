import Foundation
import Reflow

/// Everything one fuzz run checks: a tree, the two host sizes it is resized between, and a changed tree with
/// the animation that moves to it. A seed gives one case; the shrinker makes simpler ones.
public struct FuzzCase: Codable, Equatable, Sendable {
    public var seed: UInt64
    public var tree: FuzzTree
    /// `tree` with a few random edits: what an animated update moves to.
    public var changed: FuzzTree
    public var sizeA: FuzzSize
    public var sizeB: FuzzSize
    public var animation: FuzzAnimation

    public init(seed: UInt64, tree: FuzzTree, changed: FuzzTree, sizeA: FuzzSize, sizeB: FuzzSize, animation: FuzzAnimation) {
        self.seed = seed
        self.tree = tree
        self.changed = changed
        self.sizeA = sizeA
        self.sizeB = sizeB
        self.animation = animation
    }

    /// The case of `seed`.
    public init(seed: UInt64) {
        // The seed is mixed once so that neighbouring seeds start far apart in SplitMix's sequence.
        var generator = TreeGenerator(seed: seed &* 0x2545_F491_4F6C_DD1D)
        let tree = generator.tree()
        var sizes = FuzzSize.pick(&generator.random)
        let sizeB = FuzzSize.pick(&generator.random)
        // Two equal sizes would not resize: A becomes another everyday window.
        if sizeB == sizes { sizes = sizeB == .standard ? FuzzSize(width: 1024, height: 768) : .standard }
        let changed = generator.changed(tree)
        let animation = generator.animation()
        self.init(seed: seed, tree: tree, changed: changed, sizeA: sizes, sizeB: sizeB, animation: animation)
    }

    /// A readable account of the case: sizes, animation and both trees as Swift source.
    public var report: String {
        """
        seed \(seed): host \(sizeA.source) → \(sizeB.source)
        tree:
        \(tree.swiftSource)
        changed tree (animated with \(animation.source)):
        \(changed.swiftSource)
        """
    }

    /// The case as JSON, NaN and infinities spelled as strings (JSON has no numbers for them), keys sorted.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        // Sorted keys: the same case always gives the same bytes (the shrinker compares cases by them).
        encoder.outputFormatting = .sortedKeys
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try encoder.encode(self)
    }

    /// A case read from `json()`'s output.
    public init(json: Data) throws {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        self = try decoder.decode(FuzzCase.self, from: json)
    }
}

/// A host size.
public struct FuzzSize: Codable, Equatable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let standard = FuzzSize(width: 400, height: 300)

    public var size: CGSize { CGSize(width: width, height: height) }
    public var source: String { "\(literal(width))×\(literal(height))" }

    /// A size worth testing: the empty host, a point, common windows, odd fractions, slivers, huge ones.
    static func pick(_ random: inout SeededRandom) -> FuzzSize {
        if random.chance(0.2) {
            return FuzzSize(width: (random.double(in: 0...2000) * 8).rounded() / 8, height: (random.double(in: 0...2000) * 8).rounded() / 8)
        }
        return random.pick([
            FuzzSize(width: 0, height: 0), FuzzSize(width: 1, height: 1), standard, FuzzSize(width: 1024, height: 768),
            FuzzSize(width: 320, height: 568), FuzzSize(width: 33.3, height: 77.7), FuzzSize(width: 0.5, height: 1000),
            FuzzSize(width: 1000, height: 0.5), FuzzSize(width: 120, height: 0), FuzzSize(width: 1e6, height: 1e6),
            FuzzSize(width: 1e9, height: 1e9),
        ])
    }
}

extension TreeGenerator {
    /// An animation, usually an everyday one, sometimes with extreme timing.
    public mutating func animation() -> FuzzAnimation {
        func duration(_ random: inout SeededRandom) -> Double {
            random.chance(0.85) ? random.pick([0.1, 0.25, 0.35, 0.5, 1]) : random.pick([0, -1, .nan, .infinity, 1e-300, 1e300, 1e6])
        }
        let base: FuzzAnimation.Base
        switch random.below(9) {
        case 0: base = .linear(duration: duration(&random))
        case 1: base = .easeIn(duration: duration(&random))
        case 2: base = .easeOut(duration: duration(&random))
        case 3: base = .easeInOut(duration: duration(&random))
        case 4:
            base = .timingCurve(random.pick([0, 0.5, 1, -1, 2, .nan]), random.pick([0, 1, 3, -2]), random.pick([0, 0.5, 1]),
                                random.pick([0, 1, 5, .nan]), duration: duration(&random))
        case 5:
            base = .spring(response: duration(&random), dampingFraction: random.pick([0.5, 0.825, 1, 1.5, 0.1, -1, .nan, .infinity]),
                           blendDuration: random.pick([0, 0.25]))
        case 6: base = .springDuration(duration: duration(&random), bounce: random.pick([0, 0.3, -0.5, 0.9, .nan, .infinity, -.infinity, -1]))
        case 7: base = .interactiveSpring
        default: base = .standard
        }
        var animation = FuzzAnimation(base: base)
        if random.chance(0.2) { animation.delay = random.pick([0, 0.1, 1, -1, .nan, .infinity, 1e300]) }
        if random.chance(0.2) { animation.speed = random.pick([0.5, 2, 0, -1, .nan, .infinity, 1e300, 1e-300]) }
        if random.chance(0.2) {
            animation.repeats = random.chance(0.7) ? .count(random.pick([0, 1, 2, 3, -1, 1000]), autoreverses: random.chance(0.5))
                : .forever(autoreverses: random.chance(0.5))
        }
        return animation
    }

    /// `tree` with one to three random edits: a subtree replaced, a child dropped, a modifier added or
    /// dropped, children reversed. What a view's body gives after its state changed.
    public mutating func changed(_ tree: FuzzTree) -> FuzzTree {
        var tree = tree
        for _ in 0...random.below(3) {
            let target = random.below(tree.nodeCount)
            var index = 0
            tree = edit(tree, target: target, index: &index)
        }
        return tree
    }

    private mutating func edit(_ tree: FuzzTree, target: Int, index: inout Int) -> FuzzTree {
        defer { index += 1 }
        if index == target {
            switch random.below(6) {
            case 0: return leaf()
            case 1: return .modified(tree, modifier(depth: maxDepth))
            case 2:
                if case let .modified(content, _) = tree { return content }
                return .modified(tree, .padding(edges: 15, length: length()))
            case 3:
                if let children = tree.children, !children.isEmpty {
                    var children = children
                    children.remove(at: random.below(children.count))
                    return tree.replacingChildren(children)
                }
                return leaf()
            case 4:
                if let children = tree.children { return tree.replacingChildren(children.reversed() + [leaf()]) }
                return .modified(tree, .frame(width: length(), height: nil, alignment: alignment()))
            default:
                if let children = tree.children { return tree.replacingChildren(Array(children.reversed())) }
                return .modified(tree, .offset(x: length(), y: 0))
            }
        }
        switch tree {
        case let .modified(content, modifier):
            let newContent = edit(content, target: target, index: &index)
            switch modifier {
            case let .background(other, alignment):
                return .modified(newContent, .background(edit(other, target: target, index: &index), alignment))
            case let .overlay(other, alignment):
                return .modified(newContent, .overlay(edit(other, target: target, index: &index), alignment))
            default:
                return .modified(newContent, modifier)
            }
        default:
            guard let children = tree.children else { return tree }
            var edited: [FuzzTree] = []
            for child in children { edited.append(edit(child, target: target, index: &index)) }
            return tree.replacingChildren(edited)
        }
    }
}
