"""Compare what an X server shows with a headless screenshot, standard library only (the
minimal-root check runs it with the build machine's python3, which has no pygame).

    python3 build/screen_compare.py XWD X Y W H REFERENCE.png [--save LIVE.png] [--max-differ F]

XWD is the screen dump Xvfb keeps up to date with `-fbdir` (32-bit TrueColor/DirectColor,
24 bits of depth); X Y W H is the window's place on the screen (xwininfo). The window's pixels are
compared with REFERENCE.png (what `zoo-desktop --smoke` drew with SDL's dummy driver): a pixel
differs when any channel differs by more than 8. Prints one JSON line; exit 0 when at most
--max-differ (a fraction, default 0.01) of the pixels differ, else 1.
"""
from __future__ import annotations

import argparse
import json
import struct
import sys
import zlib


def read_xwd(path: str, x: int, y: int, w: int, h: int) -> bytes:
    """The RGB bytes of the rectangle (x, y, w, h) of an XWD dump."""
    with open(path, "rb") as fh:
        data = fh.read()
    f = struct.unpack(">25I", data[:100])
    header, order, width, height, bpp, stride, ncolours = f[0], f[7], f[4], f[5], f[11], f[12], f[19]
    red, green, blue = f[14], f[15], f[16]
    if bpp != 32 or (red, green, blue) != (0xFF0000, 0xFF00, 0xFF):
        raise SystemExit(f"unsupported XWD: {bpp} bits a pixel, masks {red:#x} {green:#x} {blue:#x}")
    if x < 0 or y < 0 or x + w > width or y + h > height:
        raise SystemExit(f"window {w}x{h}+{x}+{y} is not inside the {width}x{height} screen")
    base = header + ncolours * 12
    out = bytearray()
    # byte order 0 = LSBFirst: B, G, R, pad in memory
    b, g, r = (0, 1, 2) if order == 0 else (3, 2, 1)
    for row in range(y, y + h):
        start = base + row * stride + x * 4
        px = data[start:start + w * 4]
        line = bytearray(w * 3)
        line[0::3], line[1::3], line[2::3] = px[r::4], px[g::4], px[b::4]
        out += line
    return bytes(out)


def read_png(path: str) -> tuple[int, int, bytes]:
    """(width, height, RGB bytes) of an 8-bit RGB or RGBA PNG without interlacing."""
    with open(path, "rb") as fh:
        data = fh.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit(f"{path}: not a PNG")
    pos, idat, ihdr = 8, bytearray(), None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            ihdr = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = ihdr
    if depth != 8 or colour not in (2, 6) or interlace:
        raise SystemExit(f"{path}: unsupported PNG (depth {depth}, colour type {colour}, interlace {interlace})")
    n = 3 if colour == 2 else 4
    raw, stride = zlib.decompress(bytes(idat)), width * n
    prev, rows = bytearray(stride), []
    for i in range(height):
        kind, line = raw[i * (stride + 1)], bytearray(raw[i * (stride + 1) + 1:(i + 1) * (stride + 1)])
        for j in range(stride):
            a = line[j - n] if j >= n else 0
            up = prev[j]
            c = prev[j - n] if j >= n else 0
            if kind == 1:
                line[j] = (line[j] + a) & 0xFF
            elif kind == 2:
                line[j] = (line[j] + up) & 0xFF
            elif kind == 3:
                line[j] = (line[j] + (a + up) // 2) & 0xFF
            elif kind == 4:
                p = a + up - c
                pa, pb, pc = abs(p - a), abs(p - up), abs(p - c)
                line[j] = (line[j] + (a if pa <= pb and pa <= pc else up if pb <= pc else c)) & 0xFF
        rows.append(line if n == 3 else b"".join(line[k:k + 3] for k in range(0, stride, 4)))
        prev = line
    return width, height, b"".join(bytes(r) for r in rows)


def write_png(path: str, width: int, height: int, rgb: bytes) -> None:
    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    stride = width * 3
    raw = b"".join(b"\x00" + rgb[i * stride:(i + 1) * stride] for i in range(height))
    with open(path, "wb") as fh:
        fh.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                 + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))


def differing(a: bytes, b: bytes, tolerance: int = 8) -> int:
    """How many RGB pixels of a and b differ by more than `tolerance` in some channel."""
    return sum(1 for i in range(0, len(a), 3)
               if abs(a[i] - b[i]) > tolerance or abs(a[i + 1] - b[i + 1]) > tolerance
               or abs(a[i + 2] - b[i + 2]) > tolerance)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Compare a window on an Xvfb screen with a PNG.")
    ap.add_argument("xwd")
    ap.add_argument("x", type=int)
    ap.add_argument("y", type=int)
    ap.add_argument("w", type=int)
    ap.add_argument("h", type=int)
    ap.add_argument("reference")
    ap.add_argument("--save", help="write the window's pixels here as a PNG")
    ap.add_argument("--max-differ", type=float, default=0.01, help="largest fraction of differing pixels (0.01)")
    args = ap.parse_args(argv)
    live = read_xwd(args.xwd, args.x, args.y, args.w, args.h)
    if args.save:
        write_png(args.save, args.w, args.h, live)
    width, height, ref = read_png(args.reference)
    if (width, height) != (args.w, args.h):
        print(json.dumps({"error": f"reference is {width}x{height}, the window {args.w}x{args.h}"}))
        return 1
    n = differing(live, ref)
    fraction = n / (width * height)
    print(json.dumps({"reference": args.reference, "differing_pixels": n, "fraction": round(fraction, 6),
                      "max_fraction": args.max_differ}))
    return 0 if fraction <= args.max_differ else 1


if __name__ == "__main__":
    sys.exit(main())
