"""A broker across the internet over TLS (issue 35, docs/ONLINE.md): a link to an `mqtts://` address checks the
broker's certificate against the authorities this computer trusts and the broker's name, as a browser does,
then carries a game's messages as any link. Debian's Mosquitto with a certificate from a throwaway authority
made by `openssl` for the test, on a free loopback port; the authority is trusted through SSL_CERT_FILE, as a
system's store would trust a real one."""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.online.broker import free_port
from game.online.check import round_trip
from game.online.link import BrokerAddress, Link, LinkError
from tests.online.conftest import WAIT_S, start_mosquitto


def make_authority(folder: Path) -> tuple[Path, Path, Path]:
    """A throwaway certificate authority and a certificate it signed for "localhost": (ca, cert, key)."""
    if shutil.which("openssl") is None:
        pytest.skip("openssl is not installed here")
    ca, ca_key, cert, key, request = (folder / name for name in ("ca.pem", "ca.key", "cert.pem", "cert.key", "cert.csr"))
    names = folder / "names.ext"
    names.write_text("subjectAltName=DNS:localhost\n", encoding="ascii")
    for command in (
        ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", ca_key, "-out", ca, "-days", "2", "-subj", "/CN=Test authority"],
        ["req", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", request, "-subj", "/CN=localhost"],
        ["x509", "-req", "-in", request, "-CA", ca, "-CAkey", ca_key, "-CAcreateserial", "-out", cert, "-days", "2",
         "-extfile", names],
    ):
        subprocess.run(["openssl", *map(str, command)], check=True, capture_output=True)
    return ca, cert, key


@pytest.fixture
def tls_broker(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[BrokerAddress]:
    """Mosquitto listening over TLS on a free loopback port, with a certificate for "localhost" from an authority
    this process trusts."""
    readable = Path(tempfile.mkdtemp(prefix="snipsnap-tls-"))  # Mosquitto started as root reads as its own user
    try:
        readable.chmod(0o755)
        ca, cert, key = make_authority(readable)
        for made in readable.iterdir():
            made.chmod(0o644)
        port = free_port()
        process = start_mosquitto(port, tmp_path, f"certfile {cert}\nkeyfile {key}\n")
        monkeypatch.setenv("SSL_CERT_FILE", str(ca))
        try:
            yield BrokerAddress("localhost", port, tls=True)
        finally:
            process.terminate()
            process.wait(WAIT_S)
    finally:
        shutil.rmtree(readable, ignore_errors=True)


def test_a_game_s_messages_go_through_a_broker_over_tls(tls_broker: BrokerAddress) -> None:
    assert round_trip(tls_broker) > 0, "a guest joins and a sealed probe goes across"


def test_a_broker_whose_certificate_no_trusted_authority_signed_is_one_sentence(
    tls_broker: BrokerAddress, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    (tmp_path / "other").mkdir()
    other, _cert, _key = make_authority(tmp_path / "other")
    monkeypatch.setenv("SSL_CERT_FILE", str(other))
    with pytest.raises(LinkError, match="no certificate this computer trusts"):
        Link(tls_broker).connect()


def test_a_broker_whose_certificate_names_another_host_is_one_sentence(tls_broker: BrokerAddress) -> None:
    elsewhere = BrokerAddress("127.0.0.1", tls_broker.port, tls=True)  # the certificate names localhost only
    with pytest.raises(LinkError, match="no certificate this computer trusts"):
        Link(elsewhere).connect()
