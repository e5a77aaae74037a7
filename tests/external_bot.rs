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

#[test]
fn an_external_sheng_ji_seat_is_refused_with_a_reason() {
    let args = |list: &[&str]| list.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let err = tournament(&args(&["shengji", "--a", "exec:true"])).unwrap_err();
    assert!(err.contains("Guan Dan only"), "{err}");
}
