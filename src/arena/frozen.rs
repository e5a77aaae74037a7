//! Frozen releases (issue 66): a tier of an earlier commit, named `COMMIT:TIER`, played by that
//! commit's bot (`src/bin/bot.rs`), which `scripts/freeze-bot.sh` builds into
//! `target/frozen/<sha>/bot` on first use.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use super::Contender;

/// `COMMIT:TIER[:MS]` (a commit of 7 hex digits or more): that commit's tier, its bot built on
/// first use. `None` for any other name.
pub fn frozen(text: &str) -> Result<Option<Contender>, String> {
    let name = text.trim();
    let Some((commit, tier)) = name.split_once(':') else {
        return Ok(None);
    };
    if commit.len() < 7 || !commit.chars().all(|c| c.is_ascii_hexdigit()) {
        return Ok(None);
    }
    let bot = freeze(commit)?;
    Ok(Some(Contender::Frozen {
        name: name.to_string(),
        command: format!("{bot} --tier {tier}"),
    }))
}

/// The bot of `commit`, built by `scripts/freeze-bot.sh` if it is not built yet.
fn freeze(commit: &str) -> Result<String, String> {
    let out = std::process::Command::new("scripts/freeze-bot.sh")
        .arg(commit)
        .stderr(std::process::Stdio::inherit())
        .output()
        .map_err(|e| format!("cannot run scripts/freeze-bot.sh (run from the checkout): {e}"))?;
    if !out.status.success() {
        return Err(format!("scripts/freeze-bot.sh {commit} failed"));
    }
    let path = String::from_utf8_lossy(&out.stdout).trim().to_string();
    std::fs::canonicalize(&path)
        .map(|p| p.display().to_string())
        .map_err(|e| format!("frozen bot '{path}': {e}"))
}
