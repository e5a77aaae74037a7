//! Plays random legal games natively and prints throughput and a summary.
//!
//!     cargo run --release --bin simulate -- guandan --games 1000 [--seed N]
//!     cargo run --release --bin simulate -- shengji --games 1000 [--variant NAME] [--seed N]

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.split_first() {
        Some((game, rest)) if game == "guandan" => cardtable::guandan::sim::main(rest),
        Some((game, rest)) if game == "shengji" => cardtable::shengji::sim::main(rest),
        _ => Err("usage: simulate guandan|shengji --games N [--seed N] [options]".to_string()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("{msg}");
            ExitCode::FAILURE
        }
    }
}
