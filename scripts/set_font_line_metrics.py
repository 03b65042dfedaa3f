#!/usr/bin/env python3
"""Sets the line metrics of OpenType faces: ascender, descender and line gap.

    scripts/set_font_line_metrics.py ASCENDER DESCENDER LINE_GAP FONT...

Writes the three values (in font units) into the hhea table and into the OS/2 table's typo
metrics, then brings the table checksums and the head table's checkSumAdjustment up to date.
Glyphs, kerning, names and the win metrics (the clipping box on Windows) are left as they are.

The app's layouts were drawn with EB Garamond's first release, whose lines are one em high
(ascender 710, descender -290); the complete family's later release raised the ascender to
1007 for stacked accents, which made every title, card name and heading about 30% taller
(scripts/import_fonts.sh calls this to keep the first release's lines).
Python 3 standard library only.
"""

import struct
import sys

CHECKSUM_MAGIC = 0xB1B0AFBA


def checksum(data: bytes) -> int:
    padded = data + b"\0" * (-len(data) % 4)
    return sum(struct.unpack(f">{len(padded) // 4}I", padded)) & 0xFFFFFFFF


def table_directory(font: bytearray) -> dict:
    """Maps each table's tag to (offset of its record, offset of the table, length)."""
    count = struct.unpack_from(">H", font, 4)[0]
    tables = {}
    for i in range(count):
        record = 12 + 16 * i
        tag, _, offset, length = struct.unpack_from(">4sIII", font, record)
        tables[tag.decode("latin-1")] = (record, offset, length)
    return tables


def set_line_metrics(font: bytearray, ascender: int, descender: int, line_gap: int) -> None:
    tables = table_directory(font)
    for tag in ("head", "hhea", "OS/2"):
        if tag not in tables:
            raise ValueError(f"no {tag} table")
    _, hhea, _ = tables["hhea"]
    struct.pack_into(">hhh", font, hhea + 4, ascender, descender, line_gap)
    _, os2, _ = tables["OS/2"]
    struct.pack_into(">hhh", font, os2 + 68, ascender, descender, line_gap)

    _, head, _ = tables["head"]
    struct.pack_into(">I", font, head + 8, 0)  # checkSumAdjustment counts as 0 while summing
    for record, offset, length in tables.values():
        struct.pack_into(">I", font, record + 4, checksum(bytes(font[offset:offset + length])))
    struct.pack_into(">I", font, head + 8, (CHECKSUM_MAGIC - checksum(bytes(font))) & 0xFFFFFFFF)


def main(argv: list) -> int:
    if len(argv) < 5:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    ascender, descender, line_gap = (int(value) for value in argv[1:4])
    for path in argv[4:]:
        with open(path, "rb") as file:
            font = bytearray(file.read())
        try:
            set_line_metrics(font, ascender, descender, line_gap)
        except (ValueError, struct.error) as error:
            print(f"set_font_line_metrics.py: {path}: not an OpenType face ({error})", file=sys.stderr)
            return 1
        with open(path, "wb") as file:
            file.write(font)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
