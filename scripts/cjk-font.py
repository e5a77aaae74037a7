#!/usr/bin/env python3
"""Makes the bundled CJK fonts: subsets of Noto Sans CJK holding only the hanzi and CJK
punctuation that the pages use. The SC face (cjk.woff2) covers the sources and every catalog
but the traditional one; the TC face (cjk-tc.woff2) covers the 繁體中文 catalog, drawn with
the glyph shapes Taiwan and Hong Kong readers expect.

    apt-get install fonts-noto-cjk && pip install fonttools brotli
    python3 scripts/cjk-font.py

Writes assets/fonts/cjk.woff2 and cjk-tc.woff2, with cjk-glyphs.txt and cjk-tc-glyphs.txt (the
characters each holds, read by a native test that fails when a catalog uses a character its
font lacks). Run it again
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


TRADITIONAL = "src/i18n/locales/zh-Hant/"


def wanted(traditional: bool) -> str:
    chars = set()
    for pattern in ("src/**/*.rs", "src/**/*.ftl", "index.html", "styles/*.css"):
        for path in ROOT.glob(pattern):
            in_tc = TRADITIONAL in path.as_posix()
            if path.suffix == ".ftl" and in_tc != traditional:
                continue
            chars.update(ch for ch in path.read_text(encoding="utf-8") if is_cjk(ch))
    return "".join(sorted(chars))


def subset(collection: TTCollection, face: str, text: str, name: str) -> None:
    font = next(f for f in collection.fonts if face in f["name"].getDebugName(1))
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
    font.save(str(out / f"{name}.woff2"))
    (out / f"{name}-glyphs.txt").write_text(text + "\n", encoding="utf-8")
    size = (out / f"{name}.woff2").stat().st_size
    print(f"{name}.woff2: {len(text)} characters, {size} bytes", file=sys.stderr)


def main() -> None:
    collection = TTCollection(str(SOURCE))
    subset(collection, "SC", wanted(traditional=False), "cjk")
    subset(collection, "TC", wanted(traditional=True), "cjk-tc")


if __name__ == "__main__":
    main()
