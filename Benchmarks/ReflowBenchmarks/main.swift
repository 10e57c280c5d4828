// Reflow's layout benchmark (release build): ms per layout pass and ns per node.
//
//     swift run -c release reflow-bench                  # every case, as a table
//     swift run -c release reflow-bench --case flow-10k  # one case
//     swift run -c release reflow-bench --json           # one JSON object per case (for the peer comparison)
//
// Cases (the peers build the same trees, see Benchmarks/peers):
// - flow-N: a custom flow Layout (cached sizes) of N fixed leaves 30–120 × 20–40, 8-point gaps;
// - nested-N: a balanced 4-ary tree, HStacks at even depths and VStacks at odd ones, fixed 10×10 leaves,
//   content-sized; fill-N: the same with flexible leaves, so the width reaches every level;
// - text-N: the fill tree with Text leaves of 3–40 characters that wrap (display-free measurer; with
//   --xft, the real Xft measurer, which needs a display), reporting measure calls per leaf per pass;
// - …-cold: a full pass after every cached answer is dropped (every node "dirty", as the peers mark them);
// - …-update: a whole update after every leaf changed: views resolved again, caches updated, laid out
//   (Reflow's alone: the peers' trees are not rebuilt from view values);
// - state-…: one leaf's `@State` set (through its binding), from the change to a laid-out tree: the leaf's
//   body built again alone and the layout redone where it changed (10,000 leaves in 100 stacks of 100, or in
//   the flow layout).
// - scroll-1k-step: one wheel step (±10 points, alternating) of a ScrollView over a VStack of 1,000 rows
//   (each a colour in a frame), from the call to a laid-out tree: no build, the scroll view's ancestors laid
//   out and the content moved; -draw adds making the display list, as a window's frame does.
// A pass is what a window resize costs: the root is proposed a width changed by one point (780…820).
// N counts nodes as the peers do (one per stack and leaf). Figures are medians.
import Foundation
@_spi(Viewer) import Reflow
import ReflowGallery
import ReflowX11

let arguments = CommandLine.arguments.dropFirst()
let json = arguments.contains("--json")
let useXft = arguments.contains("--xft")
let only: String? = arguments.firstIndex(of: "--case").flatMap { arguments.index(after: $0) < arguments.endIndex ? arguments[arguments.index(after: $0)] : nil }

func nanoseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}

/// Counts the measurer's width calls, for text cases.
final class CountingMeasurer: TextMeasurer {
    let base: TextMeasurer
    var widthCalls = 0
    init(_ base: TextMeasurer) { self.base = base }
    func metrics(of font: ResolvedFont) -> FontMetrics { base.metrics(of: font) }
    func width(of text: Substring, in font: ResolvedFont) -> CGFloat {
        widthCalls += 1
        return base.width(of: text, in: font)
    }
}

/// About a second of passes (at least 7), then the median; `pass` runs one pass given its index.
func measure(_ pass: (Int) -> Void) -> (median: Double, count: Int) {
    var times: [Double] = []
    var spent = 0.0
    var index = 0
    while times.count < 7 || (spent < 1e9 && times.count < 2000) {
        let t = nanoseconds { pass(index) }
        times.append(t)
        spent += t
        index += 1
    }
    return (median(times), times.count)
}

func width(for pass: Int) -> CGFloat { CGFloat(780 + pass % 41) }

var rows: [[String: Any]] = []

func report(_ name: String, nodes: Int, passNs: Double, passes: Int, leaves: Int? = nil, measureCalls: Double? = nil) {
    var row: [String: Any] = ["case": name, "nodes": nodes, "ms_per_pass": passNs / 1e6, "ns_per_node": passNs / Double(nodes),
                              "passes": passes]
    if let measureCalls { row["measure_calls_per_leaf"] = measureCalls }
    if json {
        let data = try! JSONSerialization.data(withJSONObject: row, options: [.sortedKeys])
        print(String(decoding: data, as: UTF8.self))
        fflush(stdout)
    } else {
        var line = pad(name, 18) + pad(String(nodes), 8) + pad(String(format: "%.3f", passNs / 1e6), 11)
            + pad(String(format: "%.1f", passNs / Double(nodes)), 10) + pad(String(passes), 8)
        if let measureCalls { line += pad(String(format: "%.3f", measureCalls), 14) }
        print(line)
    }
}

func wanted(_ name: String) -> Bool { only == nil || only == name }

/// Resize passes on a host showing `view()`.
func runResize<V: View>(_ name: String, nodes: Int, measurer: TextMeasurer = FixedAdvanceTextMeasurer(),
                        _ view: () -> V) {
    guard wanted(name) else { return }
    let counting = CountingMeasurer(measurer)
    let host = ViewHost(rootView: view(), size: CGSize(width: 800, height: 600), textMeasurer: counting)
    // Measure calls are averaged over the timed passes (the first one at each width measures what is new).
    counting.widthCalls = 0
    let (ns, passes) = measure { host.resize(to: CGSize(width: width(for: $0), height: 600)) }
    let calls = Double(counting.widthCalls) / Double(passes) / Double(textLeaves(nodes))
    report(name, nodes: nodes, passNs: ns, passes: passes, measureCalls: name.hasPrefix("text") ? calls : nil)
}

/// Leaves of a full 4-ary tree of `nodes` nodes: nodes = (4L − 1) / 3, so L = (3 nodes + 1) / 4.
func textLeaves(_ nodes: Int) -> Int { (3 * nodes + 1) / 4 }

/// Cold passes: every answer the layout keeps is dropped and every container's cache updated, then the
/// resize pass lays the whole tree out again: what the peers do after marking every leaf dirty.
func runCold<V: View>(_ name: String, nodes: Int, _ view: () -> V) {
    guard wanted(name) else { return }
    let host = ViewHost(rootView: view(), size: CGSize(width: 800, height: 600))
    let (ns, passes) = measure { pass in
        host.invalidateLayout()
        host.resize(to: CGSize(width: width(for: pass), height: 600))
    }
    report(name, nodes: nodes, passNs: ns, passes: passes)
}

/// Update passes: new view values in which every leaf changed size, so that every view is resolved again,
/// its node found, its container's cache updated and the tree laid out: a whole SwiftUI-style update. The
/// peers have no equivalent (their trees are not rebuilt from values), so this row is Reflow's alone.
func runUpdate<V: View>(_ name: String, nodes: Int, _ view: (Int) -> V) {
    guard wanted(name) else { return }
    // The two alternating view values are made before timing: only the host's work is measured.
    let values = [view(0), view(1)]
    let host = ViewHost(rootView: view(2), size: CGSize(width: 800, height: 600))
    let (ns, passes) = measure { host.update(rootView: values[$0 % 2]) }
    report(name, nodes: nodes, passNs: ns, passes: passes)
}

/// State changes: one leaf's width set through its binding, alternating between two widths.
func runStateChange<V: View>(_ name: String, nodes: Int, _ view: (StateHandle) -> V) {
    guard wanted(name) else { return }
    let handle = StateHandle()
    let host = ViewHost(rootView: view(handle), size: CGSize(width: 800, height: 600))
    guard let binding = handle.width else { fatalError("\(name): the target cell was not built") }
    let (ns, passes) = measure { binding.wrappedValue = $0 % 2 == 0 ? 40 : 20 }
    withExtendedLifetime(host) { report(name, nodes: nodes, passNs: ns, passes: passes) }
}

/// Scroll steps: the content of a scroll view over `rows` rows moved by ±10 points at each pass, alternately,
/// from an offset in the middle; with `draw`, the display list made after each.
func runScrollStep(_ name: String, rows: Int, draw: Bool) {
    guard wanted(name) else { return }
    let host = ViewHost(rootView: ScrollView {
        VStack(spacing: 0) { ForEach(0..<rows, id: \.self) { _ in Color.green.frame(height: 20) } }
    }, size: CGSize(width: 800, height: 600))
    let center = CGPoint(x: 400, y: 300)
    host.scroll(by: CGSize(width: 0, height: CGFloat(rows) * 10), at: center)
    let (ns, passes) = measure { pass in
        host.scroll(by: CGSize(width: 0, height: pass % 2 == 0 ? 10 : -10), at: center)
        if draw { _ = host.displayList }
    }
    // Nodes as the peers count them: a colour and its frame per row, the stack and the scroll view.
    report(name, nodes: 2 * rows + 2, passNs: ns, passes: passes)
}

if !json {
    print("Reflow layout benchmark (release build; medians; nodes counted as the peers count them)")
    print(pad("case", 18) + pad("nodes", 8) + pad("ms/pass", 11) + pad("ns/node", 10) + pad("passes", 8)
          + pad("measures/leaf", 14))
}
for count in [100, 1_000, 10_000, 100_000] {
    let label = count >= 1000 ? "\(count / 1000)k" : "\(count)"
    guard only == nil || only!.hasPrefix("flow-\(label)") else { continue }
    let items = leaves(count)
    runResize("flow-\(label)", nodes: count + 1) { FlowScene(items: items) }
    // Cold at every size shows where the tree outgrows the processor's caches (the peers run 10k only).
    runCold("flow-\(label)-cold", nodes: count + 1) { FlowScene(items: items) }
    if count == 10_000 {
        runUpdate("flow-10k-update", nodes: count + 1) { FlowScene(items: leaves(count, salt: UInt64($0))) }
    }
}
for depth in [5, 6, 7, 8] {
    let nodes = treeNodes(depth: depth)
    runResize("nested-\(nodes)", nodes: nodes) { TreeScene(depth: depth, level: 0, leaf: .fixed(10), index: 0) }
    if depth == 6 {
        runCold("nested-\(nodes)-cold", nodes: nodes) { TreeScene(depth: depth, level: 0, leaf: .fixed(10), index: 0) }
        runUpdate("nested-\(nodes)-update", nodes: nodes) { salt in
            TreeScene(depth: depth, level: 0, leaf: .fixed(10 + CGFloat(salt % 3)), index: 0)
        }
    }
    runResize("fill-\(nodes)", nodes: nodes) { TreeScene(depth: depth, level: 0, leaf: .flexible, index: 0) }
}
// Nodes as the peers would count them: each cell is a colour in a frame (two), plus the stacks.
runStateChange("state-10k-stacks", nodes: 20_000 + 101) { StateGridScene(handle: $0) }
runStateChange("state-10k-flow", nodes: 20_000 + 1) { StateFlowScene(handle: $0) }
runScrollStep("scroll-1k-step", rows: 1_000, draw: false)
runScrollStep("scroll-1k-step-draw", rows: 1_000, draw: true)
runResize("scroll-1k-resize", nodes: 2_002) {
    ScrollView { VStack(spacing: 0) { ForEach(0..<1_000, id: \.self) { _ in Color.green.frame(height: 20) } } }
}
let xft: TextMeasurer? = useXft ? (try? XftTextMeasurer()) : nil
if useXft && xft == nil { FileHandle.standardError.write(Data("reflow-bench: --xft needs an X display\n".utf8)) }
for depth in [5, 6] {
    let nodes = treeNodes(depth: depth)
    runResize("text-\(nodes)", nodes: nodes) { TreeScene(depth: depth, level: 0, leaf: .text, index: 0) }
    if let xft {
        runResize("text-\(nodes)-xft", nodes: nodes, measurer: xft) { TreeScene(depth: depth, level: 0, leaf: .text, index: 0) }
    }
}

// lazy-100k: a ScrollView of a LazyVStack of 100,000 rows (a padded text on a background). Reported: the time
// from host creation to the first frame (layout and display list), every 40-point scroll step from top to
// bottom and back (layout and display list: median and max), and peak RSS (VmHWM) before and after the scroll.
// Run alone (`--case lazy-100k`) or in the table; not part of the peers' JSON rows.
struct LazyRowsScene: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<100_000) { i in
                    Text("Row \(i)")
                        .padding(8)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .background(i % 2 == 0 ? Color.white : Color.gray)
                }
            }
        }
    }
}

/// Peak resident memory of this process so far, in MiB (VmHWM in /proc/self/status).
func peakRSSMiB() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return .nan }
    let kib = Double(line.split(separator: " ").dropFirst().first ?? "") ?? .nan
    return kib / 1024
}

/// This thread's CPU time in nanoseconds: unlike the wall clock, it leaves out the time other processes held
/// the processor (the benchmark machine is shared), so a step's figure is its own work.
func threadCPUNanoseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

if (only == nil && !json) || only == "lazy-100k" {
    let size = CGSize(width: 800, height: 600)
    // A warm-up host, so the first timed one does not pay for loading code and first-use metadata.
    _ = ViewHost(rootView: LazyRowsScene(), size: size).displayList
    var host: ViewHost!
    var items = 0
    let openNs = nanoseconds {
        host = ViewHost(rootView: LazyRowsScene(), size: size)
        items = host.displayList.items.count
    }
    // The step times go into arrays made (and their pages touched) before the first reading, so that the
    // benchmark's own bookkeeping does not show as growth.
    var stepStore = [Double](repeating: 0, count: 400_000), cpuStore = [Double](repeating: 0, count: 400_000)
    var stepCount = 0
    let peakBefore = peakRSSMiB()
    let point = CGPoint(x: 400, y: 300)
    var reachedEnd = false
    for direction in [1.0, -1.0] {
        var unchanged = 0
        while unchanged < 2 {
            let before = host.changeCount
            let cpuStart = threadCPUNanoseconds()
            let t = nanoseconds {
                host.scroll(by: CGSize(width: 0, height: 40 * direction), at: point)
                _ = host.displayList
            }
            let cpu = threadCPUNanoseconds() - cpuStart
            if host.changeCount == before {
                unchanged += 1
            } else if stepCount < stepStore.count {
                unchanged = 0
                stepStore[stepCount] = t
                cpuStore[stepCount] = cpu
                stepCount += 1
            }
        }
        if direction > 0 { reachedEnd = true }
    }
    let peakAfter = peakRSSMiB()
    let steps = Array(stepStore[..<stepCount]), cpuSteps = Array(cpuStore[..<stepCount])
    let sorted = steps.sorted()
    let slowest = steps.indices.sorted { steps[$0] > steps[$1] }.prefix(5)
        .map { String(format: "step %d: %.3f ms", $0, steps[$0] / 1e6) }.joined(separator: ", ")
    let overBudget = steps.filter { $0 > 8.3e6 }.count
    let cpuMax = cpuSteps.max() ?? .nan, cpuOver = cpuSteps.filter { $0 > 8.3e6 }.count
    let row: [String: Any] = ["case": "lazy-100k", "open_ms": openNs / 1e6, "first_frame_items": items,
                              "scroll_steps": steps.count, "step_median_ms": median(steps) / 1e6,
                              "step_max_ms": (sorted.last ?? .nan) / 1e6, "peak_rss_start_mib": peakBefore,
                              "peak_rss_end_mib": peakAfter, "reached_end": reachedEnd,
                              "steps_over_8_3_ms": overBudget, "slowest": slowest,
                              "cpu_step_median_ms": median(cpuSteps) / 1e6, "cpu_step_max_ms": cpuMax / 1e6,
                              "cpu_steps_over_8_3_ms": cpuOver]
    if json {
        let data = try! JSONSerialization.data(withJSONObject: row, options: [.sortedKeys])
        print(String(decoding: data, as: UTF8.self))
    } else {
        print(String(format: "lazy-100k: open %.2f ms (%d items drawn); %d scroll steps of 40 pt: median %.3f ms, max %.3f ms; peak RSS %.1f MiB before the scroll, %.1f MiB after",
                     openNs / 1e6, items, steps.count, median(steps) / 1e6, (sorted.last ?? .nan) / 1e6, peakBefore, peakAfter))
        print("lazy-100k: steps over 8.3 ms: \(overBudget); slowest: \(slowest)")
        print(String(format: "lazy-100k: thread CPU time per step: median %.3f ms, max %.3f ms, %d over 8.3 ms",
                     median(cpuSteps) / 1e6, cpuMax / 1e6, cpuOver))
    }
}
