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
        <div class="dialog replay" role="dialog" aria-modal="true" aria-labelledby="replay-title"
            data-panel="replay" data-step={at.to_string()} data-steps={steps.to_string()} onkeydown={on_key}>
            <h2 id="replay-title">{ t!("replay") }</h2>
            if !props.revealed {
                <p class="small">{ t!("replay-hidden") }</p>
            }
            <div class="replay-position" aria-live="polite">{ props.render.emit(at) }</div>
            <div class="replay-bar">
                <button type="button" class="btn" data-action="replay-prev" disabled={at == 0}
                    aria-label={t!("replay-prev")} onclick={go(-1)}>{ "◀" }</button>
                <input type="range" min="0" max={steps.to_string()} value={at.to_string()}
                    data-action="replay-slider" aria-label={t!("replay-slider")} oninput={on_slide} />
                <button type="button" class="btn" data-action="replay-next" disabled={at >= steps}
                    aria-label={t!("replay-next")} onclick={go(1)}>{ "▶" }</button>
            </div>
            <p class="replay-step">{ t!("replay-step", step = at, steps = steps) }</p>
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
            { for export }
        </div>
    }
}

/// The hand to replay and the game now, worked out when the panel opens (and again only when
/// the match moves on).
#[hook]
pub fn use_hand_replay<G: Recordable + 'static>(
    m: &Rc<RefCell<Match<G>>>,
    open: bool,
    progress: u64,
) -> Replayed<G>
where
    G::Action: serde::Serialize,
{
    let m = m.clone();
    use_memo((open, progress), move |(open, _)| {
        if !*open {
            return None;
        }
        let m = m.borrow();
        let (start, actions) = m.history()?;
        let hand = last_hand(start, actions).ok()?;
        let exported = super::records::export(start, actions);
        Some((hand, m.game().clone(), exported))
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
        Some((hand, _, exported)) => {
            let data = replayed.clone();
            let render = Callback::from(move |k: usize| match data.as_ref() {
                Some((hand, live, _)) => draw(hand, live, k),
                None => Html::default(),
            });
            html! {
                <Replay steps={hand.actions.len()} revealed={reveal_all || hand.over} exported={exported.clone()} {start} {render} {on_close} />
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

/// A position of the replay: the action that led there (or the deal), the seats, and the
/// trick on the table.
pub fn position_html(did: Option<String>, seats: Html, trick: Vec<String>) -> Html {
    html! {
        <>
            <p class="replay-action" data-acted={did.is_some().to_string()}>
                { did.unwrap_or_else(|| t!("replay-deal")) }
            </p>
            <div class="replay-seats">{ seats }</div>
            if !trick.is_empty() {
                <ol class="replay-trick">{ for trick.into_iter().map(|l| html! { <li>{ l }</li> }) }</ol>
            }
        </>
    }
}

/// One seat of a position: its name and count, and its cards when they may be shown.
pub fn seat_html(seat: usize, name: String, cards: &[crate::cards::Card], shown: bool) -> Html {
    html! {
        <div class="replay-seat" data-seat={seat.to_string()} data-cards={cards.len().to_string()}>
            <span class="name">{ name }{ " · " }{ cards.len() }</span>
            if shown {
                <div class="replay-cards">
                    { for cards.iter().map(|c| html! { <super::card::CardFace face={c.face} class="small" /> }) }
                </div>
            }
        </div>
    }
}
