//! The small buttons every table has in its top bar or by the human's seat: sound on or off,
//! 托管 (the computer plays the human's seat), and the keys help.

use yew::prelude::*;

/// Sound on or off, saved with the display preferences (the same switch as in Settings).
#[function_component(SoundToggle)]
pub fn sound_toggle() -> Html {
    let _lang = super::language::use_lang();
    let Some(choice) = use_context::<super::look::LookChoice>() else {
        return html! {};
    };
    let muted = choice.look.muted;
    let onclick = Callback::from(move |_| {
        choice.choose.emit(super::look::Look {
            muted: !muted,
            ..choice.look
        })
    });
    let label = if muted {
        t!("sound-off")
    } else {
        t!("sound-on")
    };
    html! {
        <button type="button" class="link icon" data-action="sound" aria-label={label.clone()} title={label}
            aria-pressed={(!muted).to_string()} {onclick}>
            <svg class="speaker" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor" />
                if muted {
                    <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" stroke-width="2" fill="none" />
                } else {
                    <path d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" stroke="currentColor" stroke-width="2" fill="none" />
                }
            </svg>
        </button>
    }
}

#[derive(Properties, PartialEq)]
pub struct AutoProps {
    pub on: bool,
    pub toggle: Callback<bool>,
}

/// 托管: hands the human's seat to the computer until pressed again.
#[function_component(AutoToggle)]
pub fn auto_toggle(props: &AutoProps) -> Html {
    let _lang = super::language::use_lang();
    let on = props.on;
    let toggle = props.toggle.clone();
    let title = if on {
        t!("auto-on-title")
    } else {
        t!("auto-off-title")
    };
    html! {
        <button type="button" class={classes!("link", "auto", on.then_some("on"))} data-action="auto"
            aria-pressed={on.to_string()} {title} onclick={Callback::from(move |_| toggle.emit(!on))}>
            { for crate::i18n::beside("托管").map(|zh| html! { <><span lang="zh">{ zh }</span>{ " " }</> }) }{ t!("auto") }
        </button>
    }
}

/// What differs between the tables' top bars: the variant after the title, the scores, and the
/// first button (Guan Dan's play log, Sheng Ji's last trick).
pub struct Bar<'a> {
    pub game: crate::launch::GameKind,
    pub variant: Option<String>,
    pub scoreboard: Html,
    /// The first button's `data-action` and words.
    pub log: (&'static str, String),
    /// Opens a panel (the log and the settings).
    pub open: Callback<super::core::Panel>,
    pub on_home: &'a Callback<()>,
    pub company: Option<&'a super::friends::Company>,
    /// The Sheng Ji rules in force, for How to play's scoring table.
    pub sj_rules: Option<crate::shengji::Rules>,
    pub resume: Callback<(), Option<String>>,
}

/// A table's top bar: back to the games, the game's name, the scores, and the buttons.
pub fn top_bar(bar: Bar) -> Html {
    let (action, words) = bar.log;
    let on_home = bar.on_home.reform(|_: MouseEvent| ());
    let on_log = bar.open.reform(|_: MouseEvent| super::core::Panel::Log);
    let on_settings = bar
        .open
        .reform(|_: MouseEvent| super::core::Panel::Settings);
    html! {
        <header class="table-bar">
            <button type="button" class="link back" data-action="home" onclick={on_home}
                aria-label={t!("back-to-games")} title={t!("back-to-games")}>
                <span class="back-icon" aria-hidden="true">{ "‹" }</span><span class="label">{ t!("back-to-games") }</span>
            </button>
            <h1>
                { super::strings::game_title(bar.game) }
                { for crate::i18n::beside(super::strings::game_hanzi(bar.game)).map(|h| html! { <span class="hanzi" lang="zh">{ h }</span> }) }
                { for bar.variant.map(|v| html! { <span class="variant">{ v }</span> }) }
            </h1>
            { bar.scoreboard }
            <div class="bar-actions">
                <button type="button" class="link" data-action={action} onclick={on_log}
                    aria-label={words.clone()} title={words.clone()}><span class="icon" aria-hidden="true">{ "☰\u{FE0E}" }</span><span class="label">{ words }</span></button>
                <button type="button" class="link" data-action="settings" onclick={on_settings}
                    aria-label={t!("settings")} title={t!("settings")}><span class="icon" aria-hidden="true">{ "⚙\u{FE0E}" }</span><span class="label">{ t!("settings") }</span></button>
                { super::friends::seats_button(bar.company) }
                <super::guide::RulesButton game={bar.game} sj_rules={bar.sj_rules} icon=true />
                if super::embed::active() { <super::embed::FullScreenLink resume={bar.resume} /> }
                <SoundToggle />
                <super::keys::KeysHelp />
            </div>
        </header>
    }
}

/// What shows between the bar and the felt: the coach of a lesson, a note from the start (a
/// save that could not be read), the challenge's banner, the save's notice and, at a friend's
/// table, the host's news.
pub fn notices<G>(
    core: &super::core::Core<G>,
    coach: Html,
    booted: Option<String>,
    on_home: &Callback<()>,
) -> Html
where
    G: super::core::CardTable,
{
    html! {
        <>
            { coach }
            { for booted.map(|n| html! { <p class="notice" role="status">{ n }</p> }) }
            if core.challenge.is_some() {
                <p class="notice challenge" role="status" data-challenge="true">{ t!("challenge-banner") }</p>
            }
            <super::form::SaveNotice />
            { super::friends::guest_notice(core, on_home) }
        </>
    }
}
