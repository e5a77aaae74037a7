//! The Sheng Ji table's state: the shared [`Core`] and what is Sheng Ji's own: the variant,
//! the bids the human let pass while drawing, and the human's part in the automatic steps of a
//! round (drawing when there is nothing to bid, passing the last bids, starting the next round).

use std::rc::Rc;

use yew::prelude::*;

use super::super::core::{CardTable, Core};
pub use super::super::core::{Tiers, players};
use super::super::msg::TableMsg;
use crate::agents::AgentKind;
use crate::cards::Card;
use crate::driver::Match;
use crate::shengji::rules::Teams;
use crate::shengji::{Action, Event, FriendCall, Game, Phase, Rules, SeatView};

/// Where the match is saved.
pub const SAVE_KEY: &str = "cardtable.shengji.match";

/// The table: a match and the human's state around it.
#[derive(Clone, PartialEq)]
pub struct Table {
    pub core: Core<Game>,
    /// Bids the human let pass in this round: the draw waits again only for new ones.
    pub declined: Vec<Vec<Card>>,
    pub declined_round: u32,
}

/// What the table needs to know about Sheng Ji actions.
impl CardTable for Game {
    fn chosen_cards(action: &Action) -> Option<Vec<Card>> {
        match action {
            Action::Play(cards) | Action::Bury(cards) => Some(cards.clone()),
            _ => None,
        }
    }

    fn is_pass(action: &Action) -> bool {
        matches!(action, Action::Pass)
    }

    fn hint_line(i: usize, n: usize, action: &Action) -> Option<String> {
        let cards = Self::chosen_cards(action)?;
        Some(super::super::strings::shengji::hint_line(i, n, &cards))
    }

    fn why_not(view: &SeatView, cards: &[Card]) -> Option<String> {
        if view.phase != Phase::Playing || !view.my_turn() || cards.is_empty() {
            return None;
        }
        view.check_play(cards)
            .err()
            .map(|e| super::super::strings::shengji::refusal(&e))
    }

    fn forced(view: &SeatView, kind: AgentKind) -> Option<Action> {
        // Easy, Normal and Hard draw and bid as the rule AI does (a native test holds the
        // three to it); the others ask the worker.
        let rule = matches!(kind, AgentKind::Easy | AgentKind::Normal | AgentKind::Hard);
        view.only_action().or_else(|| {
            rule.then(|| crate::agents::shengji::rule::bid_or_draw(view))
                .flatten()
        })
    }

    fn needs_worker_soon(view: &SeatView) -> bool {
        let dealt = view.rules.hand_size as usize * view.rules.players as usize;
        view.phase != Phase::Drawing || view.cards_to_draw * 2 <= dealt
    }

    fn settles(event: &Event) -> bool {
        matches!(event, Event::TrickWon { .. } | Event::RoundOver(_))
    }

    fn refusal(error: &crate::shengji::ActionError) -> String {
        super::super::strings::shengji::refusal(error)
    }
    fn turned(&self) -> Option<Game> {
        Game::turned(self)
    }

    fn standing(&self) -> super::super::core::About {
        let levels = self.levels();
        let fixed = self.rules().teams == crate::shengji::rules::Teams::Fixed;
        super::super::core::About {
            rules: crate::json::to_string(self.rules()).unwrap_or_default(),
            hand: self.round_number(),
            level: levels.first().copied().unwrap_or(crate::cards::Rank::Two),
            other: levels.get(1).copied().filter(|_| fixed),
            at: 0.0,
        }
    }
}

/// A new match; rules that cannot be played fall back to the classic game.
pub fn new_match(seed: u64, rules: Rules, tiers: Tiers) -> Match<Game> {
    // The classic rules are fixed and always validate: only they reach the expect.
    #[allow(clippy::expect_used)]
    let game = Game::new(rules, seed)
        .or_else(|_| Game::new(Rules::classic(), seed))
        .expect("the classic rules are valid");
    let n = game.rules().players as usize;
    let partners = game.rules().teams == Teams::Fixed;
    Match::new(game, players(n, seed, tiers, partners))
}

/// Saves a match as the one to resume (the table does this after every action).
pub fn save_match(seed: u64, m: &Match<Game>) {
    super::super::saved::store(SAVE_KEY, seed, m);
}

/// The action the human's seat takes without being asked: every draw (the deal never stops to
/// ask: a bid is a button the human may press at any moment of the draw), and a pass of the
/// last bids when there is no new bid to consider. `None` when the human must choose.
pub fn automatic(view: &SeatView, declined: &[Vec<Card>]) -> Option<Action> {
    let nothing_new = view.bid_options.iter().all(|o| declined.contains(o));
    match view.phase {
        Phase::Drawing if view.my_turn() => Some(Action::Draw),
        Phase::Declaring if nothing_new => Some(Action::Pass),
        _ => None,
    }
}

impl Table {
    pub fn new(seed: u64, m: Match<Game>) -> Table {
        Table::of(Core::new(seed, m))
    }

    pub fn of(core: Core<Game>) -> Table {
        Table {
            core,
            declined: Vec::new(),
            declined_round: 0,
        }
    }

    pub fn rules(&self) -> Rules {
        self.core.view().rules
    }

    /// The bids the human let pass this round (none once a new round starts).
    pub fn declined_now(&self, view: &SeatView) -> &[Vec<Card>] {
        if self.declined_round == view.round {
            &self.declined
        } else {
            &[]
        }
    }

    fn decline(&mut self) {
        let view = self.core.view();
        if self.declined_round != view.round {
            self.declined.clear();
            self.declined_round = view.round;
        }
        self.declined.extend(view.bid_options.iter().cloned());
        match view.phase {
            // Drawing on at the human's turn; otherwise the next draw is someone else's.
            Phase::Drawing if view.my_turn() => {
                self.core.act(Action::Draw);
            }
            Phase::Declaring => {
                self.core.act(Action::Pass);
            }
            _ => {}
        }
    }

    /// The human's automatic step, if it is still due.
    fn auto(&mut self) {
        if !self.core.mine() {
            return;
        }
        let view = self.core.view();
        if let Some(action) = automatic(&view, self.declined_now(&view)) {
            self.core.act(action);
        }
    }

    /// "Deal at once" (`whole`): the draw without pausing, the human's cards and the
    /// computers' (each answered here as `Core::forced` answers it, the worker never asked),
    /// until the draw is over or a seat must choose (a computer the page cannot answer for).
    /// Not `whole` (Instant speed): the human's card and the computers' after it, up to the
    /// human's next turn, so the draw takes a paint per card of the human's, not per card.
    fn deal_on(&mut self, whole: bool) {
        for step in 0..1000 {
            if self.core.view().phase != Phase::Drawing || self.core.failure.is_some() {
                return;
            }
            let moved = if self.core.mine() {
                let view = self.core.view();
                match automatic(&view, self.declined_now(&view)) {
                    Some(action) if whole || step == 0 => self.core.act(action),
                    _ => false,
                }
            } else {
                match self.core.forced() {
                    Some(answer) => self.core.answered(&answer),
                    None => false,
                }
            };
            if !moved {
                return;
            }
        }
    }

    /// Next round: leave the pause, and start it at once if the human is the one to.
    fn next_round(&mut self) {
        self.core.next_hand();
        let view = self.core.view();
        if self.core.mine() && view.phase == Phase::RoundOver {
            self.core.act(Action::NextRound);
        }
    }
}

/// What the human (or the pacing timer) does: what every table takes, and Sheng Ji's own.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    Table(TableMsg),
    /// The human's automatic step (see [`automatic`]).
    Auto,
    /// Draw on to the end of the draw ("deal at once").
    DealOn,
    /// Draw the human's card and the computers' up to the human's next (Instant speed).
    DrawRound,
    Play,
    Bid(Vec<Card>),
    /// Let the bids on offer pass (while drawing or in the last bids).
    Decline,
    Bury,
    Call(Vec<FriendCall>),
    Misdeal,
    NextRound,
    NewMatch(u64, Rules, Tiers),
}

impl Reducible for Table {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Table> {
        let mut t = (*self).clone();
        let mut moved = match &msg {
            Msg::Table(m) => m.touches_match(),
            _ => true,
        };
        match msg {
            Msg::Table(m) => {
                t.core.take(m, &mut moved);
            }
            Msg::Auto => t.auto(),
            Msg::DealOn => t.deal_on(true),
            Msg::DrawRound => t.deal_on(false),
            Msg::Play => {
                let cards = t.core.selected.clone();
                t.core.act(Action::Play(cards));
            }
            Msg::Bid(cards) => {
                t.core.act(Action::Bid(cards));
            }
            Msg::Decline => t.decline(),
            Msg::Bury => {
                let cards = t.core.selected.clone();
                t.core.act(Action::Bury(cards));
            }
            Msg::Call(calls) => {
                t.core.act(Action::CallFriends(calls));
            }
            Msg::Misdeal => {
                t.core.act(Action::Misdeal);
            }
            Msg::NextRound => t.next_round(),
            Msg::NewMatch(seed, rules, tiers) => {
                t.core.replace(seed, new_match(seed, rules, tiers));
                t.declined.clear();
            }
        }
        t.core.settle_msg(moved, SAVE_KEY);
        Rc::new(t)
    }
}

/// The round's big moment, if its latest news is one: a trump overturned while drawing (a
/// new bidder over another's bid), else the last round's end seen by this table: the match
/// won, the attackers taking the deal, the declarers holding them to zero, the kitty
/// won by the attackers (see [`crate::ui::moment`]).
pub fn moment(
    view: &SeatView,
    log: &[crate::driver::Entry<Event>],
    since: usize,
) -> Option<(String, crate::ui::moment::Moment)> {
    use crate::ui::moment::{Moment, latest};
    use crate::ui::strings::shengji::side_names;
    let n = view.rules.players as usize;
    if matches!(view.phase, Phase::Drawing | Phase::Burying)
        && let [.., before, last] = view.bids.as_slice()
        && before.seat != last.seat
    {
        let key = format!("bid-{}-{}", view.round, view.bids.len());
        let who = crate::ui::strings::shengji::seat_name(last.seat, n);
        return Some((key, Moment::new("overturned", t!("moment-overturned"), who)));
    }
    latest(log, since, |e| {
        let Event::RoundOver(r) = &e.event else {
            return None;
        };
        let side = |declarers: bool| -> Vec<bool> {
            (0..n)
                .map(|s| r.declarers.get(s).copied().unwrap_or(false) == declarers)
                .collect()
        };
        let names = |declarers: bool| side_names(&side(declarers), n).0;
        if !r.winners.is_empty() {
            let won: Vec<bool> = (0..n).map(|s| r.winners.contains(&s)).collect();
            let who = side_names(&won, n).0;
            return Some(Moment::new("match-won", t!("moment-match-won"), who).big());
        }
        Some(match r.outcome {
            crate::shengji::scoring::Outcome::TakeOver { .. } => {
                Moment::new("take-over", t!("moment-take-over"), names(false)).big()
            }
            _ if r.opponents_points == 0 => {
                Moment::new("shutout", t!("moment-shutout"), names(true)).big()
            }
            _ if r.kitty_multiplier > 0 && r.kitty_points > 0 => Moment::new(
                "kitty",
                t!("moment-kitty", mult = r.kitty_multiplier),
                names(false),
            ),
            _ => return None,
        })
    })
}

impl From<TableMsg> for Msg {
    fn from(m: TableMsg) -> Msg {
        Msg::Table(m)
    }
}
