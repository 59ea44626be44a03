"""The client's address and scheme, believed from a reverse proxy only when it is trusted.

A proxy adds the address it received the request from to ``X-Forwarded-For``
(and the scheme to ``X-Forwarded-Proto``). Anyone can send those headers: they
are read only when the peer is one of the configured proxies
(``ATOUT_TRUSTED_PROXIES``), and then the list is walked from its right end,
skipping trusted proxies, to the first address a trusted proxy did not add
itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from ipaddress import IPv4Address, IPv4Network, IPv6Address, IPv6Network, ip_address

Network = IPv4Network | IPv6Network

#: The most entries of ``X-Forwarded-For`` read (a longer list is cut from the left).
MAX_HOPS = 20


def _address(text: str) -> IPv4Address | IPv6Address | None:
    try:
        return ip_address(text.strip().removeprefix("[").partition("]")[0] or text.strip())
    except ValueError:
        return None


@dataclass(frozen=True, slots=True)
class TrustedProxies:
    """The proxies whose forwarding headers are believed.

    >>> from ipaddress import ip_network
    >>> proxies = TrustedProxies((ip_network("10.0.0.0/8"),))
    >>> proxies.client("10.0.0.2", "203.0.113.7, 10.0.0.3")
    '203.0.113.7'
    >>> proxies.client("198.51.100.9", "203.0.113.7")  # not a proxy: its header is ignored
    '198.51.100.9'
    """

    networks: Sequence[Network] = ()

    def trusts(self, peer: str) -> bool:
        """True when ``peer`` is one of the proxies."""
        found = _address(peer)
        return found is not None and any(found in network for network in self.networks)

    def client(self, peer: str, forwarded_for: str | None) -> str:
        """The client's address: ``peer``, or the nearest untrusted hop a trusted proxy named."""
        if not forwarded_for or not self.trusts(peer):
            return peer
        hops = [hop.strip() for hop in forwarded_for.split(",")][-MAX_HOPS:]
        for hop in reversed(hops):
            found = _address(hop)
            if found is None:  # garbage where an address should be: stop at the last proxy
                return peer
            if not self.trusts(str(found)):
                return str(found)
            peer = str(found)
        return peer

    def scheme(self, peer: str, scheme: str, forwarded_proto: str | None) -> str:
        """The scheme the client used: the proxy's ``X-Forwarded-Proto`` if it is trusted."""
        if forwarded_proto and self.trusts(peer):
            told = forwarded_proto.split(",")[0].strip().lower()
            if told in ("http", "https"):
                return told
        return scheme
