#!/usr/bin/env python3
"""Writes AttnLab's application icon: resources/icons/attnlab.svg and the hicolor PNGs
resources/icons/hicolor/NxN/apps/attnlab.png (N = 16, 32, 48, 64, 128, 256).

The icon is a 3 x 3 causal attention map on a dark rounded square: each row of weights sums to 1
(1 | 0.35 0.65 | 0.15 0.25 0.60), coloured with viridis, the masked cells grey. It is drawn on a
16 x 16 grid (cells of 4 px with gaps of 1 px) so that at 16 px every edge falls on a pixel edge
and the grid stays legible; the other sizes are multiples of 16. Standard library only: the PNGs
are rasterised here (4 x 4 samples per pixel for the rounded corners), not by an SVG renderer.

    python3 scripts/make_icons.py        # rewrites the files; commit them
"""
import os
import struct
import zlib

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "resources", "icons")
BACKGROUND = (0x26, 0x2B, 0x3A)
MASKED = (0x4B, 0x51, 0x66)
RADIUS = 2.5
# viridis at the weights below (matplotlib's table)
WEIGHTS = [[1.00, None, None], [0.35, 0.65, None], [0.15, 0.25, 0.60]]
VIRIDIS = {1.00: (0xFD, 0xE7, 0x25), 0.65: (0x35, 0xB7, 0x79), 0.60: (0x22, 0xA8, 0x84),
           0.35: (0x31, 0x68, 0x8E), 0.25: (0x3B, 0x52, 0x8B), 0.15: (0x48, 0x24, 0x75)}


def cells():
    """(x, y, colour) of each 4 x 4 cell on the 16 x 16 grid."""
    for r, row in enumerate(WEIGHTS):
        for c, w in enumerate(row):
            yield 1 + 5 * c, 1 + 5 * r, MASKED if w is None else VIRIDIS[w]


def hexcolour(rgb):
    return "#%02x%02x%02x" % rgb


def svg():
    rects = "\n".join(
        '  <rect x="%d" y="%d" width="4" height="4" fill="%s"/>' % (x, y, hexcolour(col))
        for x, y, col in cells())
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<!-- AttnLab: a 3 x 3 causal attention map (scripts/make_icons.py) -->\n'
            '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16">\n'
            '  <rect width="16" height="16" rx="%g" ry="%g" fill="%s"/>\n%s\n</svg>\n'
            % (RADIUS, RADIUS, hexcolour(BACKGROUND), rects))


def inside_background(x, y):
    """(x, y) in grid units: inside the rounded square?"""
    if not (0 <= x <= 16 and 0 <= y <= 16):
        return False
    cx = min(max(x, RADIUS), 16 - RADIUS)
    cy = min(max(y, RADIUS), 16 - RADIUS)
    return (x - cx) ** 2 + (y - cy) ** 2 <= RADIUS ** 2


def colour_at(x, y):
    for cx, cy, col in cells():
        if cx <= x < cx + 4 and cy <= y < cy + 4:
            return col
    return BACKGROUND


def png(size):
    scale = 16.0 / size
    samples = 4
    rows = []
    for py in range(size):
        row = bytearray([0])  # filter: none
        for px in range(size):
            acc = [0.0, 0.0, 0.0]
            covered = 0
            for sy in range(samples):
                for sx in range(samples):
                    x = (px + (sx + 0.5) / samples) * scale
                    y = (py + (sy + 0.5) / samples) * scale
                    if inside_background(x, y):
                        covered += 1
                        col = colour_at(x, y)
                        for i in range(3):
                            acc[i] += col[i]
            if covered:
                rgb = [round(a / covered) for a in acc]
                alpha = round(255 * covered / samples ** 2)
            else:
                rgb, alpha = [0, 0, 0], 0
            row += bytes(rgb + [alpha])
        rows.append(bytes(row))

    def chunk(kind, data):
        return (struct.pack(">I", len(data)) + kind + data +
                struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    return (b"\x89PNG\r\n\x1a\n" +
            chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)) +
            chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))


def main():
    os.makedirs(ROOT, exist_ok=True)
    with open(os.path.join(ROOT, "attnlab.svg"), "w", encoding="utf-8") as f:
        f.write(svg())
    for size in (16, 32, 48, 64, 128, 256):
        folder = os.path.join(ROOT, "hicolor", "%dx%d" % (size, size), "apps")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "attnlab.png"), "wb") as f:
            f.write(png(size))


if __name__ == "__main__":
    main()
