#!/usr/bin/env python3
"""Per-em metrics of font files, measured the way docs/text-rules.md §1 compares faces with San Francisco.

For each font: the average advance of running English text (letters weighted by their frequency in English,
spaces as 18 % of the characters), cap height, x-height, ascent, descent and line gap, all per em. A variable
font is measured at the weight given after a second '|' (and at a 17-point optical size when it has one).

    python3 -m venv .venv-fonts && .venv-fonts/bin/pip install fonttools fontpkg-inter-tight
    .venv-fonts/bin/python Scripts/font-metrics.py "DejaVu Sans|/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf" \\
        "Inter Tight|.venv-fonts/lib/python3.11/site-packages/fontpkg_inter_tight/files/InterTight[wght].ttf|400"
"""
import sys

from fontTools.ttLib import TTFont
from fontTools.varLib.instancer import instantiateVariableFont

# Letter frequencies of English running text, in percent: the usual cryptanalysis table.
LETTERS = dict(a=8.2, b=1.5, c=2.8, d=4.3, e=12.7, f=2.2, g=2.0, h=6.1, i=7.0, j=0.15, k=0.77, l=4.0, m=2.4,
               n=6.7, o=7.5, p=1.9, q=0.095, r=6.0, s=6.3, t=9.1, u=2.8, v=0.98, w=2.4, x=0.15, y=2.0, z=0.074)
# About one character in five or six of English prose is a space (the mean word is 4.7 letters long).
SPACE_SHARE = 0.18


def instance(path, weight):
    font = TTFont(path)
    if weight is None or "fvar" not in font:
        return font
    axes = {axis.axisTag: axis.defaultValue for axis in font["fvar"].axes}
    axes["wght"] = weight
    if "opsz" in axes:
        axes["opsz"] = 17
    return instantiateVariableFont(font, axes)


def metrics(font):
    em = font["head"].unitsPerEm
    glyphs = font.getBestCmap()
    advance = lambda ch: font["hmtx"][glyphs[ord(ch)]][0]
    letters = sum(advance(ch) * share for ch, share in LETTERS.items()) / sum(LETTERS.values())
    average = (1 - SPACE_SHARE) * letters + SPACE_SHARE * advance(" ")
    os2, hhea = font["OS/2"], font["hhea"]
    return dict(average=average / em, cap=getattr(os2, "sCapHeight", 0) / em, x=getattr(os2, "sxHeight", 0) / em,
                ascent=hhea.ascent / em, descent=-hhea.descent / em, gap=hhea.lineGap / em)


def main(arguments):
    if not arguments:
        print(__doc__, file=sys.stderr)
        return 2
    for argument in arguments:
        name, path, *rest = argument.split("|")
        m = metrics(instance(path, float(rest[0]) if rest else None))
        print(f"{name:24} average {m['average']:.4f}  cap {m['cap']:.3f}  x {m['x']:.3f}  "
              f"ascent {m['ascent']:.3f}  descent {m['descent']:.3f}  gap {m['gap']:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
