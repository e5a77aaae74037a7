//! Playing with friends at one table with no server: the host's page runs the match, each
//! friend's page holds only its own seat. Pure Rust like the driver below it: the messages and
//! their checks ([`message`]), the invite and reply links ([`invite`]) and the
//! part of a session description they carry ([`sdp`]), the host's seats
//! ([`room`]) and both ends of a friend's seat ([`mirror`]). The browser's data channels and the
//! pages themselves live in the UI.

pub mod invite;
pub mod message;
pub mod mirror;
pub mod room;
pub mod sdp;
