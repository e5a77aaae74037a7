//! Writes the SVG card art (54 faces and the back) into a directory, creating it:
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
    let files = cardtable::art::all_files();
    for (name, svg) in &files {
        let path = dir.join(name);
        std::fs::write(&path, svg).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    Ok(files.len())
}
