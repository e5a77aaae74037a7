//! Record links deflated and inflated by the browser's own `CompressionStream` and
//! `DecompressionStream` ("deflate-raw": the bytes miniz writes for links, so every link reads
//! either way), where the table makes or reads one: opening a framed table full screen
//! (`#resume=`). The first table then carries no deflate code of its own (issue 69); the record
//! page, the replay and the friends' pages still use the driver's (`driver::record`).
//! A browser without these streams (before 2023) opens the full-screen page without the match.

use js_sys::Uint8Array;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::{ReadableStream, Response};

use crate::driver::record;

#[wasm_bindgen]
extern "C" {
    /// The streams' one method used here (web-sys keeps the compression streams behind its
    /// unstable APIs).
    type Piped;
    #[wasm_bindgen(method, js_name = pipeThrough)]
    fn pipe_through(this: &Piped, transform: &JsValue) -> ReadableStream;

    type CompressionStream;
    #[wasm_bindgen(constructor, catch)]
    fn new(format: &str) -> Result<CompressionStream, JsValue>;

    type DecompressionStream;
    #[wasm_bindgen(constructor, catch)]
    fn new(format: &str) -> Result<DecompressionStream, JsValue>;
}

/// What went wrong, in the console's words.
fn said(e: JsValue) -> String {
    e.as_string().unwrap_or_else(|| format!("{e:?}"))
}

/// `bytes` through `transform`, as a response to read.
fn through(bytes: &[u8], transform: &JsValue) -> Result<Response, JsValue> {
    let body = Response::new_with_opt_u8_array(Some(&mut bytes.to_vec()))?
        .body()
        .ok_or_else(|| JsValue::from_str("no body"))?;
    let piped = body.unchecked_ref::<Piped>().pipe_through(transform);
    Response::new_with_opt_readable_stream(Some(&piped))
}

fn window() -> Result<web_sys::Window, String> {
    web_sys::window().ok_or_else(|| "no window".to_string())
}

/// URL-safe base64 without padding (as `driver::record` writes links), by the browser's `btoa`.
fn base64(bytes: &[u8]) -> Result<String, String> {
    let binary: String = bytes.iter().map(|&b| b as char).collect();
    let text = window()?.btoa(&binary).map_err(said)?;
    Ok(text
        .trim_end_matches('=')
        .chars()
        .map(|c| match c {
            '+' => '-',
            '/' => '_',
            c => c,
        })
        .collect())
}

/// The bytes of URL-safe base64 text, by the browser's `atob` (which reads it unpadded).
fn unbase64(text: &str) -> Result<Vec<u8>, String> {
    let standard: String = text
        .trim()
        .chars()
        .map(|c| match c {
            '-' => '+',
            '_' => '/',
            c => c,
        })
        .collect();
    let binary = window()?.atob(&standard).map_err(said)?;
    Ok(binary.chars().map(|c| c as u32 as u8).collect())
}

/// The link text of a record's compact JSON (`record::to_compact`), as `record::to_link`
/// writes it but deflated by the browser.
pub async fn link_of(json: &str) -> Result<String, String> {
    let deflate = CompressionStream::new("deflate-raw").map_err(said)?;
    let response = through(json.as_bytes(), &deflate).map_err(said)?;
    let buffer = JsFuture::from(response.array_buffer().map_err(said)?)
        .await
        .map_err(said)?;
    base64(&Uint8Array::new(&buffer).to_vec())
}

/// The compact JSON of a link's text (for `record::from_compact`), inflated by the browser.
pub async fn compact_in(text: &str) -> Result<String, String> {
    let deflated = unbase64(text)?;
    let inflate = DecompressionStream::new("deflate-raw").map_err(said)?;
    let response = through(&deflated, &inflate).map_err(said)?;
    let json = JsFuture::from(response.text().map_err(said)?)
        .await
        .map_err(said)?
        .as_string()
        .unwrap_or_default();
    if json.len() > record::INFLATED_MAX {
        return Err("too long".to_string());
    }
    Ok(json)
}
