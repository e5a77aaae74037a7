//! The Guan Dan table's state: the match driver and what the human is doing (selection, hints,
//! the reading chooser, open panels). The reducer forwards every game decision to the driver,
//! which asks the engine; it saves the match after every change.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use crate::agents::{AgentKind, AgentSpec, mix};
use crate::cards::Card;
use crate::driver::{Match, Player, Waiting};
use crate::guandan::{Action, Game, Pending, Reading, Rules, SeatView};

use super::super::strings;
use super::save;

/// The human's seat.
pub const HUMAN: usize = 0;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sort {
    Rank,
    Suit,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Panel {
    Table,
    Log,
    Settings,
}

/// A line next to the buttons.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// The engine refused the human's action (its reason).
    Refused(String),
    Info(String),
}

/// The table: a match and the human's state around it.
#[derive(Clone)]
pub struct Table {
    pub seed: u64,
    pub m: Rc<RefCell<Match<Game>>>,
    /// Bumped at every change (the match is shared, not copied).
    pub version: u64,
    /// Bumped only when the match itself may have moved on: the computer's pacing follows
    /// this, so selecting cards while it thinks does not hold it up.
    pub progress: u64,
    pub selected: Vec<Card>,
    pub hints: Vec<Action>,
    pub hint_at: Option<usize>,
    /// The AI's first choice was to pass.
    pub hint_pass: bool,
    pub note: Option<Note>,
    /// Several readings of the selection can be played: the human picks one.
    pub chooser: Option<Vec<Reading>>,
    pub sort: Sort,
    pub panel: Panel,
    /// An agent failed (a bug): the table stops with this message.
    pub failure: Option<String>,
}

impl PartialEq for Table {
    fn eq(&self, other: &Table) -> bool {
        Rc::ptr_eq(&self.m, &other.m)
            && self.version == other.version
            && self.progress == other.progress
            && self.selected == other.selected
            && self.hint_at == other.hint_at
            && self.note == other.note
            && self.chooser == other.chooser
            && self.sort == other.sort
            && self.panel == other.panel
            && self.failure == other.failure
    }
}

/// The players of a new match: the human at seat 0, the rule AI elsewhere.
pub fn players(seed: u64) -> Vec<Player> {
    (0..4)
        .map(|s| match s {
            HUMAN => Player::Human,
            s => Player::Ai(AgentSpec::new(AgentKind::Normal, mix(seed, s as u64))),
        })
        .collect()
}

impl Table {
    pub fn new(seed: u64, m: Match<Game>) -> Table {
        Table {
            seed,
            m: Rc::new(RefCell::new(m)),
            version: 0,
            progress: 0,
            selected: Vec::new(),
            hints: Vec::new(),
            hint_at: None,
            hint_pass: false,
            note: None,
            chooser: None,
            sort: Sort::Rank,
            panel: Panel::Table,
            failure: None,
        }
    }

    /// A new match; rules that cannot be played fall back to the default ones.
    pub fn fresh(seed: u64, rules: Rules) -> Table {
        let game = Game::new(rules, seed)
            .or_else(|_| Game::new(Rules::default(), seed))
            .expect("the default rules are valid");
        Table::new(seed, Match::new(game, players(seed)))
    }

    pub fn view(&self) -> SeatView {
        self.m.borrow().view(HUMAN)
    }

    pub fn waiting(&self) -> Waiting {
        self.m.borrow().waiting()
    }

    /// Forgets what belonged to the previous position.
    fn moved_on(&mut self) {
        self.selected.clear();
        self.hints.clear();
        self.hint_at = None;
        self.chooser = None;
    }

    /// A human action through the driver; a refusal keeps everything and shows the reason.
    fn act(&mut self, action: Action) {
        let result = self.m.borrow_mut().act(HUMAN, action);
        match result {
            Ok(_) => {
                self.moved_on();
                self.note = None;
            }
            Err(e) => self.note = Some(Note::Refused(sentence(&e.to_string()))),
        }
    }

    fn play(&mut self) {
        let cards = self.selected.clone();
        // The hint's own reading, when the selection is still the hinted play.
        if let Some(Action::Play { cards: hinted, .. }) =
            self.hint_at.and_then(|i| self.hints.get(i)).cloned()
            && same_cards(&hinted, &cards)
        {
            let action = self.hints[self.hint_at.unwrap_or(0)].clone();
            return self.act(action);
        }
        let readings = self.view().playable_readings(&cards);
        if readings.len() > 1 {
            self.chooser = Some(readings);
            return;
        }
        let as_combo = readings.first().map(|r| r.combo);
        self.act(Action::Play { cards, as_combo });
    }

    /// The tribute or return card: the one selected card.
    fn give(&mut self) {
        let view = self.view();
        let [card] = self.selected[..] else {
            self.note = Some(Note::Refused(strings::SELECT_ONE_CARD.to_string()));
            return;
        };
        let action = match view.pending {
            Pending::PayTribute { .. } => Action::PayTribute { card },
            _ => Action::ReturnTribute { card },
        };
        self.act(action);
    }

    /// The next hint: the AI's ranking of the plays (or tribute cards), best first, one per
    /// press; it selects the cards.
    fn hint(&mut self) {
        if self.hints.is_empty() {
            let ranked = self.m.borrow().hint(HUMAN);
            self.hint_pass = matches!(ranked.first(), Some(Action::Pass));
            self.hints = ranked
                .into_iter()
                .filter(|a| {
                    matches!(
                        a,
                        Action::Play { .. }
                            | Action::PayTribute { .. }
                            | Action::ReturnTribute { .. }
                    )
                })
                .collect();
        }
        if self.hints.is_empty() {
            self.note = Some(Note::Info(strings::HINT_NONE.to_string()));
            return;
        }
        let i = self.hint_at.map_or(0, |i| (i + 1) % self.hints.len());
        self.hint_at = Some(i);
        self.chooser = None;
        self.selected = match &self.hints[i] {
            Action::Play { cards, .. } => cards.clone(),
            Action::PayTribute { card } | Action::ReturnTribute { card } => vec![*card],
            _ => Vec::new(),
        };
        self.note = match &self.hints[i] {
            Action::Play {
                as_combo: Some(c), ..
            } if i == 0 && self.hint_pass => Some(Note::Info(strings::hint_would_pass(c))),
            Action::Play {
                as_combo: Some(c), ..
            } => Some(Note::Info(strings::hint_line(i, self.hints.len(), c))),
            _ => None,
        };
    }
}

/// Engine messages start in lower case; the page shows sentences.
fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn same_cards(a: &[Card], b: &[Card]) -> bool {
    let mut a = a.to_vec();
    let mut b = b.to_vec();
    a.sort();
    b.sort();
    a == b
}

/// What the human (or the pacing timer) does.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// The AI seat to act takes its action.
    Step,
    Toggle(Card),
    Clear,
    Hint,
    Play,
    Pass,
    /// Play the selection as the chooser's reading `i`.
    Choose(usize),
    CloseChooser,
    /// Pay or return the selected card.
    Give,
    Take(usize),
    Lead(usize),
    NextHand,
    NewMatch(u64, Rules),
    Sort(Sort),
    Open(Panel),
}

impl Reducible for Table {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Table> {
        let mut t = (*self).clone();
        let touches_match = !matches!(
            msg,
            Msg::Toggle(_)
                | Msg::Clear
                | Msg::Hint
                | Msg::CloseChooser
                | Msg::Sort(_)
                | Msg::Open(_)
        );
        match msg {
            Msg::Step => {
                if t.failure.is_none() {
                    let step = t.m.borrow_mut().step();
                    match step {
                        Ok(Some(_)) => t.moved_on(),
                        Ok(None) => {}
                        Err(e) => t.failure = Some(strings::agent_failed(&e.to_string())),
                    }
                }
            }
            Msg::Toggle(card) => {
                if let Some(i) = t.selected.iter().position(|c| *c == card) {
                    t.selected.remove(i);
                } else {
                    t.selected.push(card);
                }
                t.chooser = None;
                if matches!(t.note, Some(Note::Refused(_))) {
                    t.note = None;
                }
            }
            Msg::Clear => {
                t.selected.clear();
                t.chooser = None;
                t.hint_at = None;
                t.note = None;
            }
            Msg::Hint => t.hint(),
            Msg::Play => t.play(),
            Msg::Pass => t.act(Action::Pass),
            Msg::Choose(i) => {
                if let Some(r) = t.chooser.as_ref().and_then(|c| c.get(i)).cloned() {
                    let cards = t.selected.clone();
                    t.act(Action::Play {
                        cards,
                        as_combo: Some(r.combo),
                    });
                }
            }
            Msg::CloseChooser => t.chooser = None,
            Msg::Give => t.give(),
            Msg::Take(from) => t.act(Action::TakeTribute { from }),
            Msg::Lead(leader) => t.act(Action::ChooseLeader { leader }),
            Msg::NextHand => {
                t.m.borrow_mut().next_hand();
                t.moved_on();
                t.note = None;
            }
            Msg::NewMatch(seed, rules) => {
                // The counters go on, so that effects keyed on them run again.
                t = Table {
                    sort: t.sort,
                    version: t.version,
                    progress: t.progress,
                    ..Table::fresh(seed, rules)
                };
            }
            Msg::Sort(sort) => t.sort = sort,
            Msg::Open(panel) => t.panel = panel,
        }
        t.version += 1;
        if touches_match {
            t.progress += 1;
            save::store(&t);
        }
        Rc::new(t)
    }
}
