//! The first screen: pick a game.

use yew::prelude::*;

use crate::launch::GameKind;

#[derive(Properties, PartialEq)]
pub struct HomeProps {
    pub on_choose: Callback<GameKind>,
}

fn blurb(game: GameKind) -> &'static str {
    match game {
        GameKind::GuanDan => {
            "Four players in two partnerships, two decks with jokers. Shed your hand first with \
             straights, tubes, plates and bombs; climb from level 2 to A."
        }
        GameKind::ShengJi => {
            "Tractor / 80 points. Bid the trump suit while drawing, bury the kitty, win tricks \
             with pairs and tractors, and capture the 5s, 10s and Ks."
        }
    }
}

#[function_component(Home)]
pub fn home(props: &HomeProps) -> Html {
    let tiles = GameKind::ALL.into_iter().map(|game| {
        let on_choose = props.on_choose.clone();
        html! {
            <li class="game-tile">
                <button type="button" class="play" aria-label={game.title()}
                    onclick={Callback::from(move |_| on_choose.emit(game))}>
                    <span class="hanzi" aria-hidden="true">{ game.chinese() }</span>
                    <span class="title">{ game.title() }</span>
                    <span class="blurb">{ blurb(game) }</span>
                    <span class="cta" aria-hidden="true">{ "Play" }</span>
                </button>
            </li>
        }
    });
    html! {
        <section class="home">
            <h1>{ "Card table" }</h1>
            <p class="tagline">{ "Two classic Chinese card games, played against the computer in your browser." }</p>
            <ul class="games">{ for tiles }</ul>
        </section>
    }
}
