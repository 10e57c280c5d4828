"""Reflow against Taffy and Yoga on the same trees, one case at a time (Reflow, then Taffy, then Yoga), and
the ratio Reflow/peer per case against issue 5's targets: at most 0.5× Taffy's time, less than Yoga's.

    python Benchmarks/peers/compare.py                 # every case (Scripts/peer-bench.sh sets everything up)
    python Benchmarks/peers/compare.py --case flow     # the flow cases ("nested-5461": it and its cold variant)
    python Benchmarks/peers/compare.py --check         # lay out small instances and check them by hand

Each engine's figure is the median time of one layout pass after a resize (the root's width moves one point,
780…820), over about a second of passes and at least 7. For the peers only the compute-layout call is timed;
Reflow's own benchmark (`reflow-bench --json`, release build) times its pass, `ViewHost.resize`.
"""

import argparse
import gc
import statistics
import sys
import time
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

sys.dont_write_bytecode = True      # no __pycache__ beside the sources of a script run from the repository

from cases import CASES, describe, widths
from check import CheckFailed, run_checks
from reflow_bench import run_reflow
from taffy_cases import TaffyTree
from yoga_cases import YogaTree

PEERS = (TaffyTree, YogaTree)
MIN_PASSES, MAX_PASSES = 7, 2000
# Issue 5's targets, as Reflow's time over the peer's.
TAFFY_TARGET, YOGA_TARGET = 0.5, 1.0
REPO = Path(__file__).resolve().parents[2]


@dataclass
class Timing:
    ms: float
    passes: int
    calls_per_leaf: float | None = None


def time_peer(Tree, case, budget):
    """Median ms of the peer's compute call over resize passes (for cold cases, every leaf dirtied first)."""
    tree = Tree(describe(case))
    tree.compute()                          # the first layout, before any resize: not timed
    next_width = widths()
    samples, calls, spent = [], 0, 0
    gc.collect()
    gc.disable()                            # no collector pauses inside a timed call
    try:
        while len(samples) < MIN_PASSES or (spent < budget * 1e9 and len(samples) < MAX_PASSES):
            tree.resize(next(next_width))
            if case.cold:
                tree.dirty_leaves()
            before = tree.measure_calls
            start = time.perf_counter_ns()
            tree.compute()
            elapsed = time.perf_counter_ns() - start
            calls += tree.measure_calls - before
            samples.append(elapsed)
            spent += elapsed
    finally:
        gc.enable()
        tree.close()
    per_leaf = calls / len(samples) / case.leaves if case.kind == "text" else None
    return Timing(statistics.median(samples) / 1e6, len(samples), per_leaf)


def reflow_timing(binary, name, xft=False):
    result, problem = run_reflow(binary, name, xft)
    if result is None:
        return None, problem
    return Timing(result["ms_per_pass"], result.get("passes", 0), result.get("measure_calls_per_leaf")), None


def selects(name, case_name):
    """"flow" selects every flow case, "flow-100" only flow-100, "nested-5461" also nested-5461-cold (and its
    update row)."""
    return case_name == name or case_name.startswith(name + "-")


def progress(text):
    print(text, file=sys.stderr, flush=True)


def described(timing):
    if timing is None:
        return "n/a"
    calls = f", {timing.calls_per_leaf:.1f} measures/leaf" if timing.calls_per_leaf is not None else ""
    return f"{timing.ms:.3f} ms ({timing.passes} passes{calls})"


def ratio_cell(reflow, peer, target, inclusive):
    """The ratio Reflow/peer marked against its target, and whether it is met (None without Reflow's figure)."""
    if reflow is None:
        return "—", None
    ratio = reflow.ms / peer.ms
    met = ratio <= target if inclusive else ratio < target
    return f"{ratio:.3f} {'✓' if met else '✗'}", met


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="check the peers' trees on small instances, then exit")
    parser.add_argument("--case", action="append", metavar="NAME",
                        help="only this case, or those whose name begins with NAME- (repeatable)")
    parser.add_argument("--budget", type=float, default=1.0, metavar="SECONDS",
                        help="timed seconds per case per peer (default 1; at least 7 passes whatever it is)")
    parser.add_argument("--reflow", type=Path, default=REPO / ".build/release/reflow-bench",
                        help="Reflow's benchmark binary (default: the release build)")
    parser.add_argument("--no-xft", action="store_true",
                        help="skip Reflow's text cases with the Xft measurer (they need an X display)")
    options = parser.parse_args()

    if options.check:
        try:
            run_checks(PEERS)
        except CheckFailed as failure:
            print(f"peer check failed: {failure}", file=sys.stderr)
            return 1
        print("Peer trees check out: Taffy and Yoga lay out the flow, nested, fill and text cases as worked out by "
              "hand (small instances, before and after a resize).")
        return 0

    cases = [case for case in CASES if not options.case or any(selects(name, case.name) for name in options.case)]
    if not cases:
        print(f"no case matches {options.case}; the cases: {', '.join(case.name for case in CASES)}", file=sys.stderr)
        return 1
    xft = not options.no_xft

    rows, problems = [], {}
    for case in cases:
        reflow, problem = reflow_timing(options.reflow, case.name)
        if problem:
            problems.setdefault(problem, []).append(case.name)
        progress(f"{case.name}: Reflow {described(reflow)}")
        reflow_xft = None
        if case.kind == "text" and xft:
            reflow_xft, problem = reflow_timing(options.reflow, case.name, xft=True)
            if problem:
                problems.setdefault(problem, []).append(f"{case.name}-xft")
            progress(f"{case.name}-xft: Reflow {described(reflow_xft)}")
        peers = {}
        for Tree in PEERS:
            peers[Tree.engine] = time_peer(Tree, case, options.budget)
            progress(f"{case.name}: {Tree.engine} {described(peers[Tree.engine])}")
        rows.append((case.name, case.nodes, reflow, peers))
        if case.kind == "text" and xft:
            rows.append((f"{case.name}-xft", case.nodes, reflow_xft, peers))
        if case.cold:
            # Reflow's whole update with new leaves: no peer equivalent, shown beside the cold row.
            name = case.name.removesuffix("-cold") + "-update"
            update, problem = reflow_timing(options.reflow, name)
            if problem:
                problems.setdefault(problem, []).append(name)
            progress(f"{name}: Reflow {described(update)}")
            rows.append((name, case.nodes, update, None))

    print_table(rows, problems)
    return 0


def print_table(rows, problems):
    sys.stderr.flush()
    print()
    print("Reflow vs Taffy and Yoga: median ms per layout pass after a resize (width 780…820, a point a pass)")
    print(f"Taffy: stretchable {metadata.version('stretchable')} (Taffy 0.7); Yoga: pyyoga {metadata.version('pyyoga')}"
          " (Yoga 3); both round to whole pixels; only their compute call is timed.")
    print()
    header = ("case", "peer nodes", "Reflow ms", "Taffy ms", "Yoga ms", "Reflow/Taffy", "Reflow/Yoga")
    widths_ = (18, 11, 11, 11, 11, 14, 13)
    print("".join(h.ljust(w) if i == 0 else h.rjust(w) for i, (h, w) in enumerate(zip(header, widths_))))
    met = total = 0
    for name, nodes, reflow, peers in rows:
        if peers is None:
            cells = [name, str(nodes), f"{reflow.ms:.3f}" if reflow else "n/a", "—", "—", "—", "—"]
            print("".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(cells, widths_))))
            continue
        taffy, yoga = peers["Taffy"], peers["Yoga"]
        cells = [name, str(nodes), f"{reflow.ms:.3f}" if reflow else "n/a", f"{taffy.ms:.3f}", f"{yoga.ms:.3f}"]
        for peer, target, inclusive in ((taffy, TAFFY_TARGET, True), (yoga, YOGA_TARGET, False)):
            cell, hit = ratio_cell(reflow, peer, target, inclusive)
            if hit is not None:
                total += 1
                met += hit
            cells.append(cell)
        print("".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(cells, widths_))))
    print()
    print(f"Targets (issue 5): Reflow/Taffy ≤ 0.5 and Reflow/Yoga < 1; ✓ met, ✗ missed: {met} of {total} met.")

    text_rows = [row for row in rows if row[0].startswith("text") and row[3] is not None]
    if text_rows:
        print()
        print("Text: measure calls per leaf per pass (Reflow: its measurer's width calls; peers: their measure callbacks)")
        for name, _, reflow, peers in text_rows:
            reflow_calls = f"{reflow.calls_per_leaf:.2f}" if reflow and reflow.calls_per_leaf is not None else "n/a"
            print(f"  {name:<16} Reflow {reflow_calls:>6}   Taffy {peers['Taffy'].calls_per_leaf:6.2f}"
                  f"   Yoga {peers['Yoga'].calls_per_leaf:6.2f}")
        print("The peers' measure functions are Python callbacks, slower than native ones would be; their text")
        print("times include that cost. -xft rows: Reflow measuring with Xft on the X display; the peers' figures")
        print("are the same as the row above.")
    if any(name.endswith("-cold") for name, *_ in rows):
        print("Cold rows: every node's cached answers are dropped before the pass (the peers mark every leaf dirty,")
        print("which dirties every ancestor; Reflow forgets every size and updates every container's cache).")
        print("Update rows (Reflow only): a whole update in which every leaf changed size: the views are resolved")
        print("again, nodes matched by identity, caches updated and the tree laid out. The peers' trees are not")
        print("rebuilt from view values, so they have no equivalent.")
    for problem, names in problems.items():
        print(f"Reflow n/a for {', '.join(names)}: {problem}")


if __name__ == "__main__":
    sys.exit(main())
