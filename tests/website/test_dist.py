"""``make dist``: the built site with precompressed copies, and the example server configuration
(``deploy/nginx.conf``) really serving it: the right types, the gzip copies, the CSP headers.

The nginx tests run the repository's file itself, inside a small main configuration of the test's
own (its port, its root, its temporary folders); they are skipped only when nginx is not installed.
"""

from __future__ import annotations

import gzip
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Iterator

import pytest

from sitegen import csp
from site_helpers import ROOT, BuiltSite

sys.path.insert(0, str(ROOT / "deploy"))
import dist
import local_nginx

NGINX_CONF = ROOT / "deploy" / "nginx.conf"
NGINX = shutil.which("nginx") or next((p for p in ("/usr/sbin/nginx",) if Path(p).is_file()), None)
LARGE_FILES = ("runtime/pyodide.asm.wasm", "runtime/engine-snapshot.bin", "runtime/pyodide.asm.mjs", "assets/javascripts/bundle.*.min.js",
               "search/search_index.json", "index.html", "ro/tutorial/index.html", "tools-data/en.json")
STARTUP_LIMIT_S = 60  # only stops a test whose nginx never comes up


@pytest.fixture(scope="module")
def dist_dir(site: BuiltSite, tmp_path_factory: pytest.TempPathFactory) -> Path:
    target = tmp_path_factory.mktemp("dist") / "dist"
    dist.make_dist(site.root, target)
    return target


def one(folder: Path, pattern: str) -> Path:
    (found,) = folder.glob(pattern)
    return found


@pytest.mark.parametrize("pattern", LARGE_FILES)
def test_large_files_have_a_gzip_copy_of_the_same_bytes(dist_dir: Path, pattern: str) -> None:
    original = one(dist_dir, pattern)
    copy = original.with_name(original.name + ".gz")
    assert gzip.decompress(copy.read_bytes()) == original.read_bytes()
    assert copy.stat().st_size < original.stat().st_size


def test_already_deflated_archives_keep_no_useless_copy(dist_dir: Path) -> None:
    for archive in [dist_dir / "runtime" / "python_stdlib.zip", *dist_dir.glob("runtime/*.whl")]:
        packed = len(gzip.compress(archive.read_bytes(), mtime=0))
        assert archive.with_name(archive.name + ".gz").exists() == (packed <= archive.stat().st_size * 0.95)


def test_dist_refuses_to_replace_a_folder_it_did_not_make(site: BuiltSite, tmp_path: Path) -> None:
    (tmp_path / "precious.txt").write_text("keep me", encoding="utf-8")
    with pytest.raises(dist.DistError, match="was not made by make dist"):
        dist.make_dist(site.root, tmp_path)
    assert (tmp_path / "precious.txt").is_file()


def test_the_server_configuration_sends_the_site_policies() -> None:
    headers = re.findall(r'add_header Content-Security-Policy "([^"]*)" always;', NGINX_CONF.read_text(encoding="utf-8"))
    assert headers == [csp.PAGE_HEADER, csp.WORKER_HEADER]


# -- the configuration, run ------------------------------------------------------------------


def main_config(work: Path, dist_dir: Path, port: int) -> Path:
    """A main nginx.conf of the test's own around deploy/nginx.conf, with our port and root."""
    return local_nginx.main_config(work, local_nginx.server_block(dist_dir, port))


@pytest.fixture(scope="module")
def nginx_url(dist_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    if NGINX is None:
        pytest.skip("nginx is not installed (apt-get install nginx): the example server configuration is not run")
    work = tmp_path_factory.mktemp("nginx")
    port = local_nginx.free_port()
    config = main_config(work, dist_dir, port)
    checked = subprocess.run([NGINX, "-t", "-p", str(work), "-c", str(config)], capture_output=True, text=True)
    assert checked.returncode == 0, checked.stderr
    server = subprocess.Popen([NGINX, "-p", str(work), "-c", str(config)], stderr=subprocess.PIPE, text=True)
    try:
        wait_until_listening(port, server, work)
        yield f"http://127.0.0.1:{port}/"
    finally:
        server.terminate()
        server.wait(timeout=30)


def wait_until_listening(port: int, server: subprocess.Popen, work: Path) -> None:
    deadline = time.monotonic() + STARTUP_LIMIT_S
    while time.monotonic() < deadline:
        if server.poll() is not None:
            pytest.fail(f"nginx stopped: {server.stderr.read()}{(work / 'error.log').read_text()}", pytrace=False)
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            time.sleep(0.1)
    pytest.fail("nginx did not start listening", pytrace=False)


def fetch(url: str, gzip_ok: bool) -> tuple[dict[str, str], bytes]:
    request = urllib.request.Request(url, headers={"Accept-Encoding": "gzip"} if gzip_ok else {})
    with urllib.request.urlopen(request) as response:
        return {k.lower(): v for k, v in response.headers.items()}, response.read()


def test_nginx_sends_the_wasm_precompressed_with_its_type(nginx_url: str, dist_dir: Path) -> None:
    headers, body = fetch(nginx_url + "runtime/pyodide.asm.wasm", gzip_ok=True)
    assert headers["content-type"] == "application/wasm"
    assert headers["content-encoding"] == "gzip"
    assert body == (dist_dir / "runtime" / "pyodide.asm.wasm.gz").read_bytes()
    assert headers["content-security-policy"] == csp.PAGE_HEADER


def test_nginx_sends_the_engine_snapshot_precompressed(nginx_url: str, dist_dir: Path) -> None:
    headers, body = fetch(nginx_url + "runtime/engine-snapshot.bin", gzip_ok=True)
    assert headers["content-encoding"] == "gzip"
    assert body == (dist_dir / "runtime" / "engine-snapshot.bin.gz").read_bytes()


def test_nginx_sends_plain_bytes_to_a_browser_without_gzip(nginx_url: str, dist_dir: Path) -> None:
    headers, body = fetch(nginx_url + "ro/tutorial/", gzip_ok=False)
    assert "content-encoding" not in headers
    assert headers["content-type"] == "text/html; charset=utf-8"
    assert body == (dist_dir / "ro" / "tutorial" / "index.html").read_bytes()


def test_nginx_gives_the_engine_worker_its_own_policy_and_a_script_type(nginx_url: str) -> None:
    headers, _ = fetch(nginx_url + "runtime/engine-worker.mjs", gzip_ok=True)
    assert headers["content-type"].startswith("text/javascript")
    assert headers["content-security-policy"] == csp.WORKER_HEADER
    page_headers, _ = fetch(nginx_url + "runtime/engine.js", gzip_ok=True)
    assert page_headers["content-security-policy"] == csp.PAGE_HEADER


def test_nginx_answers_a_missing_page_with_the_sites_404(nginx_url: str) -> None:
    with pytest.raises(urllib.error.HTTPError) as failure:
        fetch(nginx_url + "no/such/page/", gzip_ok=False)
    assert failure.value.code == 404
    assert b"Content-Security-Policy" in failure.value.read()


@pytest.mark.parametrize("pattern", ("runtime/engine-snapshot.bin", "runtime/pyodide.asm.wasm", "index.html"))
def test_large_files_have_a_brotli_copy_smaller_than_gzip(dist_dir: Path, pattern: str) -> None:
    brotli = pytest.importorskip("brotli", reason="the docs extra installs brotli; without it dist keeps gzip only")
    original = one(dist_dir, pattern)
    copy = original.with_name(original.name + ".br")
    assert brotli.decompress(copy.read_bytes()) == original.read_bytes()
    assert copy.stat().st_size < original.with_name(original.name + ".gz").stat().st_size


def test_nginx_sends_the_brotli_copy_where_it_has_the_module(nginx_url: str, dist_dir: Path) -> None:
    if not local_nginx.has_brotli():
        pytest.skip("nginx has no brotli_static module here (apt-get install libnginx-mod-http-brotli-static)")
    request = urllib.request.Request(nginx_url + "runtime/engine-snapshot.bin", headers={"Accept-Encoding": "gzip, br"})
    with urllib.request.urlopen(request) as response:
        assert response.headers["Content-Encoding"] == "br"
        assert response.read() == (dist_dir / "runtime" / "engine-snapshot.bin.br").read_bytes()
