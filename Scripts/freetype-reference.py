#!/usr/bin/env python3
"""FreeType reference renderings of DejaVu Sans glyphs, for AuroraRender's correctness test.

Renders a fixed list of glyphs of DejaVu Sans (Debian's fonts-dejavu-core) unhinted
(FT_LOAD_NO_HINTING) with FreeType's anti-aliased "light" rendering (FT_LOAD_TARGET_LIGHT,
FT_RENDER_MODE_LIGHT: 8-bit coverage, no gamma) at 12, 17 and 51 pixels per em, with the pen
at the subpixel origin (ORIGIN_X, ORIGIN_Y) = (0.25, 0) px, and packs the coverage bitmaps
into one greyscale PNG atlas with a JSON index:

    Tests/AuroraRenderTests/Fixtures/freetype/atlas.png    8-bit grey, white = full coverage
    Tests/AuroraRenderTests/Fixtures/freetype/index.json   one entry per glyph (see below)

Each index entry: character, codepoint, glyph id, pixels per em, and where its bitmap sits:
`left`/`top` are FreeType's bitmap_left/bitmap_top, so bitmap column i, row j covers the
device pixel whose left edge is at x = left + i and whose top edge is at y = top - j
(y up), with the pen at (ORIGIN_X, ORIGIN_Y) relative to the integer pixel grid origin;
`x`/`y`/`width`/`height` locate the bitmap in the atlas.

Regenerate (freetype-py from PyPI bundles its own FreeType; numpy and pillow write the PNG):

    python3 -m venv /tmp/ftvenv && /tmp/ftvenv/bin/pip install freetype-py numpy pillow
    /tmp/ftvenv/bin/python Scripts/freetype-reference.py [--font /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf]

The test (Tests/AuroraRenderTests/Text/FreeTypeAgreementTests.swift) renders the same glyphs
at the same origin and requires a mean absolute error of at most 2/255 per glyph.
"""
import argparse
import json
import os
import sys

import freetype
import numpy as np
from PIL import Image

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
# Letters (straight, round, diagonal), digits, punctuation and curves.
GLYPHS = "abegosxAGMOQRSW0123589&@%?!,;()ßé"
SIZES = (12, 17, 51)
ORIGIN_X, ORIGIN_Y = 0.25, 0.0
ATLAS_WIDTH = 512
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "AuroraRenderTests",
                   "Fixtures", "freetype")


def render(face, char, size):
    face.set_pixel_sizes(0, size)
    delta = freetype.Vector(int(round(ORIGIN_X * 64)), int(round(ORIGIN_Y * 64)))
    face.set_transform(freetype.Matrix(0x10000, 0, 0, 0x10000), delta)
    flags = freetype.FT_LOAD_NO_HINTING | freetype.FT_LOAD_TARGET_LIGHT | freetype.FT_LOAD_NO_BITMAP
    face.load_char(char, flags)
    face.glyph.render(freetype.FT_RENDER_MODE_LIGHT)
    bitmap = face.glyph.bitmap
    rows, width, pitch = bitmap.rows, bitmap.width, bitmap.pitch
    data = np.array(bitmap.buffer, dtype=np.uint8).reshape(rows, pitch)[:, :width] if rows else \
        np.zeros((0, 0), dtype=np.uint8)
    return data, face.glyph.bitmap_left, face.glyph.bitmap_top


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--font", default=FONT)
    parser.add_argument("--out", default=OUT)
    args = parser.parse_args()
    face = freetype.Face(args.font)
    entries, bitmaps = [], []
    for size in SIZES:
        for char in GLYPHS:
            data, left, top = render(face, char, size)
            entries.append(dict(character=char, codepoint=ord(char), glyph=face.get_char_index(char),
                                pixelsPerEm=size, left=left, top=top,
                                width=int(data.shape[1]), height=int(data.shape[0])))
            bitmaps.append(data)
    # Shelf packing: left to right, a new shelf when a row is full; 1 px gaps.
    x = y = shelf = 0
    for entry, data in zip(entries, bitmaps):
        if x + entry["width"] > ATLAS_WIDTH:
            x, y, shelf = 0, y + shelf + 1, 0
        entry["x"], entry["y"] = x, y
        x += entry["width"] + 1
        shelf = max(shelf, entry["height"])
    atlas = np.zeros((y + shelf, ATLAS_WIDTH), dtype=np.uint8)
    for entry, data in zip(entries, bitmaps):
        atlas[entry["y"]:entry["y"] + entry["height"], entry["x"]:entry["x"] + entry["width"]] = data
    os.makedirs(args.out, exist_ok=True)
    Image.fromarray(atlas, mode="L").save(os.path.join(args.out, "atlas.png"), optimize=True)
    index = dict(font=os.path.basename(args.font), freetype=".".join(map(str, freetype.version())),
                 load="FT_LOAD_NO_HINTING | FT_LOAD_TARGET_LIGHT | FT_LOAD_NO_BITMAP",
                 render="FT_RENDER_MODE_LIGHT", origin=[ORIGIN_X, ORIGIN_Y], glyphs=entries)
    # One glyph a line keeps the index small and its diffs readable.
    header = json.dumps({k: v for k, v in index.items() if k != "glyphs"}, ensure_ascii=False)[:-1]
    lines = ",\n  ".join(json.dumps(e, ensure_ascii=False) for e in entries)
    with open(os.path.join(args.out, "index.json"), "w") as f:
        f.write(f'{header}, "glyphs": [\n  {lines}\n]}}\n')
    print(f"{len(entries)} glyphs, atlas {ATLAS_WIDTH}x{y + shelf} -> {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
