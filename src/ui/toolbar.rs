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
