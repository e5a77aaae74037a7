//! See `cardtable::arena::cli::soak` for the options, e.g.
//!
//!     cargo run --release --bin soak -- guandan --help

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match cardtable::arena::cli::soak(&args) {
        Ok(report) => {
            print!("{report}");
            ExitCode::SUCCESS
        }
        Err(msg) => {
            eprintln!("{msg}");
            ExitCode::FAILURE
        }
    }
}
