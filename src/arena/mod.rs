//! Native measurement tools built on the driver: duplicate series between two agents and soak
//! runs (the `tournament` and `soak` binaries). Not part of the web build: they time decisions
//! with the system clock and use threads.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use std::time::Duration;

pub mod bids;
pub mod checked;
pub mod cli;
pub mod external;
pub mod frozen;
pub mod guandan;
pub mod hand_positions;
pub mod league;
pub mod positions;
pub mod record;
pub mod shengji;
pub mod soak;
pub mod sparring;
mod spotter;
pub mod train;

/// Who plays one side of a series: a built-in agent, or a program in another process.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Contender {
    Builtin(crate::agents::AgentSpec),
    /// `exec:COMMAND`: a JSON-lines bot (see [`external`]).
    External(String),
    /// A sparring player of the league (see [`sparring`]), by name.
    Sparring(String),
    /// `COMMIT:TIER`: a tier of an earlier commit, its bot built by `scripts/freeze-bot.sh`
    /// and run as `command` (see [`frozen`]).
    Frozen {
        name: String,
        command: String,
    },
}

impl Contender {
    /// "normal", "hard", "hard:MS" (a search player on another budget than its default), a
    /// sparring player's name, "COMMIT:TIER" or "exec:COMMAND".
    pub fn name(&self) -> String {
        match self {
            Contender::Builtin(s)
                if s.kind == crate::agents::AgentKind::Hard && s.budget_ms != 0 =>
            {
                format!("{}:{}", s.kind.name(), s.budget_ms)
            }
            Contender::Builtin(s) => s.kind.name().to_string(),
            Contender::External(c) => format!("exec:{c}"),
            Contender::Sparring(name) | Contender::Frozen { name, .. } => name.clone(),
        }
    }

    /// The built-in spec (an external bot's or a sparring player's seat is stood in for by the
    /// rule AI's spec until [`external::seat_bots`] seats it).
    pub fn spec(&self) -> crate::agents::AgentSpec {
        match self {
            Contender::Builtin(s) => *s,
            Contender::External(_) | Contender::Sparring(_) | Contender::Frozen { .. } => {
                crate::agents::AgentSpec::new(crate::agents::AgentKind::Normal, 0)
            }
        }
    }
}

/// A proportion with its 95% Wilson score interval.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Share {
    pub wins: u64,
    pub total: u64,
}

impl Share {
    pub fn rate(&self) -> f64 {
        if self.total == 0 {
            0.0
        } else {
            self.wins as f64 / self.total as f64
        }
    }

    /// The 95% confidence interval (Wilson score).
    pub fn ci95(&self) -> (f64, f64) {
        if self.total == 0 {
            return (0.0, 1.0);
        }
        let n = self.total as f64;
        let p = self.rate();
        let z = 1.96f64;
        let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
        let half = z * ((p * (1.0 - p) + z * z / (4.0 * n)) / n).sqrt() / (1.0 + z * z / n);
        ((centre - half).max(0.0), (centre + half).min(1.0))
    }
}

impl std::fmt::Display for Share {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (lo, hi) = self.ci95();
        write!(
            f,
            "{}/{} = {:.1}% (95% CI {:.1}%–{:.1}%)",
            self.wins,
            self.total,
            100.0 * self.rate(),
            100.0 * lo,
            100.0 * hi
        )
    }
}

/// A mean with its 95% confidence interval (normal approximation).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Mean {
    pub values: Vec<f64>,
}

impl Mean {
    pub fn push(&mut self, v: f64) {
        self.values.push(v);
    }

    pub fn extend(&mut self, other: &Mean) {
        self.values.extend_from_slice(&other.values);
    }

    pub fn mean(&self) -> f64 {
        if self.values.is_empty() {
            return 0.0;
        }
        self.values.iter().sum::<f64>() / self.values.len() as f64
    }

    /// The 95% confidence interval of the mean (1.96 standard errors either side).
    pub fn ci95(&self) -> (f64, f64) {
        let n = self.values.len();
        let m = self.mean();
        if n < 2 {
            return (m, m);
        }
        let var = self.values.iter().map(|v| (v - m) * (v - m)).sum::<f64>() / (n - 1) as f64;
        let half = 1.96 * (var / n as f64).sqrt();
        (m - half, m + half)
    }
}

impl std::fmt::Display for Mean {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (lo, hi) = self.ci95();
        write!(
            f,
            "{:.3} over {} (95% CI {:.3}–{:.3})",
            self.mean(),
            self.values.len(),
            lo,
            hi
        )
    }
}

/// Decision times of one agent.
#[derive(Clone, Debug, Default)]
pub struct Times {
    pub micros: Vec<u32>,
}

impl Times {
    pub fn push(&mut self, d: Duration) {
        self.micros.push(d.as_micros().min(u32::MAX as u128) as u32);
    }

    pub fn extend(&mut self, other: &Times) {
        self.micros.extend_from_slice(&other.micros);
    }

    /// The `q` quantile (0..=1) in milliseconds.
    pub fn quantile_ms(&self, q: f64) -> f64 {
        if self.micros.is_empty() {
            return 0.0;
        }
        let mut v = self.micros.clone();
        v.sort_unstable();
        let i = ((v.len() - 1) as f64 * q).round() as usize;
        v.get(i).or(v.last()).map_or(0.0, |&m| m as f64 / 1000.0)
    }

    pub fn summary(&self) -> String {
        format!(
            "{} decisions, p50 {:.3} ms, p95 {:.3} ms, max {:.3} ms",
            self.micros.len(),
            self.quantile_ms(0.5),
            self.quantile_ms(0.95),
            self.quantile_ms(1.0)
        )
    }
}

/// Runs `job(i)` for `i` in `0..count` on `threads` threads and gathers the results in order.
pub fn parallel<T: Send>(count: u64, threads: usize, job: impl Fn(u64) -> T + Sync) -> Vec<T> {
    let threads = threads.clamp(1, 64) as u64;
    let job = &job;
    let mut parts: Vec<Vec<(u64, T)>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    (t..count)
                        .step_by(threads as usize)
                        .map(|i| (i, job(i)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_default())
            .collect()
    });
    let mut all: Vec<(u64, T)> = parts.drain(..).flatten().collect();
    all.sort_by_key(|(i, _)| *i);
    all.into_iter().map(|(_, t)| t).collect()
}

/// The number of threads to use by default: every core.
pub fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Reads `--flag value` pairs; the caller says which flags take no value.
pub fn flags<'a>(
    args: &'a [String],
    switches: &[&str],
) -> Result<Vec<(&'a str, Option<&'a str>)>, String> {
    let mut out = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if !a.starts_with("--") {
            return Err(format!("unexpected argument '{a}'"));
        }
        if switches.contains(&a.as_str()) {
            out.push((a.as_str(), None));
        } else {
            let v = it.next().ok_or_else(|| format!("{a} needs a value"))?;
            out.push((a.as_str(), Some(v.as_str())));
        }
    }
    Ok(out)
}

/// A positive whole number given on the command line.
pub fn count(flag: &str, value: Option<&str>) -> Result<u64, String> {
    let v = value.unwrap_or("");
    v.parse::<u64>()
        .ok()
        .filter(|&n| n > 0)
        .ok_or_else(|| format!("{flag} needs a positive whole number, not '{v}'"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_brackets_the_rate() {
        let s = Share {
            wins: 90,
            total: 100,
        };
        let (lo, hi) = s.ci95();
        assert!(lo < 0.9 && 0.9 < hi, "{lo} {hi}");
        assert!(
            (lo - 0.826).abs() < 0.01 && (hi - 0.945).abs() < 0.01,
            "{lo} {hi}"
        );
        let none = Share { wins: 0, total: 0 };
        assert_eq!(none.ci95(), (0.0, 1.0));
    }

    #[test]
    fn quantiles_and_parallel_order() {
        let mut t = Times::default();
        for us in [1000u64, 2000, 3000, 4000, 100_000] {
            t.push(Duration::from_micros(us));
        }
        assert_eq!(t.quantile_ms(0.5), 3.0);
        assert_eq!(t.quantile_ms(1.0), 100.0);
        assert_eq!(
            parallel(10, 3, |i| i * 2),
            (0..10).map(|i| i * 2).collect::<Vec<_>>()
        );
    }
}
