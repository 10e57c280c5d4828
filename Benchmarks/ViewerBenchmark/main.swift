// The viewer's own figures, measured on a real X server (run it with Scripts/viewer-bench.sh, which starts a
// private Xvfb, or inside a desktop session):
//
// - start: process start to the first frame drawn in the window, `reflow --scene flow`, median of 7 runs;
// - resize: a storm of 200 resize requests (one every 4 ms, faster than frames come) on the 1,000-view scene;
//   for each request, the time until the first finished frame that shows it or a later size (resizes
//   coalesce), median and p95; with the layout and draw times of the frames drawn;
// - memory: the viewer's peak resident memory (VmHWM) after the storm, and after the same storm on a viewer
//   that does not trace its frames;
// - idle: the CPU the viewer uses over 2 s with nothing moving (utime + stime from /proc/PID/stat), and the
//   frames it draws meanwhile (none expected);
// - animation: space plays the 1,000-view scene's demo (its flow spacing 4 → 16 → 0 → 4 points, three
//   ease-in-out animations of 0.35 s, the flow laid out again at every interpolated spacing), five times at
//   800×600; for every animated frame, layout (moving the animation on + layout pass) plus draw, median and p95;
//   the pace the frames came at; the CPU used while it played.
//
// It drives the release build of `reflow` next to this executable, which traces finished frames on standard
// error when REFLOW_TRACE_FRAMES=1.
import CX11
import Foundation
@_spi(FrameTrace) import ReflowX11

func monotonic() -> Double { TracedFrame.now() }

func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted[min(sorted.count - 1, Int((p * Double(sorted.count - 1)).rounded()))]
}

typealias Frame = TracedFrame

/// A `reflow` process with its frame trace collected as it arrives.
final class Viewer {
    let process = Process()
    private let pipe = Pipe()
    private let lock = NSLock()
    private var buffer = ""
    private var collected: [Frame] = []
    private(set) var launched: Double = 0

    /// Starts `reflow` with `arguments`, tracing its frames unless `traced` is false.
    init(_ arguments: [String], traced: Bool = true) throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("reflow")
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["REFLOW_TRACE_FRAMES"] = traced ? "1" : nil
        process.environment = environment
        process.standardError = pipe
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            self?.receive(String(decoding: handle.availableData, as: UTF8.self))
        }
        launched = monotonic()
        try process.run()
    }

    private func receive(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        buffer += text
        while let newline = buffer.firstIndex(of: "\n") {
            if let frame = Frame(buffer[..<newline]) { collected.append(frame) }
            buffer.removeSubrange(...newline)
        }
    }

    var frames: [Frame] {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }

    func waitForFrames(_ count: Int, timeout: Double) -> Bool {
        let deadline = monotonic() + timeout
        while frames.count < count && monotonic() < deadline { usleep(2_000) }
        return frames.count >= count
    }

    /// CPU time used so far, user and system, in seconds (utime and stime, fields 14 and 15 of /proc/PID/stat).
    var cpuSeconds: Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return .nan }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return .nan }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Waits until a frame has come after `start` and then none for `quiet` seconds, or `timeout` passes.
    func waitUntilQuiet(after start: Double, quiet: Double, timeout: Double) {
        let deadline = monotonic() + timeout
        while monotonic() < deadline {
            if let last = frames.last, last.time > start, monotonic() - last.time >= quiet { return }
            usleep(10_000)
        }
    }

    /// Peak resident memory in KiB (VmHWM).
    var peakMemoryKiB: Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
        return Int(line.split(separator: " ").dropFirst().first ?? "")
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
        pipe.fileHandleForReading.readabilityHandler = nil
    }
}

/// The top-level window of process `pid`, found by its _NET_WM_PID.
func window(of pid: Int32, on display: OpaquePointer) -> UInt? {
    let root = XDefaultRootWindow(display)
    var rootReturn: UInt = 0, parent: UInt = 0, count: UInt32 = 0
    var children: UnsafeMutablePointer<UInt>?
    guard XQueryTree(display, root, &rootReturn, &parent, &children, &count) != 0, let children else { return nil }
    defer { XFree(children) }
    let pidAtom = XInternAtom(display, "_NET_WM_PID", 0)
    for window in UnsafeBufferPointer(start: children, count: Int(count)) {
        var type: UInt = 0, format: Int32 = 0, items: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        if XGetWindowProperty(display, window, pidAtom, 0, 1, 0, UInt(AnyPropertyType), &type, &format, &items, &after,
                              &data) == Success, let data {
            defer { XFree(data) }
            if items == 1, data.withMemoryRebound(to: Int.self, capacity: 1, { $0.pointee }) == Int(pid) { return window }
        }
    }
    return nil
}

/// Sends a key press and release to `window`, as a user typing would (windows take synthetic key events).
func press(_ keysymName: String, in window: UInt, on display: OpaquePointer) {
    let keycode = XKeysymToKeycode(display, XStringToKeysym(keysymName))
    for type in [KeyPress, KeyRelease] {
        var event = XEvent()
        event.xkey.type = type
        event.xkey.display = display
        event.xkey.window = window
        event.xkey.root = XDefaultRootWindow(display)
        event.xkey.keycode = UInt32(keycode)
        event.xkey.same_screen = 1
        XSendEvent(display, window, 1, type == KeyPress ? KeyPressMask : KeyReleaseMask, &event)
    }
    XSync(display, 0)
}

guard let display = XOpenDisplay(nil) else {
    FileHandle.standardError.write(Data("reflow-viewer-bench: no X display; run Scripts/viewer-bench.sh, which starts Xvfb\n".utf8))
    exit(1)
}

print("Reflow viewer benchmark (release build, this machine's X server)")
setvbuf(stdout, nil, _IOLBF, 0)

// Start to first frame.
var starts: [Double] = [], startsOutside: [Double] = []
for _ in 0..<7 {
    let viewer = try Viewer(["--scene", "flow"])
    if viewer.waitForFrames(1, timeout: 20), let first = viewer.frames.first {
        if let since = first.sinceStart { starts.append(since * 1000) }
        startsOutside.append((first.time - viewer.launched) * 1000)
    }
    viewer.stop()
}
print(String(format: "start → first frame:  median %.1f ms (process clock), %.1f ms (from spawn), 7 runs",
             percentile(starts, 0.5), percentile(startsOutside, 0.5)))

// The resize storm.
let viewer = try Viewer(["--scene", "thousand"])
guard viewer.waitForFrames(1, timeout: 20) else {
    print("the viewer drew no frame within 20 s")
    exit(1)
}
var target: UInt?
let findDeadline = monotonic() + 10
while target == nil && monotonic() < findDeadline {
    target = window(of: viewer.process.processIdentifier, on: display)
    if target == nil { usleep(5_000) }
}
guard let target else {
    print("the viewer's window was not found")
    exit(1)
}
usleep(300_000)
let requests = resizeStorm(target)
usleep(1_000_000)
let frames = viewer.frames.filter { $0.time >= requests[0].time }
var latencies: [Double] = []
for (index, request) in requests.enumerated() {
    // The first frame at or after the request that shows this size or a later requested one.
    let laterSizes = Set(requests[index...].map { "\($0.width)x\($0.height)" })
    if let frame = frames.first(where: { $0.time >= request.time && laterSizes.contains("\($0.width)x\($0.height)") }) {
        latencies.append((frame.time - request.time) * 1000)
    }
}
print(String(format: "resize storm:         %d requests, %d frames drawn, %d requests answered",
             requests.count, frames.count, latencies.count))
print(String(format: "  request → frame:    median %.2f ms, p95 %.2f ms", percentile(latencies, 0.5), percentile(latencies, 0.95)))
print(String(format: "  per frame:          layout median %.2f ms (p95 %.2f), draw median %.2f ms (p95 %.2f)",
             percentile(frames.map(\.layoutMs), 0.5), percentile(frames.map(\.layoutMs), 0.95),
             percentile(frames.map(\.drawMs), 0.5), percentile(frames.map(\.drawMs), 0.95)))
/// The storm's resizes, one every 4 ms, sent to `window`.
func resizeStorm(_ window: UInt) -> [(time: Double, width: Int, height: Int)] {
    var requests: [(time: Double, width: Int, height: Int)] = []
    for i in 0..<200 {
        let width = 600 + (i * 37) % 400, height = 450 + (i * 23) % 200
        let time = monotonic()
        XResizeWindow(display, window, UInt32(width), UInt32(height))
        XFlush(display)
        requests.append((time, width, height))
        usleep(4_000)
    }
    XSync(display, 0)
    return requests
}

// The same storm on a viewer that does not trace its frames: the trace's formatting and writing are the
// benchmark's, not the viewer's, and their code's pages would count in its peak.
var untracedPeak: Int?
if let untraced = try? Viewer(["--scene", "thousand"], traced: false) {
    var untracedWindow: UInt?
    let deadline = monotonic() + 10
    while untracedWindow == nil && monotonic() < deadline {
        untracedWindow = window(of: untraced.process.processIdentifier, on: display)
        if untracedWindow == nil { usleep(5_000) }
    }
    if let untracedWindow {
        usleep(300_000)
        _ = resizeStorm(untracedWindow)
        usleep(1_000_000)
        untracedPeak = untraced.peakMemoryKiB
    }
    untraced.stop()
}
if let peak = viewer.peakMemoryKiB {
    print(String(format: "peak memory:          %.1f MiB (VmHWM), %@ without the frame trace", Double(peak) / 1024,
                 untracedPeak.map { String(format: "%.1f MiB", Double($0) / 1024) } ?? "not measured"))
}

// Idle, back at 800×600 once the storm's frames are done.
let resizedBack = monotonic()
XResizeWindow(display, target, 800, 600)
XSync(display, 0)
viewer.waitUntilQuiet(after: resizedBack, quiet: 1, timeout: 5)
let idleFrames = viewer.frames.count
let idleStart = (time: monotonic(), cpu: viewer.cpuSeconds)
usleep(2_000_000)
let idle = (seconds: monotonic() - idleStart.time, cpu: viewer.cpuSeconds - idleStart.cpu)
print(String(format: "idle:                 %.2f %% CPU (%.0f ms of CPU in %.1f s), %d frames drawn",
             100 * idle.cpu / idle.seconds, idle.cpu * 1000, idle.seconds, viewer.frames.count - idleFrames))

// The animated 1,000-view scene: its demo, five times.
var animatedFrames: [Frame] = []
var demoSeconds = 0.0, demoCPU = 0.0, paces: [Double] = []
for _ in 0..<5 {
    let start = (time: monotonic(), cpu: viewer.cpuSeconds)
    press("space", in: target, on: display)
    viewer.waitUntilQuiet(after: start.time, quiet: 0.5, timeout: 20)
    let played = viewer.frames.filter { $0.time > start.time && $0.animated }
    guard let last = played.last else { continue }
    demoSeconds += last.time - start.time
    demoCPU += viewer.cpuSeconds - start.cpu
    paces += zip(played.dropFirst(), played).map { ($0.time - $1.time) * 1000 }
    animatedFrames += played
}
let frameMs = animatedFrames.map { $0.layoutMs + $0.drawMs }
print(String(format: "animation (thousand): %d animated frames in %.2f s of demo (%.1f per second), %.0f %% CPU while playing",
             animatedFrames.count, demoSeconds, Double(animatedFrames.count) / demoSeconds, 100 * demoCPU / demoSeconds))
print(String(format: "  layout + draw:      median %.2f ms, p95 %.2f ms, max %.2f ms",
             percentile(frameMs, 0.5), percentile(frameMs, 0.95), frameMs.max() ?? .nan))
print(String(format: "  layout / draw:      median %.2f / %.2f ms, p95 %.2f / %.2f ms",
             percentile(animatedFrames.map(\.layoutMs), 0.5), percentile(animatedFrames.map(\.drawMs), 0.5),
             percentile(animatedFrames.map(\.layoutMs), 0.95), percentile(animatedFrames.map(\.drawMs), 0.95)))
print(String(format: "  frame to frame:     median %.2f ms, p95 %.2f ms (target %.2f ms)",
             percentile(paces, 0.5), percentile(paces, 0.95), 1000.0 / 60))
viewer.stop()
XCloseDisplay(display)
