//! The Web Worker's entry point: it answers the page's questions (see `ui::worker`). Built by
//! Trunk as a worker script; natively this binary does nothing.

#[cfg(target_arch = "wasm32")]
fn main() {
    use gloo::worker::Registrable;
    cardtable::ui::worker::Thinker::registrar().register();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {}
