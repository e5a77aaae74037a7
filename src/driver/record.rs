//! Hand records: a match as its rules, its seed, the first deal and every action, in a
//! versioned JSON format (see the README) and in a compact form for a link. Replaying a record
//! applies its actions through the engine from the same start, so a record can only describe
//! legal play, and one made by another engine version (another deal) is refused, not misread.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::agents::{Seat, TableGame};

/// What the `format` field of every record says.
pub const FORMAT: &str = "cardtable-record";
/// The version this code writes and reads.
pub const VERSION: u32 = 1;

/// A game that can be recorded: made again from its rules and seed.
pub trait Recordable: TableGame + Sized {
    type Rules: Clone + Serialize + DeserializeOwned;
    /// The game's name in records ("guandan", "shengji").
    const NAME: &'static str;
    fn start(rules: &Self::Rules, seed: u64) -> Result<Self, String>;
    fn rules(&self) -> Self::Rules;
    fn seed(&self) -> u64;
    /// The cards as dealt, as codes: to tell a record made by another engine version.
    fn deal(&self) -> Vec<Vec<String>>;
}

/// One action of the match, by its seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played<A> {
    pub seat: Seat,
    pub action: A,
}

/// A match from its start: enough to replay every position.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Record<R, A> {
    pub format: String,
    pub version: u32,
    pub game: String,
    pub rules: R,
    pub seed: u64,
    pub deal: Vec<Vec<String>>,
    pub actions: Vec<Played<A>>,
}

/// Why a text is not a record this table can replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// Not JSON, or not the record's shape (serde's words).
    Unreadable(String),
    /// Some other file.
    Foreign,
    /// A record version this code does not read.
    Version(u32),
    /// A record of the other game.
    OtherGame(String),
    /// The rules or seed do not make a game (the engine's words).
    BadStart(String),
    /// The seed deals other cards here: another engine version made it.
    DealDiffers,
    /// Action `index` (from 0) is not legal at its point (the engine's words).
    Refused { index: usize, detail: String },
}

impl std::fmt::Display for RecordError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RecordError::Unreadable(e) => write!(f, "not a readable record: {e}"),
            RecordError::Foreign => f.write_str("not a card table record"),
            RecordError::Version(v) => write!(
                f,
                "record version {v} is not supported (this table reads {VERSION})"
            ),
            RecordError::OtherGame(g) => write!(f, "a record of another game ({g})"),
            RecordError::BadStart(e) => write!(f, "the record's rules do not make a game: {e}"),
            RecordError::DealDiffers => f.write_str(
                "the record's seed deals other cards here: it was made by another version",
            ),
            RecordError::Refused { index, detail } => {
                write!(
                    f,
                    "action {} of the record is not legal: {detail}",
                    index + 1
                )
            }
        }
    }
}

pub type RecordOf<G> = Record<<G as Recordable>::Rules, <G as TableGame>::Action>;

/// The record of a match that started as `start` and took `actions`.
pub fn record<G: Recordable>(start: &G, actions: &[Played<G::Action>]) -> RecordOf<G> {
    Record {
        format: FORMAT.to_string(),
        version: VERSION,
        game: G::NAME.to_string(),
        rules: start.rules(),
        seed: start.seed(),
        deal: start.deal(),
        actions: actions.to_vec(),
    }
}

/// The record as a JSON file.
pub fn to_json<G: Recordable>(record: &RecordOf<G>) -> String {
    serde_json::to_string_pretty(record).unwrap_or_default()
}

/// Reads a JSON record of `G`, checking its format, version and game (not yet its play).
pub fn from_json<G: Recordable>(text: &str) -> Result<RecordOf<G>, RecordError> {
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| RecordError::Unreadable(e.to_string()))?;
    if value.get("format").and_then(|f| f.as_str()) != Some(FORMAT) {
        return Err(RecordError::Foreign);
    }
    let version = value.get("version").and_then(|v| v.as_u64()).unwrap_or(0) as u32;
    if version != VERSION {
        return Err(RecordError::Version(version));
    }
    let game = value
        .get("game")
        .and_then(|g| g.as_str())
        .unwrap_or_default();
    if game != G::NAME {
        return Err(RecordError::OtherGame(game.to_string()));
    }
    serde_json::from_value(value).map_err(|e| RecordError::Unreadable(e.to_string()))
}

/// Every position of the record: the start, then the game after each action.
pub fn replay<G: Recordable>(record: &RecordOf<G>) -> Result<Vec<G>, RecordError> {
    let mut game = G::start(&record.rules, record.seed).map_err(RecordError::BadStart)?;
    if game.deal() != record.deal {
        return Err(RecordError::DealDiffers);
    }
    let mut positions = Vec::with_capacity(record.actions.len() + 1);
    positions.push(game.clone());
    for (index, p) in record.actions.iter().enumerate() {
        game.apply(p.seat, p.action.clone())
            .map_err(|e| RecordError::Refused {
                index,
                detail: e.to_string(),
            })?;
        positions.push(game.clone());
    }
    Ok(positions)
}

/// The match the record describes, resumed where it stopped with `players` at its seats (a
/// table going on in another page: "open full screen").
pub fn resume<G: Recordable>(
    record: &RecordOf<G>,
    players: Vec<super::Player>,
) -> Result<super::Match<G>, RecordError> {
    let start = G::start(&record.rules, record.seed).map_err(RecordError::BadStart)?;
    if start.deal() != record.deal {
        return Err(RecordError::DealDiffers);
    }
    super::Match::replayed(start, players, &record.actions)
}

/// The compact form, for a link: the record's JSON without its deal and with short keys,
/// deflated, in URL-safe base64. (The deal follows from the seed; reading the link checks the
/// actions by replaying them.)
pub fn to_link<G: Recordable>(record: &RecordOf<G>) -> Result<String, RecordError> {
    let actions: Vec<(Seat, &G::Action)> =
        record.actions.iter().map(|p| (p.seat, &p.action)).collect();
    let compact = serde_json::json!({
        "v": VERSION,
        "g": G::NAME,
        "r": record.rules,
        "s": record.seed.to_string(),
        "a": actions,
    });
    let packed = miniz_oxide::deflate::compress_to_vec(compact.to_string().as_bytes(), 9);
    Ok(URL_SAFE_NO_PAD.encode(packed))
}

/// Reads a link's compact form back into a full record (its play is checked by [`replay`]).
pub fn from_link<G: Recordable>(text: &str) -> Result<RecordOf<G>, RecordError> {
    let unreadable = |e: String| RecordError::Unreadable(e);
    let packed = URL_SAFE_NO_PAD
        .decode(text.trim())
        .map_err(|e| unreadable(e.to_string()))?;
    // A record inflates to a few hundred kilobytes at most.
    let bytes = miniz_oxide::inflate::decompress_to_vec_with_limit(&packed, 1 << 22)
        .map_err(|e| unreadable(format!("{e:?}")))?;
    let value: serde_json::Value =
        serde_json::from_slice(&bytes).map_err(|e| unreadable(e.to_string()))?;
    let version = value.get("v").and_then(|v| v.as_u64()).unwrap_or(0) as u32;
    if version != VERSION {
        return Err(RecordError::Version(version));
    }
    let game_name = value.get("g").and_then(|g| g.as_str()).unwrap_or_default();
    if game_name != G::NAME {
        return Err(RecordError::OtherGame(game_name.to_string()));
    }
    let field = |key: &str| value.get(key).cloned().unwrap_or_default();
    let rules: G::Rules =
        serde_json::from_value(field("r")).map_err(|e| unreadable(e.to_string()))?;
    let seed: u64 = value
        .get("s")
        .and_then(|s| s.as_str())
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| unreadable("no seed".to_string()))?;
    let actions: Vec<(Seat, G::Action)> =
        serde_json::from_value(field("a")).map_err(|e| unreadable(e.to_string()))?;
    let deal = G::start(&rules, seed)
        .map_err(RecordError::BadStart)?
        .deal();
    Ok(Record {
        format: FORMAT.to_string(),
        version: VERSION,
        game: G::NAME.to_string(),
        rules,
        seed,
        deal,
        actions: actions
            .into_iter()
            .map(|(seat, action)| Played { seat, action })
            .collect(),
    })
}

impl Recordable for crate::guandan::Game {
    type Rules = crate::guandan::Rules;
    const NAME: &'static str = "guandan";

    fn start(rules: &Self::Rules, seed: u64) -> Result<Self, String> {
        crate::guandan::Game::new(rules.clone(), seed).map_err(|e| e.to_string())
    }

    fn rules(&self) -> Self::Rules {
        crate::guandan::Game::rules(self).clone()
    }

    fn seed(&self) -> u64 {
        crate::guandan::Game::seed(self)
    }

    fn deal(&self) -> Vec<Vec<String>> {
        self.hands().iter().map(|h| codes(h)).collect()
    }
}

impl Recordable for crate::shengji::Game {
    type Rules = crate::shengji::Rules;
    const NAME: &'static str = "shengji";

    fn start(rules: &Self::Rules, seed: u64) -> Result<Self, String> {
        crate::shengji::Game::new(rules.clone(), seed)
    }

    fn rules(&self) -> Self::Rules {
        crate::shengji::Game::rules(self).clone()
    }

    fn seed(&self) -> u64 {
        crate::shengji::Game::seed(self)
    }

    /// Sheng Ji deals by drawing: the stock in drawing order, then the kitty.
    fn deal(&self) -> Vec<Vec<String>> {
        vec![codes(self.stock()), codes(self.kitty())]
    }
}

fn codes(cards: &[crate::cards::Card]) -> Vec<String> {
    cards.iter().map(|c| c.full_code()).collect()
}

/// One hand (round) to replay: the position before each of its actions, and the actions.
#[derive(Clone, Debug)]
pub struct HandReplay<G: TableGame> {
    pub positions: Vec<G>,
    pub actions: Vec<Played<G::Action>>,
    /// The hand is over (a later deal exists, or the match ended). A replay of a hand still
    /// being played must show only what the viewer's seat may know.
    pub over: bool,
}

/// The latest hand (round) with any action, from its deal: step `k` is the position before
/// action `k` and that action. (The action that ends a hand also deals the next one, so the
/// position after it belongs to the next hand.)
pub fn last_hand<G: Recordable>(
    start: &G,
    actions: &[Played<G::Action>],
) -> Result<HandReplay<G>, RecordError> {
    let mut game = start.clone();
    let mut hands: Vec<HandReplay<G>> = vec![HandReplay {
        positions: Vec::new(),
        actions: Vec::new(),
        over: false,
    }];
    for (index, p) in actions.iter().enumerate() {
        let deal = game.deal_number();
        if let Some(hand) = hands.last_mut() {
            hand.positions.push(game.clone());
            hand.actions.push(p.clone());
        }
        let events = game
            .apply(p.seat, p.action.clone())
            .map_err(|e| RecordError::Refused {
                index,
                detail: e.to_string(),
            })?;
        // A hand is over at its last card (a Sheng Ji round waits for "next round" to deal
        // the next one, and its replay may show every hand by then).
        if events.iter().any(G::ends_hand)
            && let Some(hand) = hands.last_mut()
        {
            hand.over = true;
        }
        if game.deal_number() != deal {
            if let Some(hand) = hands.last_mut() {
                hand.over = true;
            }
            hands.push(HandReplay {
                positions: Vec::new(),
                actions: Vec::new(),
                over: false,
            });
        }
    }
    let over = game.is_over();
    let mut latest = hands.pop().unwrap_or(HandReplay {
        positions: Vec::new(),
        actions: Vec::new(),
        over,
    });
    if latest.actions.is_empty() {
        latest = hands.pop().unwrap_or(latest);
    }
    latest.over |= over;
    Ok(latest)
}
