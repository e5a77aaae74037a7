//! The Guan Dan card tracker (记牌器) panel: unseen copies of every rank and joker, the wild
//! cards still out, each seat's cards left and this trick's passes. The numbers come from the
//! engine's `tracker`, which reads the human's view only.

use crate::ui::msg::TableMsg;
use yew::prelude::*;

use super::super::core::Panel;
use super::super::form::{lines_or, tracker_dialog};
use super::super::strings;
use super::state::Msg;
use crate::cards::{Face, Rank};
use crate::guandan::SeatView;
use crate::guandan::tracker::tracker;

pub fn panel(view: &SeatView, dispatch: &Callback<Msg>) -> Html {
    let t = tracker(view);
    // Strongest first: the jokers, then A down to 2 (the level is marked).
    let mut cells = vec![
        (
            "RJ".to_string(),
            strings::face_label(Face::BIG_JOKER),
            t.big_jokers,
            2,
            false,
        ),
        (
            "BJ".to_string(),
            strings::face_label(Face::SMALL_JOKER),
            t.small_jokers,
            2,
            false,
        ),
    ];
    for rank in Rank::ALL.iter().rev() {
        let level = *rank == t.level;
        cells.push((
            rank.code().to_string(),
            rank.code().to_string(),
            t.unseen_of(*rank),
            8,
            level,
        ));
    }
    let wild = strings::wild_label(t.level);
    // The other seats' cards left (the human's own hand is in view).
    let left = t.left.iter().enumerate().skip(1);
    let left = left.map(|(s, n)| format!("{} {n}", strings::seat_name(s)));
    let passes: Vec<String> = t
        .passes
        .iter()
        .map(|(seat, on)| match on {
            Some(c) => t!(
                "tracker-passed",
                seat = *seat % 4,
                name = strings::seat_name(*seat),
                play = strings::combo_name(c)
            ),
            None => strings::log_pass(*seat),
        })
        .collect();
    let body = html! {
        <>
            <ul class="tracker-grid">
                { for cells.into_iter().map(|(code, label, n, of, level)| html! {
                    <li class={classes!("tracker-cell", level.then_some("level"), (n == 0).then_some("gone"))}
                        data-rank={code} data-unseen={n.to_string()} aria-label={format!("{label}: {n}/{of}")}>
                        <span class="rank">{ label }</span>
                        <span class="count">{ n }</span>
                    </li>
                }) }
            </ul>
            <p data-wilds={t.wilds.to_string()}>{ t!("tracker-out", what = wild, count = t.wilds) }</p>
            <p>{ t!("tracker-left") }{ ": " }{ left.collect::<Vec<_>>().join(" · ") }</p>
            { lines_or(passes, "tracker-passes", t!("tracker-no-passes")) }
        </>
    };
    tracker_dialog(body, Msg::Table(TableMsg::Open(Panel::Table)), dispatch)
}
