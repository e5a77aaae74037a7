//! The Sheng Ji table for 4 to 12 players: the human at the bottom, the others around the table
//! counter-clockwise, the draw with bids, the kitty, friend calls, trick play and scoring. It
//! renders the driver's state through the human seat's view and forwards clicks; the engine
//! decides every rule.

mod controls;
mod panels;
mod replay;
pub(super) mod settings;
pub mod state;
mod study;

/// How a position of this game is drawn in a replay (also of a record opened from elsewhere).
pub use replay::position as replay_position;
mod tracker;

use crate::ui::msg::TableMsg;
use crate::ui::review::shengji_look_back;
use crate::ui::table::{Pause, around, boot, use_booted, use_table};
use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use super::card::CardFace;
use super::core::{Panel, players};
use super::hand::{Hand, Layout};
use super::ladder::{Ladder, Rung};
use super::motion::use_motion;
use super::pacing::{AfterPaint, after_paint};
use super::prefs::{self, Prefs};
use super::seat::{Mark, Seat, Shown};
use super::strings::{self, shengji as sj};
use crate::agents::shengji::bury::friend_calls;
use crate::cards::{Card, Face, Rank};
use crate::driver::Waiting;
use crate::launch::{GameKind, Speed};
use crate::shengji::order::points;
use crate::shengji::rules::Teams;
use crate::shengji::{Game, Phase, Rules, SeatView};

use controls::Controls;
use panels::{CallDialog, LastTrick, RoundOver};
use settings::{PREFS_KEY, Settings, rules_for};
use state::{Msg, SAVE_KEY, Table, automatic, new_match};

pub use super::core::TableProps as ShengjiProps;

/// `data-phase` of the table.
fn phase_slug(phase: Phase, waiting: Waiting) -> &'static str {
    match (phase, waiting) {
        (_, Waiting::NextHand) | (Phase::RoundOver, _) => "round-over",
        (Phase::MatchOver, _) | (_, Waiting::Over) => "match-over",
        (Phase::Drawing | Phase::Declaring, _) => "drawing",
        (Phase::Burying, _) => "bury",
        (Phase::CallingFriends, _) => "call",
        (Phase::Playing, _) => "play",
    }
}

/// The hand in rows: trumps first, then each plain suit (the engine's order).
fn rows(view: &SeatView) -> Vec<Vec<Card>> {
    let order = view.order();
    let mut out: Vec<Vec<Card>> = Vec::new();
    for &c in &view.hand {
        let same = out
            .last()
            .and_then(|g| g.first())
            .is_some_and(|f| order.esuit(f.face) == order.esuit(c.face));
        match out.last_mut() {
            Some(g) if same => g.push(c),
            _ => out.push(vec![c]),
        }
    }
    out
}

/// The point cards the opponents have taken in this round's tricks.
fn taken_points(view: &SeatView) -> Vec<Face> {
    view.tricks
        .iter()
        .filter(|t| !view.declarers.get(t.winner).copied().unwrap_or(false))
        .flat_map(|t| t.plays.iter().flat_map(|p| p.cards.iter()))
        .map(|c| c.face)
        .filter(|f| points(*f) > 0)
        .collect()
}

fn prompt(view: &SeatView, waiting: Waiting, auto: bool) -> String {
    let n = view.rules.players as usize;
    match (view.phase, waiting) {
        // The draw deals on (the human's draws are automatic): only the last bids wait.
        (Phase::Declaring, Waiting::Human(_)) if !auto => t!("sj-last-bids"),
        (Phase::Drawing | Phase::Declaring, _) => match &view.bid {
            Some(b) => sj::bid_made(b, n),
            None => t!("sj-drawing"),
        },
        (Phase::Burying, Waiting::Human(_)) => sj::bury_prompt(view.rules.kitty_size as usize),
        (Phase::Burying, _) => sj::buries(view.dealer.unwrap_or(0), n),
        (Phase::CallingFriends, Waiting::Human(_)) => sj::call_prompt(view.rules.friend_calls()),
        (Phase::CallingFriends, _) => sj::calling(view.dealer.unwrap_or(0), n),
        (Phase::Playing, Waiting::Human(_)) => match &view.trick {
            None => sj::lead_prompt(),
            Some(t) => sj::follow_prompt(t.size(), t.suit),
        },
        (_, Waiting::Ai(s)) => sj::thinking(s, n),
        _ => String::new(),
    }
}

/// The bar's score: each team's level at its side (fixed teams of four; else the player's own
/// level), the trump and the dealer between them, and the points as a running total that opens
/// the point cards taken (so the bar never grows as points are won). Each has a short form for
/// narrow bars; only the teams' names give way (an ellipsis) when room is short.
fn scoreboard(view: &SeatView) -> Html {
    let n = view.rules.players as usize;
    let settled = view.trump.is_some();
    let trump = view.order().trump();
    let fixed = view.rules.teams == Teams::Fixed && n == 4;
    // With fixed teams, seats 0 and 1 hold their teams' levels.
    let team_levels = || view.levels.iter().copied().take(2).enumerate();
    let dealing = |t: usize| view.dealer.is_some_and(|d| d % 2 == t);
    let team = |t: usize, name: String, level: Rank, declaring: bool| {
        html! {
            <div class={classes!("team", declaring.then_some("declaring"))} data-team={t.to_string()}>
                <span class="team-name">{ name }</span>
                <span class="team-level" data-level={level.code()}>{ level.code() }</span>
            </div>
        }
    };
    let sides: Vec<Html> = if fixed {
        team_levels()
            .map(|(t, level)| team(t, strings::team_name(t), level, dealing(t)))
            .collect()
    } else {
        let own = view.levels.get(view.seat).copied();
        let declaring = view.declarers.get(view.seat).copied().unwrap_or(false);
        own.map(|level| team(0, sj::seat_name(view.seat, n).to_string(), level, declaring))
            .into_iter()
            .collect()
    };
    let mut sides = sides.into_iter();
    let taken = taken_points(view);
    let ladder = (view.rules.teams == Teams::Fixed).then(|| {
        let sides = team_levels()
            .map(|(t, level)| Rung {
                name: strings::team_name(t).to_string(),
                level,
                declaring: dealing(t),
                tries: None,
            })
            .collect::<Vec<_>>();
        html! { <Ladder {sides} /> }
    });
    let rank = trump.rank.code();
    let short_trump = match trump.suit {
        Some(s) => format!("{rank}{}", s.symbol()),
        None if settled => t!("sj-trump-short-none", rank = rank),
        None => rank.to_string(),
    };
    // The dealer's badge as on its seat's plate (庄), and the seat.
    let dealer_short = html! { <>
        <span class="badge dealer">{ crate::i18n::beside("庄").map_or_else(|| t!("sj-dealer-mark"), str::to_string) }</span>
        { " " }{ view.dealer.map_or("–".to_string(), |d| sj::seat_name(d, n).to_string()) }
    </> };
    let points = t!(
        "points-total",
        points = format!("{}/{}", view.opponents_points, view.rules.threshold())
    );
    html! {
        <div class={classes!("scoreboard", "sj-score", fixed.then_some("teams"))} aria-label={t!("score")}>
            { for ladder }
            { for sides.next() }
            <div class="round">
                <span class="trump" data-trump={trump.suit.map_or("none".to_string(), |s| s.code().to_string())}>
                    <span class="long">{ sj::trump_line(trump, view.bid.as_ref(), n, settled) }</span>
                    <span class="short" aria-hidden="true">{ short_trump }</span>
                </span>
                <span class="dealer" data-dealer={view.dealer.map(|d| d.to_string())}>
                    <span class="long">{ sj::dealer_line(view.dealer, n) }</span>
                    <span class="short" aria-hidden="true">{ dealer_short }</span>
                </span>
            </div>
            { for sides.next() }
            <details class="points" data-points={view.opponents_points.to_string()}>
                <summary aria-label={sj::points_line(view)}>
                    <span class="long">{ sj::points_line(view) }</span>
                    <span class="short" aria-hidden="true">{ points }</span>
                </summary>
                <p class="taken">{ if taken.is_empty() { "—".to_string() } else { sj::point_cards(&taken) } }</p>
            </details>
        </div>
    }
}

/// The centre of the felt: the draw, the bids, the kitty turned up, friends, a failed throw.
fn centre(view: &SeatView) -> Html {
    let n = view.rules.players as usize;
    let mut lines: Vec<Html> = Vec::new();
    if matches!(view.phase, Phase::Drawing | Phase::Declaring) {
        lines.push(html! { <p class="stock" data-stock={view.cards_to_draw.to_string()}>{ sj::to_draw(view.cards_to_draw) }</p> });
        if let Some(b) = &view.bid {
            lines.push(html! {
                <div class="bid-shown">
                    { for b.cards.iter().map(|c| html! { <CardFace face={c.face} class="small" /> }) }
                    <p>{ sj::bid_made(b, n) }</p>
                </div>
            });
        }
    }
    if !view.kitty_flips.is_empty() && view.tricks.is_empty() && view.trick.is_none() {
        lines.push(html! { <p>{ sj::kitty_flips(&view.kitty_flips) }</p> });
    }
    if !view.calls.is_empty() {
        lines.push(
            html! { <p class="friends">{ sj::calls_line(&view.calls, &view.friends, n) }</p> },
        );
    }
    if let (Some(f), Some(t)) = (view.failed_throws.last(), view.trick.as_ref())
        && t.plays
            .first()
            .is_some_and(|p| p.seat == f.seat && p.cards == f.forced)
    {
        lines.push(html! { <p class="failed-throw" role="alert">{ sj::failed_throw(f, n) }</p> });
    }
    if view.trick.is_none()
        && let Some(t) = view.tricks.last()
        && view.phase == Phase::Playing
    {
        let kept = view.declarers.get(t.winner) == Some(&true);
        lines.push(html! { <p>{ sj::trick_to(t.winner, n, t.points(), kept) }</p> });
    }
    super::table::centre(lines)
}

#[function_component(ShengjiTable)]
pub fn shengji_table(props: &ShengjiProps) -> Html {
    let choices = use_state(|| Prefs::load(PREFS_KEY, Rules::classic(), |r| r.validate().is_ok()));
    let (table, said) = use_booted(props.lesson, (Table::new, Table::of), {
        let (seed, variant) = (props.seed, props.variant.clone());
        let choices = (*choices).clone();
        let company = props.company.clone();
        move || {
            let variant = variant.unwrap_or_else(|| choices.rules.variant());
            let fresh = |seed| new_match(seed, rules_for(&choices.rules, &variant), choices.tiers);
            let players = |g: &Game, seed| {
                let partners = g.rules().teams == Teams::Fixed;
                players(g.rules().players as usize, seed, choices.tiers, partners)
            };
            let fits = |g: &Game| g.rules().variant() == variant;
            boot(seed, company.as_ref(), SAVE_KEY, fresh, players, fits)
        }
    });
    super::lesson::use_lesson_words(table.core.lesson.is_some());
    let speed = props.speed.unwrap_or_else(|| choices.speed());
    let deal_at_once = choices.deal_at_once;

    let view = table.core.view();
    let waiting = table.core.waiting();
    let auto = automatic(&view, table.declined_now(&view));
    let n = view.rules.players as usize;

    // Computer turns are thought out in the worker (see `use_thinking`); the human's automatic
    // steps run here, one per paint. The draw goes at a quick pace (or at once), everything
    // else at the chosen speed.
    let pacer: Rc<RefCell<Option<AfterPaint>>> = use_mut_ref(|| None);
    let holding = table.core.holding();
    let drawing = matches!(view.phase, Phase::Drawing | Phase::Declaring);
    let pace = match (drawing, deal_at_once) {
        (true, true) => 0,
        (true, false) => speed.millis().min(120),
        (false, _) => speed.millis(),
    };
    {
        let dispatcher = table.dispatcher();
        let dealing = deal_at_once && view.phase == Phase::Drawing;
        let quick = speed == Speed::Instant && view.phase == Phase::Drawing;
        let due = match waiting {
            _ if holding => None,
            Waiting::Human(_) if dealing && auto.is_some() => Some(Msg::DealOn),
            Waiting::Human(_) if quick && auto.is_some() => Some(Msg::DrawRound),
            Waiting::Human(_) if auto.is_some() => Some(Msg::Auto),
            _ => None,
        };
        use_effect_with(
            (table.core.progress, speed, deal_at_once, holding),
            move |_| {
                *pacer.borrow_mut() =
                    due.map(|msg| after_paint(pace, move || dispatcher.dispatch(msg)));
            },
        );
    }
    super::table::use_address(
        &table.core,
        GameKind::ShengJi,
        Some(view.rules.variant()),
        props.speed,
    );

    let dispatch = table.dispatcher().to_callback();
    let me = table.core.me;
    // A friend's page whose host left: nobody plays on.
    let gone = table.core.host_gone();
    let mine = table.core.mine() && auto.is_none() && !gone;
    let between = waiting == Waiting::NextHand;
    // A finished trick stays on the table for a moment, then goes to its winner.
    let held = if view.trick.is_none() && holding {
        view.tricks.last().cloned()
    } else {
        None
    };
    // Computer turns are thought out in the worker: their answers come at the draw's pace or
    // the chosen speed, and wait while a finished trick is still on the table.
    let looked = use_table(
        &table.core,
        pace,
        Pause {
            millis: speed.trick_pause(),
            winner: view.tricks.last().map(|t| t.winner),
            keep: false,
        },
        table.dispatcher().to_callback().reform(Msg::Table),
    );
    use_motion(speed.move_millis(), mine && !holding, between && !holding);
    let since = super::moment::use_since(table.core.log().len());
    let moment = state::moment(&view, &table.core.log(), since);
    let turn = table.core.turn();

    let seat_html = |seat: usize, place: &'static str| {
        let name = sj::seat_name(seat, n).to_string();
        let mut marks = Vec::new();
        if view.dealer == Some(seat) {
            marks.push(Mark {
                kind: "dealer".into(),
                zh: crate::i18n::beside("庄"),
                text: t!("sj-dealer-mark"),
            });
        }
        if view.rules.teams == Teams::FindFriends {
            if view.friends.contains(&Some(seat)) && view.dealer != Some(seat) {
                marks.push(Mark {
                    kind: "friend".into(),
                    zh: crate::i18n::beside("友"),
                    text: t!("sj-friend-mark"),
                });
            }
            if let Some(level) = view.levels.get(seat)
                && (view.levels.get(me) != Some(level) || seat == me)
            {
                marks.push(Mark {
                    kind: "level".into(),
                    zh: None,
                    text: sj::level_badge(*level),
                });
            }
        }
        let trick = view.trick.as_ref().or(held.as_ref());
        // While trump is bid for, the bid stands in front of its seat (issue 68).
        let bid = view
            .bid
            .as_ref()
            .filter(|b| b.seat == seat && matches!(view.phase, Phase::Drawing | Phase::Declaring));
        let shown = match (
            bid,
            trick.and_then(|t| t.plays.iter().find(|p| p.seat == seat)),
        ) {
            (Some(b), _) => Shown::Play {
                cards: b.cards.clone(),
                label: t!("sj-bid-chip"),
                stands: Vec::new(),
                emphasis: false,
            },
            (None, Some(p)) => Shown::cards(p.cards.clone()),
            (None, None) => Shown::Nothing,
        };
        let winning = trick.is_some_and(|t| t.winner == seat && t.plays.len() > 1);
        // The draw goes round too fast for a turn marker to mean anything.
        let active = turn == Some(seat)
            && view.phase != Phase::Drawing
            && !between
            && !holding
            && matches!(waiting, Waiting::Ai(_) | Waiting::Human(_));
        marks.extend(table.core.auto_mark(seat));
        // Fixed teams by parity; in Zhao Pengyou the declaring side once it is known.
        let team = match view.rules.teams {
            Teams::Fixed => Some(seat % 2),
            Teams::FindFriends => view.declarers.get(seat).and_then(|&d| d.then_some(0)),
        };
        let count = view.hand_sizes.get(seat).copied();
        let label = strings::seat_label(&name, &sj::seat_role(seat, &view), count);
        html! {
            <Seat {seat} {place} {name} {label} {count} {marks} {team}
                clock={crate::ui::friends::seat_clock(&table.core, seat)}
                {active} {winning} {shown}></Seat>
        }
    };
    let [right, top, left] = super::replay::ring(n);

    let prefs::Handlers {
        new_match: on_new_match,
        change: on_change,
        start: on_start,
        easy: on_easy,
    } = prefs::handlers(PREFS_KEY, &choices, table.rules(), &dispatch, Msg::NewMatch);

    let overlay = match (waiting, view.phase) {
        // A lesson's end is the coach's: no result dialog covers its Continue or its finish.
        _ if holding => None,
        (Waiting::NextHand | Waiting::Over, _) if table.core.lesson.is_some() => None,
        (Waiting::Human(_), Phase::CallingFriends) if table.core.auto => None,
        (Waiting::Over, _) | (_, Phase::MatchOver) => Some(html! {
            { super::review::match_over_dialog(panels::match_over(&view), looked.comparison(None), &on_new_match, &dispatch) }
        }),
        (Waiting::NextHand, _) => view.results.last().cloned().map(|result| {
            let before = view
                .results
                .iter()
                .rev()
                .nth(1)
                .map_or(vec![view.rules.start_level; n], |r| r.levels.clone());
            html! {
                <RoundOver {result} rules={view.rules.clone()} players={n} {before} dispatch={dispatch.clone()} auto={table.core.auto}
                    compare={looked.comparison(table.core.challenge.as_ref().map(|c| &c.first))}
                    challenge={table.core.challenge.is_some()} />
            }
        }),
        (Waiting::Human(_), Phase::CallingFriends) => {
            // The dialog opens on the rule AI's calls (a quick count of the hand, done here).
            let suggested = friend_calls(&view).into_iter().next().unwrap_or_default();
            Some(html! { <CallDialog {suggested} decks={view.rules.decks} dispatch={dispatch.clone()} /> })
        }
        _ => None,
    };
    let panel = match table.core.panel {
        Panel::Log => Some(html! {
            <LastTrick trick={view.tricks.last().cloned()} players={n}
                kept={view.tricks.last().is_some_and(|t| view.declarers.get(t.winner) == Some(&true))}
                dispatch={dispatch.clone()} />
        }),
        Panel::Settings => Some(html! {
            <Settings prefs={(*choices).clone()} {speed} {on_change} {on_start} dispatch={dispatch.clone()} />
        }),
        Panel::Tracker => Some(tracker::panel(&view, &dispatch)),
        p @ (Panel::Replay | Panel::Review) => looked.panel(p, shengji_look_back, &dispatch),
        Panel::Table => None,
    };
    // "Open full screen" carries the match to its new page.
    let resume = super::records::resume_link::<Game>(table.core.local());
    let failure = super::form::failure_dialog(table.core.failure.clone(), &on_new_match, &resume);
    let on_toggle = dispatch.reform(|c| Msg::Table(TableMsg::Toggle(c)));
    let marked = match (view.phase, &view.kitty) {
        (Phase::Burying, Some(k)) => k.clone(),
        _ => Vec::new(),
    };
    let bids = if matches!(view.phase, Phase::Drawing | Phase::Declaring) {
        view.bid_options.clone()
    } else {
        Vec::new()
    };
    let variant = view.rules.variant();
    let around = around(&table.core, &dispatch, on_easy, said, &props.on_home);
    let auto_toggle = around.auto.clone();
    html! {
        <div class={classes!("table", "game-table", "sj", table.core.lesson.is_some().then_some("lesson"))} data-phase={phase_slug(view.phase, waiting)}
            data-turn={turn.map_or("none".to_string(), |s| s.to_string())}
            data-round={view.round.to_string()} data-tricks={view.tricks.len().to_string()}
            data-players={n.to_string()} data-moves={table.core.log().len().to_string()}
            data-hinting={table.core.hint_asked.then_some("true")}
            data-hint-pass={table.core.hint_pass.then_some("true")}>
            { super::toolbar::top_bar(super::toolbar::Bar {
                game: GameKind::ShengJi,
                variant: Some(sj::variant_name(&variant)),
                scoreboard: scoreboard(&view),
                log: ("last-trick", t!("sj-last-trick")),
                open: dispatch.reform(|p| Msg::Table(TableMsg::Open(p))),
                on_home: &props.on_home,
                company: props.company.as_ref(),
                sj_rules: Some(view.rules.clone()),
                resume: resume.clone(),
            }) }
            { around.notices }
            <div class={classes!("felt", "ring", (n > 4).then_some("crowded"), holding.then_some("holding"))}
                style={format!("--top: {}", top.len())} data-held={holding.then_some("true")} onclick={around.on_felt}>
                { super::friends::turn_clock(&table.core) }
                <div class="side left">{ for left.iter().map(|&s| seat_html((s + me) % n, "ring")) }</div>
                <div class="top">{ for top.iter().map(|&s| seat_html((s + me) % n, "ring")) }</div>
                <div class="side right">{ for right.iter().map(|&s| seat_html((s + me) % n, "ring")) }</div>
                { centre(&view) }
                { seat_html(me, "south") }
                <super::moment::Banner {moment} />
            </div>
            <Controls phase={view.phase} my_turn={mine} {bids}
                selected={table.core.selected.len()} kitty={view.rules.kitty_size as usize}
                can_play={mine && view.phase == Phase::Playing && !table.core.selected.is_empty()
                    && view.check_play(&table.core.selected).is_ok()}
                misdeal={view.rules.misdeal && view.phase == Phase::Burying}
                line={table.core.line(auto_toggle.clone(), || prompt(&view, waiting, auto.is_some()))}
                dispatch={dispatch.clone()} />
            if !between || holding {
                <Hand groups={rows(&view)} layout={Layout::Rows} selected={table.core.selected.clone()}
                    {marked} {on_toggle} label={strings::your_hand(view.hand.len())} />
            }
            { for overlay }
            { for panel }
            { for failure }
        </div>
    }
}

// The table in a piece of its own: a visit that plays the other game never fetches it (issue 48).
crate::ui::piece::piece!(shengji: fn table_screen(p: ShengjiProps) => html! { <ShengjiTable ..p /> });
