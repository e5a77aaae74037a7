//! What the study of a finished hand shows (see [`super::study`]): the review panel
//! (`data-panel="review"`), listing the decisions the Hard player would have made otherwise,
//! best first, each opening the replay at that position; and, on the hand's result, the
//! human's result beside the Hard player's from the same seat, with a one-line lesson.

use super::msg::TableMsg;
use yew::prelude::*;

use super::core::Panel;
use super::records::Replayed;
use super::replay::{Draw, replay_panel};
use super::strings;
use super::study::{Studied, Study, Summary};

#[derive(Properties)]
pub struct ReviewProps<G: Studied> {
    pub study: UseReducerHandle<Study<G>>,
    pub replayed: Replayed<G>,
    pub draw: Draw<G>,
    /// Starts the review (once per hand; later calls do nothing).
    pub start: Callback<()>,
    pub on_close: Callback<()>,
}

impl<G: Studied> PartialEq for ReviewProps<G> {
    fn eq(&self, other: &Self) -> bool {
        self.study == other.study
            && std::rc::Rc::ptr_eq(&self.replayed, &other.replayed)
            && self.start == other.start
            && self.on_close == other.on_close
    }
}

/// Signed, with one decimal: "+1.3".
fn signed(x: f64) -> String {
    format!("{x:+.1}")
}

#[function_component(ReviewPanel)]
pub fn review_panel<G: Studied>(props: &ReviewProps<G>) -> Html {
    let _lang = super::language::use_lang();
    {
        let start = props.start.clone();
        use_effect_with((), move |_| start.emit(()));
    }
    // The replay opened from an entry, at that entry's position.
    let showing = use_state(|| None::<usize>);
    if let Some(step) = *showing {
        let back = {
            let showing = showing.clone();
            Callback::from(move |()| showing.set(None))
        };
        return replay_panel(&props.replayed, props.draw, true, step, back);
    }
    let close = props.on_close.reform(|_: MouseEvent| ());
    let on_key = {
        let close = props.on_close.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                e.stop_propagation();
                close.emit(());
            }
        })
    };
    let study = &props.study;
    let body = match (&study.review, &study.start) {
        (Some(r), Some(start)) if r.took_ms.is_some() => {
            let listed: Vec<_> = r.verdicts.iter().filter(|v| v.matters()).collect();
            let items = listed.iter().map(|v| {
                let show = {
                    let showing = showing.clone();
                    let step = v.step;
                    Callback::from(move |_: MouseEvent| showing.set(Some(step)))
                };
                let mut gains = vec![t!("review-gain-levels", gain = signed(v.gain))];
                if v.points.abs() >= 5.0 {
                    gains.push(t!("review-gain-points", points = signed(v.points)));
                }
                html! {
                    <li class="review-item" data-step={v.step.to_string()}>
                        <p class="review-played">{ t!("review-played", played = G::short(start, &v.played)) }</p>
                        <p class="review-better">{ t!("review-better", better = G::short(start, &v.better)) }</p>
                        <p class="review-gain">{ gains.join(" · ") }</p>
                        { for v.why.map(|w| html! { <p class="review-why small">{ strings::why(w) }</p> }) }
                        <button type="button" class="btn" data-action="review-show" onclick={show}>{ t!("review-show") }</button>
                    </li>
                }
            });
            let seconds = format!("{:.1}", r.took_ms.unwrap_or(0.0) / 1000.0);
            html! {
                <>
                    if r.failed {
                        <p class="note refused">{ t!("review-failed") }</p>
                    }
                    if listed.is_empty() {
                        <p class="headline">{ t!("review-agrees", total = r.asked) }</p>
                    } else {
                        <p>{ t!("review-intro") }</p>
                        <ol class="review-list">{ for items }</ol>
                    }
                    <p class="small" data-review-ms={format!("{:.0}", r.took_ms.unwrap_or(0.0))}>
                        { t!("review-took", total = r.asked, seconds = seconds) }
                    </p>
                </>
            }
        }
        (Some(r), _) => html! {
            <p role="status" data-reviewing="true">
                <span class="spinner" aria-hidden="true"></span>
                { t!("review-running", done = r.answered, total = r.asked) }
            </p>
        },
        _ => {
            html! { <p role="status" data-reviewing="true">{ t!("review-running", done = 0, total = 0) }</p> }
        }
    };
    html! {
        <div class="dialog review fit" role="dialog" aria-modal="true" aria-labelledby="review-title"
            data-panel="review" onkeydown={on_key}>
            <div class="dialog-head">
                <h2 id="review-title">{ t!("review-title") }</h2>
            </div>
            <div class="dialog-body" aria-live="polite">{ body }</div>
            <div class="buttons dialog-foot">
                <button type="button" class="btn primary" data-action="close" autofocus=true onclick={close}>{ t!("close") }</button>
            </div>
        </div>
    }
}

/// What the replay and review panels are drawn from. They come in a piece of the page of
/// their own (`lookback`, issue 69), fetched when one is first opened: a first table does
/// without them.
#[derive(Properties)]
pub struct LookBackProps<G: Studied> {
    pub panel: Panel,
    /// The match (its latest hand is replayed) and how far it is.
    pub m: Option<std::rc::Rc<std::cell::RefCell<crate::driver::Match<G>>>>,
    pub progress: u64,
    pub study: UseReducerHandle<Study<G>>,
    /// Starts the review (once per hand).
    pub start: Callback<()>,
    pub on_close: Callback<()>,
}

impl<G: Studied> Clone for LookBackProps<G> {
    fn clone(&self) -> Self {
        LookBackProps {
            panel: self.panel,
            m: self.m.clone(),
            progress: self.progress,
            study: self.study.clone(),
            start: self.start.clone(),
            on_close: self.on_close.clone(),
        }
    }
}

impl<G: Studied> PartialEq for LookBackProps<G> {
    fn eq(&self, other: &Self) -> bool {
        self.panel == other.panel
            && self.study == other.study
            && self.progress == other.progress
            && match (&self.m, &other.m) {
                (Some(a), Some(b)) => std::rc::Rc::ptr_eq(a, b),
                (a, b) => a.is_none() && b.is_none(),
            }
            && self.start == other.start
            && self.on_close == other.on_close
    }
}

/// The replay or the review of the hand looked back on.
#[function_component(LookBackPanel)]
pub fn look_back_panel<G: Studied>(p: &LookBackProps<G>) -> Html {
    let replayed = super::replay::use_hand_replay(p.m.as_ref(), true, p.progress);
    match p.panel {
        Panel::Review => html! {
            <ReviewPanel<G> study={p.study.clone()} replayed={replayed.clone()} draw={G::position as Draw<G>}
                start={p.start.clone()} on_close={p.on_close.clone()} />
        },
        _ => replay_panel(&replayed, G::position, false, 0, p.on_close.clone()),
    }
}

/// The human's result beside the Hard player's from the same seat on the same deal, for a
/// hand's result panel: while the Hard player plays, a line saying so.
pub fn comparison<G: Studied>(study: &Study<G>, first: Option<&(G, G::Event)>) -> Html {
    let (Some(start), Some(mine)) = (&study.start, &study.mine) else {
        return Html::default();
    };
    let Some(you) = G::summary(start, mine, super::core::HUMAN) else {
        return Html::default();
    };
    let hard = match &study.hard {
        // Played in the background: a quiet line below the result, never a spinner.
        None => {
            return html! {
                <div class="comparison" data-compare="waiting">
                    <p class="small" role="status">{ t!("compare-waiting") }</p>
                </div>
            };
        }
        Some(Err(_)) => {
            return html! {
                <div class="comparison" data-compare="failed"><p class="small">{ t!("compare-failed") }</p></div>
            };
        }
        Some(Ok(end)) => G::summary(start, end, super::core::HUMAN),
    };
    let Some(hard) = hard else {
        return Html::default();
    };
    let verdict = match (you.levels, you.tie).cmp(&(hard.levels, hard.tie)) {
        std::cmp::Ordering::Greater => ("better", t!("verdict-better")),
        std::cmp::Ordering::Equal => ("same", t!("verdict-same")),
        std::cmp::Ordering::Less => ("worse", t!("verdict-worse")),
    };
    let column = |title: String, s: &Summary, who: &'static str| {
        html! {
            <div class="compare-side" data-side={who}>
                <h3>{ title }</h3>
                { for s.lines.iter().map(|l| html! { <p>{ l.clone() }</p> }) }
            </div>
        }
    };
    // A deal played again: how the side that first held these cards did with them.
    let n = start.seats();
    let first = first.and_then(|(s, e)| G::summary(s, e, (super::core::HUMAN + 1) % n));
    let again = first.as_ref().map(|f| {
        let line = match (you.levels, you.tie).cmp(&(f.levels, f.tie)) {
            std::cmp::Ordering::Greater => ("better", t!("first-better")),
            std::cmp::Ordering::Equal => ("same", t!("first-same")),
            std::cmp::Ordering::Less => ("worse", t!("first-worse")),
        };
        html! {
            <>
                { column(t!("compare-first"), f, "first") }
                <p class="lesson" data-first={line.0}>{ line.1 }</p>
            </>
        }
    });
    html! {
        <div class="comparison" data-compare={verdict.0}>
            <h3 class="compare-title">{ t!("compare-title") }</h3>
            <div class="compare-sides">
                { column(t!("compare-you"), &you, "you") }
                { column(t!("compare-hard"), &hard, "hard") }
            </div>
            <p class="lesson">{ verdict.1 }</p>
            { for again }
        </div>
    }
}

/// The button that plays the hand's deal again with the teams' cards swapped (none during
/// such a deal).
fn play_again_button<M: Clone + 'static>(shown: bool, msg: M, dispatch: &Callback<M>) -> Html {
    if !shown {
        return Html::default();
    }
    let d = dispatch.clone();
    html! {
        <button type="button" class="btn" data-action="play-again" aria-describedby="play-again-help"
            onclick={Callback::from(move |_| d.emit(msg.clone()))}>{ t!("play-again") }</button>
    }
}

/// What differs between the games' results of a hand (Guan Dan) or a round (Sheng Ji).
pub struct HandOver<M> {
    /// The heading's element id and words.
    pub title: (&'static str, String),
    /// The lines under the heading: the outcome, the points, the new levels.
    pub lines: Html,
    /// The button that goes on: its `data-action`, words and message.
    pub go_on: (&'static str, String, M),
    /// 托管 plays the human's seat (the dialog offers to take it back).
    pub auto: bool,
    pub challenge: bool,
    pub dispatch: Callback<M>,
    /// The details, below the buttons.
    pub body: Html,
}

/// A hand's result: the heading, the lines and the buttons first, never scrolled away; the
/// details (and the Hard player's comparison) below them.
pub fn hand_over_dialog<M: From<TableMsg> + Clone + 'static>(h: HandOver<M>) -> Html {
    let (id, title) = h.title;
    let (action, words, msg) = h.go_on;
    let d = h.dispatch;
    let go_on = html! {
        <button type="button" class="btn primary" data-action={action} autofocus=true
            onclick={{ let d = d.clone(); Callback::from(move |_| d.emit(msg.clone())) }}>
            { words }
        </button>
    };
    html! {
        <div class="dialog result fit" data-panel="result" role="dialog" aria-modal="true" aria-labelledby={id}>
            <div class="dialog-head">
                <h2 {id}>{ title }</h2>
                { h.lines }
                { auto_still_on(h.auto, M::from(TableMsg::Autoplay(false)), &d) }
                { hand_over_buttons(go_on, h.challenge, &d) }
            </div>
            <div class="dialog-body">{ h.body }</div>
        </div>
    }
}

/// A hand's or round's result buttons: `go_on` first, then the replay, the review and (but
/// after a deal played again) Play this deal again ([`play_again_note`] says what it does).
pub fn hand_over_buttons<M: From<TableMsg> + Clone + 'static>(
    go_on: Html,
    challenge: bool,
    dispatch: &Callback<M>,
) -> Html {
    // At a friend's table the host goes on, and the hand's record stays with the host.
    if let Some(host) = super::strings::host_of_table() {
        return html! {
            <div class="buttons">
                <p class="small" role="status" data-waiting-host="true">{ t!("friends-waiting-host", host = host) }</p>
            </div>
        };
    }
    html! {
        <div class="buttons">
            { go_on }
            { look_back(dispatch) }
            if !super::strings::with_friends() {
                { play_again_button(!challenge, M::from(TableMsg::PlayAgain), dispatch) }
            }
        </div>
    }
}

/// On a result while 托管 plays the human's seat: that it will go on doing so in the next
/// hand, and a button that takes the seat back (`off` is the game's message turning it off).
/// Shown in the dialog because the seat plate's own toggle is under it on a phone, and
/// going on must not leave the computer playing without the player seeing it.
pub fn auto_still_on<M: Clone + 'static>(auto: bool, off: M, dispatch: &Callback<M>) -> Html {
    if !auto {
        return Html::default();
    }
    let d = dispatch.clone();
    html! {
        <div class="auto-still-on" data-auto="on">
            <p class="small">{ t!("auto-still-on") }</p>
            <button type="button" class="btn" data-action="auto-off"
                onclick={Callback::from(move |_| d.emit(off.clone()))}>{ t!("auto-take-back") }</button>
        </div>
    }
}

/// Below the result's headline: what playing again does, or that this was such a deal.
pub fn play_again_note(challenge: bool) -> Html {
    if super::strings::with_friends() {
        return Html::default();
    }
    let text = if challenge {
        t!("challenge-over")
    } else {
        t!("play-again-help")
    };
    html! { <p class="small" id="play-again-help">{ text }</p> }
}

/// The result panels' ways back into the hand: its replay and its review.
pub fn look_back<M: From<TableMsg> + Clone + 'static>(dispatch: &Callback<M>) -> Html {
    let d = dispatch.clone();
    let open = |p| M::from(TableMsg::Open(p));
    let review = open(Panel::Review);
    html! {
        <>
            { super::form::replay_button(open(Panel::Replay), dispatch) }
            <button type="button" class="btn" data-action="review"
                onclick={Callback::from(move |_| d.emit(review.clone()))}>{ t!("review") }</button>
        </>
    }
}

/// The match's end in a game's words (celebrated when the player's side `won`): the heading
/// and its `lines`; the details (`body`) below the buttons.
pub struct MatchOver {
    pub won: bool,
    pub title: String,
    pub lines: Html,
    pub body: Html,
}

/// The match's end: its words, New match and the ways back into the last hand, then the
/// Hard player's comparison (`compare`).
pub fn match_over_dialog<M: From<TableMsg> + Clone + 'static>(
    m: MatchOver,
    compare: Html,
    on_new_match: &Callback<()>,
    dispatch: &Callback<M>,
) -> Html {
    let won = m.won;
    html! {
        <div class={classes!("dialog", "result", "over", "fit", won.then_some("won"))} data-panel="result"
            data-won={won.to_string()} role="dialog" aria-modal="true" aria-labelledby="over-title">
            <div class="dialog-head">
                <h2 id="over-title">{ m.title }</h2>
                { m.lines }
                { match_over_buttons(on_new_match, dispatch) }
            </div>
            <div class="dialog-body">{ m.body }{ compare }</div>
        </div>
    }
}

/// The match's end: New match first, then the ways back into its last hand.
fn match_over_buttons<M: From<TableMsg> + Clone + 'static>(
    on_new_match: &Callback<()>,
    dispatch: &Callback<M>,
) -> Html {
    let cb = on_new_match.clone();
    if super::strings::host_of_table().is_some() {
        return Html::default();
    }
    html! {
        <div class="buttons">
            <button type="button" class="btn primary" data-action="new-match" autofocus=true
                onclick={Callback::from(move |_| cb.emit(()))}>
                { t!("new-match") }
            </button>
            { look_back(dispatch) }
        </div>
    }
}

// The replay and review panels of both games, loaded when first opened (one piece for both).
super::piece::piece!(lookback: fn guandan_look_back(p: LookBackProps<crate::guandan::Game>) => html! {
    <LookBackPanel<crate::guandan::Game> ..p />
});
super::piece::piece!(lookback: fn shengji_look_back(p: LookBackProps<crate::shengji::Game>) => html! {
    <LookBackPanel<crate::shengji::Game> ..p />
});
