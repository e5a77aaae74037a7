//! Plays random legal games natively and prints throughput and a summary.
//!
//!     cargo run --release --bin simulate -- guandan --games 1000 [--seed N]
//!     cargo run --release --bin simulate -- shengji --games 1000 [--variant NAME] [--seed N]

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("guandan") => cardtable::guandan::sim::main(&args[1..]),
        Some("shengji") => cardtable::shengji::sim::main(&args[1..]),
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
