//! One seat at the table: name, cards left, marks (finishing place, dealer, friend...), whose
//! turn it is, and what the seat put on the table in this trick (its cards, or "Pass").

use yew::prelude::*;

use super::card::played_cards;
use super::strings;
use crate::cards::{Card, Face};
use crate::friends::message::SeatKind;

/// What a seat shows in front of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shown {
    Nothing,
    Pass,
    Play {
        cards: Vec<Card>,
        label: String,
        /// What each wild card of the play stands for.
        stands: Vec<(Card, Face)>,
        /// A bomb, a straight flush, four jokers: shown with emphasis.
        emphasis: bool,
    },
}

impl Shown {
    /// A plain play of `cards` (no wilds, no emphasis).
    pub fn cards(cards: Vec<Card>) -> Shown {
        Shown::Play {
            cards,
            label: String::new(),
            stands: Vec::new(),
            emphasis: false,
        }
    }
}

/// A small badge beside the name: `kind` styles it ("place-1", "dealer"...), `zh` is an
/// optional Chinese word shown before the English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mark {
    pub kind: String,
    pub zh: Option<&'static str>,
    pub text: String,
}

impl Mark {
    /// 托管: the computer plays for the seat.
    pub fn auto() -> Mark {
        Mark {
            kind: "auto".into(),
            zh: crate::i18n::beside("托管"),
            text: t!("auto-badge"),
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct SeatProps {
    pub seat: usize,
    /// "north", "east", "west", "south", or "ring" at larger tables.
    pub place: &'static str,
    pub name: String,
    /// Accessible name of the seat ("East (opponent, on your right)").
    pub label: String,
    /// Cards left, when the rules let everyone see it.
    pub count: Option<usize>,
    /// The seat holds cards whose number is not shown (Guan Dan with counts off, above ten):
    /// its backs are drawn as a hand of no particular size.
    #[prop_or_default]
    pub unshown: bool,
    #[prop_or_default]
    pub marks: Vec<Mark>,
    pub active: bool,
    /// The seat whose play currently wins the trick.
    pub winning: bool,
    pub shown: Shown,
    /// The play shown is the previous trick's winner, kept until the first new play.
    #[prop_or_default]
    pub dimmed: bool,
    /// The seconds of this seat's timed turn, while its timer runs (a table with friends): the
    /// ring around its portrait runs down over them.
    #[prop_or_default]
    pub clock: Option<u32>,
    /// The seat's side, when known (colours its emblem).
    #[prop_or_default]
    pub team: Option<usize>,
    /// Extra controls on the name plate (the human's 托管 toggle).
    #[prop_or_default]
    pub children: Html,
}

#[function_component(Seat)]
pub fn seat(props: &SeatProps) -> Html {
    let _lang = super::language::use_lang();
    // Another seat's hand is a stack of backs as thick as its cards (issue 68); your own hand
    // is in front of you. Hidden from screen readers: the count's label says it.
    let other = !strings::is_me(props.seat);
    let count = props.count.map(|n| {
        html! {
            <span key="count" class="count" data-count={n.to_string()} aria-label={strings::cards_left(n)}>
                { for (other && n > 0).then(|| html! {
                    <span class="backs" data-backs={n.to_string()} style={format!("--n: {n}")} aria-hidden="true"></span>
                }) }
                { n }
            </span>
        }
    });
    let unshown = (other && props.count.is_none() && props.unshown).then(|| {
        html! { <span key="count" class="count"><span class="backs" aria-hidden="true"></span></span> }
    });
    let marks = props.marks.iter().map(|m| {
        html! {
            <span key={m.kind.clone()} class={classes!("badge", m.kind.clone())}>
                { for m.zh.map(|zh| html! { <><span lang="zh">{ zh }</span>{ " " }</> }) }
                <span class="badge-text">{ m.text.clone() }</span>
            </span>
        }
    });
    let turn = props.active.then(|| {
        html! { <span key="turn" class="turn-marker">{ if strings::is_me(props.seat) { t!("to-play") } else { t!("thinking") } }</span> }
    });
    let shown = match &props.shown {
        Shown::Nothing => html! {},
        Shown::Pass => html! { <p class="pass-chip">{ t!("pass-chip") }</p> },
        Shown::Play {
            cards,
            label,
            stands,
            emphasis,
        } => html! {
            // Keyed by its cards: a new play is a new element, never the old one moved.
            <div key={cards.iter().map(|c| c.full_code()).collect::<Vec<_>>().join(" ")}
                class={classes!("played", props.winning.then_some("winning"),
                    emphasis.then_some("emphasis"), props.dimmed.then_some("dimmed"))}
                aria-label={label.clone()} role="group">
                { played_cards(cards, stands) }
                <p class="played-label">{ label.clone() }</p>
            </div>
        },
    };
    // Who sits here, for the tests' hooks: this page's player, a friend (connected or not:
    // the computer plays for them meanwhile) or the computer.
    let (kind, connected) = match strings::kind_at(props.seat) {
        _ if strings::is_me(props.seat) => ("you", None),
        Some(SeatKind::Friend { connected }) => ("friend", Some(connected)),
        _ => ("computer", None),
    };
    // The plate's face: the player's own, a friend's, or a computer's.
    let face = strings::face_at(props.seat, super::look::use_look().face);
    html! {
        <section class={classes!("seat", props.place, props.active.then_some("active"))}
            aria-label={props.label.clone()} data-seat={props.seat.to_string()}
            data-seat-kind={kind} data-connected={connected.map(|c| c.to_string())}
            data-team={props.team.map(|t| t.to_string())}
            aria-current={props.active.then_some("true")}>
            <p class="seat-name" data-face={face.to_string()}>
                // The portrait is ringed while it is this seat's turn (issue 68).
                <img class="face" src={crate::art::avatar::data_url(face)} alt=""
                    data-turn-ring={props.active.then_some("true")}
                    data-clock={props.clock.filter(|_| props.active).map(|s| s.to_string())}
                    style={props.clock.map(|s| format!("--limit: {s}s"))} />
                // One keyed list: a count, badge or turn marker coming or going is inserted or
                // removed, never written over its neighbours (which moved them: layout shifts).
                { for std::iter::once(html! { <span key="name" class="name" style={name_width(&props.name)}>{ props.name.clone() }</span> })
                    .chain(count).chain(unshown).chain(marks).chain(turn) }
                { props.children.clone() }
            </p>
            <div class="trick-slot" data-play-seat={(props.shown != Shown::Nothing).then(|| props.seat.to_string())}>{ shown }</div>
        </section>
    }
}

/// The name's width in ems, roughly (a hanzi 1, a Latin letter about 0.6): the plate shrinks
/// the type of a long name to fit its line whole rather than cut it (issue 67).
fn name_width(name: &str) -> String {
    let ems: f32 = name
        .chars()
        .map(|c| match c {
            ' ' => 0.3,
            c if c.is_ascii_uppercase() || c.is_ascii_digit() => 0.68,
            c if c.is_ascii() => 0.56,
            c if (c as u32) >= 0x2E80 => 1.0,
            _ => 0.6,
        })
        .sum();
    format!("--name-em: {:.1}", ems.max(1.0))
}
