//! Fits the learned evaluation to the recorded search (issue 49): see `cardtable::arena::train`.
//!
//!     cargo run --release --bin train -- guandan --data target/record/guandan-pagat-1.jsonl
//!     cargo run --release --bin train -- shengji-positions --out src/agents/shengji/value.bin
//!     cargo run --release --bin train -- guandan-positions --out src/agents/guandan/value.bin

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    use cardtable::arena::{hand_positions, positions, train};
    // `train shengji-positions` and `guandan-positions`: the Hard's depth cuts, fitted
    // without records.
    cardtable::arena::cli::run(|args: &[String]| match args.first().map(String::as_str) {
        Some("shengji-positions") => positions::command(args.get(1..).unwrap_or(&[])),
        Some("guandan-positions") => hand_positions::command(args.get(1..).unwrap_or(&[])),
        _ => train::command(args),
    })
}

/// A native tool: nothing to do in a wasm build.
#[cfg(target_arch = "wasm32")]
fn main() {}
