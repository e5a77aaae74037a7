//! One seat at the table: name, cards left, finishing badge, whose turn it is, and what the
//! seat put on the table in this trick (its cards, or "Pass").

use yew::prelude::*;

use super::super::card::{CardBack, CardFace};
use super::super::strings;
use crate::cards::Card;

/// What a seat shows in front of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shown {
    Nothing,
    Pass,
    Play { cards: Vec<Card>, label: String },
}

#[derive(Properties, PartialEq)]
pub struct SeatProps {
    pub seat: usize,
    /// "north", "east", "west" or "south".
    pub place: &'static str,
    /// Cards left, when the rules let everyone see it.
    pub count: Option<usize>,
    /// Finishing place 0..4 once out.
    pub finished: Option<usize>,
    pub active: bool,
    /// The seat whose play currently wins the trick.
    pub winning: bool,
    pub shown: Shown,
}

#[function_component(Seat)]
pub fn seat(props: &SeatProps) -> Html {
    let name = strings::seat_name(props.seat);
    let count = props.count.map(|n| {
        html! {
            <span class="count" data-count={n.to_string()} aria-label={strings::cards_left(n)}>
                { (props.seat != 0).then(|| html! { <CardBack /> }) }
                { n }
            </span>
        }
    });
    let badge = props.finished.map(|p| {
        let (zh, en) = strings::place_badge(p);
        html! { <span class="badge" data-place={(p + 1).to_string()}><span lang="zh">{ zh }</span>{ " " }{ en }</span> }
    });
    let turn = props.active.then(|| {
        html! { <span class="turn-marker">{ if props.seat == 0 { strings::TO_PLAY } else { strings::THINKING } }</span> }
    });
    let shown = match &props.shown {
        Shown::Nothing => html! {},
        Shown::Pass => html! { <p class="pass-chip">{ strings::PASS_CHIP }</p> },
        Shown::Play { cards, label } => html! {
            <div class={classes!("played", props.winning.then_some("winning"))} aria-label={label.clone()} role="group">
                <div class="played-cards" style={format!("--n: {}", cards.len())}>
                    { for cards.iter().map(|c| html! { <CardFace key={c.full_code()} face={c.face} class="small" /> }) }
                </div>
                <p class="played-label">{ label.clone() }</p>
            </div>
        },
    };
    let label = format!("{name} ({})", strings::seat_role(props.seat));
    html! {
        <section class={classes!("seat", props.place, props.active.then_some("active"))}
            aria-label={label} data-seat={props.seat.to_string()}
            aria-current={props.active.then_some("true")}>
            <p class="seat-name">
                <span class="name">{ name }</span>
                { for count }
                { for badge }
                { for turn }
            </p>
            <div class="trick-slot">{ shown }</div>
        </section>
    }
}
