//! Values as JSON text: saves, record files and links, friends' messages, preferences.
//!
//! serde_json writes them everywhere and reads them natively. In the browser they are read by
//! the browser's own `JSON.parse`, with serde-wasm-bindgen turning the JavaScript value into
//! ours: the page carries no JSON reader of its own, nor the float parsing it needs (issue 69:
//! some 24 KB gzipped over the page and its pieces). tests/web.rs holds the browser's reading
//! to the texts serde_json wrote (tests/fixtures/json/), 64-bit numbers to the last digit.

use serde::Serialize;
use serde::de::DeserializeOwned;
use std::fmt;

/// Why a value could not be read or written (the reader's own words).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error(String);

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

/// The value as compact JSON.
pub fn to_string<T: Serialize + ?Sized>(value: &T) -> Result<String, Error> {
    imp::write(value, false)
}

/// The value as JSON indented by two spaces (a file a person may open).
pub fn to_string_pretty<T: Serialize + ?Sized>(value: &T) -> Result<String, Error> {
    imp::write(value, true)
}

/// The value `text` holds (the whole text: anything after the value is an error).
pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, Error> {
    imp::read(text)
}

/// serde_json: natively for both ways, in the browser for writing.
mod native {
    use super::Error;

    fn error(e: serde_json::Error) -> Error {
        Error(e.to_string())
    }

    pub fn write<T: serde::Serialize + ?Sized>(value: &T, pretty: bool) -> Result<String, Error> {
        if pretty {
            serde_json::to_string_pretty(value).map_err(error)
        } else {
            serde_json::to_string(value).map_err(error)
        }
    }

    #[cfg(not(target_arch = "wasm32"))]
    pub fn read<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, Error> {
        serde_json::from_str(text).map_err(error)
    }
}

#[cfg(not(target_arch = "wasm32"))]
use native as imp;

#[cfg(target_arch = "wasm32")]
mod imp {
    //! A JavaScript number holds whole numbers exactly only up to 2^53 − 1, and the computer
    //! players' seeds in a save go up to 2^64 − 1: a whole number of 16 digits or more is
    //! quoted with a mark before `JSON.parse` and made a `BigInt` by its reviver (a call a
    //! value, so only for such texts), which serde-wasm-bindgen reads as any 64-bit number.
    pub use super::native::write;

    use super::Error;
    use js_sys::{BigInt, JSON};
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::{JsCast, JsValue};

    #[wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(catch, js_namespace = JSON, js_name = parse)]
        fn parse_with(text: &str, reviver: &js_sys::Function) -> Result<JsValue, JsValue>;
    }

    /// The mark: a NUL (written `\u0000` in JSON text) and `n`, before the digits.
    const MARK: char = '\u{0}';

    /// A JavaScript exception's message (a `SyntaxError` of `JSON.parse`, say).
    fn thrown(e: JsValue) -> Error {
        let message = e
            .dyn_ref::<js_sys::Error>()
            .and_then(|e| e.message().as_string());
        Error(message.unwrap_or_else(|| "not JSON".to_string()))
    }

    pub fn read<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, Error> {
        let value = match marked(text) {
            None => JSON::parse(text).map_err(thrown)?,
            Some(text) => {
                let reviver = Closure::<dyn FnMut(JsValue, JsValue) -> JsValue>::new(
                    |_key: JsValue, v: JsValue| match v.as_string() {
                        Some(s) if s.starts_with(MARK) => {
                            let digits = s.get(2..).unwrap_or_default();
                            BigInt::new(&JsValue::from(digits)).map_or(v, JsValue::from)
                        }
                        _ => v,
                    },
                );
                parse_with(&text, reviver.as_ref().unchecked_ref()).map_err(thrown)?
            }
        };
        serde_wasm_bindgen::from_value(value).map_err(|e| Error(e.to_string()))
    }

    /// `text` with every whole number of 16 digits or more (outside strings) written as a
    /// marked string; `None` when there is none.
    fn marked(text: &str) -> Option<String> {
        // A text with a NUL of its own is read as it is (its large numbers then are not).
        if text.contains("\\u0000") {
            return None;
        }
        let bytes = text.as_bytes();
        let (mut out, mut copied) = (String::new(), 0);
        let (mut i, mut in_string) = (0, false);
        while i < bytes.len() {
            let b = bytes[i];
            if in_string {
                match b {
                    b'\\' => i += 1,
                    b'"' => in_string = false,
                    _ => {}
                }
                i += 1;
                continue;
            }
            if b == b'"' {
                in_string = true;
                i += 1;
                continue;
            }
            if b == b'-' || b.is_ascii_digit() {
                let start = i;
                i += 1;
                while i < bytes.len()
                    && matches!(bytes[i], b'0'..=b'9' | b'.' | b'e' | b'E' | b'+' | b'-')
                {
                    i += 1;
                }
                let token = &text[start..i];
                let digits = token.trim_start_matches('-');
                if digits.len() >= 16 && digits.bytes().all(|d| d.is_ascii_digit()) {
                    out.push_str(&text[copied..start]);
                    out.push_str(&format!("\"\\u0000n{token}\""));
                    copied = i;
                }
                continue;
            }
            i += 1;
        }
        (copied > 0).then(|| {
            out.push_str(&text[copied..]);
            out
        })
    }
}
