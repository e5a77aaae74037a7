//! The human's hand: groups of cards (same-rank columns, or one row per suit) that overlap so
//! that a whole hand fits a 360 px phone with every corner index visible. Cards are buttons: a
//! tap or Space selects exactly that card, a second one deselects; dragging across cards
//! (滑动选牌) gives every card passed over the state the first one took.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::card::CardFace;
use crate::cards::{Card, Face};

/// How the groups are laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// Each group a column of stacked cards (same rank), columns side by side.
    Columns,
    /// Each group a row of overlapping cards (one suit), rows stacked.
    Rows,
}

#[derive(Properties, PartialEq)]
pub struct HandProps {
    pub groups: Vec<Vec<Card>>,
    pub layout: Layout,
    pub selected: Vec<Card>,
    /// When given, only these cards may be chosen now; the others are dimmed.
    #[prop_or_default]
    pub allowed: Option<Vec<Card>>,
    /// Cards to point out (e.g. the kitty just picked up, a tribute received).
    #[prop_or_default]
    pub marked: Vec<Card>,
    /// The face of the wild cards (Guan Dan), marked wherever they sit.
    #[prop_or_default]
    pub wild: Option<Face>,
    pub on_toggle: Callback<Card>,
    /// Phones, columns: a tap on a card of a column taken as one target (the card, and the
    /// column's choosable cards), decided by the table's state (see `Core::tap_column`).
    #[prop_or_default]
    pub on_column_tap: Option<Callback<(Card, Vec<Card>)>>,
    /// Accessible name of the hand ("Your hand: 27 cards").
    pub label: String,
}

/// A drag across the hand: the state it gives, the last card passed over, and whether it has
/// left its first card (then the click that ends it is not a tap).
#[derive(Default)]
struct Drag {
    select: Option<bool>,
    last: Option<String>,
    moved: bool,
}

/// Phones: a same-rank column is one tap target, suit rows wrap on two lines (see [`Hand`]).
fn phone_query() -> Option<web_sys::MediaQueryList> {
    web_sys::window()?.match_media("(max-width: 699px)").ok()?
}

/// Whether the window is a phone's, followed as it changes (a phone turned, a window resized),
/// so that the rows are laid out again.
#[hook]
fn use_narrow() -> bool {
    let narrow = use_state(|| phone_query().is_some_and(|m| m.matches()));
    {
        let narrow = narrow.setter();
        use_effect_with((), move |_| {
            let query = phone_query();
            let changed = wasm_bindgen::closure::Closure::<dyn FnMut()>::new({
                let query = query.clone();
                move || narrow.set(query.as_ref().is_some_and(|m| m.matches()))
            });
            if let Some(q) = &query {
                let _ =
                    q.add_event_listener_with_callback("change", changed.as_ref().unchecked_ref());
            }
            move || {
                if let Some(q) = &query {
                    let _ = q.remove_event_listener_with_callback(
                        "change",
                        changed.as_ref().unchecked_ref(),
                    );
                }
            }
        });
    }
    *narrow
}

/// The card under a pointer, by its `data-id`.
fn card_at(x: i32, y: i32) -> Option<String> {
    let doc = web_sys::window()?.document()?;
    let el = doc.element_from_point(x as f32, y as f32)?;
    let card = el.closest(".hand [data-id]").ok()??;
    card.get_attribute("data-id")
}

/// Suit rows as one fan over one line (two on a phone when the hand is long): each card's line,
/// its place on the line and the suit gaps before it. The styles place the cards from these
/// with `translate`, so a card drawn into the middle of the hand moves the others without a
/// layout shift, and nothing around the hand ever moves.
struct Fan {
    /// (line, column, gaps before it on its line) of each card in hand order.
    places: Vec<(usize, usize, usize)>,
    per_line: usize,
    gaps: usize,
}

impl Fan {
    fn new(groups: &[Vec<Card>], narrow: bool) -> Fan {
        let n: usize = groups.iter().map(Vec::len).sum();
        let lines = if narrow && n > 16 { 2 } else { 1 };
        let per_line = n.div_ceil(lines).max(1);
        let mut places = Vec::with_capacity(n);
        let mut gaps_max = 0;
        let mut i = 0;
        let mut line_gaps = 0;
        for group in groups.iter().filter(|g| !g.is_empty()) {
            for (k, _) in group.iter().enumerate() {
                let (line, col) = (i / per_line, i % per_line);
                if col == 0 {
                    line_gaps = 0;
                } else if k == 0 {
                    line_gaps += 1;
                }
                gaps_max = gaps_max.max(line_gaps);
                places.push((line, col, line_gaps));
                i += 1;
            }
        }
        Fan {
            places,
            per_line,
            gaps: gaps_max,
        }
    }

    fn style(&self, i: usize) -> Option<String> {
        let (line, col, gaps) = self.places.get(i)?;
        Some(format!("--line: {line}; --col: {col}; --gap-n: {gaps}"))
    }

    fn vars(&self) -> String {
        format!("; --per-line: {}; --gaps: {}", self.per_line, self.gaps)
    }
}

#[function_component(Hand)]
pub fn hand(props: &HandProps) -> Html {
    let _lang = super::language::use_lang();
    let drag: Rc<RefCell<Drag>> = use_mut_ref(Drag::default);
    let narrow = use_narrow();
    let all: Vec<Card> = props.groups.iter().flatten().copied().collect();
    let find = {
        let all = all.clone();
        move |id: &str| all.iter().copied().find(|c| c.full_code() == id)
    };
    let onpointerdown = {
        let drag = drag.clone();
        let selected = props.selected.clone();
        let find = find.clone();
        Callback::from(move |e: PointerEvent| {
            let id = card_at(e.client_x(), e.client_y());
            let card = id.as_deref().and_then(&find);
            *drag.borrow_mut() = Drag {
                select: card.map(|c| !selected.contains(&c)),
                last: id,
                moved: false,
            };
        })
    };
    let onpointermove = {
        let drag = drag.clone();
        let selected = props.selected.clone();
        let toggle = props.on_toggle.clone();
        let find = find.clone();
        Callback::from(move |e: PointerEvent| {
            if e.buttons() == 0 {
                return;
            }
            let mut d = drag.borrow_mut();
            let Some(select) = d.select else {
                return;
            };
            let Some(id) = card_at(e.client_x(), e.client_y()) else {
                return;
            };
            if d.last.as_deref() == Some(id.as_str()) {
                return;
            }
            if !d.moved {
                // The first card of the drag takes the new state too.
                d.moved = true;
                if let Some(first) = d.last.as_deref().and_then(&find)
                    && selected.contains(&first) != select
                {
                    toggle.emit(first);
                }
            }
            d.last = Some(id.clone());
            if let Some(card) = find(&id)
                && selected.contains(&card) != select
            {
                toggle.emit(card);
            }
        })
    };
    let onpointerup = {
        let drag = drag.clone();
        Callback::from(move |_: PointerEvent| {
            drag.borrow_mut().select = None;
        })
    };
    // On a phone a column's strips are small, so a column is one target: a tap on an unselected
    // copy selects it, a tap on a selected one selects one more copy (a second tap on the same
    // spot gives a pair), and a tap on a full column clears it. Elsewhere a tap toggles exactly
    // the card tapped.
    let column_taps = (props.layout == Layout::Columns && narrow)
        .then(|| props.on_column_tap.clone())
        .flatten();
    let fan = (props.layout == Layout::Rows).then(|| Fan::new(&props.groups, narrow));
    let mut index = 0usize;
    let groups = props.groups.iter().filter(|g| !g.is_empty()).enumerate().map(|(column, group)| {
        let cards = group.iter().enumerate().map(|(k, &card)| {
            // Rows: the card's place in the fan; columns: its column and its place in it.
            let style = match &fan {
                Some(f) => f.style(index),
                None => Some(format!("--gcol: {column}; --k: {k}")),
            };
            index += 1;
            let toggle = {
                let cb = props.on_toggle.clone();
                let drag = drag.clone();
                let column: Vec<Card> = group
                    .iter()
                    .copied()
                    .filter(|c| props.allowed.as_ref().is_none_or(|a| a.contains(c)))
                    .collect();
                let column_taps = column_taps.clone();
                Callback::from(move |()| {
                    // The click that ends a drag is not a tap.
                    if std::mem::take(&mut drag.borrow_mut().moved) {
                        return;
                    }
                    match &column_taps {
                        Some(tap) => tap.emit((card, column.clone())),
                        None => cb.emit(card),
                    }
                })
            };
            let disabled = props.allowed.as_ref().is_some_and(|a| !a.contains(&card));
            let choosable = props.allowed.is_some() && !disabled;
            let marked = props.marked.contains(&card);
            let wild = props.wild == Some(card.face);
            html! {
                <CardFace key={card.full_code()} id={card.full_code()} face={card.face} {wild} {style}
                    class={classes!(choosable.then_some("choosable"), marked.then_some("marked"))}
                    selected={props.selected.contains(&card)} {disabled} on_click={toggle} />
            }
        });
        html! {
            <div class="group" style={format!("--n: {}", group.len())}>{ for cards }</div>
        }
    });
    let layout = match props.layout {
        Layout::Columns => "columns",
        Layout::Rows => "rows",
    };
    let count = props.groups.iter().filter(|g| !g.is_empty()).count();
    let longest = props.groups.iter().map(Vec::len).max().unwrap_or(0);
    let fan_vars = fan.as_ref().map_or(String::new(), Fan::vars);
    html! {
        <section class={classes!("hand", layout)} aria-label={props.label.clone()}
            style={format!("--groups: {count}; --ncols: {count}; --longest: {longest}; --cards: {}{fan_vars}", all.len())}
            {onpointerdown} {onpointermove} {onpointerup}>
            { for groups }
        </section>
    }
}
