//! Every text the UI shows, in one place, so that a translation is one file. The engine's own
//! messages (why a play is refused, combination names) come from the engine.

use crate::cards::{Card, Face, Joker, Rank, Suit};
use crate::guandan::{Combination, ComboType, Reading, Top};
use crate::launch::{GameKind, Notice};

// ---------------------------------------------------------------- shared chrome

// ---------------------------------------------------------------- home page and address

pub fn game_title(game: GameKind) -> String {
    match game {
        GameKind::GuanDan => t!("game-guandan"),
        GameKind::ShengJi => t!("game-shengji"),
    }
}

/// The game's name in hanzi: traditional characters on a 繁體中文 page.
pub fn game_hanzi(game: GameKind) -> &'static str {
    let traditional = crate::i18n::lang() == crate::i18n::Lang::ZhHant;
    match (game, traditional) {
        (GameKind::GuanDan, false) => "掼蛋",
        (GameKind::GuanDan, true) => "摜蛋",
        (GameKind::ShengJi, false) => "升级",
        (GameKind::ShengJi, true) => "升級",
    }
}

pub fn game_blurb(game: GameKind) -> String {
    match game {
        GameKind::GuanDan => t!("blurb-guandan"),
        GameKind::ShengJi => t!("blurb-shengji"),
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
    let name = face_name(face);
    match (wild, stands_for) {
        (true, Some(f)) if f != face => t!("card-wild-as", card = name, stands = face_name(f)),
        (true, _) => t!("card-wild", card = name),
        _ => name,
    }
}

/// A card in words ("7 of spades", "黑桃7").
pub fn face_name(face: Face) -> String {
    match face {
        Face::Suited(suit, rank) => t!("face", rank = rank_name(rank), suit = suit_name(suit)),
        Face::Joker(Joker::Big) => t!("joker-big"),
        Face::Joker(Joker::Small) => t!("joker-small"),
    }
}

/// A card as shown in a line of text: "7♠", or a joker in words.
pub fn face_label(face: Face) -> String {
    match face {
        Face::Suited(..) => face.label(),
        Face::Joker(Joker::Big) => t!("joker-big-short"),
        Face::Joker(Joker::Small) => t!("joker-small-short"),
    }
}

fn rank_name(rank: Rank) -> String {
    match rank {
        Rank::Jack => t!("rank-jack"),
        Rank::Queen => t!("rank-queen"),
        Rank::King => t!("rank-king"),
        Rank::Ace => t!("rank-ace"),
        r => r.code().to_string(),
    }
}

pub fn suit_name(suit: Suit) -> String {
    match suit {
        Suit::Spades => t!("suit-spades"),
        Suit::Hearts => t!("suit-hearts"),
        Suit::Clubs => t!("suit-clubs"),
        Suit::Diamonds => t!("suit-diamonds"),
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
pub fn keys() -> [(&'static str, String); 12] {
    [
        ("← →", t!("key-cards")),
        ("↑ ↓", t!("key-rows")),
        ("Space", t!("key-space")),
        ("Enter", t!("key-enter")),
        ("P", t!("key-pass")),
        ("H", t!("key-hint")),
        ("C / Esc", t!("key-clear")),
        ("L", t!("key-log")),
        ("S", t!("key-settings")),
        ("A", t!("key-auto")),
        ("M", t!("key-sound")),
        ("?", t!("key-help")),
    ]
}

pub fn your_hand(n: usize) -> String {
    t!("your-hand", count = n)
}

// ---------------------------------------------------------------- seats and teams

/// Seat names as the human (seat 0) sees them: partner opposite, turns counter-clockwise.
/// Who the page's player is at the table shown, and the names of the friends seated with
/// them: seats are named from that player's place ("You", the seat on their right is East),
/// and a friend's seat by its name. One table is shown at a time; it sets this as it draws.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Seating {
    pub me: usize,
    pub seats: usize,
    /// A name per seat where a person sits (empty: the computer, or the seat's place name).
    pub names: Vec<String>,
    /// At a friend's table: the host's name (the host goes on between hands).
    pub host: Option<String>,
    /// Friends are at the table (a deal is not played again, it is the host's match).
    pub friends: bool,
    /// Who sits at each seat, as this page sees it (empty at a solo table).
    pub kinds: Vec<crate::friends::message::SeatKind>,
    /// Each seat's face, as the host told it (empty at a solo table).
    pub faces: Vec<Option<u8>>,
}

thread_local! {
    static SEATING: std::cell::RefCell<Seating> = std::cell::RefCell::new(Seating::default());
}

/// The table being drawn is seen from `seating.me`, with these names.
pub fn seat_as(seating: Seating) {
    SEATING.with(|s| *s.borrow_mut() = seating);
}

/// The host's name, at a friend's table.
pub fn host_of_table() -> Option<String> {
    SEATING.with(|s| s.borrow().host.clone())
}

/// Whether friends are at the table.
pub fn with_friends() -> bool {
    SEATING.with(|s| s.borrow().friends)
}

/// Whether `seat` is the page's player's.
pub fn is_me(seat: usize) -> bool {
    SEATING.with(|s| s.borrow().me == seat)
}

/// `seat` counted from the page's player (0: them, 1: the seat on their right…).
pub fn relative(seat: usize) -> usize {
    SEATING.with(|s| {
        let s = s.borrow();
        // No table drawn yet (a replay opened first): seen from seat 0.
        if s.seats == 0 {
            return seat;
        }
        let n = s.seats;
        (seat % n + n - s.me % n) % n
    })
}

/// A friend's name at `seat`, if a person other than the page's player sits there.
pub fn person_at(seat: usize) -> Option<String> {
    SEATING.with(|s| {
        let s = s.borrow();
        if seat == s.me {
            return None;
        }
        let computer = matches!(
            s.kinds.get(seat),
            Some(crate::friends::message::SeatKind::Computer)
        );
        if s.friends && computer {
            // A computer at a table with friends has one name on every page (counted from
            // the host's seat), as a friend does; "West" would be North on another page.
            return Some(t!("sj-seat-name", n = seat));
        }
        s.names.get(seat).filter(|n| !n.is_empty()).cloned()
    })
}

pub fn seat_name(seat: usize) -> String {
    if let Some(name) = person_at(seat) {
        return name;
    }
    match relative(seat) % 4 {
        0 => t!("seat-you"),
        1 => t!("seat-east"),
        2 => t!("seat-north"),
        _ => t!("seat-west"),
    }
}

/// Where the seat sits, for screen readers.
pub fn seat_role(seat: usize) -> String {
    match relative(seat) % 4 {
        0 => t!("role-you"),
        1 => t!("role-right"),
        2 => t!("role-partner"),
        _ => t!("role-left"),
    }
}

/// 0 for the page's player's team, 1 for the other (the catalogs' `side`).
pub fn side(team: usize) -> usize {
    usize::from(team % 2 != SEATING.with(|s| s.borrow().me % 2))
}

/// The face on `seat`'s plate: at a table with friends the one the host told every page
/// (no two alike), else the player's own (`mine`) or a computer's.
pub fn face_at(seat: usize, mine: u8) -> u8 {
    let told = SEATING.with(|s| s.borrow().faces.get(seat).copied().flatten());
    match told {
        Some(face) => face,
        None if is_me(seat) => mine,
        None => crate::art::avatar::computer_face(seat, mine),
    }
}

/// Who sits at `seat`, as this page sees it; `None` at a solo table.
pub fn kind_at(seat: usize) -> Option<crate::friends::message::SeatKind> {
    SEATING.with(|s| s.borrow().kinds.get(seat).copied())
}

pub fn team_name(team: usize) -> String {
    // With friends at a table of four, the players' names: "You & Wu", not "You & North".
    let (me, seats) = SEATING.with(|s| (s.borrow().me, s.borrow().seats));
    let first = if side(team) == 0 { me } else { me + 1 };
    let pair = [first % 4, (first + 2) % 4];
    if seats == 4 && pair.iter().any(|&s| person_at(s).is_some()) {
        return t!(
            "team-pair",
            first = seat_name(pair[0]),
            second = seat_name(pair[1])
        );
    }
    if side(team) == 0 {
        t!("team-us")
    } else {
        t!("team-them")
    }
}

pub fn cards_left(n: usize) -> String {
    t!("cards-left", count = n)
}

/// 头游 / 二游 / 三游 / 末游 beside the translation; in Chinese the term alone (no hanzi).
pub fn place_badge(place: usize) -> (Option<&'static str>, String) {
    let (zh, text) = match place {
        0 => ("头游", t!("place-1")),
        1 => ("二游", t!("place-2")),
        2 => ("三游", t!("place-3")),
        _ => ("末游", t!("place-last")),
    };
    (crate::i18n::beside(zh), text)
}

// ---------------------------------------------------------------- scoreboard

pub fn level_label(level: Rank) -> String {
    t!("level", level = level.code())
}

pub fn wild_label(level: Rank) -> String {
    t!("wild-level", level = level.code())
}

pub fn hand_number(n: u32) -> String {
    t!("hand-number", n = n)
}

pub fn a_attempts(team: usize, failures: u8, limit: Option<u8>) -> String {
    match limit {
        Some(l) => t!(
            "a-tries-of",
            team = team_name(team),
            used = failures,
            limit = l
        ),
        None => t!("a-tries", team = team_name(team), used = failures),
    }
}

// ---------------------------------------------------------------- buttons

// ---------------------------------------------------------------- prompts

pub fn your_lead() -> String {
    t!("your-lead")
}

pub fn your_follow(table: &Combination, by: usize) -> String {
    t!(
        "your-follow",
        seat = seat_name(by),
        play = combo_name(table)
    )
}

pub fn waiting_for(seat: usize) -> String {
    format!("{}: {}", seat_name(seat), t!("thinking"))
}

pub fn pay_prompt(to: Option<usize>, level: Rank) -> String {
    let whom = to.map_or_else(|| t!("the-winners"), seat_name);
    t!("pay-prompt", whom = whom, level = level.code())
}

pub fn take_prompt(card: &str) -> String {
    t!("take-prompt", card = card)
}

pub fn take_from(seat: usize) -> String {
    t!("take-from", seat = seat_name(seat))
}

/// `any`: the rules allow any card but the one received (no card is pointed out).
pub fn return_prompt(to: usize, received: Face, any: bool) -> String {
    let (seat, card) = (seat_name(to), face_label(received));
    if any {
        t!("return-prompt-any", seat = seat, card = card)
    } else {
        t!("return-prompt", seat = seat, card = card)
    }
}

pub fn choose_leader_prompt() -> String {
    t!("choose-leader-prompt")
}

pub fn lead_by(seat: usize) -> String {
    t!("lead-by", seat = relative(seat), name = seat_name(seat))
}

// ---------------------------------------------------------------- the table centre

pub fn face_up(card: Card, seat: usize) -> String {
    t!(
        "face-up",
        card = face_label(card.face),
        seat = relative(seat),
        name = seat_name(seat)
    )
}

/// The resistance shown (each seat with a big joker it showed): who resisted the tribute.
pub fn resisted(shown: &[(usize, crate::cards::Card)]) -> String {
    let mut holders: Vec<usize> = shown.iter().map(|(s, _)| *s).collect();
    holders.dedup();
    match holders.as_slice() {
        [one] => t!(
            "resisted-one",
            seat = relative(*one),
            name = seat_name(*one)
        ),
        _ => {
            let names: Vec<String> = holders.iter().map(|&s| seat_name(s)).collect();
            // 0 when the human is one of them: "between you", « à vous deux ».
            let seat = holders.iter().map(|&s| relative(s)).min().unwrap_or(1);
            t!("resisted-two", seat = seat, names = names.join(&t!("and")))
        }
    }
}

// The seats go with their names so that each language can say "you paid" / "paid you".
pub fn paid(from: usize, to: usize, card: Face) -> String {
    t!(
        "paid",
        from_seat = relative(from),
        from = seat_name(from),
        to_seat = relative(to),
        to = seat_name(to),
        card = face_label(card)
    )
}

pub fn paid_waiting(from: usize, card: Face) -> String {
    t!(
        "paid-waiting",
        from_seat = relative(from),
        from = seat_name(from),
        card = face_label(card)
    )
}

pub fn returned(from: usize, to: usize, card: Face) -> String {
    t!(
        "returned",
        from_seat = relative(from),
        from = seat_name(from),
        to_seat = relative(to),
        to = seat_name(to),
        card = face_label(card)
    )
}

pub fn owes(payer: usize, to: Option<usize>) -> String {
    let (seat, name) = (relative(payer), seat_name(payer));
    match to {
        Some(t) => t!(
            "owes-to",
            seat = seat,
            name = name,
            to_seat = relative(t),
            to = seat_name(t)
        ),
        None => t!("owes", seat = seat, name = name),
    }
}

// ---------------------------------------------------------------- hints and choices

pub fn hint_line(i: usize, n: usize, combo: &Combination) -> String {
    t!("hint-line", i = i + 1, n = n, play = combo_name(combo))
}

/// Hint `i` of `n` when it is the computer's first choice, to pass (it selects nothing), with
/// its reason.
pub fn hint_would_pass(i: usize, n: usize, why: Option<crate::agents::Why>) -> String {
    match why {
        Some(w) => t!("hint-would-pass-why", i = i + 1, n = n, why = self::why(w)),
        None => t!("hint-would-pass", i = i + 1, n = n),
    }
}

/// A hint's line with its reason, when it has one (only the top choice does).
pub fn hint_with_why(line: String, why: Option<crate::agents::Why>) -> String {
    match why {
        Some(w) => t!("hint-with-why", line = line, why = self::why(w)),
        None => line,
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
    crate::cards::sort::sort_by_key(&mut faces, order);
    if !r.combo.is_sequence() {
        faces.reverse();
    }
    let shown: Vec<String> = faces
        .iter()
        .map(|f| match f {
            Face::Suited(_, rank) => rank.code().to_string(),
            Face::Joker(_) => face_label(*f),
        })
        .collect();
    let mut text = format!("{} {}", kind_name(&r.combo), shown.join("-"));
    let wilds: Vec<String> = r
        .wilds
        .iter()
        .filter(|w| w.stands_for != w.card.face)
        .map(|w| {
            t!(
                "reading-wild",
                wild = suit_first(w.card.face),
                stands = stand_in(w.stands_for)
            )
        })
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
        Face::Joker(_) => face_label(face),
    }
}

fn stand_in(face: Face) -> String {
    match face {
        Face::Suited(_, r) => r.code().to_string(),
        Face::Joker(_) => face_label(face),
    }
}

pub fn kind_name(c: &Combination) -> String {
    match c.kind {
        ComboType::Single => t!("kind-single"),
        ComboType::Pair => t!("kind-pair"),
        ComboType::Triple => t!("kind-triple"),
        ComboType::FullHouse => t!("kind-full-house"),
        ComboType::Straight => t!("kind-straight"),
        ComboType::Tube => t!("kind-tube"),
        ComboType::Plate => t!("kind-plate"),
        ComboType::Bomb => t!("kind-bomb", n = c.len),
        ComboType::StraightFlush => t!("kind-straight-flush"),
        ComboType::FourJokers => t!("kind-four-jokers"),
    }
}

/// A combination in words: "pair of 8s", "三连对 up to 9" (the engine's `Display` is English).
pub fn combo_name(c: &Combination) -> String {
    let top = match c.top {
        Top::Rank(r) => r.code().to_string(),
        Top::Joker(Joker::Big) => t!("joker-big-short"),
        Top::Joker(Joker::Small) => t!("joker-small-short"),
    };
    match c.kind {
        ComboType::Single => t!("combo-single", top = top),
        ComboType::Pair => t!("combo-pair", top = top),
        ComboType::Triple => t!("combo-triple", top = top),
        ComboType::FullHouse => t!("combo-full-house", top = top),
        ComboType::Straight => t!("combo-straight", low = seq_low(c), top = top),
        ComboType::Tube => t!("combo-tube", low = seq_low(c), top = top),
        ComboType::Plate => t!("combo-plate", low = seq_low(c), top = top),
        ComboType::Bomb => t!("combo-bomb", n = c.len, top = top),
        ComboType::StraightFlush => t!("combo-straight-flush", low = seq_low(c), top = top),
        ComboType::FourJokers => t!("kind-four-jokers"),
    }
}

/// The lowest rank of a sequence (straight, tube, plate), as printed: players name a straight
/// by both its ends ("顺子 6 到 10"); an ace below a 2 in A-2-3-4-5.
fn seq_low(c: &Combination) -> String {
    let width = match c.kind {
        ComboType::Tube => 2,
        ComboType::Plate => 3,
        _ => 1,
    };
    let span = (c.len / width).saturating_sub(1);
    let Top::Rank(top) = c.top else {
        return String::new();
    };
    match top.value().checked_sub(span) {
        Some(1) => Rank::Ace.code().to_string(),
        Some(v) => Rank::from_value(v).map_or_else(String::new, |r| r.code().to_string()),
        None => String::new(),
    }
}

/// Cards as their labels: "A♠ 10♥ big joker".
pub fn card_labels(cards: &[Card]) -> String {
    let labels: Vec<String> = cards.iter().map(|c| face_label(c.face)).collect();
    labels.join(" ")
}

// ---------------------------------------------------------------- log

pub fn log_title(hand: u32) -> String {
    t!("log-title", n = hand)
}

pub fn log_pass(seat: usize) -> String {
    format!("{}: {}", seat_name(seat), t!("pass-chip"))
}

pub fn log_play(seat: usize, what: &str) -> String {
    format!("{}: {what}", seat_name(seat))
}

pub fn log_out(seat: usize, place: usize) -> String {
    let (zh, place) = place_badge(place);
    t!(
        "log-out",
        seat = relative(seat),
        name = seat_name(seat),
        zh = zh.unwrap_or_default(),
        place = place
    )
}

// ---------------------------------------------------------------- end of hand and match

pub fn hand_over_title(n: u32) -> String {
    t!("hand-over-title", n = n)
}

/// How a hand finished for the winning `team`: the levels it went up (`gain`), or its finish
/// at the top (no gain).
pub fn finish(team: usize, finish: &str, gain: i32) -> String {
    if gain > 0 {
        t!(
            "finish-line",
            side = side(team),
            team = team_name(team),
            finish = finish,
            gain = gain
        )
    } else {
        t!(
            "finish-at-top",
            side = side(team),
            team = team_name(team),
            finish = finish
        )
    }
}

pub fn levels_now(levels: [Rank; 2]) -> String {
    t!(
        "levels-now",
        us = team_name(0),
        ours = levels[0].code(),
        them = team_name(1),
        theirs = levels[1].code()
    )
}

pub fn demoted(team: usize) -> String {
    t!("demoted", side = side(team), team = team_name(team))
}

pub fn next_declarers(team: usize, level: Rank) -> String {
    t!(
        "next-declarers",
        side = side(team),
        team = team_name(team),
        level = level.code()
    )
}

pub fn match_over_title(team: usize) -> String {
    t!(
        "match-over-title",
        side = side(team),
        team = team_name(team)
    )
}

pub fn match_over_line(hands: u32) -> String {
    t!("match-over-line", n = hands)
}

// ---------------------------------------------------------------- saves and failures

pub fn save_discarded(reason: &str) -> String {
    t!("save-discarded", reason = reason)
}

pub fn agent_failed(detail: &str) -> String {
    t!("agent-failed", detail = detail)
}

// ---------------------------------------------------------------- settings

/// A tier's name in the settings.
pub fn tier_label(kind: crate::agents::AgentKind) -> String {
    use crate::agents::AgentKind;
    match kind {
        AgentKind::Easy => t!("tier-easy"),
        // The baseline is never offered; it is the Normal player of an earlier build.
        AgentKind::Normal | AgentKind::Baseline => t!("tier-normal"),
        AgentKind::Hard => t!("tier-hard"),
        AgentKind::Random => t!("tier-random"),
    }
}

pub mod shengji;

/// Why the engine refused the human's action, in the player's language (the engine's own
/// `Display` is English, for logs).
pub fn guandan_refusal(e: &crate::guandan::GuandanError) -> String {
    use crate::guandan::GuandanError as E;
    match e {
        E::InvalidRules { reason } => t!("err-invalid-rules", reason = reason.as_str()),
        E::NoSuchSeat { seat } => t!("err-no-such-seat", seat = *seat),
        E::MatchOver => t!("err-match-over"),
        E::NotYourTurn { waiting_for, .. } => {
            t!("err-not-your-turn", waiting = seat_name(*waiting_for))
        }
        E::WrongAction { .. } => t!("err-wrong-action"),
        E::EmptyPlay => t!("err-empty-play"),
        E::DuplicateCard { card } => t!("err-duplicate", card = face_label(card.face)),
        E::NotInHand { card } => t!("err-not-in-hand", card = face_label(card.face)),
        E::NotACombination { count } => t!("err-not-a-combination", count = *count),
        E::AmbiguousReading { options } => {
            let list: Vec<String> = options.iter().map(combo_name).collect();
            t!("err-ambiguous", options = list.join(", "))
        }
        E::NotAReading { asked } => t!("err-not-a-reading", play = combo_name(asked)),
        E::DoesNotBeat { play, table } => {
            t!(
                "err-does-not-beat",
                play = combo_name(play),
                table = combo_name(table)
            )
        }
        E::LeaderCannotPass => t!("err-leader-cannot-pass"),
        E::WrongTributeCard { card, highest } => t!(
            "err-wrong-tribute",
            card = face_label(card.face),
            highest = face_label(*highest)
        ),
        E::NotAPayer { seat } => {
            t!(
                "err-not-a-payer",
                seat = relative(*seat),
                name = seat_name(*seat)
            )
        }
        E::ReturnSameAsTribute { card } => t!("err-return-same", card = face_label(card.face)),
        E::ReturnNotAllowed { card, max } => {
            t!(
                "err-return-not-allowed",
                card = face_label(card.face),
                max = max.code()
            )
        }
    }
}

/// The main reason for a suggested action, as a player would put it.
pub fn why(w: crate::agents::Why) -> String {
    use crate::agents::Why as W;
    match w {
        W::GoesOut => t!("why-goes-out"),
        W::PartnerWinning => t!("why-partner-winning"),
        W::CallerWinning => t!("why-caller-winning"),
        W::TeammateWinning => t!("why-teammate-winning"),
        W::KeepsBomb => t!("why-keeps-bomb"),
        W::StopsOpponent => t!("why-stops-opponent"),
        W::FeedsPartner => t!("why-feeds-partner"),
        W::Cheapest => t!("why-cheapest"),
        W::LeadsWeak => t!("why-leads-weak"),
        W::SureWinner => t!("why-sure-winner"),
        W::OnlyBombs => t!("why-only-bombs"),
        W::SavesStrength => t!("why-saves-strength"),
        W::TakesControl => t!("why-takes-control"),
        W::AddsPoints => t!("why-adds-points"),
        W::Ruffs => t!("why-ruffs"),
        W::KeepsPoints => t!("why-keeps-points"),
        W::Forced => t!("why-forced"),
        W::LeastUseful => t!("why-least-useful"),
        W::MakesVoids => t!("why-makes-voids"),
        W::StrongestTrump => t!("why-strongest-trump"),
        W::BuriesWeak => t!("why-buries-weak"),
        W::CallsFriends => t!("why-calls-friends"),
    }
}
