//! The rule AI: it plans its hand (see [`plan`](super::plan)), leads and follows from that
//! plan, keeps bombs and control cards for when they matter, watches its partner and the
//! opponents' card counts, and remembers what has been played.

use crate::cards::{Card, Face, Rank, Suit};
use crate::guandan::check_play;
use crate::guandan::{
    Action, Combination, ComboType, Game, Pending, SeatView, alternatives, level_value,
};

use super::plan::{Group, Need, PLAY_COST, Plan, plan};
use super::seen::Unseen;
use crate::agents::Agent;

/// The "Normal" computer player.
pub struct RuleAgent {
    pub seed: u64,
}

impl Agent<Game> for RuleAgent {
    fn act(&mut self, view: &SeatView) -> Option<Action> {
        ranked(view).into_iter().next()
    }

    fn ranked(&mut self, view: &SeatView) -> Vec<Action> {
        ranked(view)
    }
}

/// The legal actions of the view's seat, best first.
pub fn ranked(view: &SeatView) -> Vec<Action> {
    if view.to_act() != Some(view.seat) {
        return Vec::new();
    }
    let mut out = match &view.pending {
        Pending::Play { leading: true, .. } => Table::new(view).lead(),
        Pending::Play { .. } => Table::new(view).follow(),
        Pending::PayTribute { .. } | Pending::ReturnTribute { .. } => give_away(view),
        Pending::ChooseLeader { among, .. } => {
            // Lead ourselves: we know our hand, not our partner's.
            let mut among = among.to_vec();
            among.sort_by_key(|&s| s != view.seat);
            among
                .into_iter()
                .map(|leader| Action::ChooseLeader { leader })
                .collect()
        }
        Pending::TakeTribute { from, .. } => from
            .iter()
            .map(|&from| Action::TakeTribute { from })
            .collect(),
        Pending::MatchOver { .. } => Vec::new(),
    };
    // Whatever the heuristics said, only legal actions leave this function, each once.
    out.retain(|a| view.check_action(a).is_ok());
    let legal = view.legal_actions();
    let mut unique: Vec<Action> = Vec::with_capacity(legal.len());
    for a in out.into_iter().chain(legal) {
        if !unique.contains(&a) {
            unique.push(a);
        }
    }
    unique
}

/// Tribute and return: give the card whose loss hurts the plan least (and, returning a card to
/// an opponent, the lowest of those).
fn give_away(view: &SeatView) -> Vec<Action> {
    let mut options: Vec<(i32, u8, Action)> = view
        .legal_actions()
        .into_iter()
        .filter_map(|a| {
            let card = match a {
                Action::PayTribute { card } | Action::ReturnTribute { card } => card,
                _ => return None,
            };
            let rest = without(&view.hand, &[card]);
            let score = plan(&rest, view.level, &view.rules).score;
            Some((score, level_value(card.face, view.level), a))
        })
        .collect();
    options.sort_by_key(|(score, lv, _)| (std::cmp::Reverse(*score), *lv));
    options.into_iter().map(|(_, _, a)| a).collect()
}

/// `hand` without `cards` (each removed once).
fn without(hand: &[Card], cards: &[Card]) -> Vec<Card> {
    let mut rest = hand.to_vec();
    for c in cards {
        if let Some(i) = rest.iter().position(|h| h == c) {
            rest.swap_remove(i);
        }
    }
    rest
}

/// A possible play and what it does to the plan.
#[derive(Clone, Debug)]
struct Candidate {
    cards: Vec<Card>,
    combo: Combination,
    /// Plan score after the play minus before.
    delta: i32,
}

impl Candidate {
    fn action(&self) -> Action {
        Action::Play {
            cards: self.cards.clone(),
            as_combo: Some(self.combo),
        }
    }

    fn is_bomb(&self) -> bool {
        self.combo.is_bomb()
    }
}

/// One decision at the table: the view, the plan and what the seat knows.
struct Table<'a> {
    view: &'a SeatView,
    me: usize,
    partner: usize,
    plan: Plan,
    unseen: Unseen,
}

impl<'a> Table<'a> {
    fn new(view: &'a SeatView) -> Table<'a> {
        Table {
            view,
            me: view.seat,
            partner: (view.seat + 2) % 4,
            plan: plan(&view.hand, view.level, &view.rules),
            unseen: Unseen::new(view),
        }
    }

    fn level(&self) -> Rank {
        self.view.level
    }

    fn cards_left(&self, seat: usize) -> usize {
        self.view.card_counts[seat % 4]
    }

    fn opponents(&self) -> [usize; 2] {
        [(self.me + 1) % 4, (self.me + 3) % 4]
    }

    /// Whether a play could be beaten (short of a bomb) by the cards still out.
    fn beatable(&self, combo: &Combination) -> bool {
        self.unseen.can_beat(combo)
    }

    /// The physical cards of a planned group, checked against the engine.
    fn cards_of(&self, group: &Group, all: &[Vec<Card>]) -> Option<Vec<Card>> {
        let i = self
            .plan
            .groups
            .iter()
            .position(|g| std::ptr::eq(g, group))?;
        let cards = all.get(i)?.clone();
        self.legal_cards(cards, group.combo)
    }

    /// `cards` if they may be played as `combo` now, else another choice of cards for it.
    fn legal_cards(&self, cards: Vec<Card>, combo: Combination) -> Option<Vec<Card>> {
        let v = self.view;
        let table = v.table();
        let ok = |c: &[Card]| check_play(&v.hand, c, Some(combo), table, v.level, &v.rules).is_ok();
        if ok(&cards) {
            return Some(cards);
        }
        alternatives(&v.hand, &combo, v.level, &v.rules)
            .into_iter()
            .min_by_key(|m| m.wilds.len())
            .map(|m| m.cards)
            .filter(|c| ok(c))
    }

    fn candidate(&self, cards: Vec<Card>, combo: Combination) -> Candidate {
        let rest = without(&self.view.hand, &cards);
        let after = plan(&rest, self.level(), &self.view.rules).score;
        Candidate {
            cards,
            combo,
            delta: after - self.plan.score,
        }
    }

    // ------------------------------------------------------------------ leading

    fn lead(&self) -> Vec<Action> {
        let all = materialise(&self.plan, &self.view.hand, self.level());
        let mut groups: Vec<&Group> = self.plan.groups.iter().collect();
        // Weakest first; among equals the longer (it sheds more cards).
        groups.sort_by_key(|g| (g.is_bomb(), g.value, std::cmp::Reverse(g.len())));
        let order = self.lead_order(&groups);
        order
            .into_iter()
            .filter_map(|g| self.cards_of(g, &all).map(|c| (c, g.combo)))
            .map(|(cards, combo)| Action::Play {
                cards,
                as_combo: Some(combo),
            })
            .collect()
    }

    /// The planned groups in the order this seat would lead them now.
    fn lead_order<'g>(&self, groups: &[&'g Group]) -> Vec<&'g Group> {
        let plays: Vec<&Group> = groups.iter().copied().filter(|g| !g.is_bomb()).collect();
        let bombs: Vec<&Group> = groups.iter().copied().filter(|g| g.is_bomb()).collect();
        let mut first: Vec<&Group> = Vec::new();

        // Going out: the sure plays first (keeping the lead), the last one last; a bomb also
        // takes the lead back.
        let unsure: Vec<&Group> = plays
            .iter()
            .copied()
            .filter(|g| self.beatable(&g.combo))
            .collect();
        if unsure.len() <= 1 {
            let mut sure: Vec<&Group> = plays
                .iter()
                .copied()
                .filter(|g| !self.beatable(&g.combo))
                .collect();
            sure.sort_by_key(|g| std::cmp::Reverse(g.len()));
            first.extend(sure);
            first.extend(unsure.iter().copied());
        } else if !bombs.is_empty() && unsure.len() == 2 && plays.len() == 2 {
            // Two plays and a bomb: lead one, bomb back if beaten, then the other.
            first.extend(unsure.iter().copied());
        }

        // Feed a partner about to go out with something small of the size they may hold.
        let partner_left = self.cards_left(self.partner);
        let danger = self.min_opponent_cards();
        if first.is_empty() && (1..=2).contains(&partner_left) && danger > 2 {
            let kind = if partner_left == 1 {
                ComboType::Single
            } else {
                ComboType::Pair
            };
            first.extend(plays.iter().copied().filter(|g| g.combo.kind == kind));
        }

        // An opponent close to going out: avoid leading what they could finish with.
        let risky = |g: &Group| {
            self.opponents().iter().any(|&o| {
                let left = self.cards_left(o);
                left > 0 && left == g.len() && self.beatable(&g.combo)
            })
        };
        let mut rest: Vec<&Group> = plays.iter().copied().filter(|g| !risky(g)).collect();
        let mut risky_plays: Vec<&Group> = plays.iter().copied().filter(|g| risky(g)).collect();
        // If only risky plays are left, lead the strongest of them.
        risky_plays.reverse();
        first.append(&mut rest);
        first.append(&mut risky_plays);
        first.extend(bombs);
        first
    }

    fn min_opponent_cards(&self) -> usize {
        self.opponents()
            .iter()
            .map(|&o| self.cards_left(o))
            .filter(|&n| n > 0)
            .min()
            .unwrap_or(usize::MAX)
    }

    // ------------------------------------------------------------------ following

    fn follow(&self) -> Vec<Action> {
        let v = self.view;
        let Some(last) = v.trick.last.as_ref() else {
            return Vec::new();
        };
        let table = last.reading.combo;
        let winner = last.seat;
        let all = materialise(&self.plan, &v.hand, self.level());
        // Candidates: the plan's own groups that beat the table, then every other legal play.
        let mut cands: Vec<Candidate> = Vec::new();
        for g in &self.plan.groups {
            if g.combo.beats(&table, self.level())
                && let Some(cards) = self.cards_of(g, &all)
            {
                cands.push(self.candidate(cards, g.combo));
            }
        }
        for m in v.legal_moves() {
            if !cands.iter().any(|c| c.combo == m.combo) {
                cands.push(self.candidate(m.cards, m.combo));
            }
        }
        cands.sort_by_key(|c| (c.is_bomb(), std::cmp::Reverse(c.delta)));

        let chosen = self.choose_follow(&cands, winner, &table);
        let mut out: Vec<Action> = Vec::new();
        match chosen {
            Some(i) => out.push(cands[i].action()),
            None => out.push(Action::Pass),
        }
        out.extend(cands.iter().map(Candidate::action));
        out.push(Action::Pass);
        out
    }

    /// Which candidate to play, or `None` to pass.
    fn choose_follow(
        &self,
        cands: &[Candidate],
        winner: usize,
        table: &Combination,
    ) -> Option<usize> {
        let hand_len = self.view.hand.len();
        // Going out beats everything.
        if let Some(i) = cands.iter().position(|c| c.cards.len() == hand_len) {
            return Some(i);
        }
        let partner_winning = winner == self.partner;
        if partner_winning {
            return self.over_partner(cands, table);
        }
        let winner_left = self.cards_left(winner);
        let urgent = winner_left <= 5;
        let best_play = cands
            .iter()
            .enumerate()
            .filter(|(_, c)| !c.is_bomb())
            .map(|(i, c)| (i, c.delta - self.control_cost(c, table, urgent)))
            .max_by_key(|&(_, s)| s);
        let threshold = if urgent { -3 * PLAY_COST } else { 0 };
        if let Some((i, s)) = best_play
            && s >= threshold
        {
            return Some(i);
        }
        // Bombs: the cheapest one, when an opponent is close to going out, when it lets this
        // seat run out, or when bombs are plenty.
        let bomb = cands
            .iter()
            .enumerate()
            .filter(|(_, c)| c.is_bomb())
            .max_by_key(|(_, c)| c.delta)?;
        let after = without(&self.view.hand, &bomb.1.cards);
        let after_plan = plan(&after, self.level(), &self.view.rules);
        let unsure_after = after_plan
            .plays()
            .filter(|g| self.beatable(&g.combo))
            .count();
        let can_run = unsure_after <= 1;
        let bombs_held = self.plan.bombs().count();
        let plenty = bombs_held >= 3 && table.len >= 4 && !table.is_bomb();
        let over_bomb_ok = !table.is_bomb() || urgent || can_run;
        if (urgent || can_run || plenty) && over_bomb_ok {
            return Some(bomb.0);
        }
        None
    }

    /// Beating a partner's winning play: only to go out (handled before) or to shut out an
    /// opponent who could otherwise finish over it.
    fn over_partner(&self, cands: &[Candidate], table: &Combination) -> Option<usize> {
        let next = (self.me + 1) % 4;
        let next_left = self.cards_left(next);
        let threatened = next_left > 0 && next_left <= table.len as usize + 1;
        if !threatened || !self.beatable(table) {
            return None;
        }
        cands
            .iter()
            .position(|c| !c.is_bomb() && !self.beatable(&c.combo) && c.delta >= -PLAY_COST)
    }

    /// What spending control cards (jokers, level cards, wilds) on an ordinary trick costs
    /// beyond the plan's own view, early in the hand.
    fn control_cost(&self, c: &Candidate, table: &Combination, urgent: bool) -> i32 {
        if urgent || c.combo.is_sequence() {
            return 0;
        }
        let level = self.level();
        let top = c.combo.key(level);
        let wild = Face::Suited(Suit::Hearts, level);
        let wilds = c.cards.iter().filter(|x| x.face == wild).count() as i32;
        let early = self.view.hand.len() > 10;
        let mut cost = 3 * wilds;
        if top >= 15 && early {
            // Overkill: a level card or joker over a small card.
            cost += if table.key(level) < 12 { 4 } else { 2 };
        }
        cost
    }
}

/// Physical cards for every group of a plan, disjoint, in plan order.
fn materialise(plan: &Plan, hand: &[Card], level: Rank) -> Vec<Vec<Card>> {
    let mut pool: Vec<Card> = hand.to_vec();
    let wild = Face::Suited(Suit::Hearts, level);
    let mut out: Vec<Vec<Card>> = vec![Vec::new(); plan.groups.len()];
    let take = |pool: &mut Vec<Card>, pick: &dyn Fn(&Card) -> bool| -> Option<Card> {
        let i = pool.iter().position(pick)?;
        Some(pool.swap_remove(i))
    };
    // Exact faces first (straight flushes, jokers), then wilds.
    for (gi, g) in plan.groups.iter().enumerate() {
        for need in &g.needs {
            if let Need::Face(face, n) = *need {
                for _ in 0..n {
                    out[gi].extend(take(&mut pool, &|c| c.face == face));
                }
            }
        }
        for _ in 0..g.wilds {
            out[gi].extend(take(&mut pool, &|c| c.face == wild));
        }
    }
    // Ranks: sequences first, each card from the suit with most copies left (straights then
    // avoid being one suit, which would make them a straight flush).
    let mut order: Vec<usize> = (0..plan.groups.len()).collect();
    order.sort_by_key(|&i| !plan.groups[i].combo.is_sequence());
    for gi in order {
        let g = &plan.groups[gi];
        for need in &g.needs {
            if let Need::Rank(r, n) = *need {
                for _ in 0..n {
                    let suit = Suit::ALL
                        .into_iter()
                        .filter(|&s| Face::Suited(s, r) != wild)
                        .max_by_key(|&s| {
                            let left = pool.iter().filter(|c| c.face == Face::Suited(s, r)).count();
                            let fresh = !out[gi].iter().any(|c| c.suit() == Some(s));
                            (left > 0, fresh, left)
                        });
                    if let Some(s) = suit {
                        out[gi].extend(take(&mut pool, &|c| c.face == Face::Suited(s, r)));
                    }
                }
            }
        }
    }
    out
}
