#!/usr/bin/env python3
"""Save-to-pixels latency of `reflow preview`.

Runs `reflow preview FILE` on the current DISPLAY with REFLOW_TRACE_RELOADS=1, saves a copy of FILE again and
again (alternately written in place and renamed over, as editors do), and for each save reads the reload line
the window prints when the new preview's first frame is on the screen. The save time and the frame time are
both CLOCK_MONOTONIC readings (Python's time.monotonic, Swift's systemUptime), so the latency is their
difference. Prints the median and p95 of the latency and the median of each step.
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

LINE = re.compile(r"reload (\d+) seen=([\d.]+) scan=([\d.]+) compile=([\d.]+) link=([\d.]+) "
                  r"start=([\d.]+) frame=([\d.]+) shown=([\d.]+)(?: save=[\d.]+ tier=(\d))?")


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reflow", required=True, help="the reflow executable")
    parser.add_argument("--file", required=True, help="the Swift file to preview and save")
    parser.add_argument("--saves", type=int, default=20)
    parser.add_argument("--edit", choices=["comment", "body"], default="comment",
                        help="comment: re-save the text with a changed comment (a full build); body: change the "
                             "expression TEXT's first occurrence (--body-text) each save, a tier-1 patch when only "
                             "function bodies change")
    parser.add_argument("--body-text", default="CGSize(width: width, height: height)",
                        help="with --edit body: an expression inside a function body, replaced by "
                             "`(EXPR)` and `((EXPR))` by turns")
    args = parser.parse_args()

    work = tempfile.mkdtemp(prefix="reflow-reload-bench-")
    source = os.path.join(work, os.path.basename(args.file))
    shutil.copyfile(args.file, source)
    original = open(source, encoding="utf-8").read()
    env = dict(os.environ, REFLOW_TRACE_RELOADS="1", XDG_CACHE_HOME=os.path.join(work, "cache"))
    viewer = subprocess.Popen([args.reflow, "preview", source, "--size", "640x480"], env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    reloads = []
    other = []
    arrived = threading.Condition()

    def read():
        for line in viewer.stderr:
            match = LINE.search(line)
            with arrived:
                if match:
                    reloads.append([float(x) if x is not None else 0.0 for x in match.groups()])
                else:
                    other.append(line.rstrip())
                arrived.notify_all()

    threading.Thread(target=read, daemon=True).start()

    def wait_for(count, timeout):
        deadline = time.monotonic() + timeout
        with arrived:
            while len(reloads) < count and time.monotonic() < deadline:
                arrived.wait(deadline - time.monotonic())
        return len(reloads) >= count

    try:
        if not wait_for(1, 120):
            sys.exit("reflow preview showed no preview within 120 s:\n" + "\n".join(other[-20:]))
        samples = []
        for index in range(args.saves):
            # A comment that changes each time: the file compiles to the same preview, as most saves do.
            text = original + f"\n// save {index}\n"
            if args.edit == "body":
                if args.body_text not in original:
                    sys.exit(f"--body-text {args.body_text!r} is not in {args.file}")
                wrapped = "(" * (1 + index % 2) + args.body_text + ")" * (1 + index % 2)
                text = original.replace(args.body_text, wrapped, 1)
            time.sleep(0.4)
            if index % 2 == 0:
                with open(source, "w", encoding="utf-8") as handle:
                    handle.write(text)
            else:
                temporary = source + ".tmp"
                with open(temporary, "w", encoding="utf-8") as handle:
                    handle.write(text)
                os.replace(temporary, source)
            saved = time.monotonic()
            if not wait_for(len(reloads) + 1, 60):
                sys.exit(f"save {index} showed no new preview within 60 s:\n" + "\n".join(other[-20:]))
            _, seen, scan, compile_, link, start, frame, shown, tier = reloads[-1]
            samples.append(dict(total=shown - saved, notice=seen - saved, scan=scan, compile=compile_,
                                link=link, start=start, frame=frame, tier=int(tier)))
    finally:
        viewer.terminate()
        viewer.wait(10)
        shutil.rmtree(work, ignore_errors=True)

    lines = sum(1 for _ in open(args.file, encoding="utf-8"))
    totals = [s["total"] for s in samples]
    print(f"reflow preview: {len(samples)} saves of {os.path.basename(args.file)} ({lines} lines)")
    print(f"save to new pixels: median {statistics.median(totals) * 1000:.0f} ms, "
          f"p95 {percentile(totals, 0.95) * 1000:.0f} ms, min {min(totals) * 1000:.0f} ms, "
          f"max {max(totals) * 1000:.0f} ms")
    tiers = [s["tier"] for s in samples]
    print(f"reload tiers: {tiers.count(1)} patched (tier 1), {tiers.count(0)} full builds")
    reasons = sorted({line for line in other if "reload by a full build" in line})
    for reason in reasons[:5]:
        print("  " + reason)
    print("where the time goes (medians):")
    for key, label in [("notice", "save noticed (inotify)"), ("scan", "finding previews"),
                       ("compile", "compile"), ("link", "link"), ("start", "process start to laid out"),
                       ("frame", "first frame on screen")]:
        print(f"  {label:28} {statistics.median(s[key] for s in samples) * 1000:7.1f} ms")


if __name__ == "__main__":
    main()
