//! See `cardtable::arena::league` for the options, e.g.
//!
//!     cargo run --release --bin league -- shengji --members hard,normal,baseline --deals 300

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    cardtable::arena::cli::run(cardtable::arena::league::league)
}

/// A native tool: nothing to do in a wasm build.
#[cfg(target_arch = "wasm32")]
fn main() {}
