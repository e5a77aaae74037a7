use super::*;

fn temp(name: &str) -> String {
    let dir = std::env::temp_dir().join(format!("cardtable-record-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    let _ = std::fs::remove_file(&path);
    path.to_string_lossy().into_owned()
}

fn lines(path: &str) -> Vec<serde_json::Value> {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

fn run(args: &[&str]) -> Result<String, String> {
    command(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>())
}

#[test]
fn a_guan_dan_seed_gives_the_search_values_of_each_decision_and_resumes() {
    let out = temp("gd.jsonl");
    let report = run(&["guandan", "--seeds", "3-4", "--ms", "2", "--out", &out]).unwrap();
    assert!(report.contains("2 seeds recorded"), "{report}");
    let all = lines(&out);
    let done: Vec<u64> = all
        .iter()
        .filter(|l| l["done"] == true)
        .map(|l| l["seed"].as_u64().unwrap())
        .collect();
    assert_eq!(done, vec![3, 4]);
    let decisions: Vec<_> = all.iter().filter(|l| l["done"] != true).collect();
    assert!(decisions.len() > 10, "{} decisions", decisions.len());
    for d in &decisions {
        let c = d["candidates"].as_array().unwrap();
        assert!(c.len() >= 2, "a searched decision has a choice: {d}");
        assert!(
            c.iter()
                .all(|x| x["deals"].as_u64().unwrap() >= 1 && x["value"].is_f64())
        );
        let played = d["played"].as_u64().unwrap() as usize;
        assert!(played < c.len());
        // The seat's own view: its hand, never another seat's.
        assert_eq!(d["view"]["seat"], d["seat"]);
    }
    // Again: nothing new. A broken tail (a run stopped mid-write) is cut, then a new seed added.
    assert!(
        run(&["guandan", "--seeds", "3-4", "--ms", "2", "--out", &out])
            .unwrap()
            .contains("0 seeds recorded (0 decisions), 2 already")
    );
    let whole = std::fs::read_to_string(&out).unwrap();
    std::fs::write(&out, format!("{whole}{{\"seed\":5,\"ste")).unwrap();
    run(&["guandan", "--seeds", "3-5", "--ms", "2", "--out", &out]).unwrap();
    let again = lines(&out);
    assert_eq!(again[..all.len()], all[..]);
    assert_eq!(again.last().unwrap()["seed"], 5);
}

#[test]
fn a_zhao_pengyou_seed_records_its_plays_and_bad_options_are_refused() {
    let out = temp("zp.jsonl");
    run(&[
        "shengji",
        "--variant",
        "zhao-pengyou-5",
        "--seeds",
        "2-2",
        "--ms",
        "2",
        "--out",
        &out,
    ])
    .unwrap();
    let all = lines(&out);
    assert_eq!(all.last().unwrap()["done"], true);
    assert!(all.len() > 10);
    for (args, wrong) in [
        (
            &["chess", "--seeds", "1-2", "--out", "x"][..],
            "unknown game",
        ),
        (
            &[
                "shengji",
                "--variant",
                "nine",
                "--seeds",
                "1-2",
                "--out",
                "x",
            ],
            "unknown Sheng Ji variant",
        ),
        (
            &["guandan", "--seeds", "5-2", "--out", "x"],
            "before the first",
        ),
        (&["guandan", "--seeds", "1-2"], "usage"),
        (
            &["guandan", "--seeds", "1-2", "--ms", "0", "--out", "x"],
            "positive",
        ),
    ] {
        let e = run(args).unwrap_err();
        assert!(e.contains(wrong), "{args:?}: {e}");
    }
}
