//! Every text the UI shows, in one place, so that a translation is one file. The engine's own
//! messages (why a play is refused, combination names) come from the engine.

use crate::cards::{Card, Face, Rank};
use crate::guandan::{Combination, ComboType, Reading, Top};
use crate::launch::{GameKind, Notice};

// ---------------------------------------------------------------- shared chrome

// ---------------------------------------------------------------- home page and address

pub fn game_title(game: GameKind) -> &'static str {
    match game {
        GameKind::GuanDan => "Guan Dan",
        GameKind::ShengJi => "Sheng Ji",
    }
}

pub fn game_hanzi(game: GameKind) -> &'static str {
    match game {
        GameKind::GuanDan => "掼蛋",
        GameKind::ShengJi => "升级",
    }
}

pub fn game_blurb(game: GameKind) -> &'static str {
    match game {
        GameKind::GuanDan => {
            "Four players in two partnerships, two decks with jokers. Shed your hand first with \
             straights, tubes, plates and bombs; climb from level 2 to A."
        }
        GameKind::ShengJi => {
            "Tractor / 80 points. Bid the trump suit while drawing, bury the kitty, win tricks \
             with pairs and tractors, and capture the 5s, 10s and Ks."
        }
    }
}

/// What the page says about a refused value of its address (a refused language in English,
/// since the page cannot know which language the reader wants).
pub fn launch_notice(notice: &Notice, fallback: crate::i18n::Lang) -> String {
    match notice {
        Notice::UnknownGame(v) => t!("unknown-game", value = v.as_str()),
        Notice::BadSeed(v) => t!("bad-seed", value = v.as_str(), max = u64::MAX.to_string()),
        Notice::UnknownVariant(v) => t!("unknown-variant", value = v.as_str()),
        Notice::UnknownSpeed(v) => t!("unknown-speed", value = v.as_str()),
        Notice::UnknownLang(v) => crate::i18n::in_english(|| {
            t!(
                "unknown-lang",
                value = v.as_str(),
                fallback = fallback.native_name()
            )
        }),
    }
}

// ---------------------------------------------------------------- the hand

/// A card's accessible name; a wild says so, and in a play what it stands for.
pub fn card_name(face: Face, wild: bool, stands_for: Option<Face>) -> String {
    match (wild, stands_for) {
        (true, Some(f)) if f != face => format!("{}, wild, as the {}", face.name(), f.name()),
        (true, _) => format!("{}, wild", face.name()),
        _ => face.name(),
    }
}

/// A seat's accessible name: who it is, where, and what it holds ("North, your partner,
/// opposite, 26 cards").
pub fn seat_label(name: &str, role: &str, cards: Option<usize>) -> String {
    match cards {
        Some(n) => format!("{name}, {role}, {}", cards_left(n)),
        None => format!("{name}, {role}"),
    }
}

// ---------------------------------------------------------------- table chrome shared by both games

/// The keys of the help overlay: (key, what it does).
pub const KEYS: [(&str, &str); 12] = [
    ("← →", "move between your cards"),
    ("↑ ↓", "move between rows or columns"),
    ("Space", "select or deselect the card"),
    ("Enter", "play the selected cards"),
    ("P", "pass"),
    ("H", "hint"),
    ("C / Esc", "clear the selection, close a panel"),
    ("L", "play log / last trick"),
    ("S", "settings"),
    ("A", "托管: the computer plays for you"),
    ("M", "sound on or off"),
    ("?", "this list"),
];

pub fn your_hand(n: usize) -> String {
    format!("Your hand: {}", cards_left(n))
}

// ---------------------------------------------------------------- seats and teams

/// Seat names as the human (seat 0) sees them: partner opposite, turns counter-clockwise.
pub fn seat_name(seat: usize) -> &'static str {
    ["You", "East", "North", "West"][seat % 4]
}

/// Where the seat sits, for screen readers.
pub fn seat_role(seat: usize) -> &'static str {
    [
        "you",
        "opponent, on your right",
        "your partner, opposite",
        "opponent, on your left",
    ][seat % 4]
}

/// The verb for a seat: "you lead" but "East leads".
fn verb(seat: usize, you: &'static str, other: &'static str) -> &'static str {
    if seat.is_multiple_of(4) { you } else { other }
}

pub fn team_name(team: usize) -> &'static str {
    ["You & North", "East & West"][team % 2]
}

pub fn team_short(team: usize) -> &'static str {
    ["Us", "Them"][team % 2]
}

pub fn cards_left(n: usize) -> String {
    t!("cards-left", count = n)
}

/// 头游 / 二游 / 三游 / 末游 with English beside them.
pub fn place_badge(place: usize) -> (&'static str, &'static str) {
    match place {
        0 => ("头游", "1st"),
        1 => ("二游", "2nd"),
        2 => ("三游", "3rd"),
        _ => ("末游", "last"),
    }
}

// ---------------------------------------------------------------- scoreboard

pub fn level_label(level: Rank) -> String {
    format!("Level {}", level.code())
}

pub fn wild_label(level: Rank) -> String {
    format!("wild ♥{}", level.code())
}

pub fn hand_number(n: u32) -> String {
    format!("Hand {n}")
}

pub fn a_attempts(team: usize, failures: u8, limit: Option<u8>) -> String {
    match limit {
        Some(l) => format!("{}: {} of {l} tries at A used", team_short(team), failures),
        None => format!("{}: {} tries at A", team_short(team), failures),
    }
}

// ---------------------------------------------------------------- buttons

// ---------------------------------------------------------------- prompts

pub fn your_lead() -> String {
    "Your lead: play any combination.".to_string()
}

pub fn your_follow(table: &Combination, by: usize) -> String {
    format!("Beat {}'s {table}, or pass.", seat_name(by))
}

pub fn waiting_for(seat: usize) -> String {
    format!("{}: {}", seat_name(seat), t!("thinking"))
}

pub fn pay_prompt(to: Option<usize>, level: Rank) -> String {
    let whom = to.map_or("the winners".to_string(), |s| seat_name(s).to_string());
    format!(
        "Pay tribute to {whom}: your highest card but the wild ♥{}. Pick one of the highlighted cards.",
        level.code()
    )
}

pub fn take_prompt(card: &str) -> String {
    format!("Both tributes are equal ({card}): choose whose tribute you take.")
}

pub fn take_from(seat: usize) -> String {
    format!("Take {}'s", seat_name(seat))
}

pub fn return_prompt(to: usize, received: Face) -> String {
    format!(
        "Give {} a card back for the {}: pick one of the highlighted cards.",
        seat_name(to),
        received.label()
    )
}

pub fn choose_leader_prompt() -> String {
    "The two tributes are equal: choose who leads the first trick.".to_string()
}

pub fn lead_by(seat: usize) -> String {
    format!("{} {}", seat_name(seat), verb(seat, "lead", "leads"))
}

// ---------------------------------------------------------------- the table centre

pub fn face_up(card: Card, seat: usize) -> String {
    format!(
        "Face-up card {}: {} received it and {} the first trick.",
        card.face.label(),
        if seat == 0 { "you" } else { seat_name(seat) },
        if seat == 0 { "lead" } else { "leads" }
    )
}

pub fn resisted(holders: &[usize]) -> String {
    match holders {
        [one] => format!(
            "No tribute: {} {} both red jokers.",
            seat_name(*one),
            verb(*one, "hold", "holds")
        ),
        _ => {
            let names: Vec<&str> = holders.iter().map(|&s| seat_name(s)).collect();
            format!(
                "No tribute: {} hold both red jokers between them.",
                names.join(" and ")
            )
        }
    }
}

pub fn paid(from: usize, to: usize, card: Face) -> String {
    format!(
        "{} paid {} to {}",
        seat_name(from),
        card.label(),
        seat_name(to)
    )
}

pub fn paid_waiting(from: usize, card: Face) -> String {
    format!("{} paid {}", seat_name(from), card.label())
}

pub fn returned(from: usize, to: usize, card: Face) -> String {
    format!(
        "{} gave {} back to {}",
        seat_name(from),
        card.label(),
        seat_name(to)
    )
}

pub fn owes(payer: usize, to: Option<usize>) -> String {
    let pays = verb(payer, "pay", "pays");
    match to {
        Some(t) => format!("{} {pays} tribute to {}", seat_name(payer), seat_name(t)),
        None => format!("{} {pays} tribute", seat_name(payer)),
    }
}

// ---------------------------------------------------------------- hints and choices

pub fn hint_line(i: usize, n: usize, combo: &Combination) -> String {
    format!("Hint {}/{n}: {combo}", i + 1)
}

/// The hint when the computer's first choice is to pass, with its reason.
pub fn hint_would_pass(why: Option<&str>) -> String {
    match why {
        Some(w) => format!("The computer would pass here ({w}); if you want to play:"),
        None => "The computer would pass here; if you want to play:".to_string(),
    }
}

/// A reading in words and cards: "tube 7-7-8-8-9-9: ♥4 as 7, ♥4 as 9".
pub fn reading(r: &Reading, cards: &[Card], level: Rank) -> String {
    let mut faces: Vec<Face> = cards
        .iter()
        .filter(|c| !r.wilds.iter().any(|w| w.card == **c))
        .map(|c| c.face)
        .collect();
    faces.extend(r.wilds.iter().map(|w| w.stands_for));
    let ace_low = r.combo.is_sequence() && faces.iter().any(|f| f.rank() == Some(Rank::Two));
    let order = |f: &Face| -> u8 {
        match (f, r.combo.is_sequence()) {
            (Face::Suited(_, Rank::Ace), true) if ace_low => 1,
            (Face::Suited(_, rank), true) => rank.value(),
            (f, _) => crate::guandan::level_value(*f, level),
        }
    };
    faces.sort_by_key(order);
    if !r.combo.is_sequence() {
        faces.reverse();
    }
    let shown: Vec<String> = faces
        .iter()
        .map(|f| match f {
            Face::Suited(_, rank) => rank.code().to_string(),
            Face::Joker(_) => f.label(),
        })
        .collect();
    let mut text = format!("{} {}", kind_name(&r.combo), shown.join("-"));
    let wilds: Vec<String> = r
        .wilds
        .iter()
        .filter(|w| w.stands_for != w.card.face)
        .map(|w| format!("{} as {}", suit_first(w.card.face), stand_in(w.stands_for)))
        .collect();
    if !wilds.is_empty() {
        text += ": ";
        text += &wilds.join(", ");
    }
    text
}

/// A wild is named suit first, as players say it: "♥2".
fn suit_first(face: Face) -> String {
    match face {
        Face::Suited(s, r) => format!("{}{}", s.symbol(), r.code()),
        Face::Joker(_) => face.label(),
    }
}

fn stand_in(face: Face) -> String {
    match face {
        Face::Suited(_, r) => r.code().to_string(),
        Face::Joker(_) => face.label(),
    }
}

pub fn kind_name(c: &Combination) -> String {
    match c.kind {
        ComboType::Single => "single".into(),
        ComboType::Pair => "pair".into(),
        ComboType::Triple => "triple".into(),
        ComboType::FullHouse => "full house".into(),
        ComboType::Straight => "straight".into(),
        ComboType::Tube => "tube".into(),
        ComboType::Plate => "plate".into(),
        ComboType::Bomb => format!("{}-card bomb", c.len),
        ComboType::StraightFlush => "straight flush".into(),
        ComboType::FourJokers => "four jokers".into(),
    }
}

/// A play as shown in the log and on the table: "pair of 8s (8♠ 8♣)".
pub fn play_line(combo: &Combination, cards: &[Card]) -> String {
    let labels: Vec<String> = cards.iter().map(|c| c.face.label()).collect();
    if matches!(combo.top, Top::Joker(_)) && combo.len == 1 {
        return combo.to_string();
    }
    format!("{combo} ({})", labels.join(" "))
}

// ---------------------------------------------------------------- log

pub fn log_title(hand: u32) -> String {
    format!("Play log, hand {hand}")
}

pub fn log_pass(seat: usize) -> String {
    format!("{}: pass", seat_name(seat))
}

pub fn log_play(seat: usize, what: &str) -> String {
    format!("{}: {what}", seat_name(seat))
}

pub fn log_out(seat: usize, place: usize) -> String {
    let (zh, en) = place_badge(place);
    format!(
        "{} {} out: {zh} {en}",
        seat_name(seat),
        verb(seat, "are", "is")
    )
}

// ---------------------------------------------------------------- end of hand and match

pub fn hand_over_title(n: u32) -> String {
    format!("Hand {n} is over")
}

pub fn finish_line(team: usize, finish: &str, gain: u8) -> String {
    format!(
        "{} win {finish}: up {gain} level{}",
        team_name(team),
        if gain == 1 { "" } else { "s" }
    )
}

pub fn finish_at_top(team: usize, finish: &str) -> String {
    format!("{} win {finish} at the top level", team_name(team))
}

pub fn levels_now(levels: [Rank; 2]) -> String {
    format!(
        "Levels: {} {} · {} {}",
        team_name(0),
        levels[0].code(),
        team_name(1),
        levels[1].code()
    )
}

pub fn demoted(team: usize) -> String {
    format!("{} go back to level 2.", team_name(team))
}

pub fn next_declarers(team: usize, level: Rank) -> String {
    format!(
        "Next hand: {} declare, played at level {}.",
        team_name(team),
        level.code()
    )
}

pub fn match_over_title(team: usize) -> String {
    format!("{} win the match!", team_name(team))
}

pub fn match_over_line(hands: u32) -> String {
    format!(
        "The match took {hands} hand{}.",
        if hands == 1 { "" } else { "s" }
    )
}

// ---------------------------------------------------------------- saves and failures

pub fn save_discarded(reason: &str) -> String {
    format!("Your saved match could not be resumed ({reason}), so a new match has started.")
}

pub fn agent_failed(detail: &str) -> String {
    format!("A computer player made an error ({detail}). Start a new match to go on.")
}

// ---------------------------------------------------------------- settings

/// A tier's name in the settings.
pub fn tier_label(kind: crate::agents::AgentKind) -> &'static str {
    use crate::agents::AgentKind;
    match kind {
        AgentKind::Easy => "Easy: slips now and then",
        AgentKind::Normal => "Normal: plays by sound rules",
        AgentKind::Hard => "Hard: thinks ahead",
        AgentKind::Random => "Random",
    }
}

pub mod shengji;
