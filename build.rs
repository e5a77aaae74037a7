//! The page's wasm keeps its relocations when built in pieces (feature `split`): wasm-split-cli
//! reads them to cut the linked module before wasm-bindgen (scripts/split.sh).
fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    let wasm = std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|a| a == "wasm32");
    if wasm && std::env::var_os("CARGO_FEATURE_SPLIT").is_some() {
        println!("cargo::rustc-link-arg-bin=cardtable=--emit-relocs");
    }
}
