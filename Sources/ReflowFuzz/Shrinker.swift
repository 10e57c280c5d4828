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
        // Equality of descriptions is Double's, where NaN differs from itself: candidates are compared as JSON,
        // which spells NaN alike, so that a no-op "simplification" is never taken for progress.
        shrink(fuzzCase, candidates: Self.candidates(of:), key: { try? $0.json() }, fails: fails)
    }

    /// The simplest tree found from `tree` for which `fails` holds (`tree` itself if none).
    public mutating func shrink(_ tree: FuzzTree, while fails: (FuzzTree) -> Bool) -> FuzzTree {
        shrink(tree, candidates: Self.candidates(of:), key: { $0.swiftSource }, fails: fails)
    }

    private mutating func shrink<Value, Key: Equatable>(_ value: Value, candidates: (Value) -> [Value], key: (Value) -> Key,
                                                        fails: (Value) -> Bool) -> Value {
        var current = value
        // After a step is taken, the next pass starts where it was found rather than at the top: the
        // candidates before it failed a moment ago and mostly still do (what makes delta debugging fast).
        var start = 0
        var improved = true
        while improved && attempts < maxAttempts {
            improved = false
            let currentKey = key(current)
            let list = candidates(current)
            for offset in 0..<list.count where attempts < maxAttempts {
                let index = (start + offset) % list.count
                let candidate = list[index]
                if key(candidate) == currentKey { continue }
                attempts += 1
                if fails(candidate) {
                    current = candidate
                    start = index
                    improved = true
                    break
                }
            }
        }
        return current
    }

    /// Simpler variants of a case: first the big steps that often hold (a whole tree made a colour, the
    /// changed tree made the tree, a plain animation, plain sizes), then each tree simplified, then the
    /// animation's modifiers dropped one by one. The big steps come first because every accepted step starts
    /// the list again: a failure that lies in the changed tree should not pay for trying every part of the
    /// tree first.
    static func candidates(of fuzzCase: FuzzCase) -> [FuzzCase] {
        var result: [FuzzCase] = []
        func with(_ change: (inout FuzzCase) -> Void) {
            var simpler = fuzzCase
            change(&simpler)
            result.append(simpler)
        }
        let plain = FuzzAnimation(base: .linear(duration: 0.35))
        if fuzzCase.tree != .color(0) { with { $0.tree = .color(0) } }
        if fuzzCase.changed != .color(0) { with { $0.changed = .color(0) } }
        with { $0.changed = fuzzCase.tree }
        with { $0.animation = plain }
        for size in [FuzzSize.standard, FuzzSize(width: 100, height: 100)] {
            with { $0.sizeA = size }
            with { $0.sizeB = size }
        }
        for tree in candidates(of: fuzzCase.tree) { with { $0.tree = tree } }
        for tree in candidates(of: fuzzCase.changed) { with { $0.changed = tree } }
        with { $0.animation.repeats = nil }
        with { $0.animation.speed = nil }
        with { $0.animation.delay = nil }
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
