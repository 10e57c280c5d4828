"""The cases built in Taffy, through its Python binding `stretchable` (Taffy 0.7).

Only `compute()` is timed: one call of the binding's compute-layout function, which runs Taffy's layout and
rounding natively. stretchable's `Node.compute_layout` would also copy every node's result into Python
afterwards; that walk is the binding's, not Taffy's, so the tree talks to `taffylib` directly.
"""

import math
from dataclasses import replace

from stretchable import taffylib
from stretchable.context import taffy
from stretchable.style import AUTO, AlignContent, AlignItems, FlexDirection, FlexWrap
from stretchable.style import Style as TaffyStyle
from stretchable.style.geometry.length import Scale

from cases import text_size

_POINTS, _MIN_CONTENT, _MAX_CONTENT = Scale.POINTS.value, Scale.MIN_CONTENT.value, Scale.MAX_CONTENT.value


def _length(value):
    return AUTO if value is None else value


def _taffy_style(style):
    """The stretchable style for an engine-neutral one, as the dictionary the native side reads."""
    align = AlignItems.STRETCH if style.stretch else AlignItems.FLEX_START
    return TaffyStyle(
        flex_direction=FlexDirection.ROW if style.row else FlexDirection.COLUMN,
        flex_wrap=FlexWrap.WRAP if style.wrap else FlexWrap.NO_WRAP,
        gap=style.gap,
        align_items=align,
        align_content=AlignContent.STRETCH if style.stretch else AlignContent.FLEX_START,
        flex_grow=style.grow,
        flex_shrink=style.shrink,
        size=(_length(style.width), _length(style.height)),
        min_size=(0, 0) if style.min_zero else (AUTO, AUTO),
    ).to_dict()


class TaffyTree:
    engine = "Taffy"

    def __init__(self, root, rounding=True):
        self.ptr = taffy._ptr
        taffylib.node_drop_all(self.ptr)
        # Rounding to whole pixels is Taffy's default; the checks turn it off to compare exact values.
        (taffylib.enable_rounding if rounding else taffylib.disable_rounding)(self.ptr)
        self.measure_calls = 0
        self.chars = {}                          # node id → characters, for text leaves
        self.ids = []                            # node ids, parents before children
        self.leaves = []
        self.root_style = root.style
        dictionaries = {}

        def build(box):
            dictionary = dictionaries.get(box.style)
            if dictionary is None:
                dictionary = dictionaries[box.style] = _taffy_style(box.style)
            node = taffylib.node_create(self.ptr, dictionary)
            self.ids.append(node)
            if box.children:
                for child in box.children:
                    taffylib.node_add_child(self.ptr, node, build(child))
            else:
                self.leaves.append(node)
            if box.chars is not None:
                self.chars[node] = box.chars
                taffylib.node_set_measure(self.ptr, node, True)
            return node

        self.root = build(root)
        self.width = root.style.width
        self._available()

    def _available(self):
        height = self.root_style.height
        self.available = {
            "width": {"dim": _POINTS, "value": self.width},
            "height": {"dim": _POINTS, "value": height} if height is not None
            else {"dim": _MAX_CONTENT, "value": math.nan},
        }

    def resize(self, width):
        """The root's new width, as its style (which marks it dirty) and as the space available to it."""
        self.width = width
        taffylib.node_set_style(self.ptr, self.root, _taffy_style(replace(self.root_style, width=width)))
        self._available()

    def dirty_leaves(self):
        for leaf in self.leaves:
            taffylib.node_mark_dirty(self.ptr, leaf)

    def compute(self):
        if self.chars:
            taffylib.node_compute_layout_with_measure(self.ptr, self.root, self.available, self._measure)
        else:
            taffylib.node_compute_layout(self.ptr, self.root, self.available)

    def _measure(self, known_width, known_height, available_width, available_height, node):
        """Taffy's measure callback for a text leaf: known sizes win, then the available width."""
        self.measure_calls += 1
        if not math.isnan(known_width):
            available = known_width
        elif available_width["dim"] == _POINTS:
            available = available_width["value"]
        elif available_width["dim"] == _MIN_CONTENT:
            available = 0.0
        else:
            available = None
        width, height = text_size(self.chars[node], available)
        if not math.isnan(known_width):
            width = known_width
        if not math.isnan(known_height):
            height = known_height
        return width, height

    def frames(self):
        """(x, y, width, height) of every node, parents before children; x and y relative to the parent."""
        layout = taffylib.PyLayout()
        result = []
        for node in self.ids:
            taffylib.node_get_layout(self.ptr, node, layout)
            result.append((layout.x, layout.y, layout.width, layout.height))
        return result

    def close(self):
        taffylib.node_drop_all(self.ptr)
