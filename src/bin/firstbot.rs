//! The smallest bot for the JSON-lines protocol of `tournament --a exec:COMMAND` (see the
//! README): it reads one message per line and, when asked to act, plays the first legal action,
//! by its index or, with `--write-out`, written out in full. A template for bots in other
//! languages, and the other end of the protocol's test.

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    use std::io::{BufRead, Write};

    let write_out = std::env::args().any(|a| a == "--write-out");
    let stdin = std::io::stdin();
    let mut out = std::io::stdout();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        let Ok(message) = serde_json::from_str::<serde_json::Value>(&line) else {
            continue;
        };
        if message["type"] == "act" {
            let reply = if write_out {
                serde_json::json!({ "action": message["legal"][0] })
            } else {
                serde_json::json!({ "index": 0 })
            };
            // An answer per line, flushed at once: the table waits for it.
            if writeln!(out, "{reply}").and_then(|_| out.flush()).is_err() {
                break;
            }
        }
    }
}

/// A native tool: nothing to do in a wasm build.
#[cfg(target_arch = "wasm32")]
fn main() {}
