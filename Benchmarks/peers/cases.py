"""The benchmark cases, described once and built by every engine.

Each case matches one of Reflow's (`reflow-bench --case NAME`): the same leaves from the same deterministic
sequence, the same gaps, the same width changing by one whole point every pass (a live resize).
"""

import math
from dataclasses import dataclass, replace

MASK = (1 << 64) - 1

# The flow: a wrapping row, gap 8 both ways.
FLOW_GAP = 8.0
# The nested and fill trees: gap 2, fixed 10×10 leaves in the nested one.
TREE_GAP = 2.0
TREE_LEAF = 10.0
# The proposal: about 800 wide, one point more every pass, 780…820 round and round; 600 high where it is fixed.
START_WIDTH = 800
MIN_WIDTH, MAX_WIDTH = 780, 820
FILL_HEIGHT = 600.0
# Text leaves: 0.6 em advances and a 1.17 em line at 17 pt, the display-free measurer's metrics.
FONT_SIZE = 17.0
CHAR_ADVANCE = 0.6 * FONT_SIZE
LINE_HEIGHT = 1.17 * FONT_SIZE


class SplitMix:
    """SplitMix64, as in Reflow's benchmark, so both sides lay out the same leaves."""

    def __init__(self, seed):
        self.state = seed & MASK

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def next_in(self, low, high):
        """A whole number in low...high (both included), as Reflow's `next(in:)`."""
        return low + self.next() % (high - low + 1)


def flow_leaves(count):
    """(width, height) of each leaf: widths 30–120, heights 20–40, drawn in that order per leaf."""
    random = SplitMix(42)
    leaves = []
    for _ in range(count):
        width = random.next_in(30, 120)
        height = random.next_in(20, 40)
        leaves.append((float(width), float(height)))
    return leaves


def text_lengths(count):
    """Characters in each text leaf, 3–40, in depth-first order of the leaves: as Reflow's `TreeScene.text(for:)`,
    the first number of a SplitMix seeded with the leaf's index + 7. (Reflow's texts are words and spaces and
    break at spaces; the peers' measure functions break anywhere, see `text_size`.)"""
    return [SplitMix(index + 7).next_in(3, 40) for index in range(count)]


def text_size(chars, available):
    """A wrapping text's size: greedy lines at a fixed advance. `available` None means unlimited.

    Lines hold at least one character, so a min-content or zero proposal gives one character per line.
    """
    natural = chars * CHAR_ADVANCE
    if available is None or available >= natural:
        return natural, LINE_HEIGHT
    width = max(available, CHAR_ADVANCE)
    # The tolerance keeps a width that holds the text exactly from counting a spurious extra line.
    lines = math.ceil(natural / width - 1e-9)
    return width, lines * LINE_HEIGHT


def tree_nodes(depth):
    """Nodes in a balanced 4-ary tree with leaves `depth` levels below the root: 1 + 4 + … + 4^depth."""
    return (4 ** (depth + 1) - 1) // 3


def is_row(level):
    """Rows at even depths (the root is depth 0), columns at odd ones."""
    return level % 2 == 0


@dataclass(frozen=True)
class Style:
    """An engine-neutral flexbox style; each engine module translates it. Sizes of None are auto."""

    row: bool = True           # main axis of a container; ignored for leaves
    wrap: bool = False
    gap: float = 0.0           # both ways
    stretch: bool = False      # align-items: stretch, else flex-start (align-content flex-start too)
    grow: float = 0.0
    shrink: float = 0.0        # 0 unless said: Yoga's default, not Taffy's (1)
    width: float | None = None
    height: float | None = None
    min_zero: bool = False     # min-width and min-height 0 instead of auto


class Box:
    """One node of a case's tree: its style, its children, and for text leaves the characters measured."""

    __slots__ = ("style", "children", "chars")

    def __init__(self, style, children=(), chars=None):
        self.style = style
        self.children = list(children)
        self.chars = chars


@dataclass(frozen=True)
class Case:
    name: str
    kind: str        # "flow", "nested", "fill" or "text"
    size: int        # leaves for a flow, depth below the root for a tree
    cold: bool = False

    @property
    def nodes(self):
        return self.size + 1 if self.kind == "flow" else tree_nodes(self.size)

    @property
    def leaves(self):
        return self.size if self.kind == "flow" else 4 ** self.size


def describe(case, depth=None, count=None):
    """The case's tree of Boxes, the root proposed START_WIDTH wide. `depth`/`count` override the size (checks)."""
    if case.kind == "flow":
        leaf_style = {}
        leaves = []
        for width, height in flow_leaves(count if count is not None else case.size):
            style = leaf_style.setdefault((width, height), Style(width=width, height=height))
            leaves.append(Box(style))
        return Box(Style(row=True, wrap=True, gap=FLOW_GAP, width=float(START_WIDTH)), leaves)

    depth = case.size if depth is None else depth
    flexible = case.kind in ("fill", "text")
    # Fill and text: everything grows (and may shrink) so the root's size reaches every level; align stretch.
    # Nested: content-sized, neither growing nor shrinking, so no node depends on the root's width.
    containers = [Style(row=is_row(level), gap=TREE_GAP, stretch=flexible,
                        grow=1.0 if flexible else 0.0, shrink=1.0 if flexible else 0.0)
                  for level in range(depth)]
    if flexible:
        leaf = Style(grow=1.0, shrink=1.0, min_zero=True)
    else:
        leaf = Style(width=TREE_LEAF, height=TREE_LEAF)
    chars = iter(text_lengths(4 ** depth)) if case.kind == "text" else None

    def build(level):
        if level == depth:
            return Box(leaf, chars=next(chars) if chars else None)
        return Box(containers[level], [build(level + 1) for _ in range(4)])

    root = build(0)
    root_style = containers[0] if depth > 0 else leaf
    root.style = replace(root_style, width=float(START_WIDTH), height=FILL_HEIGHT if flexible else None)
    return root


def widths():
    """The root's width, pass after pass: 801, 802, …, 820, 780, 781, … (a live resize)."""
    width = START_WIDTH
    while True:
        width = MIN_WIDTH if width >= MAX_WIDTH else width + 1
        yield float(width)


def _flow_name(count):
    return f"flow-{count // 1000}k" if count >= 1000 else f"flow-{count}"


CASES = (
    [Case(_flow_name(n), "flow", n) for n in (100, 1_000, 10_000, 100_000)]
    + [Case("flow-10k-cold", "flow", 10_000, cold=True)]
    + [Case(f"nested-{tree_nodes(d)}", "nested", d) for d in (5, 6, 7, 8)]
    + [Case("nested-5461-cold", "nested", 6, cold=True)]
    + [Case(f"fill-{tree_nodes(d)}", "fill", d) for d in (5, 6, 7, 8)]
    + [Case(f"text-{tree_nodes(d)}", "text", d) for d in (5, 6)]
)
