/// Makes a failing tree smaller while it still fails: greedy, one simplification at a time, trying the
/// biggest simplifications first (a view replaced by one of its subtrees, a child dropped, a modifier dropped),
/// then simpler values (nil, 0, 10, shorter text). Stops when no simplification keeps the failure, or after
/// `maxAttempts` tries of the predicate.
public struct Shrinker {
    public var maxAttempts: Int
    public private(set) var attempts = 0

    public init(maxAttempts: Int = 5000) { self.maxAttempts = maxAttempts }

    /// The simplest case found from `fuzzCase` for which `fails` holds (`fuzzCase` itself if none).
    public mutating func shrink(_ fuzzCase: FuzzCase, while fails: (FuzzCase) -> Bool) -> FuzzCase {
        var current = fuzzCase
        var improved = true
        while improved && attempts < maxAttempts {
            improved = false
            // Equality of descriptions is Double's, where NaN differs from itself: a candidate is compared as
            // JSON, which spells NaN alike, so that a no-op "simplification" is never taken for progress.
            let currentJSON = try? current.json()
            for candidate in Self.candidates(of: current) where attempts < maxAttempts {
                if let currentJSON, (try? candidate.json()) == currentJSON { continue }
                attempts += 1
                if fails(candidate) {
                    current = candidate
                    improved = true
                    break
                }
            }
        }
        return current
    }

    /// The simplest tree found from `tree` for which `fails` holds.
    public mutating func shrink(_ tree: FuzzTree, while fails: (FuzzTree) -> Bool) -> FuzzTree {
        let wrapped = FuzzCase(seed: 0, tree: tree, changed: .empty, sizeA: .standard, sizeB: .standard,
                               animation: FuzzAnimation(base: .linear(duration: 0.35)))
        return shrink(wrapped) { fails($0.tree) }.tree
    }

    /// Simpler variants of a case: its trees simplified, then plainer sizes and animation.
    static func candidates(of fuzzCase: FuzzCase) -> [FuzzCase] {
        var result: [FuzzCase] = []
        for tree in candidates(of: fuzzCase.tree) {
            var simpler = fuzzCase
            simpler.tree = tree
            result.append(simpler)
        }
        for tree in candidates(of: fuzzCase.changed) {
            var simpler = fuzzCase
            simpler.changed = tree
            result.append(simpler)
        }
        for size in [FuzzSize.standard, FuzzSize(width: 100, height: 100)] {
            if fuzzCase.sizeA != size { var simpler = fuzzCase; simpler.sizeA = size; result.append(simpler) }
            if fuzzCase.sizeB != size { var simpler = fuzzCase; simpler.sizeB = size; result.append(simpler) }
        }
        let plain = FuzzAnimation(base: .linear(duration: 0.35))
        if fuzzCase.animation != plain {
            var animation = fuzzCase.animation
            for change in [{ (a: inout FuzzAnimation) in a = plain }, { $0.repeats = nil }, { $0.speed = nil }, { $0.delay = nil }] {
                change(&animation)
                var simpler = fuzzCase
                simpler.animation = animation
                if simpler.animation != fuzzCase.animation { result.append(simpler) }
                animation = fuzzCase.animation
            }
        }
        return result
    }

    /// Simpler variants of a tree, biggest simplifications first, each one step away from `tree`.
    public static func candidates(of tree: FuzzTree) -> [FuzzTree] {
        var result: [FuzzTree] = []
        // The whole tree replaced by something inside it, or by a plain leaf.
        result += tree.subtrees
        if tree != .color(0) { result.append(.color(0)) }
        // A child dropped, or the children halved.
        if let children = tree.children {
            if children.count > 2 {
                result.append(tree.replacingChildren(Array(children.prefix(children.count / 2))))
                result.append(tree.replacingChildren(Array(children.suffix(children.count - children.count / 2))))
            }
            for index in children.indices {
                var fewer = children
                fewer.remove(at: index)
                result.append(tree.replacingChildren(fewer))
            }
        }
        result += simplerValues(of: tree)
        // The same, anywhere inside.
        switch tree {
        case let .modified(content, modifier):
            result += candidates(of: content).map { .modified($0, modifier) }
            switch modifier {
            case let .background(other, alignment):
                result += candidates(of: other).map { .modified(content, .background($0, alignment)) }
            case let .overlay(other, alignment):
                result += candidates(of: other).map { .modified(content, .overlay($0, alignment)) }
            default: break
            }
        default:
            if let children = tree.children {
                for index in children.indices {
                    for simpler in candidates(of: children[index]) {
                        var changed = children
                        changed[index] = simpler
                        result.append(tree.replacingChildren(changed))
                    }
                }
            }
        }
        return result
    }

    /// `tree` with one of its own values made plainer (not its subtrees').
    static func simplerValues(of tree: FuzzTree) -> [FuzzTree] {
        switch tree {
        case let .text(string, fontSize):
            var result: [FuzzTree] = []
            if fontSize != nil { result.append(.text(string, fontSize: nil)) }
            if string.count > 1 {
                result.append(.text(String(string.prefix(string.count / 2)), fontSize: fontSize))
                result.append(.text(String(string.suffix(string.count - string.count / 2)), fontSize: fontSize))
            }
            if string != "a" { result.append(.text("a", fontSize: fontSize)) }
            return result
        case let .shape(shape, paint):
            var result: [FuzzTree] = []
            if paint != .plain { result.append(.shape(shape, .plain)) }
            if shape != .rectangle { result.append(.shape(.rectangle, paint)) }
            return result
        case let .spacer(minLength):
            return minLength == nil ? [] : [.spacer(minLength: nil)]
        case let .stack(stack, children):
            var result: [FuzzTree] = []
            if stack.anyLayout { var plain = stack; plain.anyLayout = false; result.append(.stack(plain, children)) }
            if stack.spacing != nil { var plain = stack; plain.spacing = nil; result.append(.stack(plain, children)) }
            if stack.alignment != .center { var plain = stack; plain.alignment = .center; result.append(.stack(plain, children)) }
            if stack.kind != .z { var plain = stack; plain.kind = .z; result.append(.stack(plain, children)) }
            return result
        case let .grid(grid, children):
            let plain = FuzzGrid()
            return grid == plain ? [] : [.grid(plain, children)]
        case let .gridRow(alignment, children):
            return alignment == nil ? [] : [.gridRow(nil, children)]
        case let .custom(layout, children):
            return layout == .placeTwice ? [] : [.stack(FuzzStack(kind: .v), children)]
        case let .modified(content, modifier):
            return simplerModifiers(modifier).map { .modified(content, $0) }
        default:
            return []
        }
    }

    static func simplerModifiers(_ modifier: FuzzModifier) -> [FuzzModifier] {
        func plainer(_ value: Double?) -> [Double?] {
            guard let value else { return [] }
            return [nil, 0, 10].filter { $0 != value }
        }
        switch modifier {
        case let .frame(width, height, alignment):
            return plainer(width).map { .frame(width: $0, height: height, alignment: alignment) }
                + plainer(height).map { .frame(width: width, height: $0, alignment: alignment) }
                + (alignment == .center ? [] : [.frame(width: width, height: height, alignment: .center)])
        case let .flexibleFrame(a, b, c, d, e, f, alignment):
            var values = [a, b, c, d, e, f]
            var result: [FuzzModifier] = []
            for index in values.indices where values[index] != nil {
                let old = values[index]
                values[index] = nil
                result.append(.flexibleFrame(minWidth: values[0], idealWidth: values[1], maxWidth: values[2], minHeight: values[3],
                                             idealHeight: values[4], maxHeight: values[5], alignment: alignment))
                values[index] = old
            }
            return result
        case let .padding(edges, length):
            return (edges == 15 ? [] : [.padding(edges: 15, length: length)]) + plainer(length).map { .padding(edges: edges, length: $0) }
        case let .paddingInsets(top, leading, bottom, trailing):
            return [.padding(edges: 15, length: 10), .paddingInsets(top: 0, leading: leading, bottom: bottom, trailing: trailing),
                    .paddingInsets(top: top, leading: 0, bottom: bottom, trailing: trailing),
                    .paddingInsets(top: top, leading: leading, bottom: 0, trailing: trailing),
                    .paddingInsets(top: top, leading: leading, bottom: bottom, trailing: 0)]
                .filter { $0 != modifier }
        case let .offset(x, y):
            return [.offset(x: 0, y: y), .offset(x: x, y: 0)].filter { $0 != modifier }
        case let .background(other, alignment):
            return alignment == .center ? [] : [.background(other, .center)]
        case let .overlay(other, alignment):
            return alignment == .center ? [] : [.overlay(other, .center)]
        case let .font(size):
            return size == 10 ? [] : [.font(size: 10)]
        default:
            return []
        }
    }
}
