//! The level ladder: the track from 2 to A with each side's level on it, the declarers marked
//! and the tries at A shown.

use yew::prelude::*;

use crate::cards::Rank;

/// One side on the ladder.
#[derive(Clone, Debug, PartialEq)]
pub struct Rung {
    pub name: String,
    pub level: Rank,
    pub declaring: bool,
    /// Tries at A so far, as "1/3", when the side is at A.
    pub tries: Option<String>,
}

#[derive(Properties, PartialEq)]
pub struct LadderProps {
    pub sides: Vec<Rung>,
}

#[function_component(Ladder)]
pub fn ladder(props: &LadderProps) -> Html {
    let _lang = super::language::use_lang();
    let steps = Rank::ALL.iter().map(|&r| {
        let here: Vec<(usize, &Rung)> = props
            .sides
            .iter()
            .enumerate()
            .filter(|(_, s)| s.level == r)
            .collect();
        html! {
            <li class={classes!("step", (!here.is_empty()).then_some("occupied"))} data-rank={r.code()}>
                <span class="rank">{ r.code() }</span>
                { for here.into_iter().map(|(i, s)| html! {
                    <span class={classes!("token", format!("side-{i}"), s.declaring.then_some("declaring"))}
                        title={s.name.clone()}>
                        { s.tries.clone().unwrap_or_default() }
                    </span>
                }) }
            </li>
        }
    });
    let label = props
        .sides
        .iter()
        .map(|s| {
            let mut t = format!("{} {}", s.name, s.level.code());
            if s.declaring {
                t.push_str(&format!(" ({})", t!("declarers")));
            }
            if let Some(tries) = &s.tries {
                t.push_str(&format!(", A {tries}"));
            }
            t
        })
        .collect::<Vec<_>>()
        .join("; ");
    html! {
        <ol class="ladder" aria-label={format!("{}: {label}", t!("ladder"))}>{ for steps }</ol>
    }
}
