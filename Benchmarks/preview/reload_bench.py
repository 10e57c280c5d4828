#!/usr/bin/env python3
"""Save-to-pixels latency of `reflow preview`.

Runs `reflow preview` on a copy of FILE (or of a FOLDER of files) on the current DISPLAY with
REFLOW_TRACE_RELOADS=1, saves the file (the folder's --edit-file) again and again (alternately written in place
and renamed over, as editors do), and for each save reads the reload line the window prints when the new
pixels are on the screen. The save time and the frame time are both CLOCK_MONOTONIC readings (Python's
time.monotonic, Swift's systemUptime), so the latency is their difference. Each save is an edit of one kind
(--edit): `literal` changes the value of the first number in a modifier's arguments (tier 0: no build),
`body` wraps an expression in a function body (--body-text) in parentheses (tier 1: a patch), `full` adds a
declaration (a full build), `comment` adds a comment at the end. Prints, for each tier that ran,
the median and p95 of the latency and the median of each step.

With --memory, it also reads the memory of the preview process (the child of `reflow preview` that draws)
after each save, from /proc/PID/status and /proc/PID/smaps: the resident set and its peak (VmRSS, VmHWM),
the private dirty pages (what the process wrote to: its heap, stacks, and the relocated data of the libraries
it loaded) and the part of those in tier-1 patch libraries, and prints them per save and as the growth from
the first save to the last within one process.
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
                  r"start=([\d.]+) frame=([\d.]+) shown=([\d.]+).*?(?: patch=([\d.]+))?(?: tier=(\w+))?$")
# The first number given to a modifier or an initializer by label or position: `.padding(.horizontal, 10)`,
# `spacing: 8`. The literal edit moves it up and down by one.
NUMBER = re.compile(r"(\(|, |: )(\d+)(?=[,)])")


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reflow", required=True, help="the reflow executable")
    parser.add_argument("--file", help="the Swift file to preview and save")
    parser.add_argument("--folder", help="a folder of Swift files to preview, one of them (--edit-file) saved")
    parser.add_argument("--edit-file", help="the file of --folder to save")
    parser.add_argument("--edit", choices=["literal", "body", "full", "comment"], default="comment",
                        help="what each save changes")
    parser.add_argument("--saves", type=int, default=20)
    parser.add_argument("--body-append", help="with --edit body: text added after --body-text on every other "
                        "save instead of the parentheses (`.bold()`, an edit that may change an opaque type)")
    parser.add_argument("--memory", action="store_true",
                        help="read the preview process's memory after each save (see above)")
    parser.add_argument("--body-text", default="CGSize(width: width, height: height)",
                        help="with --edit body: an expression inside a function body, replaced by "
                             "`(EXPR)` and `((EXPR))` by turns")
    args = parser.parse_args()
    if bool(args.file) == bool(args.folder) or (args.folder and not args.edit_file):
        sys.exit("give --file, or --folder with --edit-file")

    work = tempfile.mkdtemp(prefix="reflow-reload-bench-")
    if args.folder:
        shown_path = os.path.join(work, os.path.basename(os.path.normpath(args.folder)))
        shutil.copytree(args.folder, shown_path)
        source = os.path.join(shown_path, args.edit_file)
        described = f"{os.path.basename(os.path.normpath(args.folder))}/ (edits of {args.edit_file})"
        swift_files = [os.path.join(root, name) for root, _, names in os.walk(args.folder)
                       for name in names if name.endswith(".swift")]
    else:
        shown_path = source = os.path.join(work, os.path.basename(args.file))
        shutil.copyfile(args.file, source)
        described = os.path.basename(args.file)
        swift_files = [args.file]
    original = open(source, encoding="utf-8").read()
    match = NUMBER.search(original)
    if args.edit == "literal" and not match:
        sys.exit(f"{source} has no number in a modifier's arguments to edit")
    if args.edit == "body" and args.body_text not in original:
        sys.exit(f"--body-text {args.body_text!r} is not in {source}")
    env = dict(os.environ, REFLOW_TRACE_RELOADS="1", XDG_CACHE_HOME=os.path.join(work, "cache"))
    viewer = subprocess.Popen([args.reflow, "preview", shown_path, "--size", "640x480"], env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    reloads = []
    other = []
    arrived = threading.Condition()

    def read():
        for line in viewer.stderr:
            match = LINE.search(line)
            with arrived:
                if match:
                    reloads.append([float(x) for x in match.groups()[:8]] + [float(match.group(9) or 0),
                                                                              match.group(10) or "build"])
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
            text = edited(original, args.edit, index, match, args.body_text, args.body_append)
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
            _, seen, scan, compile_, link, start, frame, shown, refused, tier = reloads[-1]
            samples.append(dict(total=shown - saved, notice=seen - saved, refused=refused, scan=scan,
                                compile=compile_, link=link, start=start, frame=frame, tier=tier))
            if args.memory:
                samples[-1]["memory"] = preview_memory(viewer.pid)
    finally:
        viewer.terminate()
        viewer.wait(10)
        shutil.rmtree(work, ignore_errors=True)

    lines = sum(sum(1 for _ in open(path, encoding="utf-8")) for path in swift_files)
    print(f"reflow preview: {len(samples)} saves ({args.edit} edits) of {described}, "
          f"{lines} lines in {len(swift_files)} file{'s' if len(swift_files) != 1 else ''}")
    for tier in sorted({s["tier"] for s in samples}):
        chosen = [s for s in samples if s["tier"] == tier]
        totals = [s["total"] for s in chosen]
        print(f"tier {tier}: {len(chosen)} saves; save to new pixels: median {statistics.median(totals) * 1000:.0f} ms, "
              f"p95 {percentile(totals, 0.95) * 1000:.0f} ms, min {min(totals) * 1000:.0f} ms, "
              f"max {max(totals) * 1000:.0f} ms")
        print("  where the time goes (medians):")
        for key, label in [("notice", "save noticed (inotify)"), ("refused", "a patch tried and refused"),
                           ("scan", "reading the files"),
                           ("compile", "compile"), ("link", "link"), ("start", "process start to laid out"),
                           ("frame", "first frame on screen")]:
            print(f"    {label:28} {statistics.median(s[key] for s in chosen) * 1000:7.1f} ms")
    # With REFLOW_TRACE_FRAMES=1 in the environment, the preview processes' frames (FrameTrace.swift).
    frames = [re.search(r"layout_ms=([\d.]+) draw_ms=([\d.]+)", line) for line in other
              if line.startswith("reflow-frame ")]
    frames = [(float(m.group(1)), float(m.group(2))) for m in frames if m]
    if frames:
        print(f"frames: {len(frames)}; layout median {statistics.median(f[0] for f in frames):.2f} ms, "
              f"draw median {statistics.median(f[1] for f in frames):.2f} ms")
    if args.memory:
        print_memory(samples)
    # Why a save that could have been patched was built instead (REFLOW_TRACE_RELOADS says).
    for reason in sorted({line for line in other if "reload by a full build" in line})[:5]:
        print("  " + reason)


def preview_memory(viewer_pid):
    """The memory of the preview process, the live child of `viewer_pid`, in KiB: VmRSS and VmHWM of its
    status; the sum of Private_Dirty over its mappings in smaps, and over those of patch libraries (a
    `patch-N/patch.so` or `probe.so` of the build folder); how many patch libraries are mapped. Read after a
    short pause, so that the frame the reload line announced is done."""
    time.sleep(0.3)
    child = None
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = open(f"/proc/{entry}/stat").read()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2:].split()
        if fields[0] != "Z" and int(fields[1]) == viewer_pid:
            child = int(entry)
    if child is None:
        return None
    status = {}
    for line in open(f"/proc/{child}/status"):
        key, _, value = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            status[key] = int(value.split()[0])
    dirty = patch_dirty = 0
    patches = set()
    path = ""
    for line in open(f"/proc/{child}/smaps"):
        words = line.split()
        if re.match(r"^[0-9a-f]+-[0-9a-f]+ ", line):
            path = words[5] if len(words) > 5 else ""
        elif words[0] == "Private_Dirty:":
            kib = int(words[1])
            dirty += kib
            if "/patch-" in path:
                patch_dirty += kib
                patches.add(path)
    return dict(pid=child, rss=status.get("VmRSS", 0), hwm=status.get("VmHWM", 0), dirty=dirty,
                patch_dirty=patch_dirty, patches=len(patches))


def print_memory(samples):
    """The memory read after each save, and the growth over each process's saves."""
    print("memory of the preview process after each save (KiB): save tier pid VmRSS VmHWM Private_Dirty "
          "(of it in patch libraries, libraries mapped)")
    for index, sample in enumerate(samples):
        m = sample.get("memory")
        if m:
            print(f"  {index:3} {sample['tier']:7} {m['pid']:7} {m['rss']:7} {m['hwm']:7} {m['dirty']:7} "
                  f"({m['patch_dirty']}, {m['patches']})")
    runs = {}
    for sample in samples:
        if sample.get("memory"):
            runs.setdefault(sample["memory"]["pid"], []).append(sample["memory"])
    for pid, run in runs.items():
        if len(run) < 2:
            continue
        first, last = run[0], run[-1]
        growth = lambda key: (last[key] - first[key]) / first[key] * 100 if first[key] else 0
        per = (last["dirty"] - first["dirty"]) / (len(run) - 1)
        print(f"  process {pid}: {len(run)} saves; from the first to the last: VmRSS {first['rss']} -> {last['rss']} "
              f"({growth('rss'):+.1f} %), Private_Dirty {first['dirty']} -> {last['dirty']} ({growth('dirty'):+.1f} %), "
              f"{per:+.0f} KiB a save; patch libraries {last['patches']} holding {last['patch_dirty']} KiB dirty")


def edited(original, kind, index, number, body_text, body_append=None):
    """The text of save `index`: the first number in a modifier's arguments one more or one less than written
    (literal), an expression in a function body in one pair of parentheses or two (body), a declaration of its
    own added (full), or a comment added at the end (comment)."""
    if kind == "body" and body_append:
        return original.replace(body_text, body_text + (body_append if index % 2 == 0 else ""), 1)
    if kind == "body":
        wrapped = "(" * (1 + index % 2) + body_text + ")" * (1 + index % 2)
        return original.replace(body_text, wrapped, 1)
    if kind == "literal":
        value = int(number.group(2)) + (1 if index % 2 == 0 else 0)
        return original[:number.start(2)] + str(value) + original[number.end(2):]
    if kind == "full":
        return original + f"\nstruct BenchmarkSave{index} {{}}\n"
    return original + f"\n// save {index}\n"


if __name__ == "__main__":
    main()
