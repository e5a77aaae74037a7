//! A bot in another process at the table: the JSON-lines protocol of `tournament --a
//! exec:COMMAND`, against the example bot `firstbot` and against bots that misbehave.

use cardtable::arena::cli::tournament;

fn run(a: &str) -> (String, serde_json::Value) {
    let args: Vec<String> = [
        "guandan",
        "--a",
        a,
        "--b",
        "random",
        "--deals",
        "2",
        "--threads",
        "1",
        "--json",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let out = tournament(&args).unwrap();
    let json = serde_json::from_str(out.lines().last().unwrap()).unwrap();
    (out, json)
}

#[test]
fn a_bot_that_speaks_the_protocol_plays_whole_deals_without_faults() {
    let bot = format!("exec:{}", env!("CARGO_BIN_EXE_firstbot"));
    let (out, json) = run(&bot);
    assert_eq!(json["faults"], 0, "{out}");
    assert_eq!(json["deals"], 2);
    assert!(out.contains("hands won by exec:"), "{out}");
}

#[test]
fn unusable_replies_are_counted_and_the_deal_goes_on() {
    // Answers everything with nonsense.
    let (out, json) = run("exec:while read line; do echo nonsense; done");
    assert!(json["faults"].as_u64().unwrap() > 0, "{out}");
    assert!(out.contains("could not be used"), "{out}");
    // An index past the legal actions.
    let (_, json) = run(r#"exec:while read line; do echo '{"index":999}'; done"#);
    assert!(json["faults"].as_u64().unwrap() > 0);
    // Gone at once.
    let (_, json) = run("exec:true");
    assert!(json["faults"].as_u64().unwrap() > 0);
}

fn args(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

/// A Sheng Ji series of two deals with `a` against the rule AI; the report and its JSON line.
fn shengji(variant: &str, a: &str) -> (String, serde_json::Value) {
    let out = tournament(&args(&[
        "shengji",
        "--variant",
        variant,
        "--a",
        a,
        "--b",
        "normal",
        "--deals",
        "2",
        "--threads",
        "1",
        "--json",
    ]))
    .unwrap();
    let json = serde_json::from_str(out.lines().last().unwrap()).unwrap();
    (out, json)
}

#[test]
fn a_bot_plays_sheng_ji_by_index_and_by_written_out_actions() {
    let bot = env!("CARGO_BIN_EXE_firstbot");
    for variant in ["classic", "zhao-pengyou-5"] {
        for command in [format!("exec:{bot}"), format!("exec:{bot} --write-out")] {
            let (out, json) = shengji(variant, &command);
            assert_eq!(json["faults"], 0, "{out}");
            assert_eq!(json["variant"], variant);
            // Every round was played to its end: each of the 2 x 2 plays scored one round.
            assert_eq!(json["rounds"], 4, "{out}");
        }
    }
}

#[test]
fn the_table_sends_the_deal_every_action_and_the_question_in_order() {
    let dir = std::env::temp_dir().join(format!("cardtable-bot-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let bot = env!("CARGO_BIN_EXE_firstbot");
    // One log per bot process ($$: its shell's pid), so that no two write to one file.
    let command = format!("exec:tee '{}'/seen.$$.jsonl | '{bot}'", dir.display());
    let (out, json) = shengji("classic", &command);
    assert_eq!(json["faults"], 0, "{out}");
    let logs: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|f| std::fs::read_to_string(f.unwrap().path()).unwrap())
        .collect();
    // Two bot seats in each of the two plays of the two deals.
    assert_eq!(logs.len(), 8);
    let mut lines: Vec<serde_json::Value> = Vec::new();
    for log in &logs {
        let seen: Vec<serde_json::Value> = log
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        // Each is told its seat, then shown its (still empty) hand, before anything else.
        assert_eq!(seen[0]["type"], "start");
        assert_eq!(seen[1]["type"], "hand");
        lines.extend(seen);
    }
    let kinds: Vec<&str> = lines.iter().map(|l| l["type"].as_str().unwrap()).collect();
    assert!(kinds.contains(&"action") && kinds.contains(&"act"));
    for line in &lines {
        match line["type"].as_str().unwrap() {
            "hand" => assert!(line["view"]["hand"].is_array()),
            "act" => assert!(!line["legal"].as_array().unwrap().is_empty()),
            // A burial is shown to the others face down.
            "action" if line["action"].get("Bury").is_some() => {
                assert_eq!(line["action"]["Bury"], serde_json::json!([]))
            }
            _ => {}
        }
    }
    // The dealer bot buried the kitty: it was asked, with the kitty in its view.
    assert!(lines.iter().any(|l| l["type"] == "act"
        && l["view"]["phase"] == "Burying"
        && l["view"]["kitty"].is_array()));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_sheng_ji_bot_that_answers_nonsense_is_counted_and_the_deal_goes_on() {
    let (out, json) = shengji("classic", "exec:while read line; do echo nonsense; done");
    assert!(json["faults"].as_u64().unwrap() > 0, "{out}");
    assert!(out.contains("could not be used"), "{out}");
    assert_eq!(json["rounds"], 4, "{out}");
}
