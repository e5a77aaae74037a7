//! The Sheng Ji dialogs: the end of a round (kitty revealed, scoring band, levels, next
//! dealer), the end of the match, the last trick, and the friend calls of Zhao Pengyou.

use crate::ui::msg::TableMsg;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::super::card::CardFace;
use super::super::core::Panel;
use super::super::review;
use super::super::strings::{self, shengji as sj};
use super::state::Msg;
use crate::cards::{Face, Rank, Suit};
use crate::shengji::trick::Trick;
use crate::shengji::{FriendCall, RoundResult, Rules, SeatView};

#[derive(Properties, PartialEq)]
pub struct RoundOverProps {
    pub result: RoundResult,
    pub rules: Rules,
    pub players: usize,
    /// Levels before the round.
    pub before: Vec<Rank>,
    pub dispatch: Callback<Msg>,
    /// The same deal played by the Hard player from the human's seat.
    pub compare: Html,
    /// This round was a deal played again.
    pub challenge: bool,
    /// 托管 plays the human's seat (the dialog offers to take it back).
    #[prop_or_default]
    pub auto: bool,
}

#[function_component(RoundOver)]
pub fn round_over(props: &RoundOverProps) -> Html {
    let _lang = crate::ui::language::use_lang();
    let r = &props.result;
    let n = props.players;
    let points = r.opponents_points;
    let levels: Vec<String> = if props.rules.teams == crate::shengji::rules::Teams::Fixed && n == 4
    {
        // Seats 0 and 1 hold their teams' levels.
        r.levels
            .iter()
            .take(2)
            .enumerate()
            .map(|(t, &now)| {
                let before = props.before.get(t).copied().unwrap_or(now);
                let name = strings::team_name(t);
                if before == now {
                    sj::level_of(&name, now)
                } else {
                    format!("{name} {} → {}", before.code(), now.code())
                }
            })
            .collect()
    } else {
        r.promoted
            .iter()
            .filter_map(|&s| {
                let now = *r.levels.get(s)?;
                let before = props.before.get(s).copied().unwrap_or(now);
                let name = sj::seat_name(s, n);
                Some(format!("{name} {} → {}", before.code(), now.code()))
            })
            .collect()
    };
    review::hand_over_dialog(review::HandOver {
        title: ("round-title", sj::round_over_title(r.round)),
        lines: html! { <>
            <p class="headline">{ sj::outcome_line(r, n) }</p>
            <p>{ sj::attackers_total(r) }</p>
            if !levels.is_empty() {
                <p>{ sj::levels_line(&levels) }</p>
            }
        </> },
        go_on: ("next-round", t!("sj-next-round"), Msg::NextRound),
        auto: props.auto,
        challenge: props.challenge,
        dispatch: props.dispatch.clone(),
        body: html! { <>
            <p>{ sj::next_dealer(r.next_dealer, n) }</p>
            <div class="kitty-cards" aria-label={t!("sj-kitty")}>
                { for r.kitty.iter().map(|c| html! { <CardFace face={c.face} class="small" /> }) }
            </div>
            <p>{ sj::kitty_line(r.kitty_points, r.kitty_multiplier) }</p>
            { crate::ui::guide::bands_table(&props.rules, Some(points)) }
            { review::play_again_note(props.challenge) }
            { props.compare.clone() }
        </> },
    })
}

/// The match's end in Sheng Ji's words: who won, after how many rounds.
pub fn match_over(view: &SeatView) -> review::MatchOver {
    review::MatchOver {
        // A match the player won is celebrated.
        won: view.winners.iter().any(|&s| crate::ui::strings::is_me(s)),
        title: sj::match_over_title(&view.winners, view.rules.players as usize),
        lines: html! { <p>{ sj::rounds_played(view.round) }</p> },
        body: Html::default(),
    }
}

#[derive(Properties, PartialEq)]
pub struct LastTrickProps {
    pub trick: Option<Trick>,
    pub players: usize,
    /// Whether the trick's winner is known to be a declarer (its points do not count).
    pub kept: bool,
    pub dispatch: Callback<Msg>,
}

#[function_component(LastTrick)]
pub fn last_trick(props: &LastTrickProps) -> Html {
    let _lang = crate::ui::language::use_lang();
    let close = props
        .dispatch
        .reform(|_| Msg::Table(TableMsg::Open(Panel::Table)));
    let body = match &props.trick {
        None => html! { <p>{ t!("sj-no-trick-yet") }</p> },
        Some(t) => html! { <>
            <ol class="last-trick">
                { for t.plays.iter().map(|p| html! {
                    <li class={classes!((p.seat == t.winner).then_some("winner"))}>
                        <span class="who">{ sj::seat_name(p.seat, props.players) }</span>
                        <span class="played-cards">
                            { for p.cards.iter().map(|c| html! { <CardFace face={c.face} class="small" /> }) }
                        </span>
                    </li>
                }) }
            </ol>
            <p>{ sj::trick_to(t.winner, props.players, t.points(), props.kept) }</p>
        </> },
    };
    let foot = html! { <>
        { super::super::form::replay_button(Msg::Table(TableMsg::Open(Panel::Replay)), &props.dispatch) }
        <button type="button" class="btn" data-action="close" onclick={close}>{ t!("close") }</button>
    </> };
    let title = ("last-title", t!("sj-last-trick"));
    super::super::form::dialog("log", None, title, Html::default(), body, foot)
}

#[derive(Properties, PartialEq)]
pub struct CallProps {
    /// The calls to start from (the computer's suggestion).
    pub suggested: Vec<FriendCall>,
    pub decks: u8,
    pub dispatch: Callback<Msg>,
}

/// The faces a friend call may name: every card but the jokers, aces first.
fn callable() -> Vec<Face> {
    Rank::ALL
        .into_iter()
        .rev()
        .flat_map(|r| Suit::ALL.map(|s| Face::Suited(s, r)))
        .collect()
}

#[function_component(CallDialog)]
pub fn call_dialog(props: &CallProps) -> Html {
    let _lang = crate::ui::language::use_lang();
    let calls = use_state(|| props.suggested.clone());
    let faces = callable();
    let rows = calls.iter().enumerate().map(|(i, call)| {
        let set_face = {
            let calls = calls.clone();
            let faces = faces.clone();
            Callback::from(move |e: Event| {
                let v = e.target_unchecked_into::<HtmlSelectElement>().value();
                let mut next = (*calls).clone();
                if let (Some(c), Some(f)) = (next.get_mut(i), v.parse::<usize>().ok().and_then(|k| faces.get(k))) {
                    c.face = *f;
                }
                calls.set(next);
            })
        };
        let set_nth = {
            let calls = calls.clone();
            Callback::from(move |e: Event| {
                let v = e.target_unchecked_into::<HtmlSelectElement>().value();
                let mut next = (*calls).clone();
                if let (Some(c), Ok(k)) = (next.get_mut(i), v.parse::<u8>()) {
                    c.nth = k;
                }
                calls.set(next);
            })
        };
        let id = format!("call-{i}");
        html! {
            <div class="call-row">
                <label class="field" for={format!("{id}-copy")}>
                    <span>{ t!("sj-copy") }</span>
                    <select id={format!("{id}-copy")} onchange={set_nth}>
                        { for (1..=props.decks).map(|k| html! {
                            <option value={k.to_string()} selected={k == call.nth}>{ sj::ordinal(k) }</option>
                        }) }
                    </select>
                </label>
                <label class="field" for={format!("{id}-card")}>
                    <span>{ t!("sj-card") }</span>
                    <select id={format!("{id}-card")} onchange={set_face}>
                        { for faces.iter().enumerate().map(|(k, f)| html! {
                            <option value={k.to_string()} selected={*f == call.face}>{ strings::face_label(*f) }</option>
                        }) }
                    </select>
                </label>
            </div>
        }
    });
    let confirm = {
        let d = props.dispatch.clone();
        let calls = calls.clone();
        Callback::from(move |_| d.emit(Msg::Call((*calls).clone())))
    };
    let hint = {
        let calls = calls.clone();
        let suggested = props.suggested.clone();
        Callback::from(move |_| calls.set(suggested.clone()))
    };
    let prompt = html! { <p class="small">{ sj::call_prompt(calls.len()) }</p> };
    let foot = html! { <>
        <button type="button" class="btn primary" data-action="call" onclick={confirm}>{ t!("sj-call-button") }</button>
        <button type="button" class="btn" data-action="hint" onclick={hint}>{ t!("hint") }</button>
    </> };
    let title = ("call-title", t!("sj-call-title"));
    super::super::form::dialog(
        "call",
        None,
        title,
        prompt,
        html! { <>{ for rows }</> },
        foot,
    )
}
