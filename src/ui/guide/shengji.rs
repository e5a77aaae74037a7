//! The Sheng Ji page: the aim, drawing and bidding, trumps, the kitty, the play, the
//! combinations pictured, points, the scoring table of the rules in force, levels and friends.

use yew::prelude::*;

use super::super::strings::shengji as sj;
use super::{Section, figure};
use crate::shengji::Rules;

pub(crate) fn sections(rules: &Rules) -> Vec<Section> {
    let combos = vec![
        figure(t!("sj-rules-single-t"), t!("sj-rules-single"), "SA"),
        figure(t!("sj-rules-pair-t"), t!("sj-rules-pair"), "D9 D9"),
        figure(
            t!("sj-rules-tractor-t"),
            t!("sj-rules-tractor"),
            "C7 C7 C8 C8",
        ),
        figure(t!("sj-rules-throw-t"), t!("sj-rules-throw"), "SA SA SK"),
    ];
    let scoring = html! {
        <>
            <p class="small">{ sj::variant_name(&rules.variant()) }</p>
            { bands_table(rules, None) }
        </>
    };
    vec![
        Section::new(t!("sj-rules-aim-h"), t!("sj-rules-aim")),
        Section::new(t!("sj-rules-deal-h"), t!("sj-rules-deal")),
        // Level 2, hearts trump: jokers, the trump-suit level card, other level cards, then A♥…
        Section::new(t!("sj-rules-trumps-h"), t!("sj-rules-trumps")).figures(vec![figure(
            String::new(),
            String::new(),
            "RJ BJ H2 S2 HA HK",
        )]),
        Section::new(t!("sj-rules-kitty-h"), t!("sj-rules-kitty")),
        Section::new(t!("sj-rules-play-h"), t!("sj-rules-play")),
        Section::new(t!("sj-rules-combos-h"), t!("sj-rules-combos")).figures(combos),
        Section::new(t!("sj-rules-points-h"), t!("sj-rules-points")).figures(vec![figure(
            String::new(),
            String::new(),
            "S5 H10 DK",
        )]),
        Section::new(t!("sj-rules-scoring-h"), t!("sj-rules-scoring")).extra(scoring),
        Section::new(t!("sj-rules-levels-h"), t!("sj-rules-levels")),
        Section::new(t!("sj-rules-friends-h"), t!("sj-rules-friends")),
    ]
}

/// The scoring table of `rules`: the opponents' points and what they bring; the row of
/// `reached` points is marked (the end of a round).
pub fn bands_table(rules: &Rules, reached: Option<u32>) -> Html {
    let rows = sj::bands(rules).into_iter().map(|(lo, hi, what)| {
        let here = reached.is_some_and(|p| p >= lo && hi.is_none_or(|h| p <= h));
        let range = match hi {
            Some(h) if h == lo => lo.to_string(),
            Some(h) => format!("{lo}–{h}"),
            None => format!("{lo}+"),
        };
        html! {
            <tr class={classes!(here.then_some("reached"))} aria-current={here.then_some("true")}>
                <td>{ range }</td><td>{ what }</td>
            </tr>
        }
    });
    html! {
        <table class="bands">
            <thead><tr><th>{ t!("sj-band-points") }</th><th>{ t!("sj-band-result") }</th></tr></thead>
            <tbody>{ for rows }</tbody>
        </table>
    }
}
