//! Command lines of the `tournament` and `soak` binaries.

use std::time::Instant;

use crate::agents::AgentKind;
use crate::guandan::Rules;
use crate::shengji::Rules as ShengjiRules;

use super::{count, default_threads, flags, guandan, shengji};

pub const TOURNAMENT_USAGE: &str =
    "usage: tournament guandan [--a normal] [--b random] [--deals N] \
[--seed N] [--threads N] [--rules pagat|china] [--json]
       tournament shengji [--variant classic|one-deck|three-decks|four-decks|zhao-pengyou-N] \
[--a normal] [--b random] [--deals N] [--seed N] [--threads N] [--json]";

pub const SOAK_USAGE: &str =
    "usage: soak guandan [--matches N] [--seed N] [--threads N] [--rules pagat|china]
       soak shengji [--variant classic|one-deck|three-decks|four-decks|zhao-pengyou-N] \
[--matches N] [--seed N] [--threads N]";

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

fn variant_named(name: &str) -> Result<ShengjiRules, String> {
    ShengjiRules::named(name).ok_or_else(|| {
        format!(
            "unknown variant '{name}': classic, one-deck, three-decks, four-decks or zhao-pengyou-5..12"
        )
    })
}

/// The games the tools know.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Game {
    Guandan,
    Shengji,
}

fn game_args(args: &[String], usage: &str) -> Result<Game, String> {
    match args.first().map(String::as_str) {
        Some("guandan") => Ok(Game::Guandan),
        Some("shengji") => Ok(Game::Shengji),
        Some(other) => Err(format!(
            "unknown game '{other}' (guandan or shengji)\n{usage}"
        )),
        None => Err(usage.to_string()),
    }
}

/// `tournament guandan|shengji --a normal --b random --deals N`: prints the report (and with
/// `--json` a last line of JSON).
pub fn tournament(args: &[String]) -> Result<String, String> {
    if game_args(args, TOURNAMENT_USAGE)? == Game::Shengji {
        return shengji_tournament(&args[1..]);
    }
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

/// `tournament shengji --variant V --a normal --b random --deals N [--json]`.
fn shengji_tournament(args: &[String]) -> Result<String, String> {
    let mut a = AgentKind::Normal;
    let mut b = AgentKind::Random;
    let mut deals = 100;
    let mut seed = 1;
    let mut threads = default_threads();
    let mut name = "classic".to_string();
    let mut rules = ShengjiRules::classic();
    let mut json = false;
    for (flag, value) in flags(args, &["--json"]).map_err(|e| format!("{e}\n{TOURNAMENT_USAGE}"))? {
        match flag {
            "--a" => a = agent(value)?,
            "--b" => b = agent(value)?,
            "--deals" => deals = count(flag, value)?,
            "--seed" => seed = crate::cards::parse_seed(value.unwrap_or(""))?,
            "--threads" => threads = count(flag, value)? as usize,
            "--variant" => {
                name = value.unwrap_or("").to_string();
                rules = variant_named(&name)?;
            }
            "--json" => json = true,
            other => return Err(format!("unknown option '{other}'\n{TOURNAMENT_USAGE}")),
        }
    }
    let s = shengji::duplicate(&rules, a, b, deals, seed, threads)?;
    let t = &s.tally;
    let (an, bn) = (a.name(), b.name());
    let fixed = rules.teams == crate::shengji::rules::Teams::Fixed;
    let per = if fixed { "rounds" } else { "seat-rounds" };
    let mut out = format!(
        "shengji ({name}) duplicate: {} deals x 2 matches, {an} vs {bn}, seeds {}..{}, {threads} threads, {:.1} s\n",
        s.deals,
        seed,
        seed.wrapping_add(deals - 1),
        s.seconds
    );
    if fixed {
        out += &format!("matches won by {an}: {}\n", t.matches);
    } else {
        out += &format!("match-winning seats played by {an}: {}\n", t.matches);
    }
    out += &format!("{per} won by {an} as declarers: {}\n", t.as_declarers);
    out += &format!("{per} won by {an} as defenders: {}\n", t.as_defenders);
    out += &format!("levels gained per round, {an}: {}\n", t.levels_a);
    out += &format!("levels gained per round, {bn}: {}\n", t.levels_b);
    out += &format!(
        "rounds per match: {:.1}; unfinished (no winner after {} rounds): {}\n",
        t.rounds as f64 / (2 * s.deals) as f64,
        shengji::MAX_ROUNDS,
        t.unfinished
    );
    let secs = |q: f64| t.match_times.quantile_ms(q) / 1000.0;
    out += &format!(
        "match time (one thread each): median {:.3} s, p95 {:.3} s, max {:.3} s\n",
        secs(0.5),
        secs(0.95),
        secs(1.0)
    );
    out += &format!("decision time {an}: {}\n", t.times_a.summary());
    out += &format!("  of which trick play: {}\n", t.play_times_a.summary());
    out += &format!("decision time {bn}: {}\n", t.times_b.summary());
    out += &format!("  of which trick play: {}\n", t.play_times_b.summary());
    if json {
        let ci = |s: &super::Share| {
            let (lo, hi) = s.ci95();
            [lo, hi]
        };
        let (llo, lhi) = t.levels_a.ci95();
        let line = serde_json::json!({
            "game": "shengji",
            "variant": name,
            "deals": s.deals,
            "a": an,
            "b": bn,
            "a_matches": t.matches.rate(),
            "matches_ci95": ci(&t.matches),
            "a_declarer_rounds": t.as_declarers.rate(),
            "declarer_ci95": ci(&t.as_declarers),
            "a_defender_rounds": t.as_defenders.rate(),
            "defender_ci95": ci(&t.as_defenders),
            "a_levels_per_round": t.levels_a.mean(),
            "levels_ci95": [llo, lhi],
            "b_levels_per_round": t.levels_b.mean(),
            "rounds": t.rounds,
            "unfinished": t.unfinished,
            "a_p50_ms": t.times_a.quantile_ms(0.5),
            "a_p95_ms": t.times_a.quantile_ms(0.95),
            "a_max_ms": t.times_a.quantile_ms(1.0),
            "a_play_p50_ms": t.play_times_a.quantile_ms(0.5),
            "a_play_p95_ms": t.play_times_a.quantile_ms(0.95),
            "a_play_max_ms": t.play_times_a.quantile_ms(1.0),
            "b_p95_ms": t.times_b.quantile_ms(0.95),
        });
        out += &format!("{line}\n");
    }
    Ok(out)
}

/// `soak guandan|shengji --matches N`: every seed with AI on all seats and with a scripted
/// human.
pub fn soak(args: &[String]) -> Result<String, String> {
    if game_args(args, SOAK_USAGE)? == Game::Shengji {
        return shengji_soak(&args[1..]);
    }
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

/// `soak shengji --variant V --matches N`: also prints rounds per second.
fn shengji_soak(args: &[String]) -> Result<String, String> {
    let mut matches = 100;
    let mut seed = 1;
    let mut threads = default_threads();
    let mut name = "classic".to_string();
    let mut rules = ShengjiRules::classic();
    for (flag, value) in flags(args, &[]).map_err(|e| format!("{e}\n{SOAK_USAGE}"))? {
        match flag {
            "--matches" => matches = count(flag, value)?,
            "--seed" => seed = crate::cards::parse_seed(value.unwrap_or(""))?,
            "--threads" => threads = count(flag, value)? as usize,
            "--variant" => {
                name = value.unwrap_or("").to_string();
                rules = variant_named(&name)?;
            }
            other => return Err(format!("unknown option '{other}'\n{SOAK_USAGE}")),
        }
    }
    let start = Instant::now();
    let s = shengji::soak(&rules, matches, seed, threads);
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    let mut out = format!(
        "shengji ({name}) soak: {} matches ({} seeds, AI only and with a scripted human), {} rounds, {} actions, {} illegal attempts refused, {} unfinished after {} rounds, in {:.1} s ({:.1} rounds/s on {} threads)\n",
        s.matches,
        matches,
        s.rounds,
        s.actions,
        s.refused,
        s.unfinished,
        shengji::MAX_ROUNDS,
        secs,
        s.rounds as f64 / secs,
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
            (&["shengji", "--variant", "bridge"], "unknown variant"),
            (&["shengji", "--deals", "0"], "positive"),
            (&["shengji", "--rules", "china"], "unknown option"),
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

    #[test]
    fn a_small_shengji_tournament_and_soak_report() {
        let out = tournament(&args(&[
            "shengji",
            "--variant",
            "zhao-pengyou-5",
            "--deals",
            "1",
            "--threads",
            "2",
            "--json",
        ]))
        .unwrap();
        assert!(
            out.contains("match-winning seats played by normal"),
            "{out}"
        );
        let json: serde_json::Value = serde_json::from_str(out.lines().last().unwrap()).unwrap();
        assert_eq!(json["game"], "shengji");
        assert_eq!(json["variant"], "zhao-pengyou-5");
        assert!(json["a_p95_ms"].as_f64().unwrap() >= 0.0);
        let report = soak(&args(&[
            "shengji",
            "--variant",
            "one-deck",
            "--matches",
            "1",
            "--threads",
            "1",
        ]))
        .unwrap();
        assert!(
            report.contains("no failure") && report.contains("rounds/s"),
            "{report}"
        );
    }
}
