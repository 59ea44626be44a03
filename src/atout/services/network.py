"""Where the tables' phones reach the server: the public address, or the laptop's LAN address.

A club runs atout on the director's laptop; the phones at the tables join its
Wi-Fi and open the address printed on the table cards (and in their QR
codes). That address is ``ATOUT_PUBLIC_URL`` when set, else the laptop's
address on the local network, found once at start-up.
"""

from __future__ import annotations

import errno
import ipaddress
import socket

from atout.errors import SettingError
from atout.services.settings import Settings

#: An address of the documentation range (RFC 5737): no packet is sent to it, a UDP
#: socket "connected" to it only asks the system which local address would be used.
_PROBE = ("192.0.2.1", 9)


def lan_address() -> str | None:
    """The laptop's address on its local network (``None`` without one).

    Found by asking the system which address a packet to the outside would
    leave from (nothing is sent).
    """
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(_PROBE)
            address = str(probe.getsockname()[0])
    except OSError:
        return None
    try:
        parsed = ipaddress.ip_address(address)
    except ValueError:
        return None
    return None if parsed.is_loopback or parsed.is_unspecified else address


def is_local_only(host: str) -> bool:
    """True when a server listening on ``host`` cannot be reached from another device.

    >>> is_local_only("127.0.0.1"), is_local_only("0.0.0.0"), is_local_only("localhost")
    (True, False, True)
    """
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def public_url(settings: Settings, lan: str | None = None) -> str:
    """The address the phones use: ``ATOUT_PUBLIC_URL``, else ``http://<LAN address>:<port>``.

    ``lan``: the LAN address found (by default looked up now); without one, the
    host the server listens on.

    >>> public_url(Settings(public_url="https://club.example/atout"))
    'https://club.example/atout'
    >>> public_url(Settings(port=8001), lan="192.168.1.20")
    'http://192.168.1.20:8001'
    """
    if settings.public_url is not None:
        return settings.public_url
    host = lan if lan is not None else lan_address()
    if host is None:
        host = "127.0.0.1" if settings.host in ("0.0.0.0", "::") else settings.host
    if ":" in host:
        host = f"[{host}]"
    return f"http://{host}:{settings.port}"


def check_listening(host: str, port: int) -> None:
    """Refuse, before anything is printed, an address this computer cannot listen on or a
    port another program holds: a :class:`~atout.errors.SettingError` naming the setting
    to change (``ATOUT_HOST``, ``ATOUT_PORT``).

    The socket is bound as the server will bind it (``SO_REUSEADDR``: a port left in
    ``TIME_WAIT`` by a server just stopped is free), then closed.

    >>> check_listening("host.invalid", 8000)
    Traceback (most recent call last):
    ...
    atout.errors.SettingError: this computer cannot listen on 'host.invalid': set ATOUT_HOST \
(or --host) to one of its addresses, e.g. 0.0.0.0 (every network) or 127.0.0.1 (this computer only)
    """
    unusable = SettingError(
        "this computer cannot listen on {host!r}: set ATOUT_HOST (or --host) to one of its "
        "addresses, e.g. 0.0.0.0 (every network) or 127.0.0.1 (this computer only)",
        code="serve.host-unusable",
        host=host,
    )
    try:
        found = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except (OSError, UnicodeError):
        raise unusable from None
    family, kind, protocol, _, address = found[0]
    with socket.socket(family, kind, protocol) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(address)
        except OSError as error:
            if error.errno != errno.EADDRINUSE:
                raise unusable from None
            raise SettingError(
                "port {port} is already in use on this computer: set ATOUT_PORT (or --port) "
                "to a free port, e.g. {other}",
                code="serve.port-busy",
                port=str(port),  # a port, not a quantity: never grouped
                other=str(port + 1 if port < 65535 else port - 1),
            ) from None
