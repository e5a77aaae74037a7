//! The league (issue 66): every member against every member on duplicate deals, the judge of
//! every change to a computer player. Members are today's tiers, the rule AI (`baseline`), the
//! sparring players ([`super::sparring`]) and frozen releases (`3dc7b2e:hard`: that commit's
//! Hard, built as a bot by `scripts/freeze-bot.sh` and seated through the exec protocol).
//!
//! `league guandan|shengji --members a,b,... --deals N` plays each pair in chunks of seeds and
//! appends one JSON line of raw counts per chunk to a file; a chunk already in the file is not
//! played again, and no chunk starts after `--minutes`, so a run stopped anywhere goes on where
//! it stopped. `league table FILE` sums the chunks into a cross table with 95% intervals.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use std::collections::BTreeMap;
use std::io::Write;
use std::time::Instant;

use serde::{Deserialize, Serialize};

use super::{Contender, Share, count, default_threads, flags, guandan, shengji};

pub const USAGE: &str =
    "usage: league guandan [--rules pagat|china] --members a,b,... [--deals N] \
[--chunk N] [--seed N] [--threads N] [--minutes M] [--out FILE]
       league shengji [--variant classic|...] --members a,b,... [same options]
       league table FILE... [--game guandan|shengji] [--variant V] [--members a,b,...]
       league bids [--variant V] [--member normal] [--matches N] [--seed N] [--threads N]
members: easy, normal, hard[:MS], baseline, random, a sparring player, COMMIT:TIER (a frozen \
release, built by scripts/freeze-bot.sh) or exec:COMMAND; NAME=PLAYER names one in the table";

/// One chunk of one pair: raw counts, so that chunks add up.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Line {
    pub game: String,
    pub variant: String,
    pub a: String,
    pub b: String,
    pub seed: u64,
    pub deals: u64,
    /// Hands (Guan Dan) or level exchanges (Sheng Ji) won by A, out of `total`; Sheng Ji's
    /// equal rounds are `ties`, counted apart.
    pub wins: u64,
    pub total: u64,
    pub ties: u64,
    /// A's levels minus B's per seed (both plays): their sum and sum of squares.
    pub levels_sum: f64,
    pub levels_sq: f64,
    pub seconds: f64,
    pub faults: u64,
    pub a_p95_ms: f64,
    pub b_p95_ms: f64,
    /// Sheng Ji: over the rounds A (B) dealt, the points buried and the points the attackers
    /// took from the kitty (multiplied), summed, and the count of those rounds.
    #[serde(default)]
    pub kitty: [KittySums; 2],
}

/// Sums of a side's kitty over the rounds it dealt.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct KittySums {
    pub rounds: u64,
    pub buried: f64,
    pub lost: f64,
}

impl KittySums {
    fn of(buried: &super::Mean, lost: &super::Mean) -> KittySums {
        KittySums {
            rounds: lost.values.len() as u64,
            buried: buried.values.iter().sum(),
            lost: lost.values.iter().sum(),
        }
    }
}

/// A league member: its name in the table and who plays.
#[derive(Clone, Debug)]
pub struct Member {
    pub name: String,
    pub contender: Contender,
}

/// Reads a member: a player of the `tournament` command line.
/// `NAME=PLAYER` names it in the table, e.g. a variant of a player that only an environment
/// setting makes: `nocut=exec:env CARDTABLE_SHENGJI_CUT=off target/release/bot --tier hard`.
pub fn member(text: &str) -> Result<Member, String> {
    let text = text.trim();
    let alias = text.split_once('=').filter(|(name, _)| {
        !name.is_empty()
            && name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    });
    let (name, player) = alias.unwrap_or((text, text));
    let contender = super::cli::agent(Some(player))?;
    Ok(Member {
        name: name.to_string(),
        contender,
    })
}

/// The game and rules a league plays.
enum Table {
    Guandan(String, crate::guandan::Rules),
    Shengji(String, crate::shengji::Rules),
}

impl Table {
    fn game(&self) -> &'static str {
        match self {
            Table::Guandan(..) => "guandan",
            Table::Shengji(..) => "shengji",
        }
    }

    fn variant(&self) -> &str {
        match self {
            Table::Guandan(v, _) | Table::Shengji(v, _) => v,
        }
    }

    /// Plays one chunk: `deals` seeds from `seed`, each twice with the seats swapped.
    fn chunk(
        &self,
        a: &Member,
        b: &Member,
        seed: u64,
        deals: u64,
        threads: usize,
    ) -> Result<Line, String> {
        let mut kitty = [KittySums::default(), KittySums::default()];
        let (wins, total, ties, levels, seconds, faults, pa, pb) = match self {
            Table::Guandan(_, rules) => {
                let s =
                    guandan::duplicate(rules, &a.contender, &b.contender, deals, seed, threads, 1)?;
                let (pa, pb) = (s.times_a.quantile_ms(0.95), s.times_b.quantile_ms(0.95));
                (
                    s.hands.wins,
                    s.hands.total,
                    0,
                    s.levels.values,
                    s.seconds,
                    s.faults,
                    pa,
                    pb,
                )
            }
            Table::Shengji(_, rules) => {
                let s =
                    shengji::series(rules, &a.contender, &b.contender, deals, seed, threads, 1)?;
                let t = &s.tally;
                let (pa, pb) = (t.times_a.quantile_ms(0.95), t.times_b.quantile_ms(0.95));
                let (w, n, ties) = (t.exchanges.wins, t.exchanges.total, t.exchange_ties);
                kitty = [
                    KittySums::of(&t.kitty_buried_a, &t.kitty_lost_a),
                    KittySums::of(&t.kitty_buried_b, &t.kitty_lost_b),
                ];
                (
                    w,
                    n,
                    ties,
                    s.levels_diff.values,
                    s.seconds,
                    s.faults,
                    pa,
                    pb,
                )
            }
        };
        Ok(Line {
            game: self.game().into(),
            variant: self.variant().into(),
            a: a.name.clone(),
            b: b.name.clone(),
            seed,
            deals,
            wins,
            total,
            ties,
            levels_sum: levels.iter().sum(),
            levels_sq: levels.iter().map(|v| v * v).sum(),
            seconds,
            faults,
            a_p95_ms: pa,
            b_p95_ms: pb,
            kitty,
        })
    }
}

/// The lines of a results file (a missing file has none; lines that are not a league's are
/// skipped, so a file may hold notes).
pub fn read_lines(path: &str) -> Vec<Line> {
    std::fs::read_to_string(path)
        .unwrap_or_default()
        .lines()
        .filter_map(|l| serde_json::from_str::<Line>(l).ok())
        .collect()
}

fn members_list(value: Option<&str>) -> Result<Vec<Member>, String> {
    let list: Vec<Member> = value
        .unwrap_or("")
        .split(',')
        .filter(|s| !s.trim().is_empty())
        .map(member)
        .collect::<Result<_, _>>()?;
    if list.len() < 2 {
        return Err(format!("--members needs two players or more\n{USAGE}"));
    }
    Ok(list)
}

/// `league guandan|shengji ...` (or `league table ...`): plays the chunks not yet in the file
/// and prints the cross table of the file.
pub fn league(args: &[String]) -> Result<String, String> {
    let mut table = match args.first().map(String::as_str) {
        Some("table") => return cross_table_command(args.get(1..).unwrap_or_default()),
        Some("bids") => return super::bids::bids(args.get(1..).unwrap_or_default()),
        Some("guandan") => Table::Guandan("pagat".into(), crate::guandan::Rules::pagat()),
        Some("shengji") => Table::Shengji("classic".into(), crate::shengji::Rules::classic()),
        _ => return Err(USAGE.to_string()),
    };
    let game = table.game();
    let (mut deals, mut chunk, mut seed, mut threads, mut minutes) =
        (300, 50, 1, default_threads(), 40);
    let mut out = format!("target/league/{game}.jsonl");
    let mut members_arg = None;
    for (flag, value) in flags(args.get(1..).unwrap_or_default(), &[])? {
        let v = value.unwrap_or("");
        match (flag, &mut table) {
            ("--members", _) => members_arg = value,
            ("--deals", _) => deals = count(flag, value)?,
            ("--chunk", _) => chunk = count(flag, value)?,
            ("--seed", _) => seed = crate::cards::parse_seed(v)?,
            ("--threads", _) => threads = count(flag, value)? as usize,
            ("--minutes", _) => minutes = count(flag, value)?,
            ("--out", _) => out = v.to_string(),
            ("--rules", Table::Guandan(name, rules)) => {
                *rules = match v {
                    "pagat" => crate::guandan::Rules::pagat(),
                    "china" => crate::guandan::Rules::china(),
                    _ => return Err(format!("unknown rules '{v}': pagat or china")),
                };
                *name = v.into();
            }
            ("--variant", Table::Shengji(name, rules)) => {
                *rules = crate::shengji::Rules::named(v)
                    .ok_or_else(|| format!("unknown variant '{v}'"))?;
                *name = v.into();
            }
            (other, _) => return Err(format!("unknown option '{other}'\n{USAGE}")),
        }
    }
    let members = members_list(members_arg)?;
    if let Some(dir) = std::path::Path::new(&out).parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let begun = Instant::now();
    let mut left = 0;
    for (i, a) in members.iter().enumerate() {
        for b in members.iter().skip(i + 1) {
            let mut start = seed;
            while start < seed.saturating_add(deals) {
                let n = chunk.min(seed + deals - start);
                let done = read_lines(&out).iter().any(|l| {
                    l.game == game
                        && l.variant == table.variant()
                        && l.seed == start
                        && l.deals == n
                        && ((l.a == a.name && l.b == b.name) || (l.a == b.name && l.b == a.name))
                });
                if !done {
                    if begun.elapsed().as_secs() >= minutes * 60 {
                        left += 1;
                    } else {
                        eprintln!(
                            "league: {} vs {}, seeds {start}..{}",
                            a.name,
                            b.name,
                            start + n - 1
                        );
                        let line = table.chunk(a, b, start, n, threads)?;
                        let text = serde_json::to_string(&line).map_err(|e| e.to_string())?;
                        let mut f = std::fs::OpenOptions::new()
                            .create(true)
                            .append(true)
                            .open(&out)
                            .map_err(|e| format!("{out}: {e}"))?;
                        // One write of the whole line: leagues of other pairs may append
                        // to the same file at the same time.
                        f.write_all(format!("{text}\n").as_bytes())
                            .map_err(|e| format!("{out}: {e}"))?;
                    }
                }
                start += n;
            }
        }
    }
    let names: Vec<String> = members.iter().map(|m| m.name.clone()).collect();
    let mut report = cross_table(&read_lines(&out), game, table.variant(), &names);
    if left > 0 {
        report += &format!(
            "\n{left} chunks left after {minutes} minutes: run the same command again to go on.\n"
        );
    }
    // A member that answered what the engine refuses did not play its own game: no result.
    if faults(&read_lines(&out), game, table.variant()) > 0 {
        return Err(format!(
            "{report}\nleague: a member's replies could not be used (see above)"
        ));
    }
    Ok(report)
}

fn cross_table_command(args: &[String]) -> Result<String, String> {
    let files: Vec<&String> = args.iter().take_while(|a| !a.starts_with("--")).collect();
    let rest = args.get(files.len()..).unwrap_or_default();
    let lines: Vec<Line> = files.iter().flat_map(|f| read_lines(f)).collect();
    let first = lines.first().ok_or("no league lines in those files")?;
    let (mut game, mut variant) = (first.game.clone(), first.variant.clone());
    let mut names: Vec<String> = Vec::new();
    for (flag, value) in flags(rest, &[])? {
        let v = value.unwrap_or("").to_string();
        match flag {
            "--game" => game = v,
            "--variant" => variant = v,
            "--members" => names = v.split(',').map(|s| s.trim().to_string()).collect(),
            other => return Err(format!("unknown option '{other}'\n{USAGE}")),
        }
    }
    if names.is_empty() {
        for l in lines
            .iter()
            .filter(|l| l.game == game && l.variant == variant)
        {
            for n in [&l.a, &l.b] {
                if !names.contains(n) {
                    names.push(n.clone());
                }
            }
        }
    }
    Ok(cross_table(&lines, &game, &variant, &names))
}

/// What the row's player did against the column's, summed over the chunks of both orders.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Pairing {
    pub share: Share,
    pub ties: u64,
    pub deals: u64,
    pub levels_sum: f64,
    pub levels_sq: f64,
}

impl Pairing {
    /// The row's levels minus the column's per deal, with its 95% interval.
    pub fn levels(&self) -> (f64, f64, f64) {
        let n = self.deals as f64;
        if self.deals == 0 {
            return (0.0, 0.0, 0.0);
        }
        let mean = self.levels_sum / n;
        let var = if self.deals > 1 {
            ((self.levels_sq - n * mean * mean) / (n - 1.0)).max(0.0)
        } else {
            0.0
        };
        let half = 1.96 * (var / n).sqrt();
        (mean, mean - half, mean + half)
    }
}

/// Every pairing of `lines` for one game and variant, from the row's side.
pub fn pairings(lines: &[Line], game: &str, variant: &str) -> BTreeMap<(String, String), Pairing> {
    let mut out: BTreeMap<(String, String), Pairing> = BTreeMap::new();
    for l in lines
        .iter()
        .filter(|l| l.game == game && l.variant == variant)
    {
        for (row, col, wins, sign) in [
            (&l.a, &l.b, l.wins, 1.0),
            (&l.b, &l.a, l.total - l.wins, -1.0),
        ] {
            let p = out.entry((row.clone(), col.clone())).or_default();
            p.share.wins += wins;
            p.share.total += l.total;
            p.ties += l.ties;
            p.deals += l.deals;
            p.levels_sum += sign * l.levels_sum;
            p.levels_sq += l.levels_sq;
        }
    }
    out
}

/// The cross table in Markdown: each cell the row's share of hands (Guan Dan) or level
/// exchanges (Sheng Ji) against the column, its 95% interval, and levels a deal.
pub fn cross_table(lines: &[Line], game: &str, variant: &str, names: &[String]) -> String {
    let all = pairings(lines, game, variant);
    let unit = if game == "guandan" {
        "hands"
    } else {
        "level exchanges"
    };
    let mut out = format!(
        "{game} ({variant}): the row's share of {unit} against the column (95% CI), levels a deal, deals\n\n| | {} |\n|---|{}\n",
        names.join(" | "),
        "---|".repeat(names.len())
    );
    for row in names {
        out += &format!("| **{row}** |");
        for col in names {
            let cell = match all.get(&(row.clone(), col.clone())) {
                _ if row == col => "—".to_string(),
                Some(p) if p.share.total > 0 => {
                    let (lo, hi) = p.share.ci95();
                    let (l, _, _) = p.levels();
                    format!(
                        "{:.1}% ({:.0}–{:.0}), {l:+.2}, {}",
                        100.0 * p.share.rate(),
                        100.0 * lo,
                        100.0 * hi,
                        p.deals
                    )
                }
                _ => String::new(),
            };
            out += &format!(" {cell} |");
        }
        out += "\n";
    }
    let faults = faults(lines, game, variant);
    out += &format!("\nexternal bots' replies that could not be used: {faults}\n");
    let kitty = kitty_by_member(lines, game, variant);
    if kitty.values().any(|k| k.rounds > 0) {
        out += "\nthe kitty, over the rounds each member dealt: points buried a round; points the attackers took from it (multiplied) a round\n";
        for name in names {
            if let Some(k) = kitty.get(name).filter(|k| k.rounds > 0) {
                let n = k.rounds as f64;
                out += &format!(
                    "- {name}: {:.2}; {:.2} ({} rounds)\n",
                    k.buried / n,
                    k.lost / n,
                    k.rounds
                );
            }
        }
    }
    out
}

/// External bots' replies that could not be used, in one game and variant.
fn faults(lines: &[Line], game: &str, variant: &str) -> u64 {
    lines
        .iter()
        .filter(|l| l.game == game && l.variant == variant)
        .map(|l| l.faults)
        .sum()
}

/// Each member's kitty over the rounds it dealt, in all its pairings.
fn kitty_by_member(lines: &[Line], game: &str, variant: &str) -> BTreeMap<String, KittySums> {
    let mut out: BTreeMap<String, KittySums> = BTreeMap::new();
    for l in lines
        .iter()
        .filter(|l| l.game == game && l.variant == variant)
    {
        for (name, k) in [(&l.a, &l.kitty[0]), (&l.b, &l.kitty[1])] {
            let sum = out.entry(name.clone()).or_default();
            sum.rounds += k.rounds;
            sum.buried += k.buried;
            sum.lost += k.lost;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(a: &str, b: &str, wins: u64, total: u64, levels: f64) -> Line {
        Line {
            game: "guandan".into(),
            variant: "pagat".into(),
            a: a.into(),
            b: b.into(),
            seed: 1,
            deals: 10,
            wins,
            total,
            ties: 0,
            levels_sum: levels,
            levels_sq: levels * levels,
            seconds: 1.0,
            faults: 0,
            a_p95_ms: 0.0,
            b_p95_ms: 0.0,
            kitty: Default::default(),
        }
    }

    #[test]
    fn chunks_of_both_orders_add_up_from_the_row_side() {
        let lines = [
            line("hard", "normal", 12, 20, 4.0),
            line("normal", "hard", 5, 20, -2.0),
        ];
        let p = pairings(&lines, "guandan", "pagat");
        let hard = &p[&("hard".to_string(), "normal".to_string())];
        assert_eq!(
            (hard.share.wins, hard.share.total, hard.deals),
            (27, 40, 20)
        );
        assert_eq!(hard.levels().0, 0.3);
        let normal = &p[&("normal".to_string(), "hard".to_string())];
        assert_eq!(normal.share.wins, 13);
        let table = cross_table(
            &lines,
            "guandan",
            "pagat",
            &["hard".into(), "normal".into()],
        );
        assert!(table.contains("| **hard** | — | 67.5%"), "{table}");
        assert!(table.contains("| **normal** | 32.5%"), "{table}");
    }

    #[test]
    fn a_member_may_be_named() {
        let m = member("keeper=bomb-keeper").unwrap();
        assert_eq!(
            (m.name.as_str(), &m.contender),
            ("keeper", &Contender::Sparring("bomb-keeper".into()))
        );
        let m = member("exec:env X=1 bot").unwrap();
        assert_eq!(m.name, "exec:env X=1 bot");
        assert_eq!(m.contender, Contender::External("env X=1 bot".into()));
        assert!(member("x=wizard").is_err());
    }

    #[test]
    fn odd_league_command_lines_are_refused() {
        let args = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert!(league(&args(&["chess"])).is_err());
        assert!(league(&args(&["guandan", "--members", "hard"])).is_err());
        assert!(league(&args(&["guandan", "--members", "hard,wizard"])).is_err());
        assert!(
            league(&args(&[
                "guandan",
                "--members",
                "hard,normal",
                "--deals",
                "0"
            ]))
            .is_err()
        );
    }
}
