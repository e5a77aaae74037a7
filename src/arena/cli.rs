//! Command lines of the `tournament` and `soak` binaries.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use std::time::Instant;

use crate::agents::{AgentKind, AgentSpec};

use super::Contender;
use super::soak::Soak;
use super::{Times, count, default_threads, flags, guandan, shengji};

pub const TOURNAMENT_USAGE: &str =
    "usage: tournament guandan [--a easy|normal|hard|random] [--b ...] [--deals N | --matches N] \
[--budget-ms N] [--seed N] [--threads N] [--rules pagat|china] [--json]
       tournament shengji [--variant classic|one-deck|three-decks|four-decks|zhao-pengyou-N] \
[--a normal] [--b random] [--deals N | --matches N] [--budget-ms N] [--seed N] [--threads N] [--json]";

pub const SOAK_USAGE: &str =
    "usage: soak guandan [--matches N] [--seed N] [--threads N] [--rules pagat|china]
       soak shengji [--variant classic|one-deck|three-decks|four-decks|zhao-pengyou-N] \
[--matches N] [--seed N] [--threads N]
       soak guandan|shengji --deals N [--seed N] [--threads N]   (checked random play over \
every preset and variant)";

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

/// The game a command is about, with its rules.
enum Table {
    Guandan {
        name: String,
        rules: crate::guandan::Rules,
    },
    Shengji {
        name: String,
        rules: crate::shengji::Rules,
    },
}

/// Everything the tools accept besides the game, read once; each tool uses what it needs.
struct Options {
    a: Contender,
    b: Contender,
    deals: u64,
    matches: u64,
    /// The tournament plays whole matches (`--matches N`) instead of single deals.
    whole_matches: bool,
    /// The search player's work per decision (`--budget-ms`; 0: its default).
    budget_ms: u32,
    seed: u64,
    threads: usize,
    json: bool,
}

/// A player named on a command line: a tier (`hard:MS` with its own budget), a sparring
/// player, a frozen release (`3dc7b2e:hard`), or `exec:COMMAND`.
pub(super) fn agent(value: Option<&str>) -> Result<Contender, String> {
    let v = value.unwrap_or("");
    if let Some(command) = v.strip_prefix("exec:") {
        return Ok(Contender::External(command.to_string()));
    }
    if let Some(frozen) = super::frozen::frozen(v)? {
        return Ok(frozen);
    }
    // `hard:1200`: this player's own budget (a pool's width against one worker's).
    let (name, ms) = match v.split_once(':') {
        Some((name, ms)) => (
            name,
            ms.parse::<u32>()
                .map_err(|_| format!("bad budget '{ms}' in '{v}': milliseconds"))?,
        ),
        None => (v, 0),
    };
    if super::sparring::NAMES.contains(&name) {
        return Ok(Contender::Sparring(name.to_string()));
    }
    AgentKind::from_name(name)
        .map(|k| Contender::Builtin(AgentSpec::new(k, 0).with_budget(ms)))
        .ok_or_else(|| {
            format!(
                "unknown agent '{v}': easy, normal, hard[:MS], baseline, random, a sparring player ({}), COMMIT:TIER or exec:COMMAND",
                super::sparring::NAMES.join(", ")
            )
        })
}

/// Reads `game [--option value]...`; `accepted` are the options of the tool.
fn options(args: &[String], usage: &str, accepted: &[&str]) -> Result<(Table, Options), String> {
    let mut table = match args.first().map(String::as_str) {
        Some("guandan") => Table::Guandan {
            name: "pagat".into(),
            rules: crate::guandan::Rules::pagat(),
        },
        Some("shengji") => Table::Shengji {
            name: "classic".into(),
            rules: crate::shengji::Rules::classic(),
        },
        Some(other) => {
            return Err(format!(
                "unknown game '{other}' (guandan or shengji)\n{usage}"
            ));
        }
        None => return Err(usage.to_string()),
    };
    let mut o = Options {
        a: Contender::Builtin(AgentSpec::new(AgentKind::Normal, 0)),
        b: Contender::Builtin(AgentSpec::new(AgentKind::Random, 0)),
        deals: 100,
        matches: 100,
        whole_matches: false,
        budget_ms: 0,
        seed: 1,
        threads: default_threads(),
        json: false,
    };
    let unknown = |flag: &str| format!("unknown option '{flag}'\n{usage}");
    let rest = args.get(1..).unwrap_or_default();
    for (flag, value) in flags(rest, &["--json"]).map_err(|e| format!("{e}\n{usage}"))? {
        if !accepted.contains(&flag) {
            return Err(unknown(flag));
        }
        let v = value.unwrap_or("");
        match (flag, &mut table) {
            ("--a", _) => o.a = agent(value)?,
            ("--b", _) => o.b = agent(value)?,
            ("--deals", _) => o.deals = count(flag, value)?,
            ("--matches", _) => {
                o.matches = count(flag, value)?;
                o.whole_matches = true;
            }
            ("--budget-ms", _) => o.budget_ms = count(flag, value)?.min(u32::MAX as u64) as u32,
            ("--seed", _) => o.seed = crate::cards::parse_seed(v)?,
            ("--threads", _) => o.threads = count(flag, value)? as usize,
            ("--json", _) => o.json = true,
            ("--rules", Table::Guandan { name, rules }) => {
                *rules = match v {
                    "pagat" => crate::guandan::Rules::pagat(),
                    "china" => crate::guandan::Rules::china(),
                    other => return Err(format!("unknown rules '{other}': pagat or china")),
                };
                *name = v.to_string();
            }
            ("--variant", Table::Shengji { name, rules }) => {
                *rules = crate::shengji::Rules::named(v).ok_or_else(|| {
                    format!(
                        "unknown variant '{v}': classic, one-deck, three-decks, four-decks or zhao-pengyou-5..12"
                    )
                })?;
                *name = v.to_string();
            }
            (other, _) => return Err(unknown(other)),
        }
    }
    for c in [&mut o.a, &mut o.b] {
        if let Contender::Builtin(spec) = c
            && spec.budget_ms == 0
        {
            *spec = spec.with_budget(o.budget_ms);
        }
    }
    Ok((table, o))
}

/// Quantiles of whole-match times.
fn match_time_line(times: &Times) -> String {
    let secs = |q: f64| times.quantile_ms(q) / 1000.0;
    format!(
        "match time (one thread each): median {:.3} s, p95 {:.3} s, max {:.3} s\n",
        secs(0.5),
        secs(0.95),
        secs(1.0)
    )
}

/// The count of external bots' replies that could not be used, when there were any.
fn faults_line(faults: u64) -> String {
    if faults == 0 {
        return String::new();
    }
    format!("external bot replies that could not be used: {faults}\n")
}

const SERIES_OPTIONS: [&str; 10] = [
    "--a",
    "--b",
    "--deals",
    "--matches",
    "--budget-ms",
    "--seed",
    "--threads",
    "--json",
    "--rules",
    "--variant",
];

/// `tournament guandan|shengji --a normal --b random --deals N`: prints the report (and with
/// `--json` a last line of JSON).
pub fn tournament(args: &[String]) -> Result<String, String> {
    let (table, o) = options(args, TOURNAMENT_USAGE, &SERIES_OPTIONS)?;
    match table {
        Table::Guandan { name, rules } => guandan_report(&name, &rules, &o),
        Table::Shengji { name, rules } => shengji_report(&name, &rules, &o),
    }
}

fn guandan_report(
    rules_name: &str,
    rules: &crate::guandan::Rules,
    o: &Options,
) -> Result<String, String> {
    let Options {
        seed,
        threads,
        json,
        whole_matches,
        ..
    } = *o;
    let (count, max_hands, unit) = if whole_matches {
        (o.matches, guandan::MAX_HANDS, "matches")
    } else {
        (o.deals, 1, "deals")
    };
    let s = guandan::duplicate(rules, &o.a, &o.b, count, seed, threads, max_hands)?;
    let (an, bn) = (o.a.name(), o.b.name());
    let mut out = format!(
        "guandan ({rules_name}) duplicate: {count} {unit} x 2 (seats swapped), {an} vs {bn}, seeds {seed}..{}, {threads} threads, {:.1} s\n",
        seed.wrapping_add(count - 1),
        s.seconds
    );
    if whole_matches {
        out += &format!("matches won by {an}: {}\n", s.matches);
    }
    out += &format!("hands won by {an}: {}\n", s.hands);
    out += &format!(
        "levels gained by {an} minus {bn}, per seed (both plays): {}\n",
        s.levels
    );
    if whole_matches {
        out += &format!(
            "hands per match: {:.1}; unfinished (no winner after {} hands): {}\n",
            s.total_hands as f64 / (2 * count) as f64,
            guandan::MAX_HANDS,
            s.unfinished
        );
    }
    let per_1000 = |n: u64| 1000.0 * n as f64 / s.total_hands.max(1) as f64;
    out += &format!(
        "bombs over the partner's winning play with 15+ cards, per 1,000 hands: {an} {:.1}, {bn} {:.1}\n",
        per_1000(s.partner_bombs_a),
        per_1000(s.partner_bombs_b)
    );
    out += &match_time_line(&s.match_times);
    out += &format!("decision time {an}: {}\n", s.times_a.summary());
    out += &format!("decision time {bn}: {}\n", s.times_b.summary());
    out += &faults_line(s.faults);
    if json {
        let (lo, hi) = s.hands.ci95();
        let (mlo, mhi) = s.matches.ci95();
        let (llo, lhi) = s.levels.ci95();
        let line = serde_json::json!({
            "game": "guandan",
            "variant": rules_name,
            "mode": unit,
            "deals": count,
            "a": an,
            "b": bn,
            "a_score": s.hands.rate(),
            "ci95": [lo, hi],
            "a_levels_per_deal": s.levels.mean(),
            "levels_ci95": [llo, lhi],
            "a_matches": s.matches.rate(),
            "matches_ci95": [mlo, mhi],
            "a_p50_ms": s.times_a.quantile_ms(0.5),
            "a_p95_ms": s.times_a.quantile_ms(0.95),
            "a_max_ms": s.times_a.quantile_ms(1.0),
            "b_p95_ms": s.times_b.quantile_ms(0.95),
            "a_partner_bombs_per_1000": per_1000(s.partner_bombs_a),
            "b_partner_bombs_per_1000": per_1000(s.partner_bombs_b),
            "faults": s.faults,
        });
        out += &format!("{line}\n");
    }
    Ok(out)
}

fn shengji_report(
    name: &str,
    rules: &crate::shengji::Rules,
    o: &Options,
) -> Result<String, String> {
    let Options {
        seed,
        threads,
        json,
        whole_matches,
        ..
    } = *o;
    let (count, max_rounds, unit) = if whole_matches {
        (o.matches, shengji::MAX_ROUNDS, "matches")
    } else {
        (o.deals, 1, "deals")
    };
    let s = shengji::series(rules, &o.a, &o.b, count, seed, threads, max_rounds)?;
    let t = &s.tally;
    let (an, bn) = (o.a.name(), o.b.name());
    let (an, bn) = (an.as_str(), bn.as_str());
    let fixed = rules.teams == crate::shengji::rules::Teams::Fixed;
    let per = if fixed { "rounds" } else { "seat-rounds" };
    let mut out = format!(
        "shengji ({name}) duplicate: {count} {unit} x 2 (seats swapped), {an} vs {bn}, seeds {}..{}, {threads} threads, {:.1} s\n",
        seed,
        seed.wrapping_add(count - 1),
        s.seconds
    );
    if whole_matches {
        if fixed {
            out += &format!("matches won by {an}: {}\n", t.matches);
        } else {
            out += &format!("match-winning seats played by {an}: {}\n", t.matches);
        }
    }
    out += &format!(
        "level exchanges won by {an} (rounds where one side gained more): {}; ties {}\n",
        t.exchanges, t.exchange_ties
    );
    out += &format!("{per} won by {an} as declarers: {}\n", t.as_declarers);
    out += &format!("{per} won by {an} as defenders: {}\n", t.as_defenders);
    let seats = if fixed { "" } else { " (all its seats)" };
    out += &format!(
        "levels gained per {} by {an}{seats}: {}\n",
        &unit[..unit.len() - 1],
        s.levels_a
    );
    out += &format!(
        "levels gained per {} by {bn}{seats}: {}\n",
        &unit[..unit.len() - 1],
        s.levels_b
    );
    out += &format!("{an} minus {bn}: {}\n", s.levels_diff);
    if whole_matches {
        out += &format!("levels gained per round, {an}: {}\n", t.levels_a);
        out += &format!("levels gained per round, {bn}: {}\n", t.levels_b);
        out += &format!(
            "rounds per match: {:.1}; unfinished (no winner after {} rounds): {}\n",
            t.rounds as f64 / (2 * s.deals) as f64,
            shengji::MAX_ROUNDS,
            t.unfinished
        );
    }
    out += &format!(
        "kitty points buried per round dealt, {an}: {:.2}, {bn}: {:.2}; taken from it by the attackers: {an} {:.2}, {bn} {:.2}\n",
        t.kitty_buried_a.mean(),
        t.kitty_buried_b.mean(),
        t.kitty_lost_a.mean(),
        t.kitty_lost_b.mean()
    );
    out += &match_time_line(&t.match_times);
    out += &format!("decision time {an}: {}\n", t.times_a.summary());
    out += &format!("  of which trick play: {}\n", t.play_times_a.summary());
    out += &format!("decision time {bn}: {}\n", t.times_b.summary());
    out += &format!("  of which trick play: {}\n", t.play_times_b.summary());
    out += &faults_line(s.faults);
    if json {
        let ci = |s: &super::Share| {
            let (lo, hi) = s.ci95();
            [lo, hi]
        };
        let mci = |m: &super::Mean| {
            let (lo, hi) = m.ci95();
            [lo, hi]
        };
        let mut line = serde_json::json!({
            "game": "shengji",
            "variant": name,
            "mode": unit,
            "deals": s.deals,
            "a": an,
            "b": bn,
            "a_score": t.exchanges.rate(),
            "ci95": ci(&t.exchanges),
            "exchanges": t.exchanges.total,
            "exchange_ties": t.exchange_ties,
            "a_levels_per_deal": s.levels_a.mean(),
            "a_levels_ci95": mci(&s.levels_a),
            "b_levels_per_deal": s.levels_b.mean(),
            "b_levels_ci95": mci(&s.levels_b),
            "levels_diff_per_deal": s.levels_diff.mean(),
            "levels_diff_ci95": mci(&s.levels_diff),
            "a_matches": t.matches.rate(),
            "matches_ci95": ci(&t.matches),
            "a_declarer_rounds": t.as_declarers.rate(),
            "declarer_ci95": ci(&t.as_declarers),
            "a_defender_rounds": t.as_defenders.rate(),
            "defender_ci95": ci(&t.as_defenders),
            "a_levels_per_round": t.levels_a.mean(),
            "levels_ci95": mci(&t.levels_a),
            "b_levels_per_round": t.levels_b.mean(),
            "rounds": t.rounds,
            "unfinished": t.unfinished,
            "a_p50_ms": t.times_a.quantile_ms(0.5),
            "a_p95_ms": t.times_a.quantile_ms(0.95),
            "a_max_ms": t.times_a.quantile_ms(1.0),
            "a_play_p50_ms": t.play_times_a.quantile_ms(0.5),
            "a_play_p95_ms": t.play_times_a.quantile_ms(0.95),
            "a_play_max_ms": t.play_times_a.quantile_ms(1.0),
            "b_p50_ms": t.times_b.quantile_ms(0.5),
            "b_p95_ms": t.times_b.quantile_ms(0.95),
            "b_max_ms": t.times_b.quantile_ms(1.0),
            "b_play_p95_ms": t.play_times_b.quantile_ms(0.95),
            "faults": s.faults,
        });
        // Apart: one json! of every field passes the macro's recursion limit.
        for (key, value) in [
            ("a_kitty_buried", t.kitty_buried_a.mean()),
            ("a_kitty_lost", t.kitty_lost_a.mean()),
            ("a_kitty_rounds", t.kitty_lost_a.values.len() as f64),
            ("b_kitty_buried", t.kitty_buried_b.mean()),
            ("b_kitty_lost", t.kitty_lost_b.mean()),
            ("b_kitty_rounds", t.kitty_lost_b.values.len() as f64),
        ] {
            if let Some(fields) = line.as_object_mut() {
                fields.insert(key.into(), value.into());
            }
        }
        out += &format!("{line}\n");
    }
    Ok(out)
}

/// `soak guandan|shengji --matches N`: every seed with AI on all seats and with a scripted
/// human; prints hands (rounds) per second.
pub fn soak(args: &[String]) -> Result<String, String> {
    let (table, o) = options(
        args,
        SOAK_USAGE,
        &[
            "--matches",
            "--seed",
            "--threads",
            "--rules",
            "--variant",
            "--deals",
        ],
    )?;
    let start = Instant::now();
    if args.iter().any(|a| a == "--deals") {
        let (label, unit, c) = match &table {
            Table::Guandan { .. } => (
                "guandan",
                "hands",
                super::checked::run::<crate::guandan::Game>(o.deals, o.seed, o.threads, 200),
            ),
            Table::Shengji { .. } => (
                "shengji",
                "rounds",
                super::checked::run::<crate::shengji::Game>(o.deals, o.seed, o.threads, 200),
            ),
        };
        return checked_report(label, unit, o.threads, &c, start.elapsed().as_secs_f64());
    }
    let (label, unit, cap, s) = match &table {
        Table::Guandan { name, rules } => (
            format!("guandan ({name})"),
            "hands",
            guandan::MAX_HANDS,
            guandan::soak(rules, o.matches, o.seed, o.threads),
        ),
        Table::Shengji { name, rules } => (
            format!("shengji ({name})"),
            "rounds",
            shengji::MAX_ROUNDS,
            shengji::soak(rules, o.matches, o.seed, o.threads),
        ),
    };
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    soak_report(&label, unit, cap, o.matches, o.threads, &s, secs)
}

fn checked_report(
    label: &str,
    unit: &str,
    threads: usize,
    c: &super::checked::Checks,
    secs: f64,
) -> Result<String, String> {
    let secs = secs.max(1e-9);
    let out = format!(
        "{label} checked random play: {} {unit} in {} matches, {} actions, {} illegal attempts refused unchanged, in {:.1} s: {:.0} {unit}/s, {:.0} {unit}/s per core ({threads} threads)\n",
        c.deals,
        c.matches,
        c.actions,
        c.refusals,
        secs,
        c.deals as f64 / secs,
        c.deals as f64 / secs / threads.max(1) as f64,
    );
    match &c.failure {
        None => Ok(out + "every invariant held\n"),
        Some(f) => Err(format!("{out}BROKEN {f}\n")),
    }
}

fn soak_report(
    label: &str,
    unit: &str,
    cap: u32,
    seeds: u64,
    threads: usize,
    s: &Soak,
    secs: f64,
) -> Result<String, String> {
    let mut out = format!(
        "{label} soak: {} matches ({seeds} seeds, AI only and with a scripted human), {} {unit}, {} actions, {} illegal attempts refused, {} unfinished after {cap} {unit}, in {:.1} s ({:.2} matches/s, {:.1} {unit}/s on {threads} threads)\n",
        s.matches,
        s.hands,
        s.actions,
        s.refused,
        s.unfinished,
        secs,
        s.matches as f64 / secs,
        s.hands as f64 / secs,
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
        assert!(out.contains("hands won by normal"), "{out}");
        assert!(!out.contains("matches won"), "single deals: {out}");
        let last = out.lines().last().unwrap();
        let json: serde_json::Value = serde_json::from_str(last).unwrap();
        assert_eq!(json["game"], "guandan");
        assert_eq!(json["deals"], 2);
        let score = json["a_score"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&score));
        assert!(json["ci95"][0].as_f64().unwrap() <= score);
        assert!(json["a_p95_ms"].as_f64().unwrap() >= 0.0);
        assert_eq!(json["mode"], "deals");
        // Whole matches, and the search player on a small budget.
        let out = tournament(&args(&[
            "guandan",
            "--a",
            "hard",
            "--b",
            "easy",
            "--matches",
            "1",
            "--budget-ms",
            "2",
        ]))
        .unwrap();
        assert!(out.contains("matches won by hard"), "{out}");
        let report = soak(&args(&["guandan", "--matches", "2", "--threads", "1"])).unwrap();
        assert!(report.contains("no failure"), "{report}");
    }

    #[test]
    fn a_small_shengji_tournament_and_soak_report() {
        let out = tournament(&args(&[
            "shengji",
            "--variant",
            "zhao-pengyou-5",
            "--matches",
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

    #[test]
    fn a_player_may_bring_its_own_budget() {
        let c = agent(Some("hard:150")).unwrap();
        assert_eq!(
            (c.spec().budget_ms, c.name()),
            (150, "hard:150".to_string())
        );
        assert_eq!(agent(Some("normal")).unwrap().name(), "normal");
        assert!(agent(Some("hard:soon")).unwrap_err().contains("bad budget"));
        assert!(agent(Some("clever:10")).is_err());
    }

    #[test]
    fn a_shengji_deal_series_reports_exchanges_and_ends_with_json() {
        let out = tournament(&args(&[
            "shengji",
            "--a",
            "hard",
            "--b",
            "normal",
            "--deals",
            "2",
            "--budget-ms",
            "1",
            "--threads",
            "1",
            "--json",
        ]))
        .unwrap();
        assert!(out.contains("level exchanges won by hard"), "{out}");
        assert!(!out.contains("matches won"), "single deals: {out}");
        let json: serde_json::Value = serde_json::from_str(out.lines().last().unwrap()).unwrap();
        assert_eq!(json["game"], "shengji");
        assert_eq!(json["variant"], "classic");
        assert_eq!(json["mode"], "deals");
        assert_eq!(json["deals"], 2);
        assert_eq!(
            (json["a"].clone(), json["b"].clone()),
            ("hard:1".into(), "normal".into())
        );
        let score = json["a_score"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&score));
        assert!(json["ci95"][0].as_f64().unwrap() <= score);
        assert!(json["ci95"][1].as_f64().unwrap() >= score);
        // Two plays of one round each per deal: every round is an exchange or a tie.
        let rounds = json["exchanges"].as_u64().unwrap() + json["exchange_ties"].as_u64().unwrap();
        assert_eq!(rounds, 4);
        assert_eq!(json["rounds"], 4);
        for key in [
            "a_p95_ms",
            "b_p95_ms",
            "a_levels_per_deal",
            "b_levels_per_deal",
        ] {
            assert!(json[key].as_f64().unwrap() >= 0.0, "{key}");
        }
    }
}
