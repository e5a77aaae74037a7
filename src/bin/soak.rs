//! See `cardtable::arena::cli::soak` for the options, e.g.
//!
//!     cargo run --release --bin soak -- guandan --help

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    cardtable::arena::cli::run(cardtable::arena::cli::soak)
}

/// A native tool: nothing to do in a wasm build.
#[cfg(target_arch = "wasm32")]
fn main() {}
