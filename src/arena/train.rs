//! Fitting the learned evaluation to the recorded search (issue 49, step 2): each decision of
//! `make record` gives its candidates and the search's mean value of each; the network
//! ([`Mlp`]) scores each candidate's encoding, and is fitted so that the scores, less their
//! mean over the decision, match the values less theirs (only the differences between a
//! decision's candidates say which to play). Adam on mini-batches of decisions, seeded: the
//! same files and options give the same weights.
//!
//! The decisions are split by seed: a tenth (seed ending in 0) is the test, reported at the
//! end; another tenth (ending in 1) picks the epoch kept; the rest is fitted.
//!
//! ```text
//! cargo run --release --bin train -- guandan --data target/record/guandan-pagat-1.jsonl \
//!     --data target/record/guandan-pagat-2.jsonl --out src/agents/guandan/net.bin
//! ```

use std::fmt::Write as _;
use std::io::{BufRead, BufReader};

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

use super::{count, flags};
use crate::agents::net::{Layer, Mlp};

const USAGE: &str = "usage: train <guandan|shengji> --data FILE.jsonl [--data ...] [--epochs 30] \
[--hidden 64,32] [--target played|value] [--seed 1] [--limit N] [--out FILE.bin]";

/// One recorded decision, encoded.
#[derive(Clone, Debug)]
pub struct Decision {
    pub seed: u64,
    /// One encoding per legal candidate.
    pub xs: Vec<Vec<f32>>,
    /// The search's value of each, in the network's units.
    pub targets: Vec<f32>,
    /// The rule AI's choice (the first candidate) and the search's, if among the legal.
    pub rule: Option<usize>,
    pub played: Option<usize>,
}

impl Decision {
    /// A position (one candidate) and its value, for a depth cut's value network (see
    /// [`super::positions`]).
    pub fn position(seed: u64, x: Vec<f32>, target: f32) -> Decision {
        Decision {
            seed,
            xs: vec![x],
            targets: vec![target],
            rule: None,
            played: None,
        }
    }
}

/// Values are divided by this before fitting (Guan Dan's hand won is worth 4).
pub const UNIT: f32 = 4.0;

/// What to fit.
#[derive(Clone, Debug)]
pub struct Fit {
    pub hidden: Vec<usize>,
    pub epochs: usize,
    pub seed: u64,
    pub batch: usize,
    pub rate: f32,
    pub target: Target,
}

/// What the network is fitted to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// The search's value of each candidate (less the decision's mean; a decision of one
    /// candidate is a position, whose value itself is fitted: see [`super::positions`]).
    Value,
    /// The search's choice (a softmax over the candidates): the Hard's play with its checks,
    /// not the rollouts' raw values, which overrate bombs.
    Played,
}

impl Default for Fit {
    fn default() -> Fit {
        Fit {
            hidden: vec![64, 32],
            epochs: 30,
            seed: 1,
            batch: 32,
            rate: 1e-3,
            target: Target::Played,
        }
    }
}

/// `train` on the command line (`src/bin/train.rs`).
pub fn command(args: &[String]) -> Result<String, String> {
    let game = args.first().map(String::as_str).ok_or(USAGE)?;
    let mut fit = Fit::default();
    let (mut data, mut out, mut limit) = (Vec::new(), None, usize::MAX);
    for (flag, value) in flags(&args[1..], &[])? {
        let v = value.unwrap_or("");
        match flag {
            "--data" => data.push(v.to_string()),
            "--epochs" => fit.epochs = count(flag, value)? as usize,
            "--seed" => fit.seed = count(flag, value)?,
            "--limit" => limit = count(flag, value)? as usize,
            "--out" => out = Some(v.to_string()),
            "--target" => {
                fit.target = match v {
                    "value" => Target::Value,
                    "played" => Target::Played,
                    _ => return Err(format!("--target value|played, not '{v}'")),
                }
            }
            "--hidden" => {
                fit.hidden = v
                    .split(',')
                    .map(|n| {
                        n.trim()
                            .parse::<usize>()
                            .map_err(|_| format!("bad width '{n}'"))
                    })
                    .collect::<Result<_, _>>()?
            }
            _ => return Err(format!("unknown option {flag}\n{USAGE}")),
        }
    }
    if data.is_empty() {
        return Err(USAGE.to_string());
    }
    let decisions = match game {
        "guandan" => load(&data, limit, guandan_decision)?,
        "shengji" => load(&data, limit, shengji_decision)?,
        other => return Err(format!("unknown game '{other}'\n{USAGE}")),
    };
    let mut report = String::new();
    let (net, lines) = train(&decisions, &fit)?;
    report.push_str(&lines);
    // What is shipped is the int8 form: measure that.
    let bytes = net.to_bytes();
    let shipped = Mlp::from_bytes(&bytes)?;
    let test: Vec<&Decision> = decisions.iter().filter(|d| d.seed % 10 == 0).collect();
    let _ = writeln!(
        report,
        "test, int8 weights: {}",
        Measure::of(&shipped, &test)
    );
    if let Some(path) = out {
        std::fs::write(&path, &bytes).map_err(|e| format!("{path}: {e}"))?;
        let _ = writeln!(report, "{path}: {} bytes", bytes.len());
    }
    Ok(report)
}

/// Reads every decision of the files (at most `limit`).
pub fn load(
    paths: &[String],
    limit: usize,
    decode: fn(&serde_json::Value) -> Result<Option<Decision>, String>,
) -> Result<Vec<Decision>, String> {
    let mut out = Vec::new();
    for path in paths {
        let file = std::fs::File::open(path).map_err(|e| format!("{path}: {e}"))?;
        for (n, line) in BufReader::new(file).lines().enumerate() {
            if out.len() >= limit {
                return Ok(out);
            }
            let line = line.map_err(|e| format!("{path}: {e}"))?;
            let Ok(v) = serde_json::from_str::<serde_json::Value>(&line) else {
                continue; // A cut-off last line.
            };
            if v.get("done").is_some() {
                continue;
            }
            if let Some(d) = decode(&v).map_err(|e| format!("{path}:{}: {e}", n + 1))? {
                out.push(d);
            }
        }
    }
    Ok(out)
}

/// A Guan Dan decision line, encoded (`None` with fewer than two legal candidates).
pub fn guandan_decision(v: &serde_json::Value) -> Result<Option<Decision>, String> {
    use crate::agents::guandan::features::encode;
    use crate::guandan::{Action, SeatView};
    let view: SeatView = serde_json::from_value(v["view"].clone()).map_err(|e| e.to_string())?;
    candidates(v, |i, action: Action| {
        Some((encode(&view, &action, i), i == 0))
    })
}

/// A Sheng Ji decision line, encoded: trick plays only (`None` for burials, friend calls and
/// fewer than two legal candidates). Each candidate's rank and rule score are worked out
/// again from the view (the second look's order), not read from the line, so a record made
/// with any ranking reads the same.
pub fn shengji_decision(v: &serde_json::Value) -> Result<Option<Decision>, String> {
    use crate::agents::face_key;
    use crate::agents::shengji::features::encode;
    use crate::agents::shengji::learned::best_few;
    use crate::agents::shengji::rule::looked_scored;
    use crate::agents::shengji::table::Table;
    use crate::shengji::{Action, Phase, SeatView};
    let view: SeatView = serde_json::from_value(v["view"].clone()).map_err(|e| e.to_string())?;
    if view.phase != Phase::Playing {
        return Ok(None);
    }
    let t = Table::new(&view);
    let (few, _) = best_few(looked_scored(&t));
    candidates(v, |_, action: Action| {
        let Action::Play(cards) = action else {
            return None;
        };
        let key = face_key(&cards);
        let (rank, rule) = few
            .iter()
            .position(|(_, c)| face_key(c) == key)
            .and_then(|r| few.get(r).map(|(s, _)| (r, *s)))
            .unwrap_or((few.len(), 0.0));
        Some((encode(&t, &cards, rule, rank), rank == 0))
    })
}

/// A decision line's legal candidates, each as `encode` gives it (its encoding, and whether it
/// is the rule AI's choice; `None`: not weighed) from its place in the line and its action.
fn candidates<A: serde::de::DeserializeOwned>(
    v: &serde_json::Value,
    mut encode: impl FnMut(usize, A) -> Option<(Vec<f32>, bool)>,
) -> Result<Option<Decision>, String> {
    let played = v["played"].as_u64().map(|p| p as usize);
    let mut d = Decision {
        seed: v["seed"].as_u64().unwrap_or(0),
        xs: Vec::new(),
        targets: Vec::new(),
        rule: None,
        played: None,
    };
    for (i, c) in v["candidates"].as_array().into_iter().flatten().enumerate() {
        if c["legal"] != true {
            continue;
        }
        let action: A = serde_json::from_value(c["action"].clone()).map_err(|e| e.to_string())?;
        let Some((x, rule)) = encode(i, action) else {
            continue;
        };
        if rule {
            d.rule = Some(d.xs.len());
        }
        if played == Some(i) {
            d.played = Some(d.xs.len());
        }
        d.xs.push(x);
        d.targets
            .push(c["value"].as_f64().unwrap_or(0.0) as f32 / UNIT);
    }
    Ok((d.xs.len() >= 2).then_some(d))
}

/// Fits a network to the decisions; the network of the epoch that did best on the
/// validation tenth, and a report line per epoch.
pub fn train(decisions: &[Decision], fit: &Fit) -> Result<(Mlp, String), String> {
    let inputs = decisions
        .first()
        .and_then(|d| d.xs.first())
        .map(Vec::len)
        .ok_or("no decisions to fit")?;
    let fitted: Vec<&Decision> = decisions.iter().filter(|d| d.seed % 10 > 1).collect();
    let valid: Vec<&Decision> = decisions.iter().filter(|d| d.seed % 10 == 1).collect();
    let test: Vec<&Decision> = decisions.iter().filter(|d| d.seed % 10 == 0).collect();
    let mut rng = StdRng::seed_from_u64(fit.seed);
    let mut net = init(inputs, &fit.hidden, &mut rng);
    let mut adam = Adam::new(&net);
    let mut report = format!(
        "{} decisions: {} fitted, {} validation, {} test; {} inputs, {} weights\n",
        decisions.len(),
        fitted.len(),
        valid.len(),
        test.len(),
        inputs,
        net.layers
            .iter()
            .map(|l| l.w.len() + l.b.len())
            .sum::<usize>()
    );
    let _ = writeln!(report, "test, before: {}", Measure::of(&net, &test));
    let mut best = (f64::INFINITY, net.clone(), 0);
    let mut order: Vec<usize> = (0..fitted.len()).collect();
    for epoch in 1..=fit.epochs {
        order.shuffle(&mut rng);
        let mut loss = 0.0;
        for batch in order.chunks(fit.batch.max(1)) {
            let mut grad = Grad::zero(&net);
            for &i in batch {
                if let Some(d) = fitted.get(i) {
                    loss += grad.add(&net, d, fit.target);
                }
            }
            adam.step(&mut net, &grad, batch.len() as f32, fit.rate);
        }
        let v = Measure::of(&net, &valid);
        let v_loss = match fit.target {
            Target::Value => v.loss,
            Target::Played => -v.follows,
        };
        let _ = writeln!(
            report,
            "epoch {epoch}: fitted loss {:.4}, validation {v}",
            loss / fitted.len().max(1) as f64
        );
        if v_loss < best.0 {
            best = (v_loss, net.clone(), epoch);
        }
    }
    let (_, net, epoch) = best;
    let _ = writeln!(
        report,
        "kept epoch {epoch}; test: {}",
        Measure::of(&net, &test)
    );
    Ok((net, report))
}

/// What a decision's scores and values are measured from: their means (only the differences
/// between candidates say which to play), or nothing for a position (one candidate), whose
/// value itself is fitted.
fn centres(scores: &[f32], targets: &[f32]) -> (f32, f32) {
    if scores.len() < 2 {
        return (0.0, 0.0);
    }
    let k = scores.len() as f32;
    (
        scores.iter().sum::<f32>() / k,
        targets.iter().sum::<f32>() / k,
    )
}

/// He-initialised layers, zero biases.
fn init(inputs: usize, hidden: &[usize], rng: &mut StdRng) -> Mlp {
    let mut sizes = vec![inputs];
    sizes.extend_from_slice(hidden);
    sizes.push(1);
    let layers = sizes
        .windows(2)
        .map(|w| {
            let (i, o) = (w[0], w[1]);
            let bound = (6.0 / i as f32).sqrt();
            Layer {
                inputs: i,
                outputs: o,
                w: (0..i * o)
                    .map(|_| rng.random_range(-bound..bound))
                    .collect(),
                b: vec![0.0; o],
            }
        })
        .collect();
    Mlp { layers }
}

/// The activations of one forward pass, kept for the backward one.
fn forward(net: &Mlp, x: &[f32]) -> Vec<Vec<f32>> {
    let mut acts = vec![x.to_vec()];
    let last = net.layers.len().saturating_sub(1);
    for (n, layer) in net.layers.iter().enumerate() {
        let mut out = Vec::new();
        layer.apply(acts.last().map_or(&[][..], |a| a), &mut out);
        if n < last {
            out.iter_mut().for_each(|v| *v = v.max(0.0));
        }
        acts.push(out);
    }
    acts
}

/// Summed gradients of a batch.
struct Grad {
    layers: Vec<(Vec<f32>, Vec<f32>)>,
}

impl Grad {
    fn zero(net: &Mlp) -> Grad {
        Grad {
            layers: net
                .layers
                .iter()
                .map(|l| (vec![0.0; l.w.len()], vec![0.0; l.b.len()]))
                .collect(),
        }
    }

    /// Adds one decision's gradient; its loss.
    fn add(&mut self, net: &Mlp, d: &Decision, target: Target) -> f64 {
        let traces: Vec<Vec<Vec<f32>>> = d.xs.iter().map(|x| forward(net, x)).collect();
        let scores: Vec<f32> = traces
            .iter()
            .map(|t| t.last().and_then(|o| o.first()).copied().unwrap_or(0.0))
            .collect();
        if target == Target::Played {
            let Some(played) = d.played else { return 0.0 };
            // Cross-entropy of the softmax: its gradient is p - 1 at the search's choice.
            let p = softmax(&scores);
            for (i, (trace, p)) in traces.iter().zip(&p).enumerate() {
                self.backward(net, trace, p - (i == played) as u8 as f32);
            }
            return -(p.get(played).copied().unwrap_or(1.0).max(1e-9) as f64).ln();
        }
        let k = scores.len() as f32;
        let (ms, mt) = centres(&scores, &d.targets);
        let mut loss = 0.0;
        for (trace, (s, t)) in traces.iter().zip(scores.iter().zip(&d.targets)) {
            let r = (s - ms) - (t - mt);
            loss += (r * r / k) as f64;
            // The centring's own gradient sums to zero over the decision: 2r/k each.
            self.backward(net, trace, 2.0 * r / k);
        }
        loss
    }

    fn backward(&mut self, net: &Mlp, trace: &[Vec<f32>], d_out: f32) {
        let mut delta = vec![d_out];
        for (n, layer) in net.layers.iter().enumerate().rev() {
            let (Some(input), Some((gw, gb))) = (trace.get(n), self.layers.get_mut(n)) else {
                return;
            };
            for (g, d) in gb.iter_mut().zip(&delta) {
                *g += d;
            }
            let o = layer.outputs;
            for (i, &a) in input.iter().enumerate() {
                if a != 0.0 {
                    for (g, d) in gw[i * o..(i + 1) * o].iter_mut().zip(&delta) {
                        *g += a * d;
                    }
                }
            }
            if n == 0 {
                break;
            }
            // Through the ReLU of the layer below: only where it was active.
            delta = input
                .iter()
                .enumerate()
                .map(|(i, &a)| {
                    if a > 0.0 {
                        layer.w[i * o..(i + 1) * o]
                            .iter()
                            .zip(&delta)
                            .map(|(w, d)| w * d)
                            .sum()
                    } else {
                        0.0
                    }
                })
                .collect();
        }
    }
}

fn softmax(xs: &[f32]) -> Vec<f32> {
    let max = xs.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    let e: Vec<f32> = xs.iter().map(|x| (x - max).exp()).collect();
    let sum: f32 = e.iter().sum();
    e.iter().map(|x| x / sum).collect()
}

/// Adam's moments.
struct Adam {
    m: Vec<(Vec<f32>, Vec<f32>)>,
    v: Vec<(Vec<f32>, Vec<f32>)>,
    t: i32,
}

impl Adam {
    fn new(net: &Mlp) -> Adam {
        let zero = Grad::zero(net).layers;
        Adam {
            m: zero.clone(),
            v: zero,
            t: 0,
        }
    }

    fn step(&mut self, net: &mut Mlp, grad: &Grad, n: f32, rate: f32) {
        const B1: f32 = 0.9;
        const B2: f32 = 0.999;
        self.t += 1;
        let (c1, c2) = (1.0 - B1.powi(self.t), 1.0 - B2.powi(self.t));
        for (((layer, g), m), v) in net
            .layers
            .iter_mut()
            .zip(&grad.layers)
            .zip(&mut self.m)
            .zip(&mut self.v)
        {
            let update = |p: &mut [f32], g: &[f32], m: &mut [f32], v: &mut [f32]| {
                for (((p, g), m), v) in p.iter_mut().zip(g).zip(m.iter_mut()).zip(v.iter_mut()) {
                    let g = g / n;
                    *m = B1 * *m + (1.0 - B1) * g;
                    *v = B2 * *v + (1.0 - B2) * g * g;
                    *p -= rate * (*m / c1) / ((*v / c2).sqrt() + 1e-8);
                }
            };
            update(&mut layer.w, &g.0, &mut m.0, &mut v.0);
            update(&mut layer.b, &g.1, &mut m.1, &mut v.1);
        }
    }
}

/// How a network chooses on a set of decisions: the loss, and the mean value (in the
/// recorded units, above each decision's mean) of the rule AI's choice, the network's, the
/// network's among the rule AI's first three, the search's, and the best measured.
#[derive(Clone, Copy, Debug, Default)]
pub struct Measure {
    pub loss: f64,
    pub rule: f64,
    pub net: f64,
    pub net3: f64,
    pub search: f64,
    pub best: f64,
    pub agree: f64,
    /// How often the network picks the search's choice, and the rule AI does.
    pub follows: f64,
    pub rule_follows: f64,
}

impl Measure {
    pub fn of(net: &Mlp, decisions: &[&Decision]) -> Measure {
        let mut m = Measure::default();
        let n = decisions.len().max(1) as f64;
        for d in decisions {
            let scores: Vec<f32> = d.xs.iter().map(|x| net.value(x)).collect();
            let k = scores.len() as f32;
            let (ms, mt) = centres(&scores, &d.targets);
            let at = |i: Option<usize>| {
                i.and_then(|i| d.targets.get(i))
                    .map_or(0.0, |t| (t - mt) as f64 * UNIT as f64)
            };
            let argmax =
                |xs: &[f32]| (0..xs.len()).max_by(|&a, &b| xs[a].total_cmp(&xs[b]).then(b.cmp(&a)));
            let top = argmax(&scores);
            // The rule AI's first three are the first three candidates.
            let top3 = argmax(&scores[..scores.len().min(3)]);
            m.loss += scores
                .iter()
                .zip(&d.targets)
                .map(|(s, t)| ((s - ms) - (t - mt)).powi(2) as f64 / k as f64)
                .sum::<f64>()
                / n;
            m.rule += at(d.rule) / n;
            m.net += at(top) / n;
            m.net3 += at(top3) / n;
            m.search += at(d.played) / n;
            m.best += at(argmax(&d.targets)) / n;
            m.agree += (top == argmax(&d.targets)) as u8 as f64 / n;
            m.follows += (top == d.played) as u8 as f64 / n;
            m.rule_follows += (d.rule == d.played) as u8 as f64 / n;
        }
        m
    }
}

impl std::fmt::Display for Measure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "loss {:.4}; value above the mean of the rule AI's choice {:+.3}, the network's \
             {:+.3} (among the rule's first 3: {:+.3}), the search's {:+.3}, the best {:+.3}; \
             the network picks the best {:.1}%, the search's choice {:.1}% (the rule AI \
             {:.1}%)",
            self.loss,
            self.rule,
            self.net,
            self.net3,
            self.search,
            self.best,
            self.agree * 100.0,
            self.follows * 100.0,
            self.rule_follows * 100.0
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Decisions of three candidates whose choice is the one with the largest first input
    /// (the second is noise); its value is that input.
    fn decisions(n: u64) -> Vec<Decision> {
        let mut rng = StdRng::seed_from_u64(7);
        (0..n)
            .map(|seed| {
                let xs: Vec<Vec<f32>> = (0..3)
                    .map(|_| vec![rng.random_range(0.0..1.0), rng.random_range(0.0..1.0)])
                    .collect();
                let targets: Vec<f32> = xs.iter().map(|x| x[0]).collect();
                let played = (0..3).max_by(|&a, &b| targets[a].total_cmp(&targets[b]));
                Decision {
                    seed,
                    xs,
                    targets,
                    rule: Some(0),
                    played,
                }
            })
            .collect()
    }

    #[test]
    fn fitting_the_choices_learns_to_make_them() {
        let d = decisions(2000);
        let fit = Fit {
            hidden: vec![8],
            epochs: 12,
            rate: 0.01,
            ..Fit::default()
        };
        let (net, report) = train(&d, &fit).expect("fits");
        let test: Vec<&Decision> = d.iter().filter(|d| d.seed % 10 == 0).collect();
        let m = Measure::of(&net, &test);
        assert!(m.follows > 0.9, "{report}{m}");
        // About a third by chance: the rule's "choice" is the first candidate.
        assert!(m.rule_follows < 0.5, "{m}");
        // The same options and data give the same weights.
        assert_eq!(train(&d, &fit).expect("fits").0, net);
    }

    #[test]
    fn fitting_the_values_learns_their_differences() {
        let d = decisions(2000);
        let fit = Fit {
            hidden: vec![8],
            epochs: 12,
            rate: 0.01,
            target: Target::Value,
            ..Fit::default()
        };
        let (net, report) = train(&d, &fit).expect("fits");
        let test: Vec<&Decision> = d.iter().filter(|d| d.seed % 10 == 0).collect();
        let m = Measure::of(&net, &test);
        assert!(m.loss < 0.002 && m.agree > 0.9, "{report}{m}");
    }

    #[test]
    fn a_recorded_guandan_line_reads_into_its_legal_candidates() {
        use crate::agents::guandan::features::INPUTS;
        use crate::guandan::{Action, Game, Rules};
        let g = Game::new(Rules::pagat(), 3).expect("game");
        let view = g.view(g.to_act().expect("someone leads"));
        let ranked = crate::agents::guandan::rule::ranked(&view);
        let cand = |a: &Action, value: f64, legal: bool| serde_json::json!({ "action": a, "value": value, "legal": legal });
        let line = serde_json::json!({
            "seed": 5, "view": view, "played": 2,
            "candidates": [cand(&ranked[0], 1.0, true), cand(&ranked[1], 0.0, false),
                cand(&ranked[2], 2.0, true)],
        });
        let d = guandan_decision(&line).expect("reads").expect("two legal");
        assert_eq!((d.xs.len(), d.rule, d.played), (2, Some(0), Some(1)));
        assert!(d.xs.iter().all(|x| x.len() == INPUTS));
        assert_eq!(d.targets, vec![1.0 / UNIT, 2.0 / UNIT]);
    }

    #[test]
    fn a_recorded_shengji_line_reads_its_plays_with_their_ranks_worked_out_again() {
        use crate::agents::TableGame;
        use crate::agents::shengji::features::INPUTS;
        use crate::agents::shengji::rule;
        use crate::shengji::{Action, Game, Phase, Rules};
        let mut g = Game::new(Rules::classic(), 3).expect("game");
        // Play on with the rule AI to the first lead.
        while g.phase() != Phase::Playing {
            let seat = TableGame::to_act(&g).expect("someone acts");
            let a = rule::ranked(&g.view(seat)).remove(0);
            TableGame::apply(&mut g, seat, a).expect("legal");
        }
        let view = g.view(g.to_act().expect("someone leads"));
        let ranked = rule::ranked(&view);
        let cand = |a: &Action, value: f64, legal: bool| serde_json::json!({ "action": a, "value": value, "legal": legal });
        // Listed out of the rule AI's order: the ranks come from the view, not the line.
        let line = serde_json::json!({
            "seed": 5, "view": view, "played": 0,
            "candidates": [cand(&ranked[1], 1.0, true), cand(&ranked[2], 0.0, false),
                cand(&ranked[0], 2.0, true)],
        });
        let d = shengji_decision(&line).expect("reads").expect("two legal");
        assert_eq!((d.xs.len(), d.rule, d.played), (2, Some(1), Some(0)));
        assert!(d.xs.iter().all(|x| x.len() == INPUTS));
        assert_eq!(d.targets, vec![1.0 / UNIT, 2.0 / UNIT]);
        // A burial's line is no play decision.
        let other = serde_json::json!({ "seed": 5, "view": g.view(0), "candidates": [] });
        assert!(matches!(shengji_decision(&other), Ok(None)));
    }
}
