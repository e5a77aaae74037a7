//! The browser app. Built by Trunk for wasm32; natively this binary does nothing (the native
//! entry points are the tools in src/bin/).

fn main() {
    #[cfg(target_arch = "wasm32")]
    cardtable::ui::start();
}
