//! CI's small tournament: a few dozen duplicate deals of the search player (on a small budget)
//! against random play in each game, so that a search player that crashes, plays illegally or
//! has come apart fails the build. Its strength against the rule AI is measured by the large
//! runs of the README, not here (on a budget this small it is no better than the rule AI).

use cardtable::arena::cli::tournament;

fn series(game: &[&str]) -> serde_json::Value {
    let mut args: Vec<String> = game.iter().map(|s| s.to_string()).collect();
    for a in [
        "--a",
        "hard",
        "--b",
        "random",
        "--deals",
        "24",
        "--budget-ms",
        "10",
        "--threads",
        "2",
        "--json",
    ] {
        args.push(a.to_string());
    }
    let out = tournament(&args).unwrap();
    serde_json::from_str(out.lines().last().unwrap()).unwrap()
}

#[test]
fn the_search_player_beats_random_play_over_a_few_dozen_deals_of_each_game() {
    for game in [
        &["guandan"][..],
        &["shengji", "--variant", "one-deck"],
        &["shengji", "--variant", "zhao-pengyou-5"],
    ] {
        let json = series(game);
        assert_eq!(json["deals"], 24);
        assert_eq!(json["faults"], 0);
        // Hands (Guan Dan) or level exchanges (Sheng Ji) won, out of 48 plays.
        let score = json["a_score"].as_f64().unwrap();
        assert!(score >= 0.75, "{game:?}: {json}");
        let levels = json
            .get("levels_diff_per_deal")
            .unwrap_or(&json["a_levels_per_deal"])
            .as_f64()
            .unwrap();
        assert!(levels > 1.0, "{game:?}: {json}");
    }
}

/// The Sheng Ji rule player against the frozen `baseline` (issue 21's yardstick) over enough
/// duplicate Classic deals that its lead is clear: a change that makes Normal no better than
/// the player it replaced fails here. Deterministic (fixed seed), a few seconds.
#[test]
fn normal_is_ahead_of_the_frozen_baseline_in_sheng_ji() {
    let args: Vec<String> = [
        "shengji",
        "--variant",
        "classic",
        "--a",
        "normal",
        "--b",
        "baseline",
        "--deals",
        "600",
        "--seed",
        "4242",
        "--threads",
        "2",
        "--json",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let out = tournament(&args).unwrap();
    let json: serde_json::Value = serde_json::from_str(out.lines().last().unwrap()).unwrap();
    assert_eq!(json["faults"], 0);
    assert!(json["a_score"].as_f64().unwrap() > 0.5, "{json}");
    assert!(
        json["levels_diff_per_deal"].as_f64().unwrap() > 0.0,
        "{json}"
    );
}
