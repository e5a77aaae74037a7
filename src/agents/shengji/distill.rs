//! Fitting the Normal's second look ([`learned`](super::learned)): the Normal plays every seat,
//! and at each trick-play decision with more than one choice the Hard search plays the rule
//! AI's best few plays out on the same sampled deals; each play's measures and mean value are
//! written, one line each. The fit then finds the weights whose measure best orders the plays
//! of each decision as the search valued them (least squares on values and measures taken
//! relative to the decision's mean, with a ridge of `DISTILL_RIDGE`, 10 for today's weights),
//! and prints them. The lines also hold the rule AI's rank of each play, so the fit can
//! print, on a fifth of the decisions held out, what the rule AI's choice, the fitted choice
//! and the best play were worth above the decision's mean.
//!
//! Today's weights: recorded in Classic by the Normal of before the second look (its rule AI's
//! order alone), seeds 100001-100400 and 200001-200400, 100 ms a decision (30 minutes a
//! process), 42,931 decisions; on the fifth held out, the rule AI's choice was worth 0.0379
//! levels above the decision's mean, the fitted choice 0.0399 (the best, with the search's
//! noise, 0.0953). The commands:
//! `DISTILL_SEED=100001 DISTILL_DEALS=400 DISTILL_MS=100 DISTILL_OUT=/tmp/d1.tsv cargo test
//! --release --lib distill_record -- --ignored --nocapture` (and `DISTILL_SEED=200001` into
//! `/tmp/d2.tsv` on the other core), then `DISTILL_RIDGE=10 DISTILL_IN=/tmp/d1.tsv,/tmp/d2.tsv
//! cargo test --release --lib distill_fit -- --ignored --nocapture`.

use std::collections::BTreeMap;
use std::io::Write;

use super::hard::HardAgent;
use super::learned::{BASE, FEATURES, best_few, features};
use super::probe::each_normal_play;
use super::rule::rule_scored;
use super::table::Table;
use crate::shengji::{Action, Rules};

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name).map_or(default, |s| s.parse().unwrap())
}

fn rules() -> Rules {
    match std::env::var("DISTILL_VARIANT").as_deref() {
        Ok("one-deck") => Rules::one_deck(),
        Ok("zhao-pengyou-5") => Rules::zhao_pengyou(5).unwrap(),
        _ => Rules::classic(),
    }
}

#[test]
#[ignore]
fn distill_record() {
    let seed0 = env("DISTILL_SEED", 1);
    let deals = env("DISTILL_DEALS", 4);
    let judge = HardAgent::with_budget_ms(11, env("DISTILL_MS", 60));
    let path = std::env::var("DISTILL_OUT").unwrap_or_else(|_| "/tmp/distill.tsv".into());
    let mut out = std::fs::File::create(&path).unwrap();
    let rules = rules();
    let mut decisions = 0u64;
    for seed in seed0..seed0 + deals {
        each_normal_play(&rules, seed, |v| {
            let t = Table::new(v);
            let (head, _) = best_few(rule_scored(&t));
            if head.len() < 2 {
                return;
            }
            let cands: Vec<Action> = head.iter().map(|(_, c)| Action::Play(c.clone())).collect();
            let results = judge.results(v, &cands);
            let means: Vec<f64> = results
                .iter()
                .map(|r| r.iter().map(|s| s.value).sum::<f64>() / r.len().max(1) as f64)
                .collect();
            let usable = results.iter().all(|r| r.len() >= 2) && means.iter().all(|&x| x > -50.0);
            if !usable {
                return;
            }
            let id = seed * 100_000 + decisions;
            for (rank, ((s, cards), mean)) in head.iter().zip(&means).enumerate() {
                let f = features(&t, cards, *s, rank);
                let fs: Vec<String> = f.iter().map(|x| format!("{x:.4}")).collect();
                writeln!(out, "{id}\t{rank}\t{mean:.4}\t{}", fs.join("\t")).unwrap();
            }
            decisions += 1;
        });
        println!("seed {seed}: {decisions} decisions");
    }
}

/// Solves `a x = b` (a symmetric, positive definite after the ridge).
fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Vec<f64> {
    let n = b.len();
    for i in 0..n {
        let p = (i..n)
            .max_by(|&x, &y| a[x][i].abs().total_cmp(&a[y][i].abs()))
            .unwrap();
        a.swap(i, p);
        b.swap(i, p);
        for r in i + 1..n {
            let k = a[r][i] / a[i][i];
            let (top, bottom) = a.split_at_mut(r);
            for (x, p) in bottom[0].iter_mut().zip(&top[i]).skip(i) {
                *x -= k * p;
            }
            b[r] -= k * b[i];
        }
    }
    let mut x = vec![0.0; n];
    for i in (0..n).rev() {
        let s: f64 = (i + 1..n).map(|c| a[i][c] * x[c]).sum();
        x[i] = (b[i] - s) / a[i][i];
    }
    x
}

type Decision = Vec<(f64, Vec<f64>)>;

fn load() -> BTreeMap<u64, Decision> {
    let files = std::env::var("DISTILL_IN").unwrap_or_else(|_| "/tmp/distill.tsv".into());
    let mut by: BTreeMap<u64, Decision> = BTreeMap::new();
    for file in files.split(',') {
        for line in std::fs::read_to_string(file).unwrap().lines() {
            let cols: Vec<&str> = line.split('\t').collect();
            let id: u64 = cols[0].parse().unwrap();
            let y: f64 = cols[2].parse().unwrap();
            let f: Vec<f64> = cols[3..].iter().map(|x| x.parse().unwrap()).collect();
            assert_eq!(f.len(), FEATURES);
            by.entry(id).or_default().push((y, f));
        }
    }
    by
}

/// Mean value (as the search measured it) of the play each measure picks, per decision.
fn picked_value(test: &[&Decision], w: &[f64]) -> f64 {
    let mut total = 0.0;
    for d in test {
        let best = d
            .iter()
            .max_by(|a, b| {
                let sa: f64 = a.1.iter().zip(w).map(|(x, w)| x * w).sum();
                let sb: f64 = b.1.iter().zip(w).map(|(x, w)| x * w).sum();
                sa.total_cmp(&sb)
            })
            .unwrap();
        let mean = d.iter().map(|x| x.0).sum::<f64>() / d.len() as f64;
        total += best.0 - mean;
    }
    total / test.len().max(1) as f64
}

#[test]
#[ignore]
fn distill_fit() {
    let by = load();
    let lambda = std::env::var("DISTILL_RIDGE").map_or(1.0, |s| s.parse().unwrap());
    let (mut train, mut test): (Vec<&Decision>, Vec<&Decision>) = (Vec::new(), Vec::new());
    for (id, d) in &by {
        if id % 5 == 0 {
            test.push(d);
        } else {
            train.push(d);
        }
    }
    let fit = |set: &[&Decision]| {
        let mut a = vec![vec![0.0; FEATURES]; FEATURES];
        let mut b = vec![0.0; FEATURES];
        for d in set {
            let k = d.len() as f64;
            let ym = d.iter().map(|x| x.0).sum::<f64>() / k;
            let fm: Vec<f64> = (0..FEATURES)
                .map(|j| d.iter().map(|x| x.1[j]).sum::<f64>() / k)
                .collect();
            for (y, f) in d.iter() {
                let fc: Vec<f64> = f.iter().zip(&fm).map(|(x, m)| x - m).collect();
                for i in 0..FEATURES {
                    b[i] += fc[i] * (y - ym);
                    for j in 0..FEATURES {
                        a[i][j] += fc[i] * fc[j];
                    }
                }
            }
        }
        for (i, row) in a.iter_mut().enumerate() {
            row[i] += lambda;
        }
        solve(a, b)
    };
    let w = fit(&train);
    let mut rule = vec![0.0; FEATURES];
    rule[1] = 1.0;
    let oracle: f64 = test
        .iter()
        .map(|d| {
            let mean = d.iter().map(|x| x.0).sum::<f64>() / d.len() as f64;
            d.iter().map(|x| x.0).fold(f64::MIN, f64::max) - mean
        })
        .sum::<f64>()
        / test.len().max(1) as f64;
    println!(
        "{} decisions ({} held out); held out, value over the decision's mean: rule {:.4}, fit {:.4}, best {:.4}",
        by.len(),
        test.len(),
        picked_value(&test, &rule),
        picked_value(&test, &w),
        oracle
    );
    let all: Vec<&Decision> = by.values().collect();
    let w = fit(&all);
    println!("pub const WEIGHTS: [f64; FEATURES] = [");
    for (k, name) in ["plain", "declaring", "late", "declaring and late"]
        .iter()
        .enumerate()
    {
        println!("    // {name}");
        for row in w[k * BASE..(k + 1) * BASE].chunks(8) {
            let list: Vec<String> = row.iter().map(|x| format!("{x:.4}")).collect();
            println!("    {},", list.join(", "));
        }
    }
    println!("];");
}
