//! A player in another process that speaks JSON lines, so that bots written in any language can
//! sit at the table (`tournament ... --a 'exec:python3 bot.py'`). One process per seat; the
//! table writes one JSON object per line to its standard input and reads one line back when it
//! must act. The protocol, with an example, is in the README.
//!
//! - `{"type":"start","game":"guandan","seat":2}` once.
//! - `{"type":"hand","view":...}` when the seat takes its place and whenever new cards are
//!   dealt (a new hand or round, a redeal): its own cards, levels, dealer or declarers.
//! - `{"type":"action","seat":1,"action":...,"events":[...]}` after every action at the table,
//!   as everyone sees it (the engine's serde types).
//! - `{"type":"act","view":...,"legal":[...]}` when the seat must act: its view (own cards and
//!   everything public) and its legal actions. The reply is `{"index":N}` (into `legal`) or
//!   `{"action":...}` (any action the engine accepts now, written out: Sheng Ji lists only a
//!   few burials and friend calls, and at most 64 plays).
//!
//! A reply that cannot be read, or that the engine would refuse, counts as a fault: the first
//! legal action is played instead, and the faults are reported.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use serde_json::{Value, json};

use crate::agents::{Agent, Seat, TableGame};

/// A seat played by a process.
pub struct External {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    /// Replies that could not be used, shared by the agents of a series.
    pub faults: Arc<AtomicU64>,
}

impl External {
    /// Starts `command` (run by `sh -c`) for `seat` of `game`.
    pub fn start(
        command: &str,
        game: &str,
        seat: Seat,
        faults: Arc<AtomicU64>,
    ) -> Result<External, String> {
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot start '{command}': {e}"))?;
        let stdin = child.stdin.take().ok_or("no stdin")?;
        let stdout = BufReader::new(child.stdout.take().ok_or("no stdout")?);
        let mut me = External {
            child,
            stdin,
            stdout,
            faults,
        };
        me.send(&json!({"type": "start", "game": game, "seat": seat}));
        Ok(me)
    }

    fn send(&mut self, message: &Value) {
        // A bot that has gone away shows up as faults when it must act.
        let _ = writeln!(self.stdin, "{message}");
        let _ = self.stdin.flush();
    }

    fn fault(&self) {
        self.faults.fetch_add(1, Ordering::Relaxed);
    }
}

/// Puts a process on every seat of `m` that `who` gives to an `exec:` contender (or a frozen
/// release), and a sparring player on every seat it gives to one.
pub fn seat_bots<'a, G>(
    m: &mut crate::driver::Match<G>,
    game: &str,
    who: impl Fn(Seat) -> &'a super::Contender,
    faults: &Arc<AtomicU64>,
) -> Result<(), String>
where
    G: super::sparring::Sparring + 'static,
{
    for s in 0..m.game().seats() {
        match who(s) {
            super::Contender::External(command) | super::Contender::Frozen { command, .. } => {
                let bot = External::start(command, game, s, faults.clone())?;
                m.set_agent(s, Box::new(bot));
            }
            super::Contender::Sparring(name) => {
                let agent = G::sparring(name).ok_or_else(|| {
                    format!(
                        "no sparring player '{name}' in {game} (there are: {})",
                        G::SPARRING.join(", ")
                    )
                })?;
                m.set_agent(s, agent);
            }
            super::Contender::Builtin(_) => {}
        }
    }
    Ok(())
}

impl Drop for External {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The action a bot's reply line chooses, if it is one the engine accepts now: `{"index":N}`
/// into `legal`, or `{"action":...}` written out. `None` for anything else (a fault).
pub fn reply<G>(line: &str, view: &G::View, legal: &[G::Action]) -> Option<G::Action>
where
    G: TableGame,
{
    let reply: Value = serde_json::from_str(line.trim()).unwrap_or(Value::Null);
    if let Some(i) = reply.get("index").and_then(Value::as_u64) {
        return usize::try_from(i).ok().and_then(|i| legal.get(i)).cloned();
    }
    reply
        .get("action")
        .and_then(|a| serde_json::from_value::<G::Action>(a.clone()).ok())
        .filter(|a| G::check_action(view, a).is_ok())
}

impl<G> Agent<G> for External
where
    G: TableGame,
{
    fn act(&mut self, view: &G::View) -> Option<G::Action> {
        let legal = G::legal_actions(view);
        let first = legal.first().cloned();
        self.send(&json!({"type": "act", "view": view, "legal": legal}));
        let mut line = String::new();
        if self.stdout.read_line(&mut line).unwrap_or(0) == 0 {
            self.fault();
            return first;
        }
        match reply::<G>(&line, view, &legal) {
            Some(a) => Some(a),
            None => {
                self.fault();
                first
            }
        }
    }

    fn observe(&mut self, seat: Seat, action: &G::Action, events: &[G::Event]) {
        self.send(&json!({"type": "action", "seat": seat, "action": action, "events": events}));
    }

    fn dealt(&mut self, view: &G::View) {
        self.send(&json!({"type": "hand", "view": view}));
    }
}
