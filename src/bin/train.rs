//! Fits the learned evaluation to the recorded search (issue 49): see `cardtable::arena::train`.
//!
//!     cargo run --release --bin train -- guandan --data target/record/guandan-pagat-1.jsonl

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    cardtable::arena::cli::run(cardtable::arena::train::command)
}

/// A native tool: nothing to do in a wasm build.
#[cfg(target_arch = "wasm32")]
fn main() {}
