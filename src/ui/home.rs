//! The first screen: pick a game.

use yew::prelude::*;

use super::strings;
use crate::launch::GameKind;

#[derive(Properties, PartialEq)]
pub struct HomeProps {
    pub on_choose: Callback<GameKind>,
}

#[function_component(Home)]
pub fn home(props: &HomeProps) -> Html {
    let tiles = GameKind::ALL.into_iter().map(|game| {
        let on_choose = props.on_choose.clone();
        html! {
            <li class="game-tile">
                <button type="button" class="play" aria-label={strings::game_title(game)}
                    data-action="choose-game" data-game={game.slug()}
                    onclick={Callback::from(move |_| on_choose.emit(game))}>
                    <span class="hanzi" lang="zh" aria-hidden="true">{ strings::game_hanzi(game) }</span>
                    <span class="title">{ strings::game_title(game) }</span>
                    <span class="blurb">{ strings::game_blurb(game) }</span>
                    <span class="cta" aria-hidden="true">{ strings::HOME_PLAY }</span>
                </button>
            </li>
        }
    });
    html! {
        <section class="home">
            <h1>{ strings::HOME_TITLE }</h1>
            <p class="tagline">{ strings::HOME_TAGLINE }</p>
            <ul class="games">{ for tiles }</ul>
        </section>
    }
}
