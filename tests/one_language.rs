//! One language per page (issue 46): seeded hands of both games played through the match
//! driver, and at each of the player's decisions every text the table builds for it (the
//! hints and their reasons, the prompt, a refusal, the log's lines, the round's result) read in
//! each language; a word of another language fails.

use cardtable::agents::TableGame;
use cardtable::agents::{AgentKind, AgentSpec};
use cardtable::cards::{Card, Face, Joker};
use cardtable::driver::remote::Remote;
use cardtable::driver::{Match, Player, Waiting};
use cardtable::guandan;
use cardtable::i18n::{Lang, set_lang};
use cardtable::shengji;
use cardtable::words::{self, Seating, seat_as, shengji as sj};

/// The Chinese terms English, Spanish and French pages show beside their translation (see the
/// glossaries), the game names and the language menu's.
const BESIDE: [&str; 9] = [
    "头游",
    "二游",
    "三游",
    "末游",
    "托管",
    "配",
    "掼蛋",
    "升级",
    "简体中文",
];

/// English words that have no place on a Spanish or French page.
const ENGLISH: [&str; 12] = [
    "Hint", "the", "You", "your", "and", "Pass", "trick", "level", "small", "big", "Trump", "with",
];

/// The foreign word in `text` for a page in `lang`, if any.
fn foreign(lang: Lang, text: &str) -> Option<String> {
    if lang.is_chinese() {
        // Card ranks (J, Q, K, A) are letters, alone or repeated ("钢板 JJJ QQQ"); any other
        // word of two letters is another language's.
        let mut word = String::new();
        for c in text.chars().chain([' ']) {
            if c.is_ascii_alphabetic() {
                word.push(c);
                continue;
            }
            let ranks = word.chars().all(|r| "JQKA".contains(r));
            if word.len() >= 2 && !ranks {
                return Some(word);
            }
            word.clear();
        }
        return None;
    }
    let mut rest = text.to_string();
    for term in BESIDE {
        rest = rest.replace(term, "");
    }
    if let Some(c) = rest.chars().find(|c| ('\u{4e00}'..='\u{9fff}').contains(c)) {
        return Some(c.to_string());
    }
    if lang != Lang::En {
        return text
            .split(|c: char| !c.is_alphabetic())
            .find(|w| ENGLISH.contains(w))
            .map(str::to_string);
    }
    None
}

/// The texts read at one point of a hand, each with what it is (for the failure message).
#[derive(Default)]
struct Texts(Vec<(String, String)>);

impl Texts {
    fn add(&mut self, what: &str, text: String) {
        self.0.push((what.to_string(), text));
    }

    fn check(&self, lang: Lang) {
        for (what, text) in &self.0 {
            assert!(!text.is_empty(), "{}: {what} is empty", lang.code());
            if let Some(w) = foreign(lang, text) {
                panic!("{}: {what} has '{w}': {text}", lang.code());
            }
        }
    }
}

/// The hint lines as the table shows them for a ranking (the top choice's reason on the
/// first): the same builders as `ui::core` and each game's `CardTable::hint_line`.
fn hint_lines<G: Remote>(
    view: &G::View,
    ranked: &[G::Action],
    line: impl Fn(usize, usize, &G::Action) -> Option<String>,
    is_pass: impl Fn(&G::Action) -> bool,
) -> Vec<String> {
    let why = ranked.first().and_then(|a| G::why(view, a));
    let n = ranked.len();
    ranked
        .iter()
        .enumerate()
        .take(3)
        .filter_map(|(i, a)| {
            let why = why.filter(|_| i == 0);
            if is_pass(a) {
                return Some(words::hint_would_pass(i, n, why));
            }
            line(i, n, a).map(|l| words::hint_with_why(l, why))
        })
        .collect()
}

fn guandan_texts(m: &Match<guandan::Game>, t: &mut Texts) {
    use guandan::game::Turn;
    use guandan::{Action, Pending};
    let view = m.view(0);
    let ranked = m.hint(0);
    let lines = hint_lines::<guandan::Game>(
        &view,
        &ranked,
        |i, n, a| match a {
            Action::Play {
                as_combo: Some(c), ..
            } => Some(words::hint_line(i, n, c)),
            Action::Play { cards, .. } => view
                .playable_readings(cards)
                .first()
                .map(|r| words::hint_line(i, n, &r.combo)),
            _ => None,
        },
        |a| matches!(a, Action::Pass),
    );
    for l in lines {
        t.add("hint", l);
    }
    match &view.pending {
        Pending::Play { leading: true, .. } => t.add("prompt", words::your_lead()),
        Pending::Play { .. } => {
            if let Some(p) = &view.trick.last {
                t.add("prompt", words::your_follow(&p.reading.combo, p.seat));
            }
        }
        _ => {}
    }
    // Two cards of different ranks, or a lone card where a pair is asked: refused.
    let hand = &view.hand;
    if let (Some(a), Some(b)) = (hand.first(), hand.last()) {
        let wrong = Action::Play {
            cards: vec![*a, *b],
            as_combo: None,
        };
        if let Err(e) = view.check_action(&wrong) {
            t.add("refusal", words::guandan_refusal(&e));
        }
    }
    for turn in view
        .trick
        .turns
        .iter()
        .chain(view.history.iter().rev().take(4))
    {
        let line = match turn {
            Turn::Play(p) => words::log_play(p.seat, &words::combo_name(&p.reading.combo)),
            Turn::Pass(seat) => words::log_pass(*seat),
        };
        t.add("log", line);
    }
    for (place, &seat) in view.finished.iter().enumerate() {
        t.add("log", words::log_out(seat, place));
    }
    for x in &view.tribute.paid {
        t.add("tribute", words::paid(x.from, x.to, x.card.face));
    }
    for x in &view.tribute.returned {
        t.add("tribute", words::returned(x.from, x.to, x.card.face));
    }
}

fn guandan_end(r: &guandan::scoring::HandResult, t: &mut Texts) {
    t.add("result", words::finish(r.winners, r.finish.label(), 2));
    t.add("result", words::levels_now(r.levels));
    t.add(
        "result",
        words::next_declarers(r.declarers, r.levels[r.declarers]),
    );
}

fn shengji_texts(m: &Match<shengji::Game>, t: &mut Texts) {
    use shengji::{Action, Phase};
    let view = m.view(0);
    let n = view.rules.players as usize;
    let ranked = m.hint(0);
    let lines = hint_lines::<shengji::Game>(
        &view,
        &ranked,
        |i, n, a| match a {
            Action::Play(cards) | Action::Bury(cards) => Some(sj::hint_line(i, n, cards)),
            _ => None,
        },
        |a| matches!(a, Action::Pass),
    );
    for l in lines {
        t.add("hint", l);
    }
    if let Some(trump) = view.trump {
        t.add("bar", sj::trump_line(trump, view.bid.as_ref(), n, true));
    }
    t.add("bar", sj::dealer_line(view.dealer, n));
    t.add("bar", sj::points_line(&view));
    for seat in 0..n {
        t.add("seat", sj::seat_name(seat, n));
        if seat != 0 {
            t.add("seat", sj::seat_role(seat, &view));
        }
    }
    match view.phase {
        Phase::Burying => t.add("prompt", sj::bury_prompt(view.rules.kitty_size as usize)),
        Phase::Playing => match &view.trick {
            Some(tr) if !tr.plays.is_empty() => {
                t.add("prompt", sj::follow_prompt(tr.size(), tr.suit));
                // The lead's size plus one card: refused.
                let wrong: Vec<Card> = view.hand.iter().take(tr.size() + 1).copied().collect();
                if let Err(e) = view.check_play(&wrong) {
                    t.add("refusal", sj::refusal(&e));
                }
            }
            _ => t.add("prompt", sj::lead_prompt()),
        },
        _ => {}
    }
    if !view.calls.is_empty() {
        t.add("friends", sj::calls_line(&view.calls, &view.friends, n));
    }
    if let Some(tr) = view.tricks.last() {
        let kept = view.declarers.get(tr.winner) == Some(&true);
        t.add("trick", sj::trick_to(tr.winner, n, tr.points(), kept));
        t.add("trick", sj::trick_to(tr.winner, n, tr.points(), !kept));
    }
    for f in &view.failed_throws {
        t.add("throw", sj::failed_throw(f, n));
    }
}

fn shengji_end(r: &shengji::RoundResult, n: usize, t: &mut Texts) {
    t.add("result", sj::outcome_line(r, n));
    t.add("result", sj::attackers_total(r));
    t.add("result", sj::kitty_line(r.kitty_points, r.kitty_multiplier));
    t.add("result", sj::next_dealer(r.next_dealer, n));
}

/// Plays `m` (the reader at seat 0, who takes the hint's first choice) until its first hand
/// ends, reading the texts at each of the reader's decisions and at the end.
fn play_first_hand<G: Remote>(
    mut m: Match<G>,
    texts: impl Fn(&Match<G>, &mut Texts),
    end: impl Fn(&G::Event, &mut Texts) -> bool,
) -> Texts {
    let mut t = Texts::default();
    for _ in 0..5_000 {
        match m.waiting() {
            Waiting::Human(seat) => {
                texts(&m, &mut t);
                let action = m.hint(seat).into_iter().next().expect("an action");
                m.act(seat, action).expect("the hint is legal");
            }
            Waiting::Ai(_) => {
                m.step().expect("the computer plays");
            }
            Waiting::NextHand | Waiting::Over => break,
        }
        if m.log().iter().any(|e| end(&e.event, &mut Texts::default())) {
            break;
        }
    }
    let ended = m.log().iter().rev().find_map(|e| {
        let mut r = Texts::default();
        end(&e.event, &mut r).then_some(r)
    });
    t.0.extend(ended.expect("the hand ended").0);
    t
}

fn players(n: usize) -> Vec<Player> {
    (0..n)
        .map(|s| match s {
            0 => Player::Human,
            s => Player::Ai(AgentSpec::new(AgentKind::Normal, s as u64)),
        })
        .collect()
}

/// Joker names and every hint reason, which a short hand may not reach.
fn every_reason(t: &mut Texts) {
    use cardtable::agents::Why;
    for f in [Face::Joker(Joker::Big), Face::Joker(Joker::Small)] {
        t.add("joker", words::face_label(f));
    }
    let all = [
        Why::GoesOut,
        Why::PartnerWinning,
        Why::KeepsBomb,
        Why::StopsOpponent,
        Why::FeedsPartner,
        Why::Cheapest,
        Why::LeadsWeak,
        Why::SureWinner,
        Why::OnlyBombs,
        Why::SavesStrength,
        Why::TakesControl,
        Why::AddsPoints,
        Why::Ruffs,
        Why::KeepsPoints,
        Why::Forced,
        Why::LeastUseful,
        Why::MakesVoids,
        Why::StrongestTrump,
        Why::BuriesWeak,
        Why::CallsFriends,
    ];
    for w in all {
        t.add("reason", words::why(w));
    }
}

#[test]
fn every_text_of_seeded_hands_is_in_the_pages_language() {
    for lang in Lang::ALL {
        set_lang(lang);
        for players_at in [4, 5] {
            seat_as(Seating {
                me: 0,
                seats: players_at,
                ..Seating::default()
            });
            let (rules, seeds) = if players_at == 4 {
                (shengji::Rules::classic(), [3, 21])
            } else {
                (shengji::Rules::named("zhao-pengyou-5").unwrap(), [5, 8])
            };
            for seed in seeds {
                let game = shengji::Game::new(rules.clone(), seed).unwrap();
                let m = Match::new(game, players(players_at));
                let t = play_first_hand(m, shengji_texts, |e, t| match e {
                    shengji::Event::RoundOver(r) => {
                        shengji_end(r, players_at, t);
                        true
                    }
                    _ => false,
                });
                assert!(t.0.iter().filter(|(w, _)| w == "hint").count() > 5);
                t.check(lang);
            }
        }
        seat_as(Seating {
            me: 0,
            seats: 4,
            ..Seating::default()
        });
        for seed in [5, 48] {
            for rules in [guandan::Rules::pagat(), guandan::Rules::china()] {
                let game = guandan::Game::new(rules, seed).unwrap();
                let t = play_first_hand(
                    Match::new(game, players(4)),
                    guandan_texts,
                    |e, t| match e {
                        guandan::Event::HandEnded(r) => {
                            guandan_end(r, t);
                            true
                        }
                        _ => false,
                    },
                );
                assert!(t.0.iter().filter(|(w, _)| w == "hint").count() > 5);
                t.check(lang);
            }
        }
        let mut t = Texts::default();
        every_reason(&mut t);
        t.check(lang);
    }
    set_lang(Lang::En);
}

/// The scan itself: it finds a word of another language.
#[test]
fn the_scan_finds_a_foreign_word() {
    assert_eq!(foreign(Lang::Zh, "Hint 1/5: 5♦").as_deref(), Some("Hint"));
    assert_eq!(
        foreign(Lang::Zh, "提示 1/19：3♥ small joker：不给对方送分").as_deref(),
        Some("small")
    );
    assert_eq!(foreign(Lang::Zh, "提示 1/5：对 K"), None);
    assert_eq!(foreign(Lang::Zh, "钢板 JJJ QQQ"), None);
    assert_eq!(foreign(Lang::En, "Ana: 头游 1st"), None);
    assert_eq!(foreign(Lang::En, "小王"), Some("小".to_string()));
    assert_eq!(foreign(Lang::Fr, "Hint 1/5 : 5♦").as_deref(), Some("Hint"));
    // Used by the sweep above through `TableGame`.
    let _ = <guandan::Game as TableGame>::legal_actions;
}
