//! The Sheng Ji table's texts.

use crate::cards::{Card, Face, Rank};
use crate::shengji::scoring::Outcome;
use crate::shengji::{Bid, FailedThrow, FriendCall, RoundResult, Rules, Trump};

/// Seat names: compass points with four players, first names at larger tables (each
/// language's own: Ana, Bo… or 国强, 建平…; each starts with its own letter, the plate's badge).
pub fn seat_name(seat: usize, players: usize) -> String {
    if let Some(name) = super::person_at(seat) {
        return name;
    }
    let rel = super::relative(seat);
    if players == 4 || rel.is_multiple_of(12) {
        super::seat_name(seat)
    } else {
        t!("sj-seat-name", n = rel % 12)
    }
}

/// A seat's part in the round, for screen readers: dealer, the dealer's partner or friend, an
/// opponent (seen from the human's side), or not known yet (Zhao Pengyou before the friends
/// show themselves).
pub fn seat_role(seat: usize, view: &crate::shengji::SeatView) -> String {
    use crate::shengji::rules::Teams;
    let mut parts: Vec<String> = Vec::new();
    if super::is_me(seat) {
        parts.push(t!("role-you"));
    }
    let declarer = view.declarers.get(seat).copied().unwrap_or(false);
    let known = view.dealer.is_some();
    if view.dealer == Some(seat) {
        parts.push(t!("sj-dealer-mark"));
    } else if view.rules.teams == Teams::FindFriends {
        if view.friends.contains(&Some(seat)) {
            parts.push(t!("sj-role-friend"));
        } else if !super::is_me(seat) && known {
            parts.push(t!("sj-role-unknown"));
        }
    } else if known && declarer {
        parts.push(t!("sj-role-with-dealer"));
    } else if known {
        parts.push(t!("sj-role-defending"));
    }
    // Each player has their own level when friends are called: the plate's badge says it.
    if view.rules.teams == Teams::FindFriends
        && let Some(level) = view.levels.get(seat)
    {
        parts.push(t!("sj-role-level", level = level.code()));
    }
    if view.rules.teams == Teams::Fixed && !super::is_me(seat) {
        parts.push(if super::relative(seat).is_multiple_of(2) {
            t!("sj-role-partner")
        } else {
            t!("sj-role-opponent")
        });
    }
    parts.join(", ")
}

pub fn variant_name(name: &str) -> String {
    match name {
        "classic" => t!("sj-classic"),
        "one-deck" => t!("sj-one-deck"),
        "three-decks" => t!("sj-three-decks"),
        "four-decks" => t!("sj-four-decks"),
        other => match other.strip_prefix("zhao-pengyou-") {
            Some(n) => t!("sj-zhao-pengyou", n = n),
            None => other.to_string(),
        },
    }
}

// ---------------------------------------------------------------- scoreboard

/// The trump: "Trump 2♥ (bid by West)"; a no-trump round has lines of its own, since some
/// languages say it otherwise ("打 2，无主", not "主 2，无主").
pub fn trump_line(trump: Trump, bid: Option<&Bid>, players: usize, settled: bool) -> String {
    let rank = trump.rank.code();
    let bidder = |b: &Bid| (super::relative(b.seat), seat_name(b.seat, players));
    match (trump.suit, bid.map(bidder), settled) {
        (Some(s), Some((seat, name)), _) => t!(
            "sj-trump-bid",
            what = format!("{rank}{}", s.symbol()),
            bidder = seat,
            seat = name
        ),
        (None, Some((seat, name)), _) => {
            t!("sj-trump-nt-bid", rank = rank, bidder = seat, seat = name)
        }
        (Some(s), None, true) => t!("sj-trump", what = format!("{rank}{}", s.symbol())),
        (None, None, true) => t!("sj-trump-nt", rank = rank),
        (_, None, false) => t!("sj-trump-rank", rank = rank),
    }
}

pub fn dealer_line(dealer: Option<usize>, players: usize) -> String {
    match dealer {
        Some(d) => t!("sj-dealer", seat = seat_name(d, players)),
        None => t!("sj-dealer-first-bid"),
    }
}

pub fn level_of(name: &str, level: Rank) -> String {
    format!("{name} {}", level.code())
}

/// A player's own level on their seat plate (Zhao Pengyou): "Lv 2", never a bare "2".
pub fn level_badge(level: Rank) -> String {
    t!("sj-level-badge", level = level.code())
}

/// The attackers (闲家, the side against the dealer) as the page's player sees them, for the
/// catalogs' `$side`: "us" when the player is one of them, "them" when the player is with the
/// dealer, "unknown" before the dealer is known or while Zhao Pengyou's friends are hidden.
pub fn attackers_seen(view: &crate::shengji::SeatView) -> &'static str {
    use crate::shengji::rules::Teams;
    if view.dealer.is_none() {
        return "unknown";
    }
    if view.declarers.get(view.seat).copied().unwrap_or(false) {
        return "them";
    }
    let teams_known = view.rules.teams == Teams::Fixed
        || (!view.calls.is_empty() && view.friends.iter().all(Option::is_some));
    if teams_known { "us" } else { "unknown" }
}

/// The bar's running total: "Your side's points: 35 (need 80)", "Attackers' points: 35…".
pub fn points_line(view: &crate::shengji::SeatView) -> String {
    t!(
        "sj-points-line",
        side = attackers_seen(view),
        points = view.opponents_points,
        threshold = view.rules.threshold()
    )
}

// ---------------------------------------------------------------- drawing and bidding

pub fn to_draw(n: usize) -> String {
    t!("sj-to-draw", count = n)
}

pub fn bid_made(b: &Bid, players: usize) -> String {
    t!(
        "sj-bid-made",
        seat = super::relative(b.seat),
        name = seat_name(b.seat, players),
        bid = bid_text(b)
    )
}

/// The cards of a bid: "9♥9♥", "9♣9♣ + small joker", "no-trump (big joker ×2)".
pub fn bid_text(b: &Bid) -> String {
    let (jokers, rank): (Vec<&Card>, Vec<&Card>) = b.cards.iter().partition(|c| c.face.is_joker());
    if rank.is_empty() {
        let joker = jokers
            .first()
            .map_or(String::new(), |c| super::face_label(c.face));
        return t!("sj-bid-no-trump", joker = joker, count = jokers.len());
    }
    let mut out: String = rank.iter().map(|c| super::face_label(c.face)).collect();
    for j in jokers {
        out.push_str(" + ");
        out.push_str(&super::face_label(j.face));
    }
    out
}

pub fn bid_button(cards: &[Card]) -> String {
    let bid = Bid {
        seat: 0,
        cards: cards.to_vec(),
    };
    t!("sj-bid-button", bid = bid_text(&bid))
}

pub fn kitty_flips(cards: &[Card]) -> String {
    t!("sj-kitty-flips", cards = super::card_labels(cards))
}

// ---------------------------------------------------------------- kitty and friends

pub fn bury_prompt(k: usize) -> String {
    t!("sj-bury-prompt", count = k)
}

pub fn bury_button(chosen: usize, k: usize) -> String {
    t!("sj-bury-button", chosen = chosen, count = k)
}

pub fn buries(seat: usize, players: usize) -> String {
    t!(
        "sj-buries",
        seat = super::relative(seat),
        name = seat_name(seat, players)
    )
}

pub fn call_prompt(k: usize) -> String {
    t!("sj-call-prompt", count = k)
}

pub fn ordinal(n: u8) -> String {
    t!("sj-ordinal", n = n)
}

pub fn calls_line(calls: &[FriendCall], friends: &[Option<usize>], players: usize) -> String {
    let parts: Vec<String> = calls
        .iter()
        .enumerate()
        .map(|(i, c)| match friends.get(i).copied().flatten() {
            Some(s) => format!("{}: {}", call_text(c), seat_name(s, players)),
            None => call_text(c),
        })
        .collect();
    t!("sj-friends", calls = parts.join("; "))
}

/// "the 2nd A♥ played".
pub fn call_text(c: &FriendCall) -> String {
    t!(
        "sj-friend-call",
        nth = ordinal(c.nth),
        card = super::face_label(c.face)
    )
}

pub fn calling(seat: usize, players: usize) -> String {
    t!(
        "sj-calling",
        seat = super::relative(seat),
        name = seat_name(seat, players)
    )
}

// ---------------------------------------------------------------- play

pub fn lead_prompt() -> String {
    t!("sj-lead-prompt")
}

pub fn follow_prompt(n: usize, suit: u8) -> String {
    t!("sj-follow-prompt", count = n, suit = effective_suit(suit))
}

/// Hint `i` of `n`: the cards it selects ("Hint 1/5: 5♦ 小王" in the page's language).
pub fn hint_line(i: usize, n: usize, cards: &[Card]) -> String {
    t!(
        "hint-line",
        i = i + 1,
        n = n,
        play = super::card_labels(cards)
    )
}

pub fn thinking(seat: usize, players: usize) -> String {
    format!("{}: {}", seat_name(seat, players), t!("thinking"))
}

pub fn failed_throw(f: &FailedThrow, players: usize) -> String {
    t!(
        "sj-failed-throw",
        thrower = super::relative(f.seat),
        thrower_name = seat_name(f.seat, players),
        seat = super::relative(f.blocked.blocker),
        name = seat_name(f.blocked.blocker, players),
        by = unit_text(&f.blocked.by),
        unit = unit_text(&f.blocked.unit)
    )
}

/// A unit of a throw: "pair of 9♦", "tractor 9♦9♦ 8♦8♦".
fn unit_text(u: &crate::shengji::combination::Unit) -> String {
    let label = |f: &Face| super::face_label(*f).repeat(u.width as usize);
    if u.length >= 2 {
        let parts: Vec<String> = u.faces.iter().map(label).collect();
        t!("sj-unit-tractor", cards = parts.join(" "))
    } else {
        let card = u
            .faces
            .first()
            .map_or(String::new(), |f| super::face_label(*f));
        t!("sj-unit-tuple", width = u.width, card = card)
    }
}

fn phase_text(p: crate::shengji::Phase) -> String {
    use crate::shengji::Phase;
    match p {
        Phase::Drawing => t!("sj-phase-drawing"),
        Phase::Declaring => t!("sj-phase-declaring"),
        Phase::Burying => t!("sj-phase-burying"),
        Phase::CallingFriends => t!("sj-phase-calling"),
        Phase::Playing => t!("sj-phase-playing"),
        Phase::RoundOver => t!("sj-phase-round-over"),
        Phase::MatchOver => t!("sj-phase-match-over"),
    }
}

/// "You win the trick (+20 points)"; a declarer's trick keeps its points from the attackers
/// (`kept`), and says so.
pub fn trick_to(seat: usize, players: usize, points: u32, kept: bool) -> String {
    t!(
        "sj-trick-to",
        seat = super::relative(seat),
        name = seat_name(seat, players),
        points = points,
        kept = if kept { "yes" } else { "no" }
    )
}

// ---------------------------------------------------------------- round over

pub fn round_over_title(round: u32) -> String {
    t!("sj-round-over", n = round)
}

/// The seats of one side, the page's player first, then round the table from their right:
/// "You and North", "East and West", "Bo, Chen and Dee". With the number of seats, for the
/// verb.
pub fn side_names(side: &[bool], players: usize) -> (String, usize) {
    let mut seats: Vec<usize> = (0..players)
        .filter(|&s| side.get(s).copied().unwrap_or(false))
        .collect();
    crate::cards::sort::sort_by_key(&mut seats, |&s| super::relative(s));
    let names: Vec<String> = seats.iter().map(|&s| seat_name(s, players)).collect();
    let text = match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => {
            format!("{}{}{last}", rest.join(&t!("sj-list-comma")), t!("and"))
        }
        Some((last, _)) => last.clone(),
        None => String::new(),
    };
    (text, seats.len())
}

/// The round's headline, naming the side that won from the page's player's seat: "You and
/// West take over the deal: up 2 levels", "The declarers hold: East and West go up 1 level".
pub fn outcome_line(r: &RoundResult, players: usize) -> String {
    let held = matches!(r.outcome, Outcome::Hold { .. });
    // The winning side: the declarers when they hold, else everyone else.
    let winners: Vec<bool> = (0..players)
        .map(|s| r.declarers.get(s).copied().unwrap_or(false) == held)
        .collect();
    let (names, count) = side_names(&winners, players);
    let mine = (0..players)
        .find(|&s| super::is_me(s))
        .is_some_and(|me| winners.get(me) == Some(&true));
    let side = if mine { "us" } else { "them" };
    match r.outcome {
        Outcome::Hold { levels } => t!(
            "sj-hold",
            side = side,
            names = names,
            count = count,
            levels = levels
        ),
        Outcome::TakeOver { levels: 0 } => {
            t!("sj-take-over", side = side, names = names, count = count)
        }
        Outcome::TakeOver { levels } => t!(
            "sj-take-over-up",
            side = side,
            names = names,
            count = count,
            levels = levels
        ),
    }
}

pub fn kitty_line(points: u32, multiplier: u32) -> String {
    if multiplier == 0 {
        t!("sj-kitty-kept", points = points)
    } else {
        t!(
            "sj-kitty-lost",
            points = points,
            multiplier = multiplier,
            total = points * multiplier
        )
    }
}

/// The attackers' total at the round's end, named from the page's player's seat.
pub fn attackers_total(r: &RoundResult) -> String {
    let me_declarer = (0..r.declarers.len())
        .find(|&s| super::is_me(s))
        .is_some_and(|me| r.declarers.get(me) == Some(&true));
    let side = if me_declarer { "them" } else { "us" };
    t!(
        "sj-attackers-total",
        side = side,
        points = r.opponents_points
    )
}

pub fn next_dealer(seat: usize, players: usize) -> String {
    t!("sj-next-dealer", seat = seat_name(seat, players))
}

pub fn levels_line(names: &[String]) -> String {
    t!("sj-levels", levels = names.join(" · "))
}

/// The scoring table of the rules: (low, high or `None` for open-ended, result words).
pub fn bands(rules: &Rules) -> Vec<(u32, Option<u32>, String)> {
    let step = rules.step();
    let t = rules.threshold();
    vec![
        (0, Some(0), t!("sj-band-declarers", levels = 3)),
        (5, Some(step - 5), t!("sj-band-declarers", levels = 2)),
        (step, Some(t - 5), t!("sj-band-declarers", levels = 1)),
        (t, Some(t + step - 5), t!("sj-band-take-over")),
        (
            t + step,
            Some(t + 2 * step - 5),
            t!("sj-band-opponents", levels = 1),
        ),
        (
            t + 2 * step,
            Some(t + 3 * step - 5),
            t!("sj-band-opponents", levels = 2),
        ),
        (t + 3 * step, None, t!("sj-band-opponents-more")),
    ]
}

pub fn match_over_title(winners: &[usize], players: usize) -> String {
    // Round the table from the page's player ("You and North", on any seat's page).
    let mut winners = winners.to_vec();
    crate::cards::sort::sort_by_key(&mut winners, |&s| super::relative(s));
    let names: Vec<String> = winners.iter().map(|&s| seat_name(s, players)).collect();
    // The count and the first winner's seat pick the verb ("Bo wins", "You win", "Bo and Hui win").
    t!(
        "sj-match-over",
        count = winners.len(),
        seat = winners
            .iter()
            .map(|&s| super::relative(s))
            .min()
            .unwrap_or(1),
        names = names.join(&t!("and"))
    )
}

pub fn rounds_played(n: u32) -> String {
    t!("sj-rounds-played", n = n)
}

/// Point cards as chips: "5♠ 10♥ K♦".
pub fn point_cards(faces: &[Face]) -> String {
    faces
        .iter()
        .map(|f| super::face_label(*f))
        .collect::<Vec<_>>()
        .join(" ")
}

// ---------------------------------------------------------------- settings

/// A suit of play: ♠ ♥ ♣ ♦, or the trumps.
pub fn effective_suit(suit: u8) -> String {
    match crate::cards::Suit::ALL.get(suit as usize) {
        Some(s) => s.symbol().to_string(),
        None => t!("sj-trumps"),
    }
}

/// What a follow lacked, in words.
fn needed(n: crate::shengji::combination::Needed) -> String {
    use crate::shengji::combination::Needed;
    match n {
        Needed::Tractor(Some(s)) if s.tractor => {
            t!("sj-need-tractor-of", length = s.length, width = s.width)
        }
        Needed::Tractor(_) => t!("sj-need-tractor"),
        Needed::Tuples { width, count } => t!("sj-need-tuples", width = width, count = count),
    }
}

/// Why the engine refused the human's action, in the player's language.
pub fn refusal(e: &crate::shengji::ActionError) -> String {
    use crate::shengji::ActionError as E;
    match e {
        E::NoCards => t!("sj-err-no-cards"),
        E::DuplicateCard { card } => t!("err-duplicate", card = super::face_label(card.face)),
        E::NotInHand { card } => t!("err-not-in-hand", card = super::face_label(card.face)),
        E::WrongCount { expected, got } => t!("sj-err-count", count = *expected, got = *got),
        E::MixedSuits => t!("sj-err-mixed-suits"),
        E::MustFollowSuit { suit, count } => {
            t!(
                "sj-err-follow",
                suit = effective_suit(*suit),
                count = *count
            )
        }
        E::MustPlayAllOfSuit { suit, held } => {
            t!(
                "sj-err-play-all",
                suit = effective_suit(*suit),
                count = *held
            )
        }
        E::MustMatchStructure { suit, needed: n } => {
            t!(
                "sj-err-structure",
                suit = effective_suit(*suit),
                needed = needed(*n)
            )
        }
        E::SingleJoker => t!("sj-err-single-joker"),
        E::CannotReinforcePartner => t!("sj-err-reinforce-partner"),
        E::AlreadyPassed => t!("sj-err-already-passed"),
        E::MisdealNotAllowed => t!("sj-err-misdeal-not-allowed"),
        E::NoMisdeal => t!("sj-err-no-misdeal"),
        E::WrongFriendCount { expected } => t!("sj-err-friend-count", count = *expected),
        E::MatchOver => t!("err-match-over"),
        E::NoSuchSeat { seat, .. } => t!("err-no-such-seat", seat = *seat),
        E::WrongPhase { phase, .. } => t!("sj-err-wrong-phase", phase = phase_text(*phase)),
        E::NotYourTurn { .. } => t!("sj-err-not-your-turn"),
        E::NotABid { fault } => {
            use crate::shengji::error::BidFault as F;
            let reason = match fault {
                F::MixedRankCards => t!("sj-bid-fault-mixed-rank"),
                F::OffRank { rank, card } => t!(
                    "sj-bid-fault-off-rank",
                    rank = rank.code(),
                    card = super::face_label(*card)
                ),
                F::JokersWithRank => t!("sj-bid-fault-jokers-with-rank"),
                F::MixedJokers => t!("sj-bid-fault-mixed-jokers"),
            };
            t!("sj-err-not-a-bid", reason = reason)
        }
        E::BidTooWeak { current } => t!("sj-err-bid-weak", bid = bid_text(current)),
        E::OnlyReinforce { current } => t!("sj-err-only-reinforce", bid = bid_text(current)),
        E::BadFriendCall { fault } => {
            use crate::shengji::error::FriendFault as F;
            let reason = match fault {
                F::NoSuchCopy { decks } => t!("sj-friend-fault-copies", decks = *decks),
                F::CalledTwice { call } => t!("sj-friend-fault-twice", call = call_text(call)),
            };
            t!("sj-err-friend-call", reason = reason)
        }
    }
}
