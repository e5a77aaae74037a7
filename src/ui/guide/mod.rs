//! "How to play": a page per game in the player's language, written from the specs, with
//! small pictures drawn by the same card components as the table. Opened by a `rules` button
//! on the home page's game tiles and in each table's top bar.

mod guandan;
mod shengji;

pub use shengji::bands_table;

use wasm_bindgen::JsCast;
use web_sys::HtmlElement;
use yew::prelude::*;

use super::card::CardFace;
use super::strings;
use crate::cards::Face;
use crate::launch::GameKind;

/// A part of a page: a heading, its paragraphs, pictures of cards, and anything else.
pub(crate) struct Section {
    pub heading: String,
    pub body: String,
    pub figures: Vec<Figure>,
    pub extra: Html,
}

impl Section {
    pub fn new(heading: String, body: String) -> Section {
        Section {
            heading,
            body,
            figures: Vec::new(),
            extra: Html::default(),
        }
    }

    pub fn figures(mut self, figures: Vec<Figure>) -> Section {
        self.figures = figures;
        self
    }

    pub fn extra(mut self, extra: Html) -> Section {
        self.extra = extra;
        self
    }
}

/// Cards pictured with a caption; a wild card may stand for another.
pub(crate) struct Figure {
    pub caption: String,
    pub text: String,
    pub cards: Vec<Face>,
    pub wild: Option<(usize, Face)>,
}

/// A picture of `codes` ("SK H8 C8"); the codes are constants of this module.
pub(crate) fn figure(caption: String, text: String, codes: &str) -> Figure {
    Figure {
        caption,
        text,
        cards: faces(codes),
        wild: None,
    }
}

pub(crate) fn faces(codes: &str) -> Vec<Face> {
    codes
        .split_whitespace()
        .filter_map(|c| c.parse().ok())
        .collect()
}

/// Each line of a catalog text is a paragraph.
fn paragraphs(text: &str) -> Html {
    html! {
        { for text.lines().filter(|l| !l.trim().is_empty()).map(|l| html! { <p>{ l.trim().to_string() }</p> }) }
    }
}

fn figure_html(f: &Figure) -> Html {
    html! {
        <figure class="rules-figure">
            <div class="rules-cards">
                { for f.cards.iter().enumerate().map(|(i, &face)| {
                    let stands_for = f.wild.filter(|(at, _)| *at == i).map(|(_, s)| s);
                    html! { <CardFace {face} class="small" wild={stands_for.is_some()} {stands_for} /> }
                }) }
            </div>
            <figcaption><strong>{ f.caption.clone() }</strong>{ " " }{ f.text.clone() }</figcaption>
        </figure>
    }
}

fn section_html(s: Section) -> Html {
    html! {
        <section>
            <h3>{ s.heading }</h3>
            { paragraphs(&s.body) }
            if !s.figures.is_empty() {
                <div class="rules-figures">{ for s.figures.iter().map(figure_html) }</div>
            }
            { s.extra }
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub struct RulesProps {
    pub game: GameKind,
    /// The Sheng Ji rules in force (the scoring table follows them); Classic when absent.
    #[prop_or_default]
    pub sj_rules: Option<crate::shengji::Rules>,
    #[prop_or_default]
    pub class: Classes,
    /// A book icon (the tables' crowded top bar) rather than words.
    #[prop_or_default]
    pub icon: bool,
}

#[derive(Properties, PartialEq, Clone)]
pub struct RulesBodyProps {
    pub game: GameKind,
    pub sj_rules: Option<crate::shengji::Rules>,
}

/// The page's sections. A piece of its own, fetched the first time a page opens: the home
/// page carries neither the rules' words and tables nor the cards they show (measured: the
/// page's wasm 3.9 KB smaller gzipped; a table fetches the card faces with its own pieces).
#[function_component(RulesBody)]
fn rules_body_view(props: &RulesBodyProps) -> Html {
    let sections = match props.game {
        GameKind::GuanDan => guandan::sections(),
        GameKind::ShengJi => shengji::sections(
            &props
                .sj_rules
                .clone()
                .unwrap_or_else(crate::shengji::Rules::classic),
        ),
    };
    sections.into_iter().map(section_html).collect()
}

super::piece::piece!(rules: fn rules_body(p: RulesBodyProps) => html! { <RulesBody ..p /> });

/// The "How to play" button and the page it opens over the screen.
#[function_component(RulesButton)]
pub fn rules_button(props: &RulesProps) -> Html {
    let lang = super::language::use_lang();
    let open = use_state(|| false);
    let ready = super::language::use_catalog(
        lang,
        if *open {
            crate::i18n::Part::Rules
        } else {
            crate::i18n::Part::Table
        },
    );
    let button = use_node_ref();
    use_focus_close(*open, ready);
    // The page has its own history entry: Back closes it, and stays on the site.
    super::history::use_panel_history(*open, {
        let open = open.clone();
        Callback::from(move |()| open.set(false))
    });
    let toggle = {
        let open = open.clone();
        let button = button.clone();
        Callback::from(move |_| {
            // Closing gives the keyboard back to the button that opened the page.
            if *open && let Some(b) = button.cast::<HtmlElement>() {
                let _ = b.focus();
            }
            open.set(!*open)
        })
    };
    let on_key = {
        let toggle = toggle.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                e.stop_propagation();
                toggle.emit(());
            }
        })
    };
    let title = t!("rules-title", game = strings::game_title(props.game));
    let id = format!("rules-title-{}", props.game.slug());
    // The lesson, for those who would rather learn by playing.
    let learn = super::lesson::learn_button(
        use_context::<super::lesson::Learn>().as_ref(),
        props.game,
        false,
        true,
    );
    html! {
        <>
            <button type="button" ref={button} class={classes!("link", props.icon.then_some("icon"), props.class.clone())}
                data-action="rules" data-game={props.game.slug()} aria-expanded={open.to_string()}
                aria-label={props.icon.then(|| t!("rules-button"))} title={props.icon.then(|| t!("rules-button"))}
                onclick={toggle.reform(|_: MouseEvent| ())}>
                if props.icon {
                    // An open book.
                    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                        <path d="M12 6c-2-1.5-5-2-8-1.5v13c3-.5 6 0 8 1.5 2-1.5 5-2 8-1.5v-13c-3-.5-6 0-8 1.5zM12 6v13"
                            stroke="currentColor" stroke-width="1.8" fill="none" stroke-linejoin="round" />
                    </svg>
                } else {
                    { t!("rules-button") }
                }
            </button>
            if *open {
                <div class="dialog rules-page" role="dialog" aria-modal="true" aria-labelledby={id.clone()}
                    data-rules={props.game.slug()} onkeydown={on_key}>
                    <header class="rules-head">
                        <h2 id={id}>{ title }</h2>
                        <button type="button" class="btn" data-action="close" autofocus=true
                            onclick={toggle.reform(|_: MouseEvent| ())}>{ t!("close") }</button>
                    </header>
                    <p class="rules-learn">{ learn }</p>
                    if ready {
                        { super::piece::lazy(format!("rules-{}-{}", props.game.slug(), lang.code()), rules_body,
                            RulesBodyProps { game: props.game, sj_rules: props.sj_rules.clone() }) }
                    } else {
                        <p class="loading" role="status"><span class="spinner"></span></p>
                    }
                </div>
            }
        </>
    }
}

/// Moves the keyboard into a page just opened (`autofocus` only works on page load), and
/// again once its words have arrived (the page is drawn anew then).
#[hook]
pub fn use_focus_close(open: bool, ready: bool) {
    use_effect_with((open, ready), |&(open, _)| {
        if open
            && let Some(el) = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| {
                    d.query_selector(".rules-page [data-action=close]")
                        .ok()
                        .flatten()
                })
                .and_then(|e| e.dyn_into::<HtmlElement>().ok())
        {
            let _ = el.focus();
        }
    });
}
