//! The first screen: the two games, and Sheng Ji's variants.

use yew::prelude::*;

use super::strings::{self, shengji as sj};
use crate::launch::GameKind;
use crate::shengji::Rules;

#[derive(Properties, PartialEq)]
pub struct HomeProps {
    /// A game, with a Sheng Ji variant when one was picked.
    pub on_choose: Callback<(GameKind, Option<String>)>,
    /// A record file was chosen (its text).
    pub on_open_record: Callback<String>,
}

#[function_component(Home)]
pub fn home(props: &HomeProps) -> Html {
    let _lang = super::language::use_lang();
    let tiles = GameKind::ALL.into_iter().map(|game| {
        let choose = {
            let on_choose = props.on_choose.clone();
            Callback::from(move |_| on_choose.emit((game, None)))
        };
        let variants = (game == GameKind::ShengJi).then(|| {
            let buttons = Rules::variant_names().into_iter().map(|v| {
                let on_choose = props.on_choose.clone();
                let label = sj::variant_name(&v);
                let value = v.clone();
                html! {
                    <li>
                        <button type="button" class="link" data-action="choose-game" data-game="shengji"
                            data-variant={v.clone()}
                            onclick={Callback::from(move |_| on_choose.emit((GameKind::ShengJi, Some(value.clone()))))}>
                            { label }
                        </button>
                    </li>
                }
            });
            html! {
                <nav class="variants" aria-label={t!("sj-variants")}>
                    <ul>{ for buttons }</ul>
                </nav>
            }
        });
        html! {
            <li class="game-tile">
                <button type="button" class="play" aria-label={strings::game_title(game)}
                    data-action="choose-game" data-game={game.slug()} onclick={choose}>
                    <span class="hanzi" lang={if crate::i18n::lang().is_chinese() { crate::i18n::lang().code() } else { "zh" }} aria-hidden="true">{ strings::game_hanzi(game) }</span>
                    // In Chinese the big hanzi above is the title.
                    if !crate::i18n::lang().is_chinese() {
                        <span class="title">{ strings::game_title(game) }</span>
                    }
                    <span class="blurb">{ strings::game_blurb(game) }</span>
                    <span class="cta" aria-hidden="true">{ t!("home-play") }</span>
                </button>
                { for variants }
                <super::guide::RulesButton {game} class="rules-link" />
            </li>
        }
    });
    html! {
        <section class="home">
            <h1>{ t!("home-title") }</h1>
            <p class="tagline">{ t!("home-tagline") }</p>
            <super::language::LangMenu />
            <ul class="games">{ for tiles }</ul>
            <p class="home-tools"><super::records::OpenRecord on_open={props.on_open_record.clone()} /></p>
        </section>
    }
}
