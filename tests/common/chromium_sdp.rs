//! Session descriptions for the link tests, as headless Chromium 156 printed them
//! (`RTCPeerConnection` with one data channel, every candidate gathered): its hidden (mDNS)
//! host addresses, the same with `--disable-features=WebRtcHideLocalIpsWithMdns` (IP
//! addresses), and with a STUN server on loopback that answers 203.0.113.7 (a reflexive
//! address). The machine had an IPv4 and an IPv6 (ULA) address. One more is shaped as
//! Firefox writes them (no Firefox here): the fingerprint at the session's level, ICE text in
//! hex, `UDP` in capitals, a TCP candidate.
#![allow(dead_code)]

pub const OFFER_MDNS: &str = "\
v=0\r\n\
o=- 4137358539368977468 2 IN IP4 127.0.0.1\r\n\
s=-\r\n\
t=0 0\r\n\
a=group:BUNDLE 0\r\n\
a=extmap-allow-mixed\r\n\
a=msid-semantic: WMS\r\n\
m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n\
c=IN IP4 0.0.0.0\r\n\
a=candidate:3083823356 1 udp 2113937151 473cf84b-3bc2-4232-b89c-a23c439c0d9a.local 36385 typ host generation 0 network-cost 999\r\n\
a=candidate:2091493660 1 udp 2113942271 35f506d6-e327-45a1-8879-360e345293e0.local 35038 typ host generation 0 network-cost 999\r\n\
a=ice-ufrag:g4lP\r\n\
a=ice-pwd:sxLvWVy0kdVOTTUP0qCQ0Eb5\r\n\
a=ice-options:trickle\r\n\
a=fingerprint:sha-256 C4:D7:A8:BF:12:76:13:82:CD:47:F3:16:14:A5:8C:FF:5A:A6:08:22:11:4C:51:B9:B3:66:BD:3E:38:B3:85:90\r\n\
a=setup:actpass\r\n\
a=mid:0\r\n\
a=sctp-port:5000\r\n\
a=max-message-size:262144\r\n\
";

pub const ANSWER_MDNS: &str = "\
v=0\r\n\
o=- 5278023883208760797 2 IN IP4 127.0.0.1\r\n\
s=-\r\n\
t=0 0\r\n\
a=group:BUNDLE 0\r\n\
a=extmap-allow-mixed\r\n\
a=msid-semantic: WMS\r\n\
m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n\
c=IN IP4 0.0.0.0\r\n\
a=candidate:4109525121 1 udp 2113937151 473cf84b-3bc2-4232-b89c-a23c439c0d9a.local 48191 typ host generation 0 network-cost 999\r\n\
a=candidate:4085255217 1 udp 2113942271 35f506d6-e327-45a1-8879-360e345293e0.local 33957 typ host generation 0 network-cost 999\r\n\
a=ice-ufrag:S2Ko\r\n\
a=ice-pwd:MjG1W2S5KbjsIAOZnJ7aCJ8q\r\n\
a=ice-options:trickle\r\n\
a=fingerprint:sha-256 AB:B8:0A:12:E6:71:A2:79:5D:58:A8:64:3B:54:65:E2:08:FD:0B:2D:2F:E6:F8:6C:A0:CE:A3:40:11:13:09:73\r\n\
a=setup:active\r\n\
a=mid:0\r\n\
a=sctp-port:5000\r\n\
a=max-message-size:262144\r\n\
";

pub const OFFER_IPS: &str = "\
v=0\r\n\
o=- 8806135510811953654 2 IN IP4 127.0.0.1\r\n\
s=-\r\n\
t=0 0\r\n\
a=group:BUNDLE 0\r\n\
a=extmap-allow-mixed\r\n\
a=msid-semantic: WMS\r\n\
m=application 41124 UDP/DTLS/SCTP webrtc-datachannel\r\n\
c=IN IP4 192.0.2.2\r\n\
a=candidate:1604767534 1 udp 2113937151 192.0.2.2 41124 typ host generation 0 network-cost 999\r\n\
a=candidate:2495614670 1 udp 2113942271 fd00::2 47684 typ host generation 0 network-cost 999\r\n\
a=ice-ufrag:dlnO\r\n\
a=ice-pwd:5fRo+gU4mFWQlH6bgMcamXc1\r\n\
a=ice-options:trickle\r\n\
a=fingerprint:sha-256 4D:C4:42:79:1E:E1:95:9E:13:C1:67:A5:BD:96:3F:F0:E0:58:40:C7:FA:F8:60:B2:2E:F8:96:DC:79:DF:00:2C\r\n\
a=setup:actpass\r\n\
a=mid:0\r\n\
a=sctp-port:5000\r\n\
a=max-message-size:262144\r\n\
";

pub const ANSWER_IPS: &str = "\
v=0\r\n\
o=- 2196591826648771623 2 IN IP4 127.0.0.1\r\n\
s=-\r\n\
t=0 0\r\n\
a=group:BUNDLE 0\r\n\
a=extmap-allow-mixed\r\n\
a=msid-semantic: WMS\r\n\
m=application 59250 UDP/DTLS/SCTP webrtc-datachannel\r\n\
c=IN IP4 192.0.2.2\r\n\
a=candidate:2267686975 1 udp 2113937151 192.0.2.2 59250 typ host generation 0 network-cost 999\r\n\
a=candidate:1280109023 1 udp 2113942271 fd00::2 52701 typ host generation 0 network-cost 999\r\n\
a=ice-ufrag:Uwo+\r\n\
a=ice-pwd:tsQulY3x3akiXbNHFxzBK6BV\r\n\
a=ice-options:trickle\r\n\
a=fingerprint:sha-256 F5:E7:A6:A2:39:D5:E3:5F:D0:6E:C7:23:49:68:C2:8B:C1:EB:C8:72:CF:DB:D7:31:95:30:74:49:C1:3E:FA:9B\r\n\
a=setup:active\r\n\
a=mid:0\r\n\
a=sctp-port:5000\r\n\
a=max-message-size:262144\r\n\
";

pub const OFFER_SRFLX: &str = "\
v=0\r\n\
o=- 1065009665371516851 2 IN IP4 127.0.0.1\r\n\
s=-\r\n\
t=0 0\r\n\
a=group:BUNDLE 0\r\n\
a=extmap-allow-mixed\r\n\
a=msid-semantic: WMS\r\n\
m=application 39398 UDP/DTLS/SCTP webrtc-datachannel\r\n\
c=IN IP4 203.0.113.7\r\n\
a=candidate:2396577742 1 udp 2113937151 232b3b49-a785-4693-bdc0-49c9d0626f4e.local 39398 typ host generation 0 network-cost 999\r\n\
a=candidate:2309665662 1 udp 2113942271 95fd6773-a089-49d0-b8a2-0f3165168bd0.local 40002 typ host generation 0 network-cost 999\r\n\
a=candidate:280302042 1 udp 1677729535 203.0.113.7 39398 typ srflx raddr 0.0.0.0 rport 0 generation 0 network-cost 999\r\n\
a=ice-ufrag:Fxng\r\n\
a=ice-pwd:sBlx/KBCXoHkg950J1H32kuw\r\n\
a=ice-options:trickle\r\n\
a=fingerprint:sha-256 4A:5D:88:F0:AC:A9:9F:21:9A:B5:8F:88:56:17:9D:75:FD:32:F8:FB:EE:27:1D:E7:84:F7:DD:69:06:11:68:FA\r\n\
a=setup:actpass\r\n\
a=mid:0\r\n\
a=sctp-port:5000\r\n\
a=max-message-size:262144\r\n\
";

pub const ANSWER_SRFLX: &str = "\
v=0\r\n\
o=- 5617286272801455010 2 IN IP4 127.0.0.1\r\n\
s=-\r\n\
t=0 0\r\n\
a=group:BUNDLE 0\r\n\
a=extmap-allow-mixed\r\n\
a=msid-semantic: WMS\r\n\
m=application 44392 UDP/DTLS/SCTP webrtc-datachannel\r\n\
c=IN IP4 203.0.113.7\r\n\
a=candidate:1055297807 1 udp 2113937151 232b3b49-a785-4693-bdc0-49c9d0626f4e.local 44392 typ host generation 0 network-cost 999\r\n\
a=candidate:4118827247 1 udp 2113942271 95fd6773-a089-49d0-b8a2-0f3165168bd0.local 38143 typ host generation 0 network-cost 999\r\n\
a=candidate:614607036 1 udp 1677729535 203.0.113.7 44392 typ srflx raddr 0.0.0.0 rport 0 generation 0 network-cost 999\r\n\
a=ice-ufrag:n65M\r\n\
a=ice-pwd:HuI5b9fob7rlEPrFJicTQnCM\r\n\
a=ice-options:trickle\r\n\
a=fingerprint:sha-256 5A:62:9A:F1:94:93:B1:B2:20:A8:73:87:D2:0D:F2:F0:60:91:4A:24:4B:CB:38:C0:B9:6F:32:EE:B3:E0:CE:09\r\n\
a=setup:active\r\n\
a=mid:0\r\n\
a=sctp-port:5000\r\n\
a=max-message-size:262144\r\n\
";

pub const FIREFOX_OFFER: &str = "\
v=0\r\n\
o=mozilla...THIS_IS_SDPARTA-128.0 6134585444428931163 0 IN IP4 0.0.0.0\r\n\
s=-\r\n\
t=0 0\r\n\
a=sendrecv\r\n\
a=fingerprint:sha-256 9B:1E:47:E3:0C:5A:83:21:BD:6F:02:C4:98:7A:55:E1:3D:F0:6B:A8:14:C9:72:0E:B3:5D:E6:41:8F:27:AC:90\r\n\
a=group:BUNDLE 0\r\n\
a=ice-options:trickle\r\n\
a=msid-semantic:WMS *\r\n\
m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n\
c=IN IP4 0.0.0.0\r\n\
a=candidate:0 1 UDP 2122252543 6a5c1f3e-0b7d-4e2a-9c81-5f4d3b2a1e0c.local 51762 typ host\r\n\
a=candidate:1 1 TCP 2105524479 6a5c1f3e-0b7d-4e2a-9c81-5f4d3b2a1e0c.local 9 typ host tcptype active\r\n\
a=sendrecv\r\n\
a=end-of-candidates\r\n\
a=ice-pwd:4b5f1c0d4a0f6ad2b3a8f9f6a1c0a3d2\r\n\
a=ice-ufrag:8a1b2c3d\r\n\
a=mid:0\r\n\
a=setup:actpass\r\n\
a=sctp-port:5000\r\n\
a=max-message-size:1073741823\r\n";
