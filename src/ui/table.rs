//! The table: the human's hand fanned at the bottom (seat 0), the other seats' backs around it.
//! Seats run counter-clockwise: 1 on the right, 2 (partner) opposite, 3 on the left.

use std::collections::HashSet;

use yew::prelude::*;

use super::card::{CardBack, CardFace};
use super::strings;
use crate::cards::Card;
use crate::launch::GameKind;
use crate::{guandan, shengji};

#[derive(Properties, PartialEq)]
pub struct TableProps {
    pub game: GameKind,
    pub seed: u64,
    pub on_home: Callback<()>,
    pub on_new_deal: Callback<GameKind>,
}

/// The deal for this table, straight from the game's engine (already in display order).
fn deal(game: GameKind, seed: u64) -> Vec<Vec<Card>> {
    match game {
        GameKind::GuanDan => guandan::opening_hands(seed).to_vec(),
        GameKind::ShengJi => shengji::opening_hands(seed),
    }
}

const SEAT_PLACES: [&str; 4] = ["south", "east", "north", "west"];

#[function_component(Table)]
pub fn table(props: &TableProps) -> Html {
    let hands = use_memo((props.game, props.seed), |(game, seed)| deal(*game, *seed));
    let selected = use_state(HashSet::<Card>::new);
    {
        // A new deal clears the selection.
        let selected = selected.clone();
        use_effect_with((props.game, props.seed), move |_| {
            selected.set(HashSet::new())
        });
    }

    let others = (1..4).map(|seat| {
        let count = hands.get(seat).map_or(0, Vec::len);
        let label = format!(
            "{}: {}",
            strings::seat_name(seat),
            strings::cards_left(count)
        );
        html! {
            <section class={classes!("seat", SEAT_PLACES[seat])} aria-label={label}>
                <div class="backs">{ for (0..count).map(|_| html! { <CardBack /> }) }</div>
                <p class="seat-name">
                    { strings::seat_name(seat) }
                    <span class="count" data-count={count.to_string()}>{ count }</span>
                </p>
            </section>
        }
    });

    let own: &[Card] = hands.first().map_or(&[], Vec::as_slice);
    // Two rows on a narrow screen (CSS merges them into one on a wide one).
    let split = own.len().div_ceil(2);
    let row = |cards: &[Card], offset: usize| {
        let cards = cards.iter().enumerate().map(|(i, &card)| {
            let is_selected = selected.contains(&card);
            let toggle = {
                let selected = selected.clone();
                Callback::from(move |()| {
                    let mut next = (*selected).clone();
                    if !next.remove(&card) {
                        next.insert(card);
                    }
                    selected.set(next);
                })
            };
            html! {
                <CardFace key={card.full_code()} face={card.face} selected={is_selected}
                    class={classes!((offset + i == 0).then_some("first"))} on_click={toggle} />
            }
        });
        html! {
            <div class="hand-row" style={format!("--row-n: {}", cards.len())}>{ for cards }</div>
        }
    };

    let on_home = {
        let cb = props.on_home.clone();
        Callback::from(move |_| cb.emit(()))
    };
    let on_new_deal = {
        let cb = props.on_new_deal.clone();
        let game = props.game;
        Callback::from(move |_| cb.emit(game))
    };

    html! {
        <div class={classes!("table", props.game.slug())}>
            <header class="table-bar">
                <button type="button" class="link" onclick={on_home}>{ strings::BACK_TO_GAMES }</button>
                <h1>{ strings::game_title(props.game) }<span class="hanzi" lang="zh">{ strings::game_hanzi(props.game) }</span></h1>
                <button type="button" class="link" onclick={on_new_deal}>{ strings::NEW_DEAL }</button>
            </header>
            <div class="felt">
                { for others }
                <div class="centre">
                    <p class="deal-info">{ strings::deal_number(props.seed) }</p>
                </div>
            </div>
            <section class="seat south hand" aria-label={strings::your_hand(own.len())}
                style={format!("--total-n: {}", own.len())}>
                { row(&own[..split], 0) }
                { row(&own[split..], split) }
            </section>
        </div>
    }
}
