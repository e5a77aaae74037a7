//! Records the Hard search's verdicts in self-play (issue 49): see `cardtable::arena::record`.
//!
//!     cargo run --release --bin record -- guandan --seeds 1-400 --out target/record/gd.jsonl

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    cardtable::arena::cli::run(cardtable::arena::record::command)
}

/// A native tool: nothing to do in a wasm build.
#[cfg(target_arch = "wasm32")]
fn main() {}
