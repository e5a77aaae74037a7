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
    crate::json::to_string_pretty(record).unwrap_or_default()
}

/// The fields that say what a record is, read before the rest (any other field is skipped):
/// a file of another kind, version or game is told so, not reported as unreadable.
#[derive(Deserialize)]
struct Header {
    format: Option<String>,
    version: Option<u32>,
    game: Option<String>,
}

/// Reads a JSON record of `G`, checking its format, version and game (not yet its play).
/// (Typed reads only, no untyped value: the page carries one reader per type.)
pub fn from_json<G: Recordable>(text: &str) -> Result<RecordOf<G>, RecordError> {
    let unreadable = |e: crate::json::Error| RecordError::Unreadable(e.to_string());
    let header: Header = crate::json::from_str(text).map_err(unreadable)?;
    if header.format.as_deref() != Some(FORMAT) {
        return Err(RecordError::Foreign);
    }
    check::<G>(header.version, header.game)?;
    crate::json::from_str(text).map_err(unreadable)
}

/// A record's version and game checked against this code's and `G`'s.
fn check<G: Recordable>(version: Option<u32>, game: Option<String>) -> Result<(), RecordError> {
    let version = version.unwrap_or(0);
    if version != VERSION {
        return Err(RecordError::Version(version));
    }
    match game {
        Some(g) if g == G::NAME => Ok(()),
        g => Err(RecordError::OtherGame(g.unwrap_or_default())),
    }
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

/// The compact form of a record, for a link: short keys, no deal (it follows from the seed),
/// the seed as text (JavaScript's numbers would round it).
#[derive(Serialize, Deserialize)]
struct Compact<V, G, R, A> {
    v: V,
    g: G,
    r: R,
    s: String,
    a: Vec<(Seat, A)>,
}

/// The compact form, for a link: [`Compact`] as JSON ([`to_compact`]), deflated, in URL-safe
/// base64. (Reading the link checks the actions by replaying them.)
pub fn to_link<G: Recordable>(record: &RecordOf<G>) -> Result<String, RecordError> {
    let json = to_compact::<G>(record)?;
    Ok(link_of(&miniz_oxide::deflate::compress_to_vec(
        json.as_bytes(),
        9,
    )))
}

/// A link's compact form as JSON, before it is deflated (the page deflates it with the
/// browser's own `CompressionStream` where it can, issue 69).
pub fn to_compact<G: Recordable>(record: &RecordOf<G>) -> Result<String, RecordError> {
    let compact = Compact {
        v: VERSION,
        g: G::NAME,
        r: &record.rules,
        s: record.seed.to_string(),
        a: record.actions.iter().map(|p| (p.seat, &p.action)).collect(),
    };
    crate::json::to_string(&compact).map_err(|e| RecordError::Unreadable(e.to_string()))
}

/// A link's text for its deflated bytes.
pub fn link_of(deflated: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(deflated)
}

/// The deflated bytes of a link's text (its base64 read).
pub fn deflated_in(text: &str) -> Result<Vec<u8>, RecordError> {
    URL_SAFE_NO_PAD
        .decode(text.trim())
        .map_err(|e| RecordError::Unreadable(e.to_string()))
}

/// Reads a link's compact form back into a full record (its play is checked by [`replay`]).
pub fn from_link<G: Recordable>(text: &str) -> Result<RecordOf<G>, RecordError> {
    let unreadable = |e: String| RecordError::Unreadable(e);
    let packed = deflated_in(text)?;
    // A record inflates to a few hundred kilobytes at most.
    let bytes = miniz_oxide::inflate::decompress_to_vec_with_limit(&packed, INFLATED_MAX)
        .map_err(|e| unreadable(format!("{e:?}")))?;
    let json = String::from_utf8(bytes).map_err(|e| unreadable(e.to_string()))?;
    from_compact::<G>(&json)
}

/// The most a link's record may inflate to.
pub const INFLATED_MAX: usize = 1 << 22;

/// Reads a link's compact form, inflated already (see [`from_link`]).
pub fn from_compact<G: Recordable>(json: &str) -> Result<RecordOf<G>, RecordError> {
    let unreadable = |e: String| RecordError::Unreadable(e);
    // What it is first (any other field skipped), then the whole of it.
    #[derive(Deserialize)]
    struct Head {
        v: Option<u32>,
        g: Option<String>,
    }
    let head: Head = crate::json::from_str(json).map_err(|e| unreadable(e.to_string()))?;
    check::<G>(head.v, head.g)?;
    let link: Compact<serde::de::IgnoredAny, serde::de::IgnoredAny, G::Rules, G::Action> =
        crate::json::from_str(json).map_err(|e| unreadable(e.to_string()))?;
    let seed: u64 = link
        .s
        .parse()
        .map_err(|_| unreadable("no seed".to_string()))?;
    let deal = G::start(&link.r, seed)
        .map_err(RecordError::BadStart)?
        .deal();
    Ok(Record {
        format: FORMAT.to_string(),
        version: VERSION,
        game: G::NAME.to_string(),
        rules: link.r,
        seed,
        deal,
        actions: link
            .a
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
