// Reflow's layout benchmark: ms per layout pass and ns per node for a custom flow layout and for nested
// stacks, at about 1k, 10k and 100k nodes. Build and run in release:
//
//     swift run -c release reflow-bench            # every case
//     swift run -c release reflow-bench flow       # only the cases whose name contains "flow"
//
// A "pass" is what a window resize costs: the root is proposed a new size (the width changes by whole points
// every pass, as in a live resize), sized and placed. "build" is the cost of turning new view values into the
// node tree (`ViewHost.update`), reported separately. Figures are medians over several passes.
import Reflow
import ReflowGallery

let filter = CommandLine.arguments.dropFirst().first

/// A deterministic pseudo-random sequence, so every run lays out the same views.
struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func next(in range: ClosedRange<Int>) -> CGFloat {
        CGFloat(range.lowerBound + Int(next() % UInt64(range.count)))
    }
}

struct Leaf: Identifiable {
    let id: Int
    let width: CGFloat
    let height: CGFloat
}

func leaves(_ count: Int) -> [Leaf] {
    var random = SplitMix(state: 42)
    return (0..<count).map { Leaf(id: $0, width: random.next(in: 30...120), height: random.next(in: 20...40)) }
}

/// A flow of fixed-size leaves: widths 30–120, heights 20–40. Each leaf is two nodes (a colour in a frame).
struct FlowScene: View {
    let items: [Leaf]
    var body: some View {
        FlowLayout(spacing: 8) {
            ForEach(items) { leaf in Color.blue.frame(width: leaf.width, height: leaf.height) }
        }
    }
}

/// A balanced 4-ary tree: HStacks at even depths, VStacks at odd ones, fixed 10×10 leaves at the bottom.
struct TreeScene: View {
    let depth: Int
    let level: Int
    var body: some View {
        if level == depth {
            Color.green.frame(width: 10, height: 10)
        } else if level % 2 == 0 {
            HStack(spacing: 2) { ForEach(0..<4) { _ in TreeScene(depth: depth, level: level + 1) } }
        } else {
            VStack(spacing: 2) { ForEach(0..<4) { _ in TreeScene(depth: depth, level: level + 1) } }
        }
    }
}

/// Nodes in a 4-ary tree of `depth` levels of stacks above the leaves, each leaf being 2 nodes.
func treeNodes(depth: Int) -> Int {
    var stacks = 0, width = 1
    for _ in 0..<depth { stacks += width; width *= 4 }
    return stacks + 2 * width
}

func nanoseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}

func run<V: View>(_ name: String, nodes: Int, view: () -> V) {
    if let filter, !name.contains(filter) { return }
    let size = CGSize(width: 800, height: 600)
    var host: ViewHost!
    let buildTime = nanoseconds { host = ViewHost(rootView: view(), size: size) }
    var updateTimes: [Double] = []
    for _ in 0..<3 { updateTimes.append(nanoseconds { host.update(rootView: view()) }) }

    // About a second of resizes per case, at least 7 passes.
    var passTimes: [Double] = []
    var width: CGFloat = 800
    let budget = 1e9
    var spent = 0.0
    while passTimes.count < 7 || (spent < budget && passTimes.count < 2000) {
        width = width >= 820 ? 780 : width + 1
        let t = nanoseconds { host.resize(to: CGSize(width: width, height: 600)) }
        passTimes.append(t)
        spent += t
    }
    let pass = median(passTimes)
    print(pad(name, 14), pad(String(nodes), 8), pad(String(format: "%.3f", pass / 1e6), 10),
          pad(String(format: "%.1f", pass / Double(nodes)), 9),
          pad(String(format: "%.2f", median(updateTimes) / 1e6), 10),
          pad(String(format: "%.2f", buildTime / 1e6), 10), pad(String(passTimes.count), 7))
}

print("Reflow layout benchmark (release build; medians)")
print(pad("case", 14), pad("nodes", 8), pad("ms/pass", 10), pad("ns/node", 9), pad("ms/update", 10),
      pad("ms/first", 10), pad("passes", 7))
for count in [1_000, 10_000, 100_000] {
    let items = leaves(count)
    run("flow-\(count / 1000)k", nodes: 2 * count + 1) { FlowScene(items: items) }
}
for depth in [5, 6, 7, 8] {
    run("nested-d\(depth)", nodes: treeNodes(depth: depth)) { TreeScene(depth: depth, level: 0) }
}
