#!/usr/bin/env python3
"""Draws Tablée's icons (made here, no third-party art): a green table seen
from above with three fanned cards. Writes public/icons/icon-{192,512}.png,
icon-maskable-512.png and icon.svg. Pure Python (zlib), run once by hand:
    python3 scripts/make_icons.py
"""
import math, os, struct, zlib

OUT = os.path.join(os.path.dirname(__file__), "..", "public", "icons")
BG = (0x24, 0x50, 0x3F)
FELT = (0x2D, 0x6A, 0x4F)
CARD = (0xFF, 0xFD, 0xF8)
EDGE = (0x1F, 0x2A, 0x30)
MARKS = [(0x1D, 0x4E, 0xD8), (0xB9, 0x1C, 0x1C), (0x7A, 0x4F, 0x00)]

# Cards in a 100-unit square: centre, half width, half height, angle (degrees).
CARDS = [(38, 54, 13, 19, -18), (50, 50, 13, 19, 0), (62, 54, 13, 19, 18)]


def inside_card(x, y, card, pad=0.0):
    cx, cy, hw, hh, a = card
    t = math.radians(a)
    dx, dy = x - cx, y - cy
    u = dx * math.cos(t) + dy * math.sin(t)
    v = -dx * math.sin(t) + dy * math.cos(t)
    return abs(u) <= hw + pad and abs(v) <= hh + pad, u, v


def pixel(x, y, maskable):
    # x, y in 0..100
    r = 50 if maskable else 46
    d = math.hypot(x - 50, y - 50)
    if not maskable and d > 48:
        return None  # transparent corner
    colour = BG if (maskable or d > r - 6) else FELT
    if maskable and d < 40:
        colour = FELT
    for i, card in enumerate(CARDS):
        scale = 0.8 if maskable else 1.0
        c = (50 + (card[0] - 50) * scale, 50 + (card[1] - 50) * scale, card[2] * scale, card[3] * scale, card[4])
        ins, u, v = inside_card(x, y, c)
        if ins:
            edge = abs(u) > c[2] - 1.2 or abs(v) > c[3] - 1.2
            colour = EDGE if edge else CARD
            if not edge and math.hypot(u, v + 2) < c[2] * 0.45:
                colour = MARKS[i]
    return colour


def png(size, maskable):
    rows = []
    for j in range(size):
        row = bytearray([0])
        for i in range(size):
            # 2x2 supersampling for smooth edges
            acc = [0, 0, 0, 0]
            for sx in (0.25, 0.75):
                for sy in (0.25, 0.75):
                    p = pixel((i + sx) * 100 / size, (j + sy) * 100 / size, maskable)
                    if p is not None:
                        acc[0] += p[0]; acc[1] += p[1]; acc[2] += p[2]; acc[3] += 255
            n = acc[3] // 255
            row += bytes([acc[0] // max(n, 1), acc[1] // max(n, 1), acc[2] // max(n, 1), acc[3] // 4])
        rows.append(bytes(row))
    raw = zlib.compress(b"".join(rows), 9)

    def chunk(kind, data):
        c = struct.pack(">I", len(data)) + kind + data
        return c + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", raw) + chunk(b"IEND", b""))


def svg():
    hexc = lambda c: "#%02x%02x%02x" % c
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">',
             f'<circle cx="50" cy="50" r="48" fill="{hexc(BG)}"/>',
             f'<circle cx="50" cy="50" r="40" fill="{hexc(FELT)}"/>']
    for i, (cx, cy, hw, hh, a) in enumerate(CARDS):
        parts.append(f'<g transform="rotate({a} {cx} {cy})">'
                     f'<rect x="{cx-hw}" y="{cy-hh}" width="{2*hw}" height="{2*hh}" rx="2" fill="{hexc(CARD)}" stroke="{hexc(EDGE)}" stroke-width="1.2"/>'
                     f'<circle cx="{cx}" cy="{cy-2}" r="{round(hw*0.45, 2)}" fill="{hexc(MARKS[i])}"/></g>')
    parts.append("</svg>\n")
    return "".join(parts)


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    for size in (192, 512):
        open(os.path.join(OUT, f"icon-{size}.png"), "wb").write(png(size, False))
    open(os.path.join(OUT, "icon-maskable-512.png"), "wb").write(png(512, True))
    open(os.path.join(OUT, "icon.svg"), "w").write(svg())
