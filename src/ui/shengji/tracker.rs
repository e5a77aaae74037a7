//! The Sheng Ji card tracker (记牌器) panel: the trumps still out, each plain suit's high
//! cards still out, the points still out, and the voids each seat has shown. The numbers come
//! from the engine's `tracker`, which reads the human's view only.

use crate::ui::msg::TableMsg;
use yew::prelude::*;

use super::super::core::Panel;
use super::super::form::{lines_or, tracker_dialog};
use super::super::strings::{self, shengji as sj};
use super::state::Msg;
use crate::shengji::SeatView;
use crate::shengji::tracker::{SuitOut, tracker};

/// How many of a plain suit's cards still out are listed (the highest).
const HIGH: usize = 6;

/// The faces still out, each with its copies: "A♠ ×2 K♠ 10♠".
fn faces(out: &SuitOut, limit: usize) -> Html {
    html! {
        <span class="tracker-faces">
            { for out.faces.iter().take(limit).map(|(face, n)| html! {
                <span class="face" data-face={face.to_string()} data-unseen={n.to_string()}>
                    { strings::face_label(*face) }
                    if *n > 1 { <small>{ format!("×{n}") }</small> }
                </span>
            }) }
            if out.faces.len() > limit { <span class="more">{ "…" }</span> }
        </span>
    }
}

pub fn panel(view: &SeatView, dispatch: &Callback<Msg>) -> Html {
    let t = tracker(view);
    let n = view.rules.players as usize;
    let plain = t.plain.iter().enumerate().filter(|(es, out)| {
        // A trump suit has no plain cards left to list.
        !(out.faces.is_empty() && view.order().trump().suit.map(|s| s.index()) == Some(*es))
    });
    let voids: Vec<String> = t
        .voids
        .iter()
        .enumerate()
        .filter(|(_, v)| !v.is_empty())
        .map(|(seat, v)| {
            let suits: Vec<String> = v.iter().map(|es| sj::effective_suit(*es)).collect();
            format!("{}: {}", sj::seat_name(seat, n), suits.join(" "))
        })
        .collect();
    let body = html! {
        <>
            <dl class="tracker-suits">
                <dt data-suit="trumps" data-unseen={t.trumps.count().to_string()}>
                    { t!("sj-tracker-trumps", count = t.trumps.count()) }
                </dt>
                <dd>{ faces(&t.trumps, usize::MAX) }</dd>
                { for plain.map(|(es, out)| html! {
                    <>
                        <dt data-suit={es.to_string()} data-unseen={out.count().to_string()}>
                            { t!("tracker-out", what = sj::effective_suit(es as u8), count = out.count()) }
                        </dt>
                        <dd>{ faces(out, HIGH) }</dd>
                    </>
                }) }
            </dl>
            <p data-points-out={t.points_out.to_string()}>{ t!("sj-tracker-points", points = t.points_out) }</p>
            <h3>{ t!("sj-tracker-voids") }</h3>
            { lines_or(voids, "tracker-voids", t!("sj-tracker-no-voids")) }
        </>
    };
    tracker_dialog(body, Msg::Table(TableMsg::Open(Panel::Table)), dispatch)
}
