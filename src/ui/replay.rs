//! The replay panel's frame, for both games: step back and forth through a hand's actions
//! (`replay-prev`, `replay-next`, the arrow keys), play it at 1× or 3× (`replay-play`), or
//! jump with the slider (`replay-slider`). Each game draws its own positions (`render`).
//! The root carries `data-panel="replay"`, `data-step` and `data-steps` for tests.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::records::Replayed;
use super::seat::Shown;
use crate::cards::Card;
use crate::driver::Match;
use crate::driver::record::{HandReplay, Recordable, last_hand};

/// Milliseconds between two steps at 1×.
const STEP_MS: u32 = 1000;

#[derive(Properties, PartialEq)]
pub struct ReplayProps {
    /// How many actions the hand has (steps 1..=steps; step 0 is the deal).
    pub steps: usize,
    /// Draws step `k`: the position after `k` actions.
    pub render: Callback<usize, Html>,
    /// Every seat's cards are shown (the hand is over), or only the viewer's.
    pub revealed: bool,
    /// The match's record, to download or share (none for a record opened from elsewhere).
    #[prop_or_default]
    pub exported: Option<super::records::Exported>,
    /// The step shown first.
    #[prop_or_default]
    pub start: usize,
    pub on_close: Callback<()>,
}

#[function_component(Replay)]
pub fn replay(props: &ReplayProps) -> Html {
    let _lang = super::language::use_lang();
    let step = use_state(|| props.start.min(props.steps));
    // Autoplay: the speed (1 or 3) while playing.
    let playing = use_state(|| None::<u32>);
    let steps = props.steps;
    {
        // One timer per shown step while playing; it stops at the end.
        let step = step.clone();
        let playing = playing.clone();
        use_effect_with((*step, *playing), move |&(at, speed)| {
            let timer = speed.map(|x| {
                Timeout::new(STEP_MS / x.max(1), move || {
                    if at < steps {
                        step.set(at + 1);
                    } else {
                        playing.set(None);
                    }
                })
            });
            move || drop(timer)
        });
    }
    let go = |to: isize| {
        let step = step.clone();
        Callback::from(move |_: MouseEvent| {
            step.set((*step as isize + to).clamp(0, steps as isize) as usize)
        })
    };
    let toggle = |speed: u32| {
        let playing = playing.clone();
        let step = step.clone();
        Callback::from(move |_: MouseEvent| {
            if *playing == Some(speed) {
                playing.set(None);
            } else {
                if *step >= steps {
                    step.set(0);
                }
                playing.set(Some(speed));
            }
        })
    };
    let on_slide = {
        let step = step.clone();
        Callback::from(move |e: InputEvent| {
            let value = e.target_unchecked_into::<HtmlInputElement>().value();
            step.set(value.parse::<usize>().unwrap_or(0).min(steps));
        })
    };
    let on_key = {
        let step = step.clone();
        let close = props.on_close.clone();
        Callback::from(move |e: KeyboardEvent| match e.key().as_str() {
            "ArrowLeft" => step.set(step.saturating_sub(1)),
            "ArrowRight" => step.set((*step + 1).min(steps)),
            "Escape" => {
                e.stop_propagation();
                close.emit(())
            }
            _ => {}
        })
    };
    let close = props.on_close.reform(|_: MouseEvent| ());
    let copied = use_state(|| false);
    let export = props.exported.clone().map(|x| {
        let copy = {
            let copied = copied.clone();
            let link = x.link.clone();
            Callback::from(move |_: MouseEvent| {
                if let Some(w) = web_sys::window() {
                    // Fails quietly where the page may not write the clipboard (an iframe):
                    // the link is in the field beside, to copy by hand.
                    let written = w.navigator().clipboard().write_text(&link);
                    let ignore = wasm_bindgen::closure::Closure::<dyn FnMut(wasm_bindgen::JsValue)>::new(|_| {});
                    let _ = written.catch(&ignore);
                    ignore.forget();
                    copied.set(true);
                }
            })
        };
        let select = Callback::from(|e: FocusEvent| {
            e.target_unchecked_into::<HtmlInputElement>().select();
        });
        html! {
            <div class="replay-export">
                <a class="btn" data-action="export" href={x.href} download={x.file_name}>{ t!("export-record") }</a>
                <label class="field" for="record-link">
                    <span>{ t!("record-link") }</span>
                    <input id="record-link" type="text" readonly=true value={x.link} data-action="record-link" onfocus={select} />
                </label>
                <button type="button" class="btn" data-action="copy-link" onclick={copy}>
                    { if *copied { t!("link-copied") } else { t!("copy-link") } }
                </button>
            </div>
        }
    });
    let at = *step;
    html! {
        <div class="dialog replay fit" role="dialog" aria-modal="true" aria-labelledby="replay-title"
            data-panel="replay" data-step={at.to_string()} data-steps={steps.to_string()} onkeydown={on_key}>
            <div class="dialog-head">
                <h2 id="replay-title">{ t!("replay") }</h2>
                if !props.revealed {
                    <p class="small">{ t!("replay-hidden") }</p>
                }
            </div>
            <div class="dialog-body">
                <div class="replay-position">{ props.render.emit(at) }</div>
                { for export }
            </div>
            // The step controls stay in view below the table.
            <div class="dialog-foot">
                <div class="replay-bar">
                    <button type="button" class="btn" data-action="replay-prev" disabled={at == 0}
                        aria-label={t!("replay-prev")} onclick={go(-1)}>{ "◀" }</button>
                    <input type="range" min="0" max={steps.to_string()} value={at.to_string()}
                        data-action="replay-slider" aria-label={t!("replay-slider")} oninput={on_slide} />
                    <button type="button" class="btn" data-action="replay-next" disabled={at >= steps}
                        aria-label={t!("replay-next")} onclick={go(1)}>{ "▶" }</button>
                    <span class="replay-step">{ t!("replay-step", step = at, steps = steps) }</span>
                </div>
                <div class="buttons">
                    <button type="button" class="btn" data-action="replay-play" data-speed="1"
                        aria-pressed={(*playing == Some(1)).to_string()} onclick={toggle(1)}>
                        { if *playing == Some(1) { t!("replay-pause") } else { t!("replay-play", speed = 1) } }
                    </button>
                    <button type="button" class="btn" data-action="replay-play" data-speed="3"
                        aria-pressed={(*playing == Some(3)).to_string()} onclick={toggle(3)}>
                        { if *playing == Some(3) { t!("replay-pause") } else { t!("replay-play", speed = 3) } }
                    </button>
                    <button type="button" class="btn primary" data-action="close" autofocus=true onclick={close}>{ t!("close") }</button>
                </div>
            </div>
        </div>
    }
}

/// The hand to replay and the game now, worked out when the panel opens (and again only when
/// the match moves on).
#[hook]
pub fn use_hand_replay<G: Recordable + 'static>(
    m: Option<&Rc<RefCell<Match<G>>>>,
    open: bool,
    progress: u64,
) -> Replayed<G> {
    let m = m.cloned();
    use_memo((open, progress), move |(open, _)| {
        if !*open {
            return None;
        }
        let m = m.as_ref()?.borrow();
        let (start, actions) = m.history()?;
        let hand = last_hand(start, actions).ok()?;
        let record = crate::driver::record::record(start, actions);
        Some((hand, m.game().clone(), Some(record)))
    })
}

/// How a game draws the position after `k` actions of a hand (the game now beside it).
pub type Draw<G> = fn(&HandReplay<G>, &G, usize) -> Html;

/// The replay panel of `replayed`, each position drawn by `draw`; a match resumed from a save
/// older than records has none, and says so. Every seat's cards show once the hand is over,
/// or always (`reveal_all`: a record opened from elsewhere, seen by no player of it).
pub fn replay_panel<G: Recordable + 'static>(
    replayed: &Replayed<G>,
    draw: Draw<G>,
    reveal_all: bool,
    start: usize,
    on_close: Callback<()>,
) -> Html {
    match replayed.as_ref() {
        Some((hand, _, record)) => {
            let exported = record.as_ref().and_then(super::records::export::<G>);
            let data = replayed.clone();
            let render = Callback::from(move |k: usize| match data.as_ref() {
                Some((hand, live, _)) => draw(hand, live, k),
                None => Html::default(),
            });
            html! {
                <Replay steps={hand.actions.len()} revealed={reveal_all || hand.over} {exported} {start} {render} {on_close} />
            }
        }
        None => html! {
            <div class="dialog replay" role="dialog" aria-modal="true" data-panel="replay" data-steps="0">
                <p>{ t!("replay-none") }</p>
                <button type="button" class="btn" data-action="close"
                    onclick={on_close.reform(|_: MouseEvent| ())}>{ t!("close") }</button>
            </div>
        },
    }
}

/// One seat of a replayed position.
pub struct SeatAt {
    pub seat: usize,
    pub name: String,
    /// Its cards in hand, in display order.
    pub hand: Vec<Card>,
    /// Its cards may be shown (the hand is over, or it is the viewer's seat).
    pub open: bool,
    /// What it put on the table in the trick shown.
    pub shown: Shown,
    /// Its play takes (or took) the trick shown.
    pub winning: bool,
    /// It took the action that led to this position.
    pub acted: bool,
}

/// Where the seats other than the viewer's (seat 0, at the bottom) sit, counter-clockwise
/// from the right: the right side (bottom to top), the top (right to left), the left side
/// (top to bottom), as at the live tables.
pub(super) fn ring(n: usize) -> [Vec<usize>; 3] {
    let others = n.saturating_sub(1);
    let side = others / 3;
    let top = others - 2 * side;
    [
        (1..=side).collect(),
        (side + 1..=side + top).rev().collect(),
        (side + top + 1..=others).collect(),
    ]
}

/// A position of the replay drawn as the table: the action that led there (or the deal) in a
/// line, then the seats around the felt, each with its name, its hand as a small fan (face
/// down where it may not be seen) and its play of the trick in front of it, the trick's
/// winner ringed. With four seats the plays meet in the middle as on the live table.
pub fn table_html(did: Option<String>, seats: &[SeatAt]) -> Html {
    let [right, top, left] = ring(seats.len());
    let four = seats.len() == 4;
    let place = |s: usize| match s {
        0 => "south",
        _ if right.contains(&s) => "east",
        _ if left.contains(&s) => "west",
        _ => "north",
    };
    let seat = |s: &usize| {
        seats
            .get(*s)
            .map(|at| seat_html(at, place(at.seat), !four))
            .unwrap_or_default()
    };
    html! {
        <>
            <p class="replay-action" data-acted={did.is_some().to_string()} aria-live="polite">
                { did.unwrap_or_else(|| t!("replay-deal")) }
            </p>
            <div class={classes!("replay-table", (seats.len() > 4).then_some("crowded"))}
                data-seats={seats.len().to_string()}>
                <div class="replay-top">{ for top.iter().map(seat) }</div>
                <div class="replay-side west">{ for left.iter().map(seat) }</div>
                <div class="replay-middle">
                    if four {
                        { for seats.iter().map(|at| play_html(at, place(at.seat))) }
                    }
                </div>
                <div class="replay-side east">{ for right.iter().map(seat) }</div>
                <div class="replay-bottom">{ seat(&0) }</div>
            </div>
        </>
    }
}

/// One seat: its name plate with the count, its hand, and (away from a four-seat table) its
/// play.
fn seat_html(at: &SeatAt, place: &'static str, with_play: bool) -> Html {
    let n = at.hand.len();
    // Cards per row of the fan: even rows, at most 27 (a whole Guan Dan hand) above and below,
    // 14 at the sides.
    let most = if matches!(place, "east" | "west") {
        14
    } else {
        27
    };
    let row = n.div_ceil(n.div_ceil(most).max(1));
    html! {
        <section class={classes!("replay-seat", place, at.acted.then_some("acted"))}
            data-seat={at.seat.to_string()} data-cards={n.to_string()}>
            <p class="replay-name">
                <span class="name">{ at.name.clone() }</span>
                <span class="count" aria-label={super::strings::cards_left(n)}>{ n }</span>
            </p>
            if at.open {
                <div class="replay-cards" style={format!("--row: {row}")}>
                    { for at.hand.iter().map(|c| html! { <super::card::CardFace face={c.face} class="small" /> }) }
                </div>
            } else if n > 0 {
                <div class="replay-backs" aria-hidden="true"><super::card::CardBack /></div>
            }
            if with_play { { play_html(at, place) } }
        </section>
    }
}

/// What a seat put on the table: its cards (each wild with what it stands for), or Pass.
fn play_html(at: &SeatAt, place: &'static str) -> Html {
    let shown = match &at.shown {
        Shown::Nothing => Html::default(),
        Shown::Pass => html! { <p class="pass-chip">{ t!("pass-chip") }</p> },
        Shown::Play {
            cards,
            label,
            stands,
            emphasis,
        } => {
            let name = if label.is_empty() {
                at.name.clone()
            } else {
                format!("{}: {label}", at.name)
            };
            html! {
                <div class={classes!("played", at.winning.then_some("winning"), emphasis.then_some("emphasis"))}
                    role="group" aria-label={name}>
                    { super::card::played_cards(cards, stands) }
                </div>
            }
        }
    };
    html! {
        <div class={classes!("replay-play", place)} data-play-seat={at.seat.to_string()}>{ shown }</div>
    }
}
