//! The JSON texts pages have written (saves, record files, friends' messages), kept in
//! `tests/fixtures/json/`, and how each is read and written again. `tests/json_texts.rs` makes
//! them natively (serde_json) and checks the files; `tests/web.rs` reads and writes them with
//! the browser's JSON (`cardtable::json` in wasm): both must give back the very same text.

use cardtable::driver::{record, save};
use cardtable::friends::message::{HostMessage, ToHost, decode, encode};
use cardtable::{guandan, shengji};

/// Each file's name and text (built in: the browser test has no file system).
pub const FILES: &[(&str, &str)] = &[
    (
        "guandan-save",
        include_str!("../fixtures/json/guandan-save.json"),
    ),
    (
        "shengji-save",
        include_str!("../fixtures/json/shengji-save.json"),
    ),
    (
        "zhao-pengyou-save",
        include_str!("../fixtures/json/zhao-pengyou-save.json"),
    ),
    (
        "guandan-record",
        include_str!("../fixtures/json/guandan-record.json"),
    ),
    (
        "shengji-record",
        include_str!("../fixtures/json/shengji-record.json"),
    ),
    (
        "guandan-position",
        include_str!("../fixtures/json/guandan-position.json"),
    ),
    (
        "shengji-position",
        include_str!("../fixtures/json/shengji-position.json"),
    ),
    (
        "guandan-act",
        include_str!("../fixtures/json/guandan-act.json"),
    ),
    (
        "shengji-act",
        include_str!("../fixtures/json/shengji-act.json"),
    ),
];

/// `text` read as what `name` holds and written again: the same text wanted.
pub fn again(name: &str, text: &str) -> Result<String, String> {
    fn saved<G: record::Recordable>(text: &str) -> Result<String, String> {
        let (seed, m) = save::read::<G>(text).map_err(|e| e.to_string())?;
        save::write(seed, &m).ok_or_else(|| "no save written".to_string())
    }
    fn recorded<G: record::Recordable>(text: &str) -> Result<String, String> {
        let r = record::from_json::<G>(text).map_err(|e| e.to_string())?;
        Ok(record::to_json::<G>(&r))
    }
    fn told<G: record::Recordable>(text: &str) -> Result<String, String> {
        let m: HostMessage<G> = decode(text).map_err(|e| e.to_string())?;
        Ok(encode(&m))
    }
    fn asked<G: record::Recordable>(text: &str) -> Result<String, String> {
        let m: ToHost<G::Action> = decode(text).map_err(|e| e.to_string())?;
        Ok(encode(&m))
    }
    match name {
        "guandan-save" => saved::<guandan::Game>(text),
        "shengji-save" | "zhao-pengyou-save" => saved::<shengji::Game>(text),
        "guandan-record" => recorded::<guandan::Game>(text),
        "shengji-record" => recorded::<shengji::Game>(text),
        "guandan-position" => told::<guandan::Game>(text),
        "shengji-position" => told::<shengji::Game>(text),
        "guandan-act" => asked::<guandan::Game>(text),
        "shengji-act" => asked::<shengji::Game>(text),
        _ => Err(format!("no fixture {name}")),
    }
}
