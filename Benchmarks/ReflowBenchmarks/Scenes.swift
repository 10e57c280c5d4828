import Reflow
import ReflowGallery

/// A deterministic pseudo-random sequence (SplitMix64), so that every run, and the peer engines, lay out the
/// same trees.
struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func next(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
}

struct Leaf: Identifiable {
    let id: Int
    let width: CGFloat
    let height: CGFloat
}

/// `count` leaves 30–120 wide and 20–40 high; `salt` changes them all (for cold passes).
func leaves(_ count: Int, salt: UInt64 = 0) -> [Leaf] {
    var random = SplitMix(state: 42 &+ salt)
    return (0..<count).map { index in
        let width = random.next(in: 30...120), height = random.next(in: 20...40)
        return Leaf(id: index, width: CGFloat(width), height: CGFloat(height))
    }
}

/// A flow of fixed-size leaves with 8-point gaps: each leaf is two nodes (a colour in a frame).
struct FlowScene: View {
    let items: [Leaf]
    var body: some View {
        FlowLayout(spacing: 8) {
            ForEach(items) { leaf in Color.blue.frame(width: leaf.width, height: leaf.height) }
        }
    }
}

/// What the leaves of a 4-ary stack tree are.
enum TreeLeaf {
    /// 10×10 points, fixed (the tree is content-sized).
    case fixed(CGFloat)
    /// A colour that takes any size (the root's width reaches every level).
    case flexible
    /// Wrapping text of 3–40 characters.
    case text
}

/// A balanced 4-ary tree: HStacks at even depths, VStacks at odd ones, 2-point gaps.
struct TreeScene: View {
    let depth: Int
    let level: Int
    let leaf: TreeLeaf
    let index: Int

    var body: some View {
        if level == depth {
            switch leaf {
            case .fixed(let size): Color.green.frame(width: size, height: size)
            case .flexible: Color.green
            case .text: Text(Self.text(for: index))
            }
        } else if level % 2 == 0 {
            HStack(spacing: 2) { ForEach(0..<4) { TreeScene(depth: depth, level: level + 1, leaf: leaf, index: index * 4 + $0) } }
        } else {
            VStack(spacing: 2) { ForEach(0..<4) { TreeScene(depth: depth, level: level + 1, leaf: leaf, index: index * 4 + $0) } }
        }
    }

    private static let words = ["flow", "layout", "proposal", "size", "place", "stack", "grid", "text", "wrap", "view"]

    /// 3–40 characters of words, the same for the same leaf.
    static func text(for index: Int) -> String {
        var random = SplitMix(state: UInt64(index) &+ 7)
        let length = random.next(in: 3...40)
        var text = ""
        while text.count < length {
            if !text.isEmpty { text += " " }
            text += words[random.next(in: 0...(words.count - 1))]
        }
        return String(text.prefix(length))
    }
}

/// Nodes in a 4-ary tree of `depth` levels below the root, counted as the peers count them (one per stack,
/// one per leaf; a Reflow fixed leaf is two nodes, a colour in a frame).
func treeNodes(depth: Int) -> Int {
    var nodes = 0, width = 1
    for _ in 0...depth { nodes += width; width *= 4 }
    return nodes
}

/// Where the cell a state benchmark changes leaves its binding when its body is built.
final class StateHandle {
    var width: Binding<CGFloat>?
}

/// A leaf with its width as state: the cell at `target` hands out a binding to it.
struct StateCell: View {
    let index: Int
    let target: Int
    let handle: StateHandle
    @State var width: CGFloat = 20

    var body: some View {
        if index == target { handle.width = $width }
        return Color.orange.frame(width: width, height: 20)
    }
}

/// 10,000 state cells in 100 rows of 100 (HStacks in a VStack).
struct StateGridScene: View {
    let handle: StateHandle
    var body: some View {
        VStack(spacing: 2) {
            ForEach(0..<100) { row in
                HStack(spacing: 2) {
                    ForEach(0..<100) { column in StateCell(index: row * 100 + column, target: 5_050, handle: handle) }
                }
            }
        }
    }
}

/// 10,000 state cells in the flow layout.
struct StateFlowScene: View {
    let handle: StateHandle
    var body: some View {
        FlowLayout(spacing: 8) {
            ForEach(0..<10_000) { StateCell(index: $0, target: 5_000, handle: handle) }
        }
    }
}
