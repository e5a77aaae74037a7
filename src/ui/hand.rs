//! The human's hand: groups of cards (same-rank columns, or one row per suit) that overlap so
//! that 27 cards fit a 360 px phone with every corner index visible. Cards are buttons: a tap or
//! Enter selects, a second one deselects.

use yew::prelude::*;

use super::card::CardFace;
use crate::cards::Card;

/// How the groups are laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// Each group a column of stacked cards (same rank), columns side by side.
    Columns,
    /// Each group a row of overlapping cards (one suit), rows stacked.
    Rows,
}

#[derive(Properties, PartialEq)]
pub struct HandProps {
    pub groups: Vec<Vec<Card>>,
    pub layout: Layout,
    pub selected: Vec<Card>,
    /// When given, only these cards may be chosen now; the others are dimmed.
    #[prop_or_default]
    pub allowed: Option<Vec<Card>>,
    /// Cards to point out (e.g. the kitty just picked up).
    #[prop_or_default]
    pub marked: Vec<Card>,
    pub on_toggle: Callback<Card>,
    /// Accessible name of the hand ("Your hand: 27 cards").
    pub label: String,
}

#[function_component(Hand)]
pub fn hand(props: &HandProps) -> Html {
    let groups = props.groups.iter().filter(|g| !g.is_empty()).map(|group| {
        let cards = group.iter().map(|&card| {
            let toggle = {
                let cb = props.on_toggle.clone();
                Callback::from(move |()| cb.emit(card))
            };
            let disabled = props.allowed.as_ref().is_some_and(|a| !a.contains(&card));
            let choosable = props.allowed.is_some() && !disabled;
            let marked = props.marked.contains(&card);
            html! {
                <CardFace key={card.full_code()} face={card.face}
                    class={classes!(choosable.then_some("choosable"), marked.then_some("marked"))}
                    selected={props.selected.contains(&card)} {disabled} on_click={toggle} />
            }
        });
        html! {
            <div class="group" style={format!("--n: {}", group.len())}>{ for cards }</div>
        }
    });
    let layout = match props.layout {
        Layout::Columns => "columns",
        Layout::Rows => "rows",
    };
    let count = props.groups.iter().filter(|g| !g.is_empty()).count();
    html! {
        <section class={classes!("hand", layout)} aria-label={props.label.clone()}
            style={format!("--groups: {count}")}>
            { for groups }
        </section>
    }
}
