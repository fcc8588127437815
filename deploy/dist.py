"""Make the tree a static host serves: the built site plus precompressed copies of its large files.

    python deploy/dist.py SITE_DIR DIST_DIR        (make dist runs it on site/ into dist/)

Beside each large text, WebAssembly or snapshot file goes ``file.gz`` (and ``file.br`` when the ``brotli``
package is installed, as the ``docs`` extra does; gzip alone is enough), compressed once, so the server
never compresses on the fly: nginx's ``gzip_static`` (``deploy/nginx.conf``) and most CDNs pick the
copy that matches the browser's ``Accept-Encoding``. A copy that saves under 5 % is not kept (the
standard-library zip and the wheel are deflated already): the server then sends the file itself.
"""

from __future__ import annotations

import gzip
import shutil
import sys
from pathlib import Path

try:
    import brotli  # the docs extra installs it; without it, gzip copies only
except ImportError:
    brotli = None

# The kinds worth compressing: WebAssembly, scripts, styles, pages, data, the runtime's archives and
# the engine's memory snapshot (engine-snapshot.bin: 16 MB, 6.7 MB gzipped; the largest file of all).
COMPRESSIBLE = (".wasm", ".js", ".mjs", ".css", ".html", ".json", ".svg", ".xml", ".py", ".txt", ".zip", ".whl",
                ".bin")
SMALLEST = 1024  # bytes: below this a compressed copy saves less than its request's headers
LEAST_SAVING = 0.05
MARKER = ".learn-pitch-dist"  # says a folder was written by this script, so it may be replaced


class DistError(Exception):
    pass


def make_dist(site: Path, dist: Path) -> dict[str, int]:
    """Copy ``site`` to ``dist`` and add the compressed copies; returns their count per encoding."""
    if not (site / "index.html").is_file():
        raise DistError(f"{site} holds no built site: run make site first")
    if dist.exists():
        if not (dist / MARKER).is_file():
            raise DistError(f"{dist} exists and was not made by make dist: remove it or choose another folder")
        shutil.rmtree(dist)
    shutil.copytree(site, dist)
    (dist / MARKER).write_text("written by deploy/dist.py; make dist replaces this folder\n", encoding="utf-8")
    counts = {"gzip": 0, "br": 0}
    for path in sorted(dist.rglob("*")):
        if path.is_file() and path.suffix in COMPRESSIBLE and path.stat().st_size >= SMALLEST:
            data = path.read_bytes()
            counts["gzip"] += keep_if_smaller(path, ".gz", gzip.compress(data, compresslevel=9, mtime=0), len(data))
            if brotli is not None:
                counts["br"] += keep_if_smaller(path, ".br", brotli_copy(data), len(data))
    return counts


# Brotli's top quality takes minutes on the 17 MB snapshot for 10 % more; quality 9 with a 16 MB
# window takes seconds and still beats gzip by a quarter (snapshot: 5.5 MB against gzip's 7.2 MB).
BROTLI_BIG = 1 << 20  # bytes: from here, the faster setting


def brotli_copy(data: bytes) -> bytes:
    assert brotli is not None
    if len(data) < BROTLI_BIG:
        return brotli.compress(data, quality=11)
    return brotli.compress(data, quality=9, lgwin=24)


def keep_if_smaller(original: Path, suffix: str, compressed: bytes, size: int) -> int:
    if len(compressed) > size * (1 - LEAST_SAVING):
        return 0
    copy = original.with_name(original.name + suffix)
    copy.write_bytes(compressed)
    shutil.copystat(original, copy)  # the same date as the original, for the server's validators
    return 1


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: python deploy/dist.py SITE_DIR DIST_DIR", file=sys.stderr)
        return 2
    try:
        counts = make_dist(Path(argv[0]), Path(argv[1]))
    except DistError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    brotli_note = f", {counts['br']} brotli" if brotli is not None else " (no brotli: pip install brotli to add .br)"
    print(f"{argv[1]}: {counts['gzip']} gzip copies{brotli_note}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
