"""deploy/nginx.conf run on this machine, as the bench and the tests run it: the repository's own
server block inside a small main configuration (a free port, the given root, temporary folders of
its own), so what is measured and tested is the very file a deployment uses. Where Debian's
brotli_static module is installed (libnginx-mod-http-brotli-static), it is loaded and the server
block's ``# brotli_static on;`` line switched on, as a deployment with the module would.
"""

from __future__ import annotations

import socket
from pathlib import Path

NGINX_CONF = Path(__file__).resolve().parent / "nginx.conf"
BROTLI_MODULE = Path("/usr/lib/nginx/modules/ngx_http_brotli_static_module.so")
BROTLI_OFF = "# brotli_static on;"
TEMP_KINDS = ("client_body", "proxy", "fastcgi", "uwsgi", "scgi")


class ConfigChanged(Exception):
    """deploy/nginx.conf no longer has a line the local runs replace."""


def has_brotli() -> bool:
    return BROTLI_MODULE.is_file()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def server_block(root: Path, port: int) -> str:
    """deploy/nginx.conf listening on localhost ``port`` and serving ``root``, brotli on where nginx can."""
    server = NGINX_CONF.read_text(encoding="utf-8")
    changes = [("listen 80;", f"listen 127.0.0.1:{port};"), ("root /var/www/learn-pitch;", f"root {root};")]
    if has_brotli():
        changes.append((BROTLI_OFF, BROTLI_OFF.removeprefix("# ")))
    for old, new in changes:
        if server.count(old) != 1:
            raise ConfigChanged(f"deploy/nginx.conf no longer has {old!r}: update deploy/local_nginx.py")
        server = server.replace(old, new)
    return server


def main_config(work: Path, server: str, logging: str = "    access_log off;") -> Path:
    """Write ``server`` and a main configuration around it into ``work``; returns the main file."""
    (work / "learn-pitch.conf").write_text(server, encoding="utf-8")
    temp = "\n".join(f"    {kind}_temp_path {work / kind};" for kind in TEMP_KINDS)
    module = f"load_module {BROTLI_MODULE};\n" if has_brotli() else ""
    config = work / "nginx.conf"
    config.write_text(
        f"{module}daemon off;\nmaster_process off;\npid {work / 'nginx.pid'};\nerror_log {work / 'error.log'} warn;\n"
        f"events {{}}\nhttp {{\n{logging}\n{temp}\n    include {work / 'learn-pitch.conf'};\n}}\n",
        encoding="utf-8")
    return config
