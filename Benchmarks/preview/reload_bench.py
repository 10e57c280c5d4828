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
                  r"start=([\d.]+) frame=([\d.]+) shown=([\d.]+).*?(?: tier=(\w+))?$")
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
                    reloads.append([float(x) for x in match.groups()[:-1]] + [match.group(9) or "build"])
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
            text = edited(original, args.edit, index, match, args.body_text)
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
                                link=link, start=start, frame=frame, tier=tier))
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
        for key, label in [("notice", "save noticed (inotify)"), ("scan", "reading the files"),
                           ("compile", "compile"), ("link", "link"), ("start", "process start to laid out"),
                           ("frame", "first frame on screen")]:
            print(f"    {label:28} {statistics.median(s[key] for s in chosen) * 1000:7.1f} ms")
    # Why a save that could have been patched was built instead (REFLOW_TRACE_RELOADS says).
    for reason in sorted({line for line in other if "reload by a full build" in line})[:5]:
        print("  " + reason)


def edited(original, kind, index, number, body_text):
    """The text of save `index`: the first number in a modifier's arguments one more or one less than written
    (literal), an expression in a function body in one pair of parentheses or two (body), a declaration of its
    own added (full), or a comment added at the end (comment)."""
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
