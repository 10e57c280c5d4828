"""The cases built in Yoga, through its Python binding `pyyoga` (pybind11 over Yoga's C API).

Only `compute()` is timed: one `YGNodeCalculateLayout` call, which lays out and rounds to the pixel grid
(point scale factor 1, Yoga's default). The tree uses the binding's native nodes directly, and keeps a Python
reference to every one of them: dropping the last reference frees the Yoga node (YGNodeFree, which detaches it
from its parent and children), even inside a tree, so the tree is freed by dropping `nodes`, never by hand.
"""

import math

from pyyoga._pyyoga import Align, Config, Direction, FlexDirection, Gutter, Node, Wrap

from cases import text_size

UNDEFINED = math.nan
# YGMeasureMode, as the binding passes it to measure functions.
_UNDEFINED_MODE, _EXACTLY, _AT_MOST = 0, 1, 2


def _template(style, config):
    """A node holding the style, for copy_style. Yoga's own defaults differ from CSS, so every field is set."""
    node = Node.new_with_config(config)
    node.set_flex_direction(FlexDirection.Row if style.row else FlexDirection.Column)
    node.set_flex_wrap(Wrap.Wrap if style.wrap else Wrap.NoWrap)
    node.set_gap(Gutter.All, style.gap)
    node.set_align_items(Align.Stretch if style.stretch else Align.FlexStart)
    node.set_align_content(Align.Stretch if style.stretch else Align.FlexStart)
    node.set_flex_grow(style.grow)
    node.set_flex_shrink(style.shrink)
    if style.width is not None:
        node.set_width(style.width)
    if style.height is not None:
        node.set_height(style.height)
    if style.min_zero:
        node.set_min_width(0.0)
        node.set_min_height(0.0)
    return node


class YogaTree:
    engine = "Yoga"

    def __init__(self, root, rounding=True):
        # Point scale factor 1 (Yoga's default) rounds to whole pixels; 0 turns rounding off for the checks.
        self.config = Config.new()
        self.config.set_point_scale_factor(1.0 if rounding else 0.0)
        self.measure_calls = 0
        self.nodes = []                     # every node, parents before children; also what keeps them alive
        self.leaves = []                    # (node, its fixed width or None)
        self._measures = []
        templates = {}

        def build(box):
            template = templates.get(box.style)
            if template is None:
                template = templates[box.style] = _template(box.style, self.config)
            node = Node.new_with_config(self.config)
            node.copy_style(template)
            self.nodes.append(node)
            for index, child in enumerate(box.children):
                node.insert_child(build(child), index)
            if not box.children:
                self.leaves.append((node, box.style.width))
            if box.chars is not None:
                measure = self._measure_function(box.chars)
                self._measures.append(measure)
                node.set_measure_func(measure)
            return node

        self.root = build(root)
        self._templates = templates
        self.width = root.style.width
        self.height = root.style.height if root.style.height is not None else UNDEFINED

    def resize(self, width):
        """The root's new width, as its style (which marks it dirty) and as the owner's width."""
        self.width = width
        self.root.set_width(width)

    def dirty_leaves(self):
        """Yoga lets only measured nodes be marked dirty; the others are dirtied by a style change and back."""
        for node, width in self.leaves:
            if node.has_measure_func():
                node.mark_dirty()
            elif width is not None:
                node.set_width(width + 1)
                node.set_width(width)
            else:
                grow = node.get_flex_grow()
                node.set_flex_grow(grow + 1)
                node.set_flex_grow(grow)

    def compute(self):
        self.root.calculate_layout(self.width, self.height, Direction.LTR)

    def _measure_function(self, chars):
        def measure(width, width_mode, height, height_mode):
            self.measure_calls += 1
            size_width, size_height = text_size(chars, None if width_mode == _UNDEFINED_MODE else width)
            if width_mode == _EXACTLY:
                size_width = width
            if height_mode == _EXACTLY:
                size_height = height
            return size_width, size_height
        return measure

    def frames(self):
        """(x, y, width, height) of every node, parents before children; x and y relative to the parent."""
        return [(node.get_layout_left(), node.get_layout_top(), node.get_layout_width(), node.get_layout_height())
                for node in self.nodes]

    def close(self):
        self.root = None
        self.nodes, self.leaves, self._measures, self._templates = [], [], [], {}
