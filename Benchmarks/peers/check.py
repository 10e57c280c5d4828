"""`compare.py --check`: small instances of every case, laid out by each peer and compared with layouts worked
out by hand from the case's definition, so the timed trees are known to be the trees the cases describe."""

from cases import (CASES, CHAR_ADVANCE, FILL_HEIGHT, FLOW_GAP, LINE_HEIGHT, START_WIDTH, TREE_GAP, TREE_LEAF,
                   SplitMix, describe, flow_leaves, is_row, text_lengths, text_size)


class CheckFailed(AssertionError):
    pass


def expect(condition, message):
    if not condition:
        raise CheckFailed(message)


def case_named(name):
    return next(case for case in CASES if case.name == name)


def check_sequences():
    expect(SplitMix(0).next() == 0xE220A8397B1DCDAF, "SplitMix64 seeded 0 must start 0xE220A8397B1DCDAF")
    # The first leaves of Reflow's benchmark (its SplitMix seeded 42, printed by the Swift code).
    expect(flow_leaves(4) == [(91, 39), (79, 29), (50, 38), (53, 40)], f"flow leaves start {flow_leaves(4)}")
    # The first texts' lengths in Reflow's TreeScene.text(for:).
    expect(text_lengths(8) == [8, 13, 11, 39, 40, 14, 22, 23], f"text lengths start {text_lengths(8)}")
    expect(all(3 <= n <= 40 for n in text_lengths(1000)), "text lengths must be 3–40")


def check_text_size():
    # 10 characters at 10.2 = 102 wide: one line when there is room, 2 lines in 60, 1 character a line at 0.
    expect(text_size(10, None) == (102.0, LINE_HEIGHT), "unlimited width: one line")
    expect(text_size(10, 102.0) == (102.0, LINE_HEIGHT), "exactly enough width: one line")
    expect(text_size(10, 60.0) == (60.0, 2 * LINE_HEIGHT), "102 in 60: two lines")
    expect(text_size(40, 100.0) == (100.0, 5 * LINE_HEIGHT), "408 in 100: five lines")
    expect(text_size(10, 0.0) == (10.2, 10 * LINE_HEIGHT), "no width: a character a line")


def compare(engine, name, frames, expected, tolerance):
    expect(len(frames) == len(expected), f"{engine} {name}: {len(frames)} frames, expected {len(expected)}")
    for index, (got, want) in enumerate(zip(frames, expected)):
        if any(abs(g - w) > tolerance for g, w in zip(got, want)):
            raise CheckFailed(f"{engine} {name}: node {index} at {got}, expected {want}")


def expected_flow(leaves, width):
    """Greedy lines: a leaf starts a new line when it would end past the width; lines 8 apart."""
    frames, x, y, line_height = [], 0.0, 0.0, 0.0
    for leaf_width, leaf_height in leaves:
        if x > 0 and x + leaf_width > width:
            x, y, line_height = 0.0, y + line_height + FLOW_GAP, 0.0
        frames.append((x, y, leaf_width, leaf_height))
        x += leaf_width + FLOW_GAP
        line_height = max(line_height, leaf_height)
    return [(0.0, 0.0, width, y + line_height)] + frames


def content_size(level, depth):
    """The nested tree's size from `level` down: rows add widths and gaps, columns add heights and gaps."""
    if level == depth:
        return TREE_LEAF, TREE_LEAF
    width, height = content_size(level + 1, depth)
    if is_row(level):
        return 4 * width + 3 * TREE_GAP, height
    return width, 4 * height + 3 * TREE_GAP


def expected_nested(depth, width):
    frames = []

    def place(level, x, y):
        size = content_size(level, depth)
        frames.append((x, y) + size)
        if level == depth:
            return
        child_width, child_height = content_size(level + 1, depth)
        for index in range(4):
            if is_row(level):
                place(level + 1, index * (child_width + TREE_GAP), 0.0)
            else:
                place(level + 1, 0.0, index * (child_height + TREE_GAP))

    place(0, 0.0, 0.0)
    root_height = frames[0][3]
    frames[0] = (0.0, 0.0, width, root_height)      # the root takes the width it is given
    return frames


def expected_fill(depth, width, height):
    """Every level shares its main axis equally among 4 children (less 3 gaps) and stretches across."""
    frames = []

    def place(level, x, y, w, h):
        frames.append((x, y, w, h))
        if level == depth:
            return
        for index in range(4):
            if is_row(level):
                share = (w - 3 * TREE_GAP) / 4
                place(level + 1, index * (share + TREE_GAP), 0.0, share, h)
            else:
                share = (h - 3 * TREE_GAP) / 4
                place(level + 1, 0.0, index * (share + TREE_GAP), w, share)

    place(0, 0.0, 0.0, width, height)
    return frames


def expected_text(chars, width, height):
    """Depth 2: a row of 4 columns of 4 text leaves, by the flexbox rules the case relies on. A column's
    flex basis is its widest text on one line; the row grows the columns by equal shares or, short of room,
    shrinks them in proportion to their bases (flex-shrink 1). Leaves stretch to their column's width and are
    their text's height at that width plus an equal share of the column's leftover height (flex-grow 1)."""
    columns = [chars[4 * column: 4 * column + 4] for column in range(4)]
    bases = [max(columns[column]) * CHAR_ADVANCE for column in range(4)]
    free = width - 3 * TREE_GAP - sum(bases)
    widths = [basis + free / 4 if free >= 0 else basis * (1 + free / sum(bases)) for basis in bases]
    frames = [(0.0, 0.0, width, height)]
    x = 0.0
    for column in range(4):
        column_width = widths[column]
        frames.append((x, 0.0, column_width, height))
        x += column_width + TREE_GAP
        heights = [text_size(n, column_width)[1] for n in columns[column]]
        extra = (height - 3 * TREE_GAP - sum(heights)) / 4
        expect(extra >= 0, "the text check's column must have room to grow its leaves")
        y = 0.0
        for leaf_height in heights:
            frames.append((0.0, y, column_width, leaf_height + extra))
            y += leaf_height + extra + TREE_GAP
    return frames


def laid_out(Tree, root, width, rounding):
    tree = Tree(root, rounding=rounding)
    tree.compute()
    tree.resize(width)        # the resize path the benchmark times, from a tree laid out at another width
    tree.compute()
    frames, calls = tree.frames(), tree.measure_calls
    tree.close()
    return frames, calls


def check_case(Tree, name, root, expected, width):
    """Exact values (to float precision) without rounding; with it, whole pixels within 2 of them: each edge
    moves by up to a pixel, as Yoga floors a measured node's position and ceils its far edge (so text is
    never clipped)."""
    engine = Tree.engine
    frames, calls = laid_out(Tree, root(), width, rounding=False)
    compare(engine, f"{name} at {width:g}", frames, expected, 0.01)
    rounded, _ = laid_out(Tree, root(), width, rounding=True)
    expect(all(float(v).is_integer() for frame in rounded for v in frame), f"{engine} {name}: not rounded")
    compare(engine, f"{name} at {width:g}, rounded", rounded, expected, 2.0)
    return frames, calls


def check_engine(Tree):
    engine = Tree.engine
    for width in (float(START_WIDTH), 781.0):
        # Flow: 40 leaves, several lines.
        frames, _ = check_case(Tree, "flow of 40", lambda: describe(case_named("flow-100"), count=40),
                               expected_flow(flow_leaves(40), width), width)
        first_line = [f for f in frames[1:] if f[1] == 0]
        end = first_line[-1][0] + first_line[-1][2]
        expect(end <= width, f"{engine}: the flow's first line ends at {end}, past {width}")
        expect(end + FLOW_GAP + frames[1 + len(first_line)][2] > width, f"{engine}: the flow broke a line early")

        # Nested, depth 3 (85 nodes): the root's content is 4·46 + 3·2 = 190 wide, 4·10 + 3·2 = 46 high.
        frames, _ = check_case(Tree, "nested depth 3", lambda: describe(case_named("nested-1365"), depth=3),
                               expected_nested(3, width), width)
        right_edge = max(f[0] + f[2] for f, level in zip(frames[1:], walk_levels(3)) if level == 1)
        expect((right_edge, frames[0][3]) == (190.0, 46.0), f"{engine}: nested content {right_edge}×{frames[0][3]}")

        # Fill, depth 3: shares of the width and of 600 at every level.
        check_case(Tree, "fill depth 3", lambda: describe(case_named("fill-1365"), depth=3),
                   expected_fill(3, width, FILL_HEIGHT), width)

        # Text, depth 2: 16 measured leaves.
        _, calls = check_case(Tree, "text depth 2", lambda: describe(case_named("text-1365"), depth=2),
                              expected_text(text_lengths(16), width, FILL_HEIGHT), width)
        expect(calls > 0, f"{engine}: the text leaves were never measured")


def walk_levels(depth):
    """The depth of every node below the root, in frames() order."""
    levels = []

    def visit(level):
        if level > 0:
            levels.append(level)
        if level < depth:
            for _ in range(4):
                visit(level + 1)

    visit(0)
    return levels


def run_checks(engines):
    check_sequences()
    check_text_size()
    for Tree in engines:
        check_engine(Tree)
