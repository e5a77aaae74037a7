//! The Guan Dan table's state: the shared [`Core`] (match, selection, hints, notes, panels)
//! and what is Guan Dan's own: the reading chooser for wild cards and the sort of the hand.
//! The reducer forwards every game decision to the driver, which asks the engine; it saves the
//! match after every change.

use std::rc::Rc;

use yew::prelude::*;

use super::super::core::{Core, Note};
use super::super::msg::TableMsg;
use crate::cards::Card;
use crate::driver::Match;
use crate::guandan::{Action, Game, Pending, Reading, Rules};

pub use super::super::core::{HUMAN, Tiers, players};

/// Where the match is saved.
pub const SAVE_KEY: &str = "cardtable.guandan.match";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sort {
    Rank,
    Suit,
}

/// The table: a match and the human's state around it.
#[derive(Clone, PartialEq)]
pub struct Table {
    pub core: Core<Game>,
    /// Several readings of the selection can be played: the human picks one.
    pub chooser: Option<Vec<Reading>>,
    pub sort: Sort,
}

/// A new match; rules that cannot be played fall back to the default ones.
pub fn new_match(seed: u64, rules: Rules, tiers: Tiers) -> Match<Game> {
    // The default rules are fixed and always validate: only they reach the expect.
    #[allow(clippy::expect_used)]
    let game = Game::new(rules, seed)
        .or_else(|_| Game::new(Rules::default(), seed))
        .expect("the default rules are valid");
    Match::new(game, players(4, seed, tiers, true))
}

/// Saves a match as the one to resume (the table does this after every action).
pub fn save_match(seed: u64, m: &Match<Game>) {
    super::super::saved::store(SAVE_KEY, seed, m);
}

impl Table {
    pub fn new(seed: u64, m: Match<Game>) -> Table {
        // Read between two hands: the end of the last one is drawn until the player goes on.
        let ended = super::super::saved::hand_end(&m, HUMAN);
        let mut t = Table::of(Core::new(seed, m));
        t.core.ended = ended;
        t
    }

    pub fn of(core: Core<Game>) -> Table {
        Table {
            core,
            chooser: None,
            sort: Sort::Rank,
        }
    }

    fn act(&mut self, action: Action) {
        if self.core.act(action) {
            self.chooser = None;
        }
    }

    fn play(&mut self) {
        // The hint's own reading, when the selection is still the hinted play.
        if let Some(action) = self.core.hinted() {
            return self.act(action);
        }
        let cards = self.core.selected.clone();
        let readings = self.core.view().playable_readings(&cards);
        if readings.len() > 1 {
            self.chooser = Some(readings);
            return;
        }
        let as_combo = readings.first().map(|r| r.combo);
        self.act(Action::Play { cards, as_combo });
    }

    /// The tribute or return card: the one selected card.
    fn give(&mut self) {
        let [card] = self.core.selected[..] else {
            self.core.note = Some(Note::Refused(t!("select-one-card")));
            return;
        };
        let action = match self.core.view().pending {
            Pending::PayTribute { .. } => Action::PayTribute { card },
            _ => Action::ReturnTribute { card },
        };
        self.act(action);
    }
}

/// What the human (or the pacing timer) does: what every table takes, and Guan Dan's own.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    Table(TableMsg),
    /// A tap on a card of a same-rank column taken as one target (phones).
    TapColumn(Card, Vec<Card>),
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
    NewMatch(u64, Rules, Tiers),
    Sort(Sort),
}

impl Reducible for Table {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Table> {
        let mut t = (*self).clone();
        let touches_match = match &msg {
            Msg::Table(m) => m.touches_match(),
            Msg::TapColumn(..) | Msg::CloseChooser | Msg::Sort(_) => false,
            _ => true,
        };
        let mut moved = touches_match;
        // The move that ends a hand deals the next one: the player's view before it is kept
        // to draw that hand's end.
        let before = (touches_match || matches!(msg, Msg::Table(TableMsg::Wire(_))))
            .then(|| (t.core.log().len(), t.core.view()));
        match msg {
            Msg::Table(m) => {
                if t.core.take(m, &mut moved) {
                    t.chooser = None;
                }
            }
            Msg::TapColumn(card, column) => {
                t.core.tap_column(card, &column);
                t.chooser = None;
            }
            Msg::Play => t.play(),
            Msg::Pass => t.act(Action::Pass),
            Msg::Choose(i) => {
                if let Some(r) = t.chooser.as_ref().and_then(|c| c.get(i)).cloned() {
                    let cards = t.core.selected.clone();
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
            Msg::NextHand => t.core.next_hand(),
            Msg::NewMatch(seed, rules, tiers) => {
                t.core.replace(seed, new_match(seed, rules, tiers));
                t.chooser = None;
            }
            Msg::Sort(sort) => t.sort = sort,
        }
        if let Some((from, view)) = before {
            t.core.track_end(from, view);
        }
        t.core.settle_msg(moved, SAVE_KEY);
        Rc::new(t)
    }
}

impl From<TableMsg> for Msg {
    fn from(m: TableMsg) -> Msg {
        Msg::Table(m)
    }
}
