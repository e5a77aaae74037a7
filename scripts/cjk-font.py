#!/usr/bin/env python3
"""Makes the bundled CJK font: a subset of Noto Sans CJK SC holding only the hanzi and CJK
punctuation that the catalogs, the sources and the card art use.

    apt-get install fonts-noto-cjk && pip install fonttools brotli
    python3 scripts/cjk-font.py

Writes assets/fonts/cjk.woff2 and assets/fonts/cjk-glyphs.txt (the characters it holds, read
by a native test that fails when a catalog uses a character the font lacks). Run it again
whenever a catalog gains a new hanzi. Licence: SIL Open Font License 1.1 (assets/fonts/OFL.txt).
"""
import pathlib
import sys

from fontTools.subset import Options, Subsetter
from fontTools.ttLib import TTCollection

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCE = pathlib.Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")


def is_cjk(ch: str) -> bool:
    c = ord(ch)
    return 0x3000 <= c <= 0x303F or 0x4E00 <= c <= 0x9FFF or 0xFF00 <= c <= 0xFFEF


def wanted() -> str:
    chars = set()
    for pattern in ("src/**/*.rs", "src/**/*.ftl", "index.html", "styles/*.css"):
        for path in ROOT.glob(pattern):
            chars.update(ch for ch in path.read_text(encoding="utf-8") if is_cjk(ch))
    return "".join(sorted(chars))


def main() -> None:
    text = wanted()
    collection = TTCollection(str(SOURCE))
    font = next(f for f in collection.fonts if "SC" in f["name"].getDebugName(1))
    options = Options()
    options.flavor = "woff2"
    options.layout_features = []
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
    options.hinting = False
    subsetter = Subsetter(options)
    subsetter.populate(text=text)
    subsetter.subset(font)
    out = ROOT / "assets" / "fonts"
    out.mkdir(parents=True, exist_ok=True)
    font.flavor = "woff2"
    font.save(str(out / "cjk.woff2"))
    (out / "cjk-glyphs.txt").write_text(text + "\n", encoding="utf-8")
    size = (out / "cjk.woff2").stat().st_size
    print(f"{len(text)} characters, {size} bytes", file=sys.stderr)


if __name__ == "__main__":
    main()
