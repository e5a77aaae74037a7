//! Guan Dan's Web Worker: it answers the page's questions about Guan Dan (see `browser::worker`).
//! Built by Trunk as a worker script; natively this binary does nothing.

#[cfg(target_arch = "wasm32")]
fn main() {
    cardtable::browser::worker::serve::<cardtable::guandan::Game>();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {}
