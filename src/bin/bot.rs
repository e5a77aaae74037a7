//! Our computer players as a bot of the JSON-lines protocol of `tournament --a exec:COMMAND`
//! (README, "A bot in another language"), so that a build of any commit can play against a
//! build of any other (`scripts/freeze-bot.sh` builds this file at an older commit):
//!
//!     bot [guandan|shengji] [--tier easy|normal|hard[:MS]|baseline|random] [--seed N]
//!
//! (without the game, it plays the one the table's `start` message names).
//! It reads one message per line; when asked to act it gives the seat's view to the tier's
//! agent, the same agent the built-in player is, and answers with the index of the action in
//! `legal` or, where the list does not hold it (Sheng Ji lists only a few burials), with the
//! action written out. Each seat is seeded from `--seed` and its seat number.
//!
//! This file uses only what the crate has offered since before issue 49 (`TableGame`,
//! `AgentSpec`, the engines' views and actions), so that it builds at those commits too.

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match serve(&args) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("bot: {msg}");
            std::process::ExitCode::FAILURE
        }
    }
}

/// A native tool: nothing to do in a wasm build.
#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
const USAGE: &str =
    "usage: bot guandan|shengji [--tier easy|normal|hard[:MS]|baseline|random] [--seed N]";

/// Reads the options, then plays the game named first (or, without one, the game of the
/// table's `start` message) until its input ends.
#[cfg(not(target_arch = "wasm32"))]
fn serve(args: &[String]) -> Result<(), String> {
    use std::io::BufRead;

    use cardtable::agents::{AgentKind, AgentSpec};

    let mut game = None;
    let mut spec = AgentSpec::new(AgentKind::Hard, 0);
    let mut rest = args.iter();
    while let Some(flag) = rest.next() {
        if !flag.starts_with("--") && game.is_none() {
            game = Some(flag.clone());
            continue;
        }
        let value = rest
            .next()
            .ok_or_else(|| format!("{flag} needs a value\n{USAGE}"))?;
        match flag.as_str() {
            "--tier" => {
                let (name, ms) = value.split_once(':').unwrap_or((value, "0"));
                let kind = AgentKind::from_name(name)
                    .ok_or_else(|| format!("unknown tier '{name}'\n{USAGE}"))?;
                let ms: u32 = ms.parse().map_err(|_| format!("bad budget '{ms}'"))?;
                spec = AgentSpec::new(kind, spec.seed).with_budget(ms);
            }
            "--seed" => {
                spec.seed = value.parse().map_err(|_| format!("bad seed '{value}'"))?;
            }
            other => return Err(format!("unknown option '{other}'\n{USAGE}")),
        }
    }
    let mut lines = std::io::stdin().lock().lines();
    // The seat and, unless named, the game: from the table's first message.
    let mut seat = 0;
    if let Some(line) = lines.next() {
        let start: serde_json::Value =
            serde_json::from_str(&line.map_err(|e| e.to_string())?).unwrap_or_default();
        seat = start
            .get("seat")
            .and_then(serde_json::Value::as_u64)
            .unwrap_or(0);
        if game.is_none() {
            game = start
                .get("game")
                .and_then(|g| g.as_str())
                .map(str::to_string);
        }
    }
    // Each seat its own stream, as the built-in players of a series have.
    spec.seed ^= (seat + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let lines = lines.map_while(Result::ok);
    match game.as_deref() {
        Some("guandan") => play::<cardtable::guandan::Game>(spec, lines),
        Some("shengji") => play::<cardtable::shengji::Game>(spec, lines),
        Some(other) => Err(format!("unknown game '{other}'\n{USAGE}")),
        None => Ok(()),
    }
}

/// The protocol's loop for one seat of game `G`, after the `start` message.
#[cfg(not(target_arch = "wasm32"))]
fn play<G>(
    spec: cardtable::agents::AgentSpec,
    lines: impl Iterator<Item = String>,
) -> Result<(), String>
where
    G: cardtable::agents::TableGame,
    // Today's `TableGame` carries these bounds; older commits' (a frozen bot) do not.
    G::View: serde::de::DeserializeOwned,
    G::Action: serde::Serialize + serde::de::DeserializeOwned,
{
    use std::io::Write;

    use serde_json::{Value, json};

    let mut out = std::io::stdout();
    let mut agent = G::agent(&spec);
    for line in lines {
        let Ok(message) = serde_json::from_str::<Value>(&line) else {
            continue;
        };
        if message.get("type").and_then(Value::as_str) != Some("act") {
            continue;
        }
        let view = message.get("view").cloned().unwrap_or(Value::Null);
        let legal = message.get("legal").cloned().unwrap_or(Value::Null);
        let reply = match serde_json::from_value::<G::View>(view) {
            Ok(view) => {
                let legal: Vec<G::Action> = serde_json::from_value(legal).unwrap_or_default();
                match agent.act(&view) {
                    Some(a) => match legal.iter().position(|l| *l == a) {
                        Some(i) => json!({ "index": i }),
                        None => json!({ "action": a }),
                    },
                    None => json!({ "index": 0 }),
                }
            }
            Err(e) => {
                // A view of another format: say so, and play the first legal action.
                eprintln!("bot: cannot read the view: {e}");
                json!({ "index": 0 })
            }
        };
        // An answer per line, flushed at once: the table waits for it.
        writeln!(out, "{reply}")
            .and_then(|_| out.flush())
            .map_err(|e| e.to_string())?;
    }
    Ok(())
}
