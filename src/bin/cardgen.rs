//! Writes the SVG card art (54 faces and the back, and the four-colour diamonds and clubs in
//! `4c/`) into a directory, creating it:
//!
//!     cargo run --release --bin cardgen -- assets/cards     (what `make cards` runs)

use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [dir] = args.as_slice() else {
        eprintln!("usage: cardgen <output directory>   (e.g. cardgen assets/cards)");
        return ExitCode::FAILURE;
    };
    match write_all(Path::new(dir)) {
        Ok(count) => {
            println!("wrote {count} card files to {dir}");
            ExitCode::SUCCESS
        }
        Err(msg) => {
            eprintln!("{msg}");
            ExitCode::FAILURE
        }
    }
}

fn write_all(dir: &Path) -> Result<usize, String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let four = dir.join(cardtable::art::FOUR_COLOUR_DIR);
    std::fs::create_dir_all(&four).map_err(|e| format!("cannot create {}: {e}", four.display()))?;
    let mut count = 0;
    let with_deck = |mut files: Vec<(String, String)>, four: bool| {
        files.push(cardtable::art::deck_file(four));
        files
    };
    for (sub, files) in [
        (dir, with_deck(cardtable::art::all_files(), false)),
        (
            four.as_path(),
            with_deck(cardtable::art::four_colour_files(), true),
        ),
    ] {
        for (name, svg) in &files {
            let path = sub.join(name);
            std::fs::write(&path, svg)
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        }
        count += files.len();
    }
    Ok(count)
}
