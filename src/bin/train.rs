//! Fits the learned evaluation to the recorded search (issue 49): see `cardtable::arena::train`.
//!
//!     cargo run --release --bin train -- guandan --data target/record/guandan-pagat-1.jsonl
//!     cargo run --release --bin train -- shengji-positions --out src/agents/shengji/value.bin

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    use cardtable::arena::{positions, train};
    // `train shengji-positions`: the Sheng Ji Hard's depth cut, fitted without records.
    cardtable::arena::cli::run(|args: &[String]| match args.first().map(String::as_str) {
        Some("shengji-positions") => positions::command(args.get(1..).unwrap_or(&[])),
        _ => train::command(args),
    })
}

/// A native tool: nothing to do in a wasm build.
#[cfg(target_arch = "wasm32")]
fn main() {}
