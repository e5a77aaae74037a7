//! Form fields of the settings dialogs: a labelled select and a labelled checkbox.

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::cards::Rank;

/// A labelled `<select>`; `options` are (value, label).
pub fn select(
    label: &str,
    id: &str,
    options: Vec<(String, String)>,
    current: String,
    on: Callback<String>,
) -> Html {
    let onchange = Callback::from(move |e: Event| {
        on.emit(e.target_unchecked_into::<HtmlSelectElement>().value())
    });
    html! {
        <label class="field" for={id.to_string()}>
            <span>{ label }</span>
            <select id={id.to_string()} {onchange}>
                { for options.into_iter().map(|(v, l)| html! { <option value={v.clone()} selected={v == current}>{ l }</option> }) }
            </select>
        </label>
    }
}

/// A labelled checkbox.
pub fn check(label: &str, id: &str, checked: bool, on: Callback<bool>) -> Html {
    let onchange = Callback::from(move |e: Event| {
        on.emit(e.target_unchecked_into::<HtmlInputElement>().checked())
    });
    html! {
        <label class="field check" for={id.to_string()}>
            <input type="checkbox" id={id.to_string()} {checked} {onchange} />
            <span>{ label }</span>
        </label>
    }
}

/// Numbers as options.
pub fn numbers(values: &[u32]) -> Vec<(String, String)> {
    values
        .iter()
        .map(|v| (v.to_string(), v.to_string()))
        .collect()
}

/// The ranks 2..A as options.
pub fn ranks() -> Vec<(String, String)> {
    Rank::ALL
        .iter()
        .map(|r| (r.code().to_string(), r.code().to_string()))
        .collect()
}
