//! The league's pieces (issue 66): our players as a bot of the exec protocol (`bot`), which a
//! frozen release is built as, and `league` itself with a small count. `make test` also builds
//! a frozen release's bot and seats it (`make league-smoke`).

use cardtable::arena::cli::tournament;
use cardtable::arena::league::{league, read_lines};

fn args(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

/// The JSON line of a tournament of `deals` between `a` and `b`.
fn series(game: &[&str], a: &str, b: &str, deals: &str) -> serde_json::Value {
    let mut list = game.to_vec();
    list.extend([
        "--a",
        a,
        "--b",
        b,
        "--deals",
        deals,
        "--threads",
        "2",
        "--json",
    ]);
    let out = tournament(&args(&list)).unwrap();
    serde_json::from_str(out.lines().last().unwrap()).unwrap()
}

#[test]
fn the_bot_seats_a_tier_that_plays_as_the_built_in_one() {
    let bot = env!("CARGO_BIN_EXE_bot");
    // The rule AI decides from the view alone: as a bot it plays the very same games as the
    // built-in player, so each deal's two plays (seats swapped) cancel out exactly.
    for (game, tier) in [
        (&["guandan"][..], "baseline"),
        (&["shengji", "--variant", "classic"][..], "baseline"),
        (&["shengji", "--variant", "zhao-pengyou-5"][..], "normal"),
    ] {
        let name = game[0];
        let a = format!("exec:{bot} {name} --tier {tier}");
        let json = series(game, &a, tier, "3");
        assert_eq!(json["faults"], 0, "{game:?}: {json}");
        let diff = if name == "guandan" {
            &json["a_levels_per_deal"]
        } else {
            &json["levels_diff_per_deal"]
        };
        assert_eq!(diff.as_f64(), Some(0.0), "{game:?}: {json}");
        assert!(
            (json["a_score"].as_f64().unwrap() - 0.5).abs() < 1e-9 || json["a_score"] == 0.0,
            "{json}"
        );
    }
    // A search tier through the bot: whole deals, no fault.
    let a = format!("exec:{bot} guandan --tier hard:5");
    let json = series(&["guandan"], &a, "baseline", "1");
    assert_eq!(json["faults"], 0, "{json}");
}

#[test]
fn the_bot_refuses_odd_command_lines() {
    let bot = env!("CARGO_BIN_EXE_bot");
    for bad in [
        &["chess"][..],
        &["guandan", "--tier", "wizard"],
        &["guandan", "--seed"],
        &["shengji", "--colour", "red"],
    ] {
        let out = std::process::Command::new(bot).args(bad).output().unwrap();
        assert!(!out.status.success(), "{bad:?}");
        assert!(String::from_utf8_lossy(&out.stderr).contains("usage") || !out.stderr.is_empty());
    }
}

#[test]
fn a_small_league_plays_every_pair_once_and_goes_on_where_it_stopped() {
    let dir = std::env::temp_dir().join(format!("league-test-{}", std::process::id()));
    let out = dir.join("guandan.jsonl");
    let out = out.to_str().unwrap();
    let bot = env!("CARGO_BIN_EXE_bot");
    let exec = format!("exec:{bot} guandan --tier easy");
    let members = format!("baseline,bomb-keeper,splitter,{exec}");
    let command = args(&[
        "guandan",
        "--members",
        &members,
        "--deals",
        "2",
        "--chunk",
        "1",
        "--seed",
        "5",
        "--out",
        out,
    ]);
    let report = league(&command).unwrap();
    // Four members: six pairs, two chunks of one deal each.
    let lines = read_lines(out);
    assert_eq!(lines.len(), 12, "{report}");
    assert!(
        lines.iter().all(|l| l.total >= 2 && l.faults == 0),
        "{lines:?}"
    );
    for name in ["baseline", "bomb-keeper", "splitter", exec.as_str()] {
        assert!(report.contains(&format!("| **{name}** |")), "{report}");
    }
    // Run again: nothing left to play, the same table.
    assert_eq!(league(&command).unwrap(), report);
    assert_eq!(read_lines(out).len(), 12);
    // The table alone, from the file.
    let table = league(&args(&["table", out])).unwrap();
    assert!(table.contains("guandan (pagat)"), "{table}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_sheng_ji_league_counts_exchanges() {
    let dir = std::env::temp_dir().join(format!("league-sj-{}", std::process::id()));
    let out = dir.join("shengji.jsonl");
    let out = out.to_str().unwrap();
    let report = league(&args(&[
        "shengji",
        "--variant",
        "one-deck",
        "--members",
        "baseline,trumper,thrower",
        "--deals",
        "2",
        "--out",
        out,
    ]))
    .unwrap();
    let lines = read_lines(out);
    assert_eq!(lines.len(), 3, "{report}");
    assert!(
        lines
            .iter()
            .all(|l| l.variant == "one-deck" && l.total + l.ties == 4),
        "{lines:?}"
    );
    assert!(report.contains("level exchanges"), "{report}");
    // Each member dealt some of the twelve rounds; its kitty is counted.
    let dealt: u64 = lines
        .iter()
        .map(|l| l.kitty[0].rounds + l.kitty[1].rounds)
        .sum();
    assert_eq!(dealt, 12, "{lines:?}");
    assert!(
        report.contains("the kitty, over the rounds each member dealt"),
        "{report}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_member_whose_replies_are_refused_fails_the_league() {
    let dir = std::env::temp_dir().join(format!("league-faults-{}", std::process::id()));
    let out = dir.join("guandan.jsonl");
    let result = league(&args(&[
        "guandan",
        "--members",
        "baseline,exec:while read line; do echo nonsense; done",
        "--deals",
        "1",
        "--out",
        out.to_str().unwrap(),
    ]));
    let err = result.unwrap_err();
    assert!(err.contains("could not be used"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}
