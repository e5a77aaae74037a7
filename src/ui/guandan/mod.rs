//! The Guan Dan table: four seats (the human at the bottom, the partner opposite, turns
//! counter-clockwise), the hand, the buttons and the panels. It renders the driver's state
//! through the human seat's view and forwards clicks; the engine decides every rule.

mod chooser;
mod controls;
mod felt;
mod log;
mod replay;
mod result;
mod settings;
pub mod state;
mod study;

/// How a position of this game is drawn in a replay (also of a record opened from elsewhere).
pub use replay::position as replay_position;
mod tracker;

use crate::ui::msg::TableMsg;
use crate::ui::review::guandan_look_back;
use crate::ui::table::{Pause, around, boot, use_booted, use_table};
use yew::prelude::*;

use super::card::CardFace;
use super::hand::{Hand, Layout};
use super::ladder::{Ladder, Rung};
use super::motion::use_motion;
use super::prefs::{self, Prefs};
use super::strings;
use crate::cards::{Card, Face, Rank, Suit};
use crate::driver::Waiting;
use crate::guandan::game::Turn;
use crate::guandan::level::wild_face;
use crate::guandan::scoring::Finish;
use crate::guandan::{Action, Event, Game, Pending, Rules, SeatView};
use crate::launch::GameKind;

use super::seat::{Mark, Seat, Shown};
use chooser::Chooser;
use controls::Controls;
use felt::{finished_trick, shown};
use log::Log;
use result::HandOver;
use state::{Msg, SAVE_KEY, Sort, Table, new_match, players};

use super::core::{CardTable, Panel};

/// Where the settings are kept.
const PREFS_KEY: &str = "cardtable.guandan.settings";

pub use super::core::TableProps as GuandanProps;

/// What the table needs to know about Guan Dan actions.
impl CardTable for Game {
    fn chosen_cards(action: &Action) -> Option<Vec<Card>> {
        match action {
            Action::Play { cards, .. } => Some(cards.clone()),
            Action::PayTribute { card } | Action::ReturnTribute { card } => Some(vec![*card]),
            _ => None,
        }
    }

    fn is_pass(action: &Action) -> bool {
        matches!(action, Action::Pass)
    }

    fn hint_line(i: usize, n: usize, action: &Action) -> Option<String> {
        match action {
            Action::Play {
                as_combo: Some(c), ..
            } => Some(strings::hint_line(i, n, c)),
            _ => None,
        }
    }

    fn why_not(view: &SeatView, cards: &[Card]) -> Option<String> {
        // A tribute or return card the rules refuse (the received card itself, under Pagat).
        if let &[card] = cards
            && let Some(action) = giving(view, card)
            && view.pending.seat() == Some(view.seat)
        {
            return view
                .check_action(&action)
                .err()
                .map(|e| strings::guandan_refusal(&e));
        }
        let playing = matches!(view.pending, Pending::Play { seat, .. } if seat == view.seat);
        if !playing || cards.is_empty() || !view.playable_readings(cards).is_empty() {
            return None;
        }
        let play = Action::Play {
            cards: cards.to_vec(),
            as_combo: None,
        };
        view.check_action(&play)
            .err()
            .map(|e| strings::guandan_refusal(&e))
    }

    fn settles(event: &Event) -> bool {
        matches!(event, Event::TrickWon { .. } | Event::HandEnded(_))
    }

    fn refusal(error: &crate::guandan::GuandanError) -> String {
        strings::guandan_refusal(error)
    }
    fn turned(&self) -> Option<Game> {
        Game::turned(self)
    }

    fn standing(&self) -> super::core::About {
        let [mine, other] = self.levels();
        super::core::About {
            rules: crate::json::to_string(self.rules()).unwrap_or_default(),
            hand: self.hand_number(),
            level: mine,
            other: Some(other),
            at: 0.0,
        }
    }
}

/// The rules preset in force: "pagat", "china" or "custom" (`data-preset`).
fn preset_slug(rules: &Rules) -> &'static str {
    if *rules == Rules::pagat() {
        "pagat"
    } else if *rules == Rules::china() {
        "china"
    } else {
        "custom"
    }
}

/// The rules in force, named on the felt; a tap shows what they change against the other
/// preset.
fn rules_chip(rules: &Rules) -> Html {
    let (name, differs) = match preset_slug(rules) {
        "china" => (t!("rules-in-force-china"), Some(t!("rules-differ-china"))),
        "pagat" => (t!("rules-in-force-pagat"), Some(t!("rules-differ-pagat"))),
        _ => (t!("rules-in-force-custom"), None),
    };
    html! {
        <details class="rules-chip" data-action="rules-in-force">
            <summary>{ name }</summary>
            <div class="rules-differ">
                <p class="title">{ t!("rules-differ-title") }</p>
                <p class="lines">{ differs.unwrap_or_else(|| t!("rules-in-force-custom")) }</p>
            </div>
        </details>
    }
}

/// `data-phase` of the table.
fn phase(waiting: Waiting, pending: &Pending) -> &'static str {
    match (waiting, pending) {
        (Waiting::NextHand, _) => "hand-over",
        (Waiting::Over, _) | (_, Pending::MatchOver { .. }) => "match-over",
        (_, Pending::PayTribute { .. }) => "tribute",
        (_, Pending::TakeTribute { .. }) => "take-tribute",
        (_, Pending::ReturnTribute { .. }) => "return",
        (_, Pending::ChooseLeader { .. }) => "choose-leader",
        (_, Pending::Play { .. }) => "play",
    }
}

/// The cards the human received in this hand's tribute, marked in the hand until the first
/// play.
fn received(view: &SeatView) -> Vec<Card> {
    if !view.history.is_empty() {
        return Vec::new();
    }
    let t = &view.tribute;
    t.paid
        .iter()
        .chain(t.returned.iter())
        .filter(|x| x.to == view.seat)
        .map(|x| x.card)
        .collect()
}

/// The hand in groups: same-rank columns (level order), or one row per suit (natural order).
fn groups(hand: &[Card], sort: Sort) -> Vec<Vec<Card>> {
    match sort {
        Sort::Rank => {
            let mut out: Vec<Vec<Card>> = Vec::new();
            for &c in hand {
                let same =
                    out.last()
                        .and_then(|g| g.first())
                        .is_some_and(|f| match (f.face, c.face) {
                            (Face::Joker(a), Face::Joker(b)) => a == b,
                            (a, b) => a.rank().is_some() && a.rank() == b.rank(),
                        });
                match out.last_mut() {
                    Some(g) if same => g.push(c),
                    _ => out.push(vec![c]),
                }
            }
            out
        }
        Sort::Suit => {
            let jokers: Vec<Card> = hand.iter().copied().filter(|c| c.face.is_joker()).collect();
            let mut rows = vec![jokers];
            for suit in Suit::ALL {
                let mut row: Vec<Card> = hand
                    .iter()
                    .copied()
                    .filter(|c| c.suit() == Some(suit))
                    .collect();
                crate::cards::sort::sort_by_key(&mut row, |c| {
                    std::cmp::Reverse((c.rank().map_or(0, |r| r.value()), c.pack))
                });
                rows.push(row);
            }
            rows
        }
    }
}

/// The cards the human may choose in a tribute phase (every copy of an allowed face); `None`
/// also for a return where the rules allow any card but the one received (see [`open_return`]).
fn allowed(view: &SeatView, mine: bool) -> Option<Vec<Card>> {
    if open_return(view) {
        return None;
    }
    if !mine
        || !matches!(
            view.pending,
            Pending::PayTribute { .. } | Pending::ReturnTribute { .. }
        )
    {
        return None;
    }
    let faces = tribute_faces(view);
    Some(
        view.hand
            .iter()
            .copied()
            .filter(|c| faces.contains(&c.face))
            .collect(),
    )
}

/// The faces the human may give in a tribute phase (a payment or a return), as the engine
/// allows them.
fn tribute_faces(view: &SeatView) -> Vec<Face> {
    view.legal_actions()
        .iter()
        .filter_map(|a| match a {
            Action::PayTribute { card } | Action::ReturnTribute { card } => Some(card.face),
            _ => None,
        })
        .collect()
}

/// A return where the rules allow any card but the one received (Pagat): nothing to point out.
fn open_return(view: &SeatView) -> bool {
    let Pending::ReturnTribute { received, .. } = view.pending else {
        return false;
    };
    let faces = tribute_faces(view);
    view.hand
        .iter()
        .all(|c| c.face == received.face || faces.contains(&c.face))
}

/// The action that gives `card` in the tribute phase the view is in (a payment, a return).
fn giving(view: &SeatView, card: Card) -> Option<Action> {
    match view.pending {
        Pending::PayTribute { .. } => Some(Action::PayTribute { card }),
        Pending::ReturnTribute { .. } => Some(Action::ReturnTribute { card }),
        _ => None,
    }
}

/// Whether `selected` is one card the engine takes now as the tribute or the return.
fn can_give(view: &SeatView, selected: &[Card]) -> bool {
    let &[card] = selected else { return false };
    giving(view, card).is_some_and(|a| view.check_action(&a).is_ok())
}

fn prompt(view: &SeatView, waiting: Waiting) -> String {
    match (waiting, &view.pending) {
        (Waiting::Ai(seat), _) => strings::waiting_for(seat),
        (Waiting::Human(_), Pending::Play { leading: true, .. }) => strings::your_lead(),
        (Waiting::Human(_), Pending::Play { .. }) if !view.can_beat() => t!("nothing-beats"),
        (Waiting::Human(_), Pending::Play { .. }) => match &view.trick.last {
            Some(p) => strings::your_follow(&p.reading.combo, p.seat),
            None => strings::your_lead(),
        },
        (Waiting::Human(_), Pending::PayTribute { to, .. }) => strings::pay_prompt(*to, view.level),
        (Waiting::Human(_), Pending::TakeTribute { .. }) => strings::take_prompt(
            &view
                .tribute
                .unassigned
                .first()
                .map_or(String::new(), |(_, c)| c.face.label()),
        ),
        (Waiting::Human(_), Pending::ReturnTribute { to, received, .. }) => {
            strings::return_prompt(*to, received.face, open_return(view))
        }
        (Waiting::Human(_), Pending::ChooseLeader { .. }) => strings::choose_leader_prompt(),
        _ => String::new(),
    }
}

/// Levels, declarers, the level card and tries at A: the hand's own (`view`: between hands,
/// the one that ended) with the teams' standing now (`now`: the levels the result announces).
fn scoreboard(hand: &SeatView, now: &SeatView) -> Html {
    let view = now;
    let team = |t: usize, level: Rank| {
        let declares = view.declarers == Some(t);
        html! {
            <div class={classes!("team", declares.then_some("declaring"))} data-team={t.to_string()}>
                <span class="team-name">{ strings::team_name(t) }</span>
                <span class="team-level" data-level={level.code()}>{ level.code() }</span>
                if declares { <span class="declarer-mark">{ t!("declarers") }</span> }
            </div>
        }
    };
    // Each team with its level and failed tries at the top level.
    let teams = || view.levels.into_iter().zip(view.top_failures).enumerate();
    let at_top = |level: Rank| level == view.rules.target_level;
    let attempts = teams().filter(|&(_, (level, _))| at_top(level)).map(|(t, (_, fails))| {
        html! { <span class="attempts">{ strings::a_attempts(t, fails, view.rules.a_fail_limit) }</span> }
    });
    let sides = teams()
        .map(|(t, (level, fails))| Rung {
            name: strings::team_name(t).to_string(),
            level,
            declaring: view.declarers == Some(t),
            tries: at_top(level).then(|| match view.rules.a_fail_limit {
                Some(l) => format!("{fails}/{l}"),
                None => fails.to_string(),
            }),
        })
        .collect::<Vec<_>>();
    let [level0, level1] = view.levels;
    html! {
        <div class="scoreboard" aria-label={t!("score")}>
            <Ladder {sides} />
            { team(0, level0) }
            <div class="hand-level">
                <span class="level">{ strings::level_label(hand.level) }</span>
                <span class="detail">{ format!("{} · {}", strings::wild_label(hand.level), strings::hand_number(hand.hand_number)) }</span>
                { for attempts }
            </div>
            { team(1, level1) }
        </div>
    }
}

/// A tribute or a return in the centre: the card, which travels from the giver's seat to the
/// taker's (see `motion`), and its line.
fn transfer(from: usize, to: Option<usize>, card: Card, text: String) -> Html {
    let travel = format!(
        "{from}>{}",
        to.map_or("centre".to_string(), |t| t.to_string())
    );
    html! {
        <div class="transfer" data-travel={travel}>
            <CardFace face={card.face} id={card.full_code()} class="small" />
            <p>{ text }</p>
        </div>
    }
}

/// The centre of the felt: the face-up card of hand 1, the tribute of later hands; both only
/// until the first play (then the centre is the trick's, and the log keeps them).
fn centre(view: &SeatView) -> Html {
    let early = view.history.is_empty();
    let mut lines: Vec<Html> = Vec::new();
    if let Some(f) = view.face_up.as_ref().filter(|_| early) {
        lines.push(html! {
            <div class="face-up">
                <CardFace face={f.card.face} class="small" />
                <p>{ strings::face_up(f.card, f.seat) }</p>
            </div>
        });
    }
    let t = &view.tribute;
    if view.hand_number > 1 && early {
        if !t.resisted.is_empty() {
            lines.push(html! {
                <div class="resisted">
                    { for t.resisted.iter().map(|(_, c)| html! { <CardFace face={c.face} class="small" /> }) }
                    <p>{ strings::resisted(&t.resisted) }</p>
                </div>
            });
        }
        for (from, card) in &t.unassigned {
            lines.push(transfer(
                *from,
                None,
                *card,
                strings::paid_waiting(*from, card.face),
            ));
        }
        for p in &t.paid {
            lines.push(transfer(
                p.from,
                Some(p.to),
                p.card,
                strings::paid(p.from, p.to, p.card.face),
            ));
        }
        for r in &t.returned {
            lines.push(transfer(
                r.from,
                Some(r.to),
                r.card,
                strings::returned(r.from, r.to, r.card.face),
            ));
        }
        if let Some(l) = t.leader {
            lines.push(html! { <p class="leader">{ strings::lead_by(l) }</p> });
        }
    }
    super::table::centre(lines)
}

#[function_component(GuandanTable)]
pub fn guandan_table(props: &GuandanProps) -> Html {
    let settings = use_state(|| Prefs::load(PREFS_KEY, Rules::default(), |r| r.validate().is_ok()));
    let (table, said) = use_booted(props.lesson, (Table::new, Table::of), {
        let (seed, rules, tiers) = (props.seed, settings.rules.clone(), settings.tiers);
        let company = props.company.clone();
        move || {
            let fresh = |seed| new_match(seed, rules.clone(), tiers);
            let players = |_: &Game, seed| players(4, seed, tiers, true);
            let fits = |g: &Game| g.rules() == &rules;
            boot(seed, company.as_ref(), SAVE_KEY, fresh, players, fits)
        }
    });
    super::lesson::use_lesson_words(table.core.lesson.is_some());
    let speed = props.speed.unwrap_or_else(|| settings.speed());
    let holding = table.core.holding();

    let waiting = table.core.waiting();
    let between = waiting == Waiting::NextHand;
    let finished = finished_trick(&table.core.log(), between);
    // Computer turns (and the hint) are thought out in the worker; answers show at the pace
    // of the speed setting, and wait while a finished trick is still on the table.
    let looked = use_table(
        &table.core,
        speed.millis(),
        Pause {
            millis: speed.trick_pause(),
            winner: finished.as_ref().and_then(|f| f.winner),
            keep: true,
        },
        table.dispatcher().to_callback().reform(Msg::Table),
    );
    super::table::use_address(&table.core, GameKind::GuanDan, None, props.speed);
    let learning = table.core.lesson.is_some();

    let dispatch = table.dispatcher().to_callback();
    // Between hands the match has dealt the next one already: the felt shows the hand that
    // ended (its last play held like a trick's end) until the player goes on; the bar names
    // that hand, with the teams' levels the result dialog announces.
    let live = table.core.view();
    let view = match table.core.ended.as_ref().filter(|_| between) {
        Some((before, from)) => {
            felt::at_end(before, table.core.log().get(*from..).unwrap_or_default())
        }
        None => live.clone(),
    };
    let me = table.core.me;
    // A friend's page whose host left: nobody plays on.
    let gone = table.core.host_gone();
    let mine = waiting == Waiting::Human(me) && !gone;
    let turn = live.to_act().filter(|_| !gone);
    let level = view.level;

    use_motion(speed.move_millis(), mine && !holding, between && !holding);
    let since = super::moment::use_since(table.core.log().len());
    let moment = super::moment::latest(&table.core.log(), since, felt::moment);
    // What the felt shows: the trick being played; a finished trick while it is held; then
    // its winning play, dimmed, until the first new play.
    let current = !view.trick.turns.is_empty() && !between;
    let (turns, winner, dimmed) = match &finished {
        _ if current => (
            view.trick.turns.clone(),
            view.trick.last.as_ref().map(|p| p.seat),
            false,
        ),
        Some(f) if holding => (f.turns.clone(), f.winner, false),
        Some(f) if !between => {
            let winning: Vec<Turn> = f
                .turns
                .iter()
                .filter(|t| matches!(t, Turn::Play(p) if Some(p.seat) == f.winner))
                .cloned()
                .collect();
            (winning, f.winner, true)
        }
        _ => (Vec::new(), None, false),
    };
    let seat_html = |seat: usize, place: &'static str| {
        let name = strings::seat_name(seat).to_string();
        let place_mark = |i: usize| {
            let (zh, en) = strings::place_badge(i);
            vec![Mark {
                kind: format!("place-{}", i + 1),
                zh,
                text: en.to_string(),
            }]
        };
        if between && !holding {
            // The hand that just ended: its finishing places (a 1-2 leaves two unplaced).
            let marks = live
                .last_result
                .as_ref()
                .and_then(|r| {
                    let i = r.order.iter().position(|&s| s == seat)?;
                    (r.finish != Finish::OneTwo || i < 2).then_some(i)
                })
                .map_or(Vec::new(), place_mark);
            let label = strings::seat_label(&name, &strings::seat_role(seat), None);
            return html! {
                <Seat {seat} {place} {name} {label} count={None::<usize>} {marks} active={false} team={Some(seat % 2)}
                    winning={false} shown={Shown::Nothing}></Seat>
            };
        }
        let held = view.card_counts.get(seat).copied().unwrap_or(0);
        let show = view.rules.show_counts || view.must_announce(seat);
        let count = (show && held > 0).then_some(held);
        let unshown = !show && held > 0;
        let mut marks = view
            .finished
            .iter()
            .position(|&s| s == seat)
            .map_or(Vec::new(), place_mark);
        marks.extend(table.core.auto_mark(seat));
        let label = strings::seat_label(&name, &strings::seat_role(seat), count);
        html! {
            <Seat {seat} {place} {name} {label} {count} {unshown} {marks} team={Some(seat % 2)}
                clock={crate::ui::friends::seat_clock(&table.core, seat)}
                active={turn == Some(seat) && !holding && matches!(waiting, Waiting::Ai(_) | Waiting::Human(_))}
                winning={winner == Some(seat) && !dimmed} shown={shown(&turns, seat)} {dimmed}></Seat>
        }
    };

    let on_toggle = dispatch.reform(|c| Msg::Table(TableMsg::Toggle(c)));
    let on_column_tap = dispatch.reform(|(c, column)| Msg::TapColumn(c, column));
    let layout = match table.sort {
        Sort::Rank => Layout::Columns,
        Sort::Suit => Layout::Rows,
    };
    let prefs::Handlers {
        new_match: on_new_match,
        change: on_change,
        start: on_start,
        easy: on_easy,
    } = prefs::handlers(
        PREFS_KEY,
        &settings,
        settings.rules.clone(),
        &dispatch,
        Msg::NewMatch,
    );

    let log = table.core.log();
    // The log shows the hand being played; between hands (the next one is already dealt),
    // the hand that just ended, up to its end.
    let starts: Vec<usize> = log
        .iter()
        .enumerate()
        .filter(|(_, e)| matches!(e.event, Event::HandStarted { .. }))
        .map(|(i, _)| i)
        .collect();
    let (log_from, log_to, log_hand) = match (between, starts.as_slice()) {
        (true, [.., previous, last]) => {
            (Some(*previous), *last, live.hand_number.saturating_sub(1))
        }
        _ => (starts.last().copied(), log.len(), live.hand_number),
    };
    let overlay = match waiting {
        // A lesson's end is the coach's: no result dialog covers its Continue or its finish.
        _ if holding || learning => None,
        Waiting::NextHand => live.last_result.clone().map(|result| {
            // Levels before that hand: the previous result's, or the start level.
            let ended: Vec<_> = log
                .iter()
                .filter_map(|e| match &e.event {
                    Event::HandEnded(r) => Some(r.levels),
                    _ => None,
                })
                .collect();
            let before = ended
                .iter()
                .rev()
                .nth(1)
                .copied()
                .unwrap_or([view.rules.start_level; 2]);
            html! {
                <HandOver {result} hand={live.hand_number.saturating_sub(1)} {before} auto={table.core.auto}
                    next_tribute={live.tribute.clone()} dispatch={dispatch.clone()}
                    compare={looked.comparison(table.core.challenge.as_ref().map(|c| &c.first))}
                    challenge={table.core.challenge.is_some()} />
            }
        }),
        Waiting::Over => Some(html! {
            { super::review::match_over_dialog(result::match_over(&view), looked.comparison(None), &on_new_match, &dispatch) }
        }),
        _ => None,
    };
    let panel = match table.core.panel {
        Panel::Log => {
            let entries = log_from
                .and_then(|i| log.get(i..log_to))
                .map_or(Vec::new(), <[_]>::to_vec);
            Some(html! { <Log {entries} hand={log_hand} dispatch={dispatch.clone()} /> })
        }
        Panel::Settings => Some(html! {
            <settings::Settings prefs={(*settings).clone()} {speed} {on_change} {on_start} dispatch={dispatch.clone()} />
        }),
        Panel::Tracker => Some(tracker::panel(&view, &dispatch)),
        p @ (Panel::Replay | Panel::Review) => looked.panel(p, guandan_look_back, &dispatch),
        Panel::Table => None,
    };
    let chooser = table.chooser.clone().map(|readings| html! {
        <Chooser {readings} cards={table.core.selected.clone()} {level} dispatch={dispatch.clone()} />
    });
    // "Open full screen" carries the match to its new page.
    let resume = super::records::resume_link::<Game>(table.core.local());
    let failure = super::form::failure_dialog(table.core.failure.clone(), &on_new_match, &resume);
    let hand_label = strings::your_hand(view.hand.len());
    let showing_hand = !between || holding;
    let around = around(&table.core, &dispatch, on_easy, said, &props.on_home);
    let auto_toggle = around.auto.clone();
    html! {
        <div class={classes!("table", "game-table", "guandan", learning.then_some("lesson"))} data-phase={phase(waiting, &view.pending)}
            data-preset={preset_slug(&view.rules)}
            data-turn={turn.map_or("none".to_string(), |s| s.to_string())}
            data-hand={view.hand_number.to_string()} data-played={view.history.len().to_string()}
            data-hinting={table.core.hint_asked.then_some("true")}
            data-hint-pass={table.core.hint_pass.then_some("true")}>
            { super::toolbar::top_bar(super::toolbar::Bar {
                game: GameKind::GuanDan,
                variant: None,
                scoreboard: scoreboard(&view, &live),
                log: ("log", t!("log")),
                open: dispatch.reform(|p| Msg::Table(TableMsg::Open(p))),
                on_home: &props.on_home,
                company: props.company.as_ref(),
                sj_rules: None,
                resume: resume.clone(),
            }) }
            { around.notices }
            <div class={classes!("felt", holding.then_some("holding"))} data-held={holding.then_some("true")} onclick={around.on_felt}>
                { rules_chip(&view.rules) }
                { super::friends::turn_clock(&table.core) }
                { seat_html((me + 2) % 4, "north") }
                { seat_html((me + 3) % 4, "west") }
                if !between { { centre(&view) } }
                if holding { <p class="sr-only" role="status">{ t!("tap-to-go-on") }</p> }
                { seat_html((me + 1) % 4, "east") }
                { seat_html(me, "south") }
                <super::moment::Banner {moment} />
            </div>
            <Controls pending={view.pending.clone()} my_turn={mine} line={table.core.line(auto_toggle.clone(), || prompt(&view, waiting))}
                can_play={mine && !table.core.selected.is_empty() && !view.playable_readings(&table.core.selected).is_empty()}
                // A hint that advises passing makes Pass the main button, as 要不起 does.
                beatable={view.can_beat() && !table.core.pass_hinted()} can_give={mine && can_give(&view, &table.core.selected)}
                sort={table.sort} dispatch={dispatch.clone()} />
            if showing_hand {
                <Hand groups={groups(&view.hand, table.sort)} {layout} selected={table.core.selected.clone()}
                    allowed={allowed(&view, mine)} marked={received(&view)} wild={Some(wild_face(level))}
                    {on_toggle} on_column_tap={on_column_tap} label={hand_label} />
            }
            { for chooser }
            { for overlay }
            // A panel opened from the result (the replay) goes over it.
            { for panel }
            { for failure }
        </div>
    }
}

// The table in a piece of its own: a visit that plays the other game never fetches it (issue 48).
crate::ui::piece::piece!(guandan: fn table_screen(p: GuandanProps) => html! { <GuandanTable ..p /> });
