//! See `cardtable::arena::cli::tournament` for the options, e.g.
//!
//!     cargo run --release --bin tournament -- guandan --help

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    cardtable::arena::cli::run(cardtable::arena::cli::tournament)
}

/// A native tool: nothing to do in a wasm build.
#[cfg(target_arch = "wasm32")]
fn main() {}
