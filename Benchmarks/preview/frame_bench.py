#!/usr/bin/env python3
"""Frame time of a preview window: an animation, and a storm of resizes.

Runs `reflow preview` on a generated file (a grid of shapes and labels turning forever) on the current DISPLAY
with REFLOW_TRACE_FRAMES=1, whose preview process prints a line per frame (`reflow-frame … layout_ms= draw_ms=
animated=`; drawing includes handing the frame to the window). For --seconds of animation it reports the
frames a second and the median and p95 of layout and drawing, and the processor time both processes used a
second (from /proc). Then it resizes the window --resizes times, --interval apart, between two sizes
(xdotool), and reports the frames drawn meanwhile and how long after the last resize the frame of the last
size reached the window.

Usage: frame_bench.py --reflow .build/release/reflow [--seconds 5] [--resizes 40] [--interval 0.02]
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time

FRAME = re.compile(r"reflow-frame monotonic=([\d.]+) size=(\d+)x(\d+) layout_ms=([\d.]+) draw_ms=([\d.]+) animated=(\d)")

SOURCE = """import SwiftUI

struct Spinner: View {
    @State private var turned = false
    let index: Int
    var body: some View {
        VStack(spacing: 4) {
            RoundedRectangle(cornerRadius: 6)
                .fill(Color(hue: Double(index) / 30, saturation: 0.7, brightness: 0.9))
                .frame(width: 36, height: 36)
                .rotationEffect(.degrees(turned ? 360 : 0))
            Text("Item \\(index)").font(.caption)
        }
        .onAppear { withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) { turned = true } }
    }
}

#Preview {
    LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 6)) {
        ForEach(0..<30) { Spinner(index: $0) }
    }
    .padding()
}
"""


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def cpu_seconds(pids):
    total = 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12])
        except OSError:
            pass
    return total / os.sysconf("SC_CLK_TCK")


def descendants(pid):
    found, queue = [], [pid]
    while queue:
        current = queue.pop()
        found.append(current)
        try:
            for task in os.listdir(f"/proc/{current}/task"):
                with open(f"/proc/{current}/task/{task}/children") as f:
                    queue += [int(p) for p in f.read().split()]
        except OSError:
            pass
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reflow", required=True)
    parser.add_argument("--seconds", type=float, default=5)
    parser.add_argument("--resizes", type=int, default=40)
    parser.add_argument("--interval", type=float, default=0.02)
    args = parser.parse_args()

    folder = tempfile.mkdtemp(prefix="reflow-frame-bench-")
    path = os.path.join(folder, "Spinners.swift")
    with open(path, "w") as f:
        f.write(SOURCE)
    environment = dict(os.environ, REFLOW_TRACE_FRAMES="1", XDG_CACHE_HOME=os.path.join(folder, "cache"))
    viewer = subprocess.Popen([args.reflow, "preview", path, "--size", "640x480"], stderr=subprocess.PIPE,
                              env=environment, text=True)
    frames = []
    lock = threading.Lock()

    def read():
        for line in viewer.stderr:
            match = FRAME.search(line)
            if match:
                with lock:
                    frames.append((float(match[1]), int(match[2]), int(match[3]), float(match[4]), float(match[5]),
                                   match[6] == "1"))

    threading.Thread(target=read, daemon=True).start()
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        with lock:
            if sum(1 for frame in frames if frame[5]) > 10:
                break
        time.sleep(0.1)
    window = subprocess.run(["xdotool", "search", "--sync", "--pid", str(viewer.pid), "--name", "Reflow"],
                            capture_output=True, text=True).stdout.split()
    if not window:
        print("no window", file=sys.stderr)
        viewer.kill()
        return 1
    window = window[0]

    # The animation.
    pids = descendants(viewer.pid)
    start, cpu_before = time.monotonic(), cpu_seconds(pids)
    time.sleep(args.seconds)
    end, cpu_after = time.monotonic(), cpu_seconds(pids)
    with lock:
        animated = [frame for frame in frames if start <= frame[0] <= end and frame[5]]
    if animated:
        layout, draw = [frame[3] for frame in animated], [frame[4] for frame in animated]
        print(f"animation: {len(animated) / (end - start):.1f} frames a second over {end - start:.1f} s; "
              f"layout median {statistics.median(layout):.2f} ms, p95 {percentile(layout, 0.95):.2f}; "
              f"draw and hand over median {statistics.median(draw):.2f} ms, p95 {percentile(draw, 0.95):.2f}; "
              f"processor {100 * (cpu_after - cpu_before) / (end - start):.0f} % of a core "
              f"(reflow preview and the preview process)")

    # The resize storm.
    sizes = [(640, 480), (420, 360)]
    storm_start = time.monotonic()
    last = storm_start
    for index in range(args.resizes):
        width, height = sizes[index % 2]
        # When the last resize was asked for: its frame is the first of its size after this.
        last = time.monotonic()
        subprocess.run(["xdotool", "windowsize", window, str(width), str(height)])
        time.sleep(args.interval)
    final = sizes[(args.resizes - 1) % 2]
    settled = None
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and settled is None:
        with lock:
            later = [frame for frame in frames if frame[0] >= last and (frame[1], frame[2]) == final]
        settled = later[0][0] if later else None
        time.sleep(0.02)
    with lock:
        during = [frame for frame in frames if storm_start <= frame[0] <= last]
    sizes_drawn = len({(frame[1], frame[2]) for frame in during})
    print(f"resize storm: {args.resizes} resizes in {last - storm_start:.2f} s; {len(during)} frames drawn meanwhile "
          f"({sizes_drawn} sizes); the last size on the window "
          + (f"{1000 * (settled - last):.1f} ms after the last resize was asked for" if settled else "not within 10 s"))
    viewer.terminate()
    viewer.wait(timeout=10)
    return 0


if __name__ == "__main__":
    sys.exit(main())
