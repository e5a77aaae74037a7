//! The play log of the current hand: tribute, who played what in order, passes, tricks won and
//! players going out.

use crate::ui::msg::TableMsg;
use yew::prelude::*;

use super::super::core::Panel;
use super::super::strings;
use super::state::Msg;
use crate::driver::Entry;
use crate::guandan::Event;
use crate::guandan::Top;
use crate::guandan::game::TrickPlay;

#[derive(Properties, PartialEq)]
pub struct LogProps {
    /// The log entries of the current hand, in order.
    pub entries: Vec<Entry<Event>>,
    pub hand: u32,
    pub dispatch: Callback<Msg>,
}

/// A play in a line of text: "straight up to 6 (2♦ 3♥ 6♥=4♥ 5♦ 6♣)", its cards in the order
/// the combination reads and each wild with what it stands for (as the cards on the table).
pub fn play_text(p: &TrickPlay) -> String {
    let labels: Vec<String> = p
        .reading
        .display_order(&p.cards)
        .iter()
        .map(|c| {
            let label = strings::face_label(c.face);
            match p.reading.wilds.iter().find(|w| w.card == *c) {
                Some(w) if w.stands_for != c.face => {
                    format!("{label}={}", strings::face_label(w.stands_for))
                }
                _ => label,
            }
        })
        .collect();
    let name = strings::combo_name(&p.reading.combo);
    // A joker played alone is named alone (as `strings::play_line`).
    if matches!(p.reading.combo.top, Top::Joker(_)) && p.cards.len() == 1 {
        return name;
    }
    format!("{name} ({})", labels.join(" "))
}

fn line(event: &Event) -> Option<String> {
    Some(match event {
        Event::FaceUp(f) => strings::face_up(f.card, f.seat),
        Event::TributeResisted { shown } => strings::resisted(shown),
        Event::TributePaid { from, card } => strings::paid_waiting(*from, card.face),
        Event::TributeGiven(t) => strings::paid(t.from, t.to, t.card.face),
        Event::TributeReturned(t) => strings::returned(t.from, t.to, t.card.face),
        Event::Leads { seat } => strings::lead_by(*seat),
        Event::Played(p) => strings::log_play(p.seat, &play_text(p)),
        Event::Passed { seat } => strings::log_pass(*seat),
        Event::TrickWon { next_leader, .. } => format!("— {}", strings::lead_by(*next_leader)),
        Event::Finished { seat, place } => strings::log_out(*seat, *place as usize - 1),
        Event::HandStarted { .. } | Event::HandEnded(_) | Event::MatchOver { .. } => return None,
    })
}

#[function_component(Log)]
pub fn log(props: &LogProps) -> Html {
    let _lang = crate::ui::language::use_lang();
    // A tribute paid and then given is one transfer: only the line that says to whom (a
    // payment waits for its taker only until the winners choose).
    let given = |from: usize, card| {
        props
            .entries
            .iter()
            .any(|e| matches!(&e.event, Event::TributeGiven(t) if t.from == from && t.card == card))
    };
    let lines: Vec<String> = props
        .entries
        .iter()
        .filter(|e| !matches!(e.event, Event::TributePaid { from, card } if given(from, card)))
        .filter_map(|e| line(&e.event))
        .collect();
    let close = props
        .dispatch
        .reform(|_| Msg::Table(TableMsg::Open(Panel::Table)));
    let body = if lines.is_empty() {
        html! { <p>{ t!("log-empty") }</p> }
    } else {
        html! { <ol class="log-lines">{ for lines.iter().map(|l| html! { <li>{ l.clone() }</li> }) }</ol> }
    };
    let foot = html! { <>
        { super::super::form::replay_button(Msg::Table(TableMsg::Open(Panel::Replay)), &props.dispatch) }
        <button type="button" class="btn" data-action="close" onclick={close}>{ t!("close") }</button>
    </> };
    let title = ("log-title", strings::log_title(props.hand));
    super::super::form::dialog("log", None, title, Html::default(), body, foot)
}
