//! Command lines of the `tournament` and `soak` binaries.

use std::time::Instant;

use crate::agents::AgentKind;
use crate::guandan::Rules;

use super::{count, default_threads, flags, guandan};

pub const TOURNAMENT_USAGE: &str = "usage: tournament guandan [--a normal] [--b random] [--deals N] \
[--seed N] [--threads N] [--rules pagat|china] [--json]";

pub const SOAK_USAGE: &str =
    "usage: soak guandan [--matches N] [--seed N] [--threads N] [--rules pagat|china]";

/// Runs a command line: its report on stdout, or the error on stderr and a failure code.
pub fn run(command: fn(&[String]) -> Result<String, String>) -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match command(&args) {
        Ok(report) => {
            print!("{report}");
            std::process::ExitCode::SUCCESS
        }
        Err(msg) => {
            eprintln!("{msg}");
            std::process::ExitCode::FAILURE
        }
    }
}

fn rules_named(name: &str) -> Result<Rules, String> {
    match name {
        "pagat" => Ok(Rules::pagat()),
        "china" => Ok(Rules::china()),
        other => Err(format!("unknown rules '{other}': pagat or china")),
    }
}

fn agent(value: Option<&str>) -> Result<AgentKind, String> {
    let v = value.unwrap_or("");
    AgentKind::from_name(v).ok_or_else(|| format!("unknown agent '{v}': normal or random"))
}

fn game_args(args: &[String], usage: &str) -> Result<(), String> {
    match args.first().map(String::as_str) {
        Some("guandan") => Ok(()),
        Some(other) => Err(format!(
            "unknown game '{other}' (only guandan so far)\n{usage}"
        )),
        None => Err(usage.to_string()),
    }
}

/// `tournament guandan --a normal --b random --deals N`: prints the report (and with `--json`
/// a last line of JSON).
pub fn tournament(args: &[String]) -> Result<String, String> {
    game_args(args, TOURNAMENT_USAGE)?;
    let mut a = AgentKind::Normal;
    let mut b = AgentKind::Random;
    let mut deals = 100;
    let mut seed = 1;
    let mut threads = default_threads();
    let mut rules = Rules::pagat();
    let mut rules_name = "pagat";
    let mut json = false;
    for (flag, value) in
        flags(&args[1..], &["--json"]).map_err(|e| format!("{e}\n{TOURNAMENT_USAGE}"))?
    {
        match flag {
            "--a" => a = agent(value)?,
            "--b" => b = agent(value)?,
            "--deals" => deals = count(flag, value)?,
            "--seed" => seed = crate::cards::parse_seed(value.unwrap_or(""))?,
            "--threads" => threads = count(flag, value)? as usize,
            "--rules" => {
                rules_name = value.unwrap_or("");
                rules = rules_named(rules_name)?;
            }
            "--json" => json = true,
            other => return Err(format!("unknown option '{other}'\n{TOURNAMENT_USAGE}")),
        }
    }
    let s = guandan::duplicate(&rules, a, b, deals, seed, threads)?;
    let mut out = format!(
        "guandan ({rules_name}) duplicate: {} deals x 2 matches, {} vs {}, seeds {}..{}, {} threads, {:.1} s\n",
        s.deals,
        a.name(),
        b.name(),
        seed,
        seed.wrapping_add(deals - 1),
        threads,
        s.seconds
    );
    out += &format!("matches won by {}: {}\n", a.name(), s.matches);
    out += &format!("hands won by {}:   {}\n", a.name(), s.hands);
    out += &format!(
        "hands per match: {:.1}; unfinished (no winner after {} hands): {}\n",
        s.total_hands as f64 / (2 * s.deals) as f64,
        guandan::MAX_HANDS,
        s.unfinished
    );
    let secs = |q: f64| s.match_times.quantile_ms(q) / 1000.0;
    out += &format!(
        "match time (one thread each): median {:.3} s, p95 {:.3} s, max {:.3} s\n",
        secs(0.5),
        secs(0.95),
        secs(1.0)
    );
    out += &format!("decision time {}: {}\n", a.name(), s.times_a.summary());
    out += &format!("decision time {}: {}\n", b.name(), s.times_b.summary());
    if json {
        let (lo, hi) = s.hands.ci95();
        let (mlo, mhi) = s.matches.ci95();
        let line = serde_json::json!({
            "game": "guandan",
            "variant": rules_name,
            "deals": s.deals,
            "a": a.name(),
            "b": b.name(),
            "a_score": s.hands.rate(),
            "ci95": [lo, hi],
            "a_matches": s.matches.rate(),
            "matches_ci95": [mlo, mhi],
            "a_p95_ms": s.times_a.quantile_ms(0.95),
            "b_p95_ms": s.times_b.quantile_ms(0.95),
        });
        out += &format!("{line}\n");
    }
    Ok(out)
}

/// `soak guandan --matches N`: every seed with AI on all seats and with a scripted human.
pub fn soak(args: &[String]) -> Result<String, String> {
    game_args(args, SOAK_USAGE)?;
    let mut matches = 100;
    let mut seed = 1;
    let mut threads = default_threads();
    let mut rules = Rules::pagat();
    for (flag, value) in flags(&args[1..], &[]).map_err(|e| format!("{e}\n{SOAK_USAGE}"))? {
        match flag {
            "--matches" => matches = count(flag, value)?,
            "--seed" => seed = crate::cards::parse_seed(value.unwrap_or(""))?,
            "--threads" => threads = count(flag, value)? as usize,
            "--rules" => rules = rules_named(value.unwrap_or(""))?,
            other => return Err(format!("unknown option '{other}'\n{SOAK_USAGE}")),
        }
    }
    let start = Instant::now();
    let s = guandan::soak(&rules, matches, seed, threads);
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    let mut out = format!(
        "guandan soak: {} matches ({} seeds, AI only and with a scripted human), {} hands, {} actions, {} illegal attempts refused, in {:.1} s ({:.2} matches/s on {} threads)\n",
        s.matches,
        matches,
        s.hands,
        s.actions,
        s.refused,
        secs,
        s.matches as f64 / secs,
        threads
    );
    if s.failures.is_empty() {
        out += "no failure\n";
        Ok(out)
    } else {
        for f in s.failures.iter().take(20) {
            out += &format!("FAILED {f}\n");
        }
        Err(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn odd_command_lines_are_refused_with_a_reason() {
        for (bad, needle) in [
            (&[][..], "usage"),
            (&["poker"], "unknown game"),
            (&["guandan", "--deals"], "needs a value"),
            (&["guandan", "--deals", "0"], "positive"),
            (&["guandan", "--a", "genius"], "unknown agent"),
            (&["guandan", "--rules", "mars"], "unknown rules"),
            (&["guandan", "--frobnicate", "1"], "unknown option"),
            (&["guandan", "stray"], "unexpected"),
        ] {
            let err = tournament(&args(bad)).unwrap_err();
            assert!(err.contains(needle), "{bad:?}: {err}");
        }
        assert!(soak(&args(&["guandan", "--matches", "x"])).is_err());
    }

    #[test]
    fn a_small_tournament_reports_and_ends_with_json() {
        let out = tournament(&args(&[
            "guandan",
            "--a",
            "normal",
            "--b",
            "random",
            "--deals",
            "2",
            "--threads",
            "2",
            "--json",
        ]))
        .unwrap();
        assert!(out.contains("matches won by normal"), "{out}");
        let last = out.lines().last().unwrap();
        let json: serde_json::Value = serde_json::from_str(last).unwrap();
        assert_eq!(json["game"], "guandan");
        assert_eq!(json["deals"], 2);
        let score = json["a_score"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&score));
        assert!(json["ci95"][0].as_f64().unwrap() <= score);
        assert!(json["a_p95_ms"].as_f64().unwrap() >= 0.0);
        let report = soak(&args(&["guandan", "--matches", "2", "--threads", "1"])).unwrap();
        assert!(report.contains("no failure"), "{report}");
    }
}
