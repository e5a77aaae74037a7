//! The whole match as a state machine: deal, tribute, play, end of hand, promotion, next hand,
//! match end. One entry point, [`Game::apply`], applies a seat's [`Action`]; anything illegal is
//! a [`GuandanError`] and leaves the game unchanged. [`Game::view`] gives what one seat may see.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use rand::Rng;
use rand::rngs::StdRng;
use serde::{Deserialize, Serialize};

use crate::cards::{Card, Rank, remove_cards, rng, shuffled_deck};

use super::Seat;
use super::combination::{Combination, Reading};
use super::error::GuandanError;
use super::hand_index::{HandIndexes, PlayCards, play_cards, play_cards_serde};
use super::level::{rank_code, sort_dealt, sort_for_display};
use super::moves::pick_indexed;
use super::rules::Rules;
use super::scoring::{Finish, HandResult, Standing, settle};
use super::tribute::{Transfer, TributeInfo, payers_and_receivers, resistance};
use super::view::{SeatView, check_held, check_play, check_reading, legal_actions_for};

/// What a seat does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Play these cards. `as_combo` picks the reading when the cards can be read several ways
    /// that beat the table; `None` is fine when only one does.
    Play {
        cards: Vec<Card>,
        as_combo: Option<Combination>,
    },
    Pass,
    /// Pay this card (a copy of the forced rank) as tribute.
    PayTribute {
        card: Card,
    },
    /// Equal double tribute with `WinnersChoose`: the 1st finisher takes the tribute paid by
    /// `from`; the other winner gets the other one.
    TakeTribute {
        from: Seat,
    },
    /// Give this card back to the player who paid you.
    ReturnTribute {
        card: Card,
    },
    /// Equal double tribute with `PayersChoose`: which payer leads.
    ChooseLeader {
        leader: Seat,
    },
}

/// Whose decision the game waits for, and which.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pending {
    PayTribute {
        seat: Seat,
        to: Option<Seat>,
    },
    TakeTribute {
        seat: Seat,
        from: [Seat; 2],
    },
    ReturnTribute {
        seat: Seat,
        to: Seat,
        received: Card,
    },
    ChooseLeader {
        seat: Seat,
        among: [Seat; 2],
    },
    /// Play or pass (`leading`: a new trick, passing is not allowed).
    Play {
        seat: Seat,
        leading: bool,
    },
    MatchOver {
        winners: usize,
    },
}

impl Pending {
    /// What the game waits for, in words ("play or pass").
    pub fn expected(&self) -> String {
        match self {
            Pending::PayTribute { .. } => "pay your tribute card",
            Pending::TakeTribute { .. } => "choose which tribute you take",
            Pending::ReturnTribute { .. } => "give a card back for the tribute",
            Pending::ChooseLeader { .. } => "choose who leads the first trick",
            Pending::Play { leading: true, .. } => "lead a combination",
            Pending::Play { .. } => "play or pass",
            Pending::MatchOver { .. } => "the match is over",
        }
        .to_string()
    }

    /// The seat expected to act (none once the match is over).
    pub fn seat(&self) -> Option<Seat> {
        match *self {
            Pending::PayTribute { seat, .. }
            | Pending::TakeTribute { seat, .. }
            | Pending::ReturnTribute { seat, .. }
            | Pending::ChooseLeader { seat, .. }
            | Pending::Play { seat, .. } => Some(seat),
            Pending::MatchOver { .. } => None,
        }
    }
}

/// A play on the table: its cards and the reading chosen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TrickPlay {
    pub seat: Seat,
    #[serde(with = "play_cards_serde")]
    pub cards: PlayCards,
    pub reading: Reading,
}

/// One turn of the hand's history.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Turn {
    Play(TrickPlay),
    Pass(Seat),
}

/// The current trick.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trick {
    pub leader: Seat,
    /// Plays and passes of this trick in order.
    pub turns: Vec<Turn>,
    /// The play to beat.
    pub last: Option<TrickPlay>,
    /// Passes since the last play.
    pub passes: u8,
}

impl Trick {
    pub(super) fn new(leader: Seat) -> Trick {
        Trick {
            leader,
            turns: Vec::new(),
            last: None,
            passes: 0,
        }
    }

    /// A new trick led by `leader`, keeping the list's room (random play starts thousands).
    pub(super) fn restart(&mut self, leader: Seat) {
        self.leader = leader;
        self.turns.clear();
        self.last = None;
        self.passes = 0;
    }
}

/// The card turned face up in hand 1 and who received it (that player leads).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FaceUp {
    pub card: Card,
    pub seat: Seat,
}

/// What happened, in order, as a result of an action (for animation and logs).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    HandStarted {
        hand_number: u32,
        #[serde(with = "rank_code")]
        level: Rank,
        declarers: Option<usize>,
    },
    FaceUp(FaceUp),
    TributeResisted {
        shown: Vec<(Seat, Card)>,
    },
    TributePaid {
        from: Seat,
        card: Card,
    },
    TributeGiven(Transfer),
    TributeReturned(Transfer),
    Leads {
        seat: Seat,
    },
    Played(TrickPlay),
    Passed {
        seat: Seat,
    },
    TrickWon {
        seat: Seat,
        next_leader: Seat,
    },
    /// `place` 1..=3.
    Finished {
        seat: Seat,
        place: u8,
    },
    HandEnded(HandResult),
    MatchOver {
        winners: usize,
    },
}

/// A Guan Dan match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    pub(super) rules: Rules,
    pub(super) seed: u64,
    pub(super) hand_number: u32,
    pub(super) standing: Standing,
    pub(super) hands: [Vec<Card>; 4],
    pub(super) pending: Pending,
    pub(super) trick: Trick,
    /// Seats out of cards, in order.
    pub(super) finished: Vec<Seat>,
    /// Each seat's last play in this hand (for the aces rule).
    pub(super) last_plays: [Option<Combination>; 4],
    pub(super) history: Vec<Turn>,
    pub(super) tribute: TributeInfo,
    pub(super) face_up: Option<FaceUp>,
    pub(super) last_result: Option<HandResult>,
    /// The hands as the move generator reads them (derived: see [`HandIndexes`]).
    #[serde(skip)]
    pub(super) indexes: HandIndexes,
}

fn partner(seat: Seat) -> Seat {
    (seat + 2) % 4
}

/// splitmix64: independent, reproducible streams for each hand and purpose.
fn mix(seed: u64, hand: u32, purpose: u64) -> u64 {
    let mut z = seed
        ^ (hand as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ purpose.wrapping_mul(0xD1B5_4A32_D192_ED03);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

const DEAL: u64 = 1;
const FACE_UP: u64 = 2;
pub(super) const EQUAL_TRIBUTE: u64 = 3;
pub(super) const EQUAL_LEAD: u64 = 4;

impl Game {
    /// A new match; hand 1 is dealt at once.
    pub fn new(rules: Rules, seed: u64) -> Result<Game, GuandanError> {
        rules
            .validate()
            .map_err(|reason| GuandanError::InvalidRules { reason })?;
        let mut game = Game {
            standing: Standing::new(&rules),
            rules,
            seed,
            hand_number: 0,
            hands: Default::default(),
            pending: Pending::MatchOver { winners: 0 },
            trick: Trick::new(0),
            finished: Vec::new(),
            last_plays: [None; 4],
            history: Vec::new(),
            tribute: TributeInfo::default(),
            face_up: None,
            last_result: None,
            indexes: HandIndexes::default(),
        };
        game.start_hand(&mut Vec::new());
        Ok(game)
    }

    /// A hand 2 (or later) dealt with the given hands, after a previous hand finished in
    /// `previous_order` (1st first): the tribute of the rules follows. Levels and declarers
    /// as given. For tests and puzzles.
    pub fn with_tribute(
        rules: Rules,
        hands: [Vec<Card>; 4],
        levels: [Rank; 2],
        declarers: usize,
        previous_order: [Seat; 4],
    ) -> Result<Game, GuandanError> {
        let mut game = Game::new(rules, 0)?;
        let order = previous_order.map(|s| s % 4);
        let mate = partner(order[0]);
        let finish = match order.iter().position(|&s| s == mate) {
            Some(1) => Finish::OneTwo,
            Some(2) => Finish::OneThree,
            _ => Finish::OneFour,
        };
        game.standing.levels = levels;
        game.standing.declarers = Some(declarers % 2);
        game.last_result = Some(HandResult {
            order,
            finish,
            winners: order[0] % 2,
            levels,
            declarers: declarers % 2,
            demoted: None,
            match_winner: None,
        });
        game.hand_number = 2;
        game.hands = hands;
        game.indexes.forget();
        game.open_hand(&[], &mut Vec::new());
        Ok(game)
    }

    /// A match that starts from given hands (for tests and puzzles): hand 1 conditions, `leader`
    /// leads, levels as given (declarers: the team at `level`, or none if both teams are).
    pub fn from_hands(
        rules: Rules,
        hands: [Vec<Card>; 4],
        levels: [Rank; 2],
        declarers: Option<usize>,
        leader: Seat,
    ) -> Result<Game, GuandanError> {
        let mut game = Game::new(rules, 0)?;
        game.hands = hands;
        game.indexes.forget();
        game.standing.levels = levels;
        game.standing.declarers = declarers.map(|d| d % 2);
        game.face_up = None;
        game.trick = Trick::new(leader % 4);
        game.pending = Pending::Play {
            seat: leader % 4,
            leading: true,
        };
        Ok(game)
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Whose decision the game waits for.
    pub fn pending(&self) -> &Pending {
        &self.pending
    }

    /// The seat expected to act, if any.
    pub fn to_act(&self) -> Option<Seat> {
        self.pending.seat()
    }

    /// The level the current hand is played at.
    pub fn level(&self) -> Rank {
        self.standing.hand_level()
    }

    pub fn levels(&self) -> [Rank; 2] {
        self.standing.levels
    }

    pub fn hand_number(&self) -> u32 {
        self.hand_number
    }

    /// The team that declares this hand (`None` in hand 1; public, as in every view).
    pub fn declarers(&self) -> Option<usize> {
        self.standing.declarers
    }

    /// The seats out of cards this hand, first finisher first (public, as in every view).
    pub fn finished(&self) -> &[Seat] {
        &self.finished
    }

    /// All four hands (not for players: use [`Game::view`]).
    /// The seed the match was created with (every deal follows from it).
    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn hands(&self) -> &[Vec<Card>; 4] {
        &self.hands
    }

    /// The trick being played (public: every seat's view has it too).
    pub fn trick(&self) -> &Trick {
        &self.trick
    }

    pub fn last_result(&self) -> Option<&HandResult> {
        self.last_result.as_ref()
    }

    pub fn is_over(&self) -> bool {
        matches!(self.pending, Pending::MatchOver { .. })
    }

    /// What `seat` may see (seat taken modulo 4).
    pub fn view(&self, seat: Seat) -> SeatView {
        let seat = seat % 4;
        let level = self.level();
        let mut hand = self.hands.get(seat).cloned().unwrap_or_default();
        sort_for_display(&mut hand, level);
        SeatView {
            seat,
            hand,
            card_counts: self.hands.each_ref().map(Vec::len),
            levels: self.standing.levels,
            declarers: self.standing.declarers,
            level,
            hand_number: self.hand_number,
            pending: self.pending.clone(),
            trick: self.trick.clone(),
            history: self.history.clone(),
            finished: self.finished.clone(),
            tribute: self.tribute.clone(),
            face_up: self.face_up.clone(),
            last_result: self.last_result.clone(),
            top_failures: self.standing.top_failures,
            rules: self.rules.clone(),
        }
    }

    /// The legal actions of `seat` now (empty when it is not its turn).
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        legal_actions_for(
            seat,
            self.hands.get(seat % 4).map_or(&[][..], |h| h.as_slice()),
            &self.pending,
            &self.trick,
            self.level(),
            &self.rules,
        )
    }

    /// The `pick(n)`-th of the `n` actions [`legal_actions`](Game::legal_actions) would list,
    /// without building the others (random play's hot path): the plays are counted without
    /// building them, so only the action taken is built. `None` when `seat` has no action (or
    /// `pick` is out of range).
    pub fn choose_action(&self, seat: Seat, pick: impl FnOnce(usize) -> usize) -> Option<Action> {
        let hand = self.hands.get(seat)?;
        match self.pending {
            Pending::Play { seat: s, leading } if s == seat => {
                let table = self.trick.last.as_ref().map(|p| &p.reading.combo);
                let index = self.indexes.of(seat);
                let mut passes = false;
                let play = pick_indexed(hand, index, table, self.level(), &self.rules, |plays| {
                    let n = plays + usize::from(!leading);
                    let i = (n > 0).then(|| pick(n))?;
                    passes = i == plays && !leading;
                    (i < plays).then_some(i)
                });
                match play {
                    Some(m) => Some(Action::Play {
                        cards: m.cards.as_slice().to_vec(),
                        as_combo: Some(m.combo),
                    }),
                    None => passes.then_some(Action::Pass),
                }
            }
            _ => {
                let actions = self.legal_actions(seat);
                if actions.is_empty() {
                    return None;
                }
                let i = pick(actions.len());
                actions.into_iter().nth(i)
            }
        }
    }

    /// Applies `seat`'s action. On error nothing changes.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, GuandanError> {
        let mut events = Vec::new();
        self.apply_into(seat, action, &mut events)?;
        Ok(events)
    }

    /// [`apply`](Game::apply), appending the events to `events` (random play reuses one
    /// buffer). On error nothing changes, `events` included.
    pub fn apply_into(
        &mut self,
        seat: Seat,
        action: Action,
        events: &mut Vec<Event>,
    ) -> Result<(), GuandanError> {
        let before = events.len();
        let applied = self.apply_checked(seat, action, events);
        if applied.is_err() {
            events.truncate(before);
        }
        applied
    }

    fn apply_checked(
        &mut self,
        seat: Seat,
        action: Action,
        events: &mut Vec<Event>,
    ) -> Result<(), GuandanError> {
        if seat >= 4 {
            return Err(GuandanError::NoSuchSeat { seat });
        }
        let Some(waiting_for) = self.pending.seat() else {
            return Err(GuandanError::MatchOver);
        };
        if seat != waiting_for {
            return Err(GuandanError::NotYourTurn { seat, waiting_for });
        }
        match (self.pending.clone(), action) {
            (Pending::Play { .. }, Action::Play { cards, as_combo }) => {
                self.play(seat, cards, as_combo, events)?
            }
            (Pending::Play { leading, .. }, Action::Pass) => {
                if leading {
                    return Err(GuandanError::LeaderCannotPass);
                }
                self.pass(seat, events)
            }
            (Pending::PayTribute { .. }, Action::PayTribute { card }) => {
                self.pay_tribute(seat, card, events)?
            }
            (Pending::TakeTribute { from, .. }, Action::TakeTribute { from: payer }) => {
                if !from.contains(&payer) {
                    return Err(GuandanError::NotAPayer { seat: payer });
                }
                let other = if from[0] == payer { from[1] } else { from[0] };
                self.assign(&[payer, other], events);
            }
            (Pending::ReturnTribute { to, received, .. }, Action::ReturnTribute { card }) => {
                self.return_tribute(seat, to, received, card, events)?
            }
            (Pending::ChooseLeader { among, .. }, Action::ChooseLeader { leader }) => {
                if !among.contains(&leader) {
                    return Err(GuandanError::NotAPayer { seat: leader });
                }
                self.begin_play(leader, events);
            }
            (pending, _) => {
                return Err(GuandanError::WrongAction {
                    expected: pending.expected(),
                });
            }
        }
        self.resolve_forced(events);
        Ok(())
    }

    /// The previous hand's 1st finisher, who receives the (higher) tribute.
    pub(super) fn first_receiver(&self) -> Seat {
        self.tribute.receivers.first().copied().unwrap_or(0)
    }

    pub(super) fn hand_rng(&self, purpose: u64) -> StdRng {
        rng(mix(self.seed, self.hand_number, purpose))
    }

    fn start_hand(&mut self, events: &mut Vec<Event>) {
        self.hand_number += 1;
        let level = self.level();
        let deck = shuffled_deck(2, mix(self.seed, self.hand_number, DEAL)).unwrap_or_default();
        self.hands = Default::default();
        // Card i goes to seat i % 4.
        for (seat, hand) in self.hands.iter_mut().enumerate() {
            hand.extend(deck.iter().skip(seat).step_by(4));
            sort_dealt(hand, level);
            self.indexes.index(seat, hand, level, &self.rules);
        }
        self.open_hand(&deck, events);
    }

    /// Hand start after the deal: face-up card (hand 1) or tribute, then the first lead.
    pub(super) fn open_hand(&mut self, deck: &[Card], events: &mut Vec<Event>) {
        let level = self.level();
        self.finished.clear();
        self.last_plays = [None; 4];
        self.history.clear();
        // No trick is on the table until the first lead (the last hand's must not show).
        self.trick.restart(self.trick.leader);
        self.tribute = TributeInfo::default();
        self.face_up = None;
        events.push(Event::HandStarted {
            hand_number: self.hand_number,
            level,
            declarers: self.standing.declarers,
        });
        let Some(prev) = self.last_result.clone() else {
            // Hand 1: a random card of the deck is turned face up; its receiver leads.
            let i = self.hand_rng(FACE_UP).random_range(0..deck.len().max(1));
            if let Some(&card) = deck.get(i) {
                let face_up = FaceUp { card, seat: i % 4 };
                events.push(Event::FaceUp(face_up.clone()));
                self.face_up = Some(face_up);
            }
            self.begin_play(i % 4, events);
            return;
        };
        let (payers, receivers) = payers_and_receivers(&prev);
        self.tribute.payers = payers.clone();
        self.tribute.receivers = receivers;
        let shown = resistance(&self.hands, &payers);
        if !shown.is_empty() {
            self.tribute.resisted = shown.clone();
            events.push(Event::TributeResisted { shown });
            self.begin_play(prev.order[0], events);
            return;
        }
        self.pending = Pending::PayTribute {
            seat: payers.first().copied().unwrap_or(0),
            to: (payers.len() == 1).then(|| self.first_receiver()),
        };
        self.resolve_forced(events);
    }

    pub(super) fn begin_play(&mut self, leader: Seat, events: &mut Vec<Event>) {
        if self.hand_number > 1 {
            self.tribute.leader = Some(leader);
        }
        self.trick.restart(leader);
        self.pending = Pending::Play {
            seat: leader,
            leading: true,
        };
        events.push(Event::Leads { seat: leader });
    }

    /// Checks a play and returns the reading it is played as.
    pub fn check_play(
        &self,
        seat: Seat,
        cards: &[Card],
        as_combo: Option<Combination>,
    ) -> Result<Reading, GuandanError> {
        let hand = self.hands.get(seat).map_or(&[][..], |h| h.as_slice());
        let table = self.trick.last.as_ref().map(|p| &p.reading.combo);
        let Some((index, _)) = self.indexes.of(seat) else {
            return check_play(hand, cards, as_combo, table, self.level(), &self.rules);
        };
        // The kept index answers "is it in the hand" without a search of the hand.
        check_held(cards, |card| {
            let bit = 1u8.checked_shl(u32::from(card.pack)).unwrap_or(0);
            index.packs_of(card.face) & bit != 0
        })?;
        check_reading(cards, as_combo, table, self.level(), &self.rules)
    }

    fn play(
        &mut self,
        seat: Seat,
        cards: Vec<Card>,
        as_combo: Option<Combination>,
        events: &mut Vec<Event>,
    ) -> Result<(), GuandanError> {
        let reading = self.check_play(seat, &cards, as_combo)?;
        // A checked play has at most 10 cards.
        let Some(played) = play_cards(&cards) else {
            return Err(GuandanError::NotACombination { count: cards.len() });
        };
        let (Some(hand), Some(last_play)) =
            (self.hands.get_mut(seat), self.last_plays.get_mut(seat))
        else {
            return Err(GuandanError::NoSuchSeat { seat });
        };
        remove_cards(hand, &cards);
        let emptied = hand.is_empty();
        self.indexes
            .played(seat, &cards, hand, self.standing.hand_level(), &self.rules);
        *last_play = Some(reading.combo);
        let play = TrickPlay {
            seat,
            cards: played,
            reading,
        };
        self.trick.turns.push(Turn::Play(play.clone()));
        self.history.push(Turn::Play(play.clone()));
        self.trick.last = Some(play.clone());
        self.trick.passes = 0;
        events.push(Event::Played(play));
        if emptied {
            self.finished.push(seat);
            events.push(Event::Finished {
                seat,
                place: self.finished.len() as u8,
            });
            if self.finished.contains(&partner(seat)) {
                self.end_hand(events);
                return Ok(());
            }
        }
        self.pending = Pending::Play {
            seat: self.next_active(seat),
            leading: false,
        };
        Ok(())
    }

    fn pass(&mut self, seat: Seat, events: &mut Vec<Event>) {
        self.trick.turns.push(Turn::Pass(seat));
        self.history.push(Turn::Pass(seat));
        self.trick.passes += 1;
        events.push(Event::Passed { seat });
        let Some(last) = self.trick.last.as_ref().map(|p| p.seat) else {
            return;
        };
        // Players without cards pass automatically: the trick ends when every other player
        // still holding cards has passed.
        let others = self
            .hands
            .iter()
            .enumerate()
            .filter(|&(s, hand)| s != last && !hand.is_empty())
            .count() as u8;
        if self.trick.passes >= others {
            // 接风: a winner without cards hands the lead to the partner.
            let next_leader = if self.hands.get(last).is_none_or(Vec::is_empty) {
                partner(last)
            } else {
                last
            };
            events.push(Event::TrickWon {
                seat: last,
                next_leader,
            });
            self.trick.restart(next_leader);
            self.pending = Pending::Play {
                seat: next_leader,
                leading: true,
            };
        } else {
            self.pending = Pending::Play {
                seat: self.next_active(seat),
                leading: false,
            };
        }
    }

    /// The next seat after `seat` that still holds cards.
    fn next_active(&self, seat: Seat) -> Seat {
        (1..=4)
            .map(|k| (seat + k) % 4)
            .find(|&s| self.hands.get(s).is_some_and(|h| !h.is_empty()))
            .unwrap_or(seat)
    }

    fn end_hand(&mut self, events: &mut Vec<Event>) {
        // The finishers in order, then the others in seat order.
        let others = (0..4).filter(|s| !self.finished.contains(s));
        let mut seats = self.finished.iter().copied().chain(others);
        let order: [Seat; 4] = std::array::from_fn(|_| seats.next().unwrap_or(0));
        let mate = partner(order[0]);
        let finish = match order.iter().position(|&s| s == mate) {
            Some(1) => Finish::OneTwo,
            Some(2) => Finish::OneThree,
            _ => Finish::OneFour,
        };
        let result = settle(
            &mut self.standing,
            order,
            finish,
            self.last_plays.get(order[0]).and_then(Option::as_ref),
            &self.rules,
        );
        // The levels moved: the indexes are read at the old level (the next deal makes new ones).
        self.indexes.forget();
        events.push(Event::HandEnded(result.clone()));
        self.last_result = Some(result.clone());
        if let Some(winners) = result.match_winner {
            self.pending = Pending::MatchOver { winners };
            events.push(Event::MatchOver { winners });
            return;
        }
        self.start_hand(events);
    }
}
