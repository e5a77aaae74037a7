//! The rule AI: it plans its hand (see [`plan`](super::plan)), leads and follows from that
//! plan, keeps bombs and control cards for when they matter, watches its partner and the
//! opponents' card counts, and remembers what has been played.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use crate::cards::{Card, Face, Rank, Suit};
use crate::guandan::check_play;
use crate::guandan::{
    Action, Combination, ComboType, Game, Pending, SeatView, Top, alternatives, level_value,
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
            crate::cards::sort::sort_by_key(&mut among, |&s| s != view.seat);
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
    crate::cards::sort::sort_by_key(&mut options, |(score, lv, _)| {
        (std::cmp::Reverse(*score), *lv)
    });
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
        self.view.card_counts.get(seat % 4).copied().unwrap_or(0)
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
        crate::cards::sort::sort_by_key(&mut groups, |g| {
            (g.is_bomb(), g.value, std::cmp::Reverse(g.len()))
        });
        let order = self.lead_order(&groups);
        let mut out: Vec<Action> = order
            .into_iter()
            .filter_map(|g| self.cards_of(g, &all).map(|c| (c, g.combo)))
            .map(|(cards, combo)| Action::Play {
                cards,
                as_combo: Some(combo),
            })
            .collect();
        // A partner with one card left can only follow a single: when the plan holds none to
        // feed it, the lowest card outside the bombs is led alone rather than a pair.
        let single_first = out.first().is_some_and(
            |a| matches!(a, Action::Play { as_combo: Some(c), .. } if c.kind == ComboType::Single),
        );
        if !single_first
            && !self.running_out(&groups)
            && self.feeding() == Some(ComboType::Single)
            && let Some(single) = self.lowest_single(&all)
        {
            out.insert(0, single);
        }
        out
    }

    /// The lowest card of the plan's ordinary plays (no wild), as a single.
    fn lowest_single(&self, all: &[Vec<Card>]) -> Option<Action> {
        let level = self.level();
        let wild = Face::Suited(Suit::Hearts, level);
        let card = self
            .plan
            .groups
            .iter()
            .zip(all)
            .filter(|(g, _)| !g.is_bomb())
            .flat_map(|(_, cards)| cards.iter().copied())
            .filter(|c| c.face != wild)
            .min_by_key(|c| level_value(c.face, level))?;
        let top = match card.face {
            Face::Suited(_, r) => Top::Rank(r),
            Face::Joker(j) => Top::Joker(j),
        };
        Some(Action::Play {
            cards: vec![card],
            as_combo: Some(Combination::new(ComboType::Single, 1, top)),
        })
    }

    /// Whether the plan goes out from here: at most one play could be beaten short of a bomb,
    /// or two plays and a bomb to win the lead back.
    fn running_out(&self, groups: &[&Group]) -> bool {
        let plays = groups.iter().filter(|g| !g.is_bomb()).count();
        let bombs = groups.len() - plays;
        let unsure = groups
            .iter()
            .filter(|g| !g.is_bomb() && self.beatable(&g.combo))
            .count();
        plays > 0 && (unsure <= 1 || (bombs > 0 && unsure == 2 && plays == 2))
    }

    /// What to feed a partner about to go out (a single for one card left, a pair for two),
    /// unless an opponent is as close.
    fn feeding(&self) -> Option<ComboType> {
        let danger = self.min_opponent_cards();
        match self.cards_left(self.partner) {
            _ if danger <= 2 => None,
            1 => Some(ComboType::Single),
            2 => Some(ComboType::Pair),
            _ => None,
        }
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
            crate::cards::sort::sort_by_key(&mut sure, |g| std::cmp::Reverse(g.len()));
            first.extend(sure);
            first.extend(unsure.iter().copied());
        } else if !bombs.is_empty() && unsure.len() == 2 && plays.len() == 2 {
            // Two plays and a bomb: lead one, bomb back if beaten, then the other.
            first.extend(unsure.iter().copied());
        }

        // Feed a partner about to go out with something small of the size they may hold.
        if first.is_empty()
            && let Some(kind) = self.feeding()
        {
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
        crate::cards::sort::sort_by_key(&mut cands, |c| (c.is_bomb(), std::cmp::Reverse(c.delta)));

        let chosen = self.choose_follow(&cands, winner, &table);
        let mut out: Vec<Action> = Vec::new();
        match chosen.and_then(|i| cands.get(i)) {
            Some(c) => out.push(c.action()),
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
        // An opponent one or two cards from going out gets another turn after an ordinary
        // play it can still beat: only a sure winner or a bomb stops it.
        let last_chance = (1..=2).contains(&winner_left);
        let best_play = |sure_only: bool| {
            cands
                .iter()
                .enumerate()
                .filter(|(_, c)| !c.is_bomb() && (!sure_only || !self.beatable(&c.combo)))
                .map(|(i, c)| (i, c.delta - self.control_cost(c, table, urgent)))
                .max_by_key(|&(_, s)| s)
        };
        let threshold = if urgent { -3 * PLAY_COST } else { 0 };
        if let Some((i, s)) = best_play(last_chance)
            && s >= threshold
        {
            return Some(i);
        }
        // Bombs: the cheapest one, when an opponent is close to going out, when it lets this
        // seat run out, or when bombs are plenty.
        if let Some(bomb) = cands
            .iter()
            .enumerate()
            .filter(|(_, c)| c.is_bomb())
            .max_by_key(|(_, c)| c.delta)
        {
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
        }
        // No bomb to stop an opponent about to go out: an ordinary play still makes it beat
        // that first.
        if last_chance
            && let Some((i, s)) = best_play(false)
            && s >= threshold
        {
            return Some(i);
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

    /// What spending control cards (jokers, level cards, wilds) or a card of a bomb on an
    /// ordinary trick costs beyond the plan's own view, early in the hand.
    fn control_cost(&self, c: &Candidate, table: &Combination, urgent: bool) -> i32 {
        if urgent {
            return 0;
        }
        // Breaking a bomb to follow: the plan may rate the rest as high (a 5-bomb becomes a
        // 4-bomb, a wild moves to another bomb), but it leaves fewer ways to win a lead back.
        let mut cost = if self.breaks_bomb(c) {
            PLAY_COST / 2
        } else {
            0
        };
        if c.combo.is_sequence() {
            return cost;
        }
        let level = self.level();
        let top = c.combo.key(level);
        let wild = Face::Suited(Suit::Hearts, level);
        let wilds = c.cards.iter().filter(|x| x.face == wild).count() as i32;
        let early = self.view.hand.len() > 10;
        cost += 3 * wilds;
        if top >= 15 && early {
            // Overkill: a level card or joker over a small card.
            cost += if table.key(level) < 12 { 4 } else { 2 };
        }
        cost
    }

    /// Whether an ordinary play takes natural cards out of one of the plan's bombs.
    fn breaks_bomb(&self, c: &Candidate) -> bool {
        if c.is_bomb() {
            return false;
        }
        let wild = Face::Suited(Suit::Hearts, self.level());
        self.plan.bombs().any(|g| {
            c.cards.iter().any(|card| {
                card.face != wild
                    && g.needs.iter().any(|need| match *need {
                        Need::Rank(r, n) => n > 0 && card.rank() == Some(r),
                        Need::Face(f, n) => n > 0 && card.face == f,
                    })
            })
        })
    }
}

/// Physical cards for every group of a plan, disjoint, in plan order.
pub(crate) fn materialise(plan: &Plan, hand: &[Card], level: Rank) -> Vec<Vec<Card>> {
    let mut pool: Vec<Card> = hand.to_vec();
    let wild = Face::Suited(Suit::Hearts, level);
    let mut out: Vec<Vec<Card>> = vec![Vec::new(); plan.groups.len()];
    let take = |pool: &mut Vec<Card>, pick: &dyn Fn(&Card) -> bool| -> Option<Card> {
        let i = pool.iter().position(pick)?;
        Some(pool.swap_remove(i))
    };
    // Exact faces first (straight flushes, jokers), then wilds.
    for (g, cards) in plan.groups.iter().zip(out.iter_mut()) {
        for need in &g.needs {
            if let Need::Face(face, n) = *need {
                for _ in 0..n {
                    cards.extend(take(&mut pool, &|c| c.face == face));
                }
            }
        }
        for _ in 0..g.wilds {
            cards.extend(take(&mut pool, &|c| c.face == wild));
        }
    }
    // Ranks: sequences first, each card from the suit with most copies left (straights then
    // avoid being one suit, which would make them a straight flush).
    let mut order: Vec<(&Group, &mut Vec<Card>)> = plan.groups.iter().zip(out.iter_mut()).collect();
    crate::cards::sort::sort_by_key(&mut order, |(g, _)| !g.combo.is_sequence());
    for (g, cards) in order {
        for need in &g.needs {
            if let Need::Rank(r, n) = *need {
                for _ in 0..n {
                    let suit = Suit::ALL
                        .into_iter()
                        .filter(|&s| Face::Suited(s, r) != wild)
                        .max_by_key(|&s| {
                            let left = pool.iter().filter(|c| c.face == Face::Suited(s, r)).count();
                            let fresh = !cards.iter().any(|c| c.suit() == Some(s));
                            (left > 0, fresh, left)
                        });
                    if let Some(s) = suit {
                        cards.extend(take(&mut pool, &|c| c.face == Face::Suited(s, r)));
                    }
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::shuffled_deck;
    use crate::guandan::Rules;

    fn rules_for(seed: u64) -> Rules {
        match seed % 3 {
            0 => Rules::pagat(),
            1 => Rules::china(),
            _ => Rules {
                max_bomb_size: 6,
                ace_low_sequences: false,
                wild_must_be_natural_if_possible: true,
                ..Rules::pagat()
            },
        }
    }

    /// Every planned group gets its own cards, the groups share none and use them all, and
    /// each group's cards may be led as the planned combination.
    #[test]
    fn materialised_groups_are_legal_leads() {
        for seed in 0..150u64 {
            let deck = shuffled_deck(2, seed).unwrap();
            let level = Rank::ALL[(seed % 13) as usize];
            let rules = rules_for(seed);
            let short = 1 + (seed % 14) as usize;
            for hand in [&deck[..27], &deck[27..27 + short]] {
                let p = plan(hand, level, &rules);
                let all = materialise(&p, hand, level);
                let mut used: Vec<Card> = all.concat();
                used.sort();
                let mut held = hand.to_vec();
                held.sort();
                assert_eq!(used, held, "seed {seed}");
                for (g, cards) in p.groups.iter().zip(&all) {
                    let shown: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
                    assert!(
                        check_play(hand, cards, Some(g.combo), None, level, &rules).is_ok(),
                        "seed {seed} level {level:?}: {} is not {}",
                        shown.join(" "),
                        g.combo
                    );
                }
            }
        }
    }

    /// Leading, the AI's own list (before the legality filter of `ranked`) offers every planned
    /// group, each as a legal action.
    #[test]
    fn leads_cover_the_plan_and_are_legal() {
        for seed in 0..60u64 {
            let deck = shuffled_deck(2, seed).unwrap();
            let rules = rules_for(seed);
            let hands: [Vec<Card>; 4] = [0, 1, 2, 3].map(|s| deck[s * 27..(s + 1) * 27].to_vec());
            let level = Rank::ALL[(seed % 13) as usize];
            let seat = (seed % 4) as usize;
            let game = Game::from_hands(rules, hands, [level; 2], Some(0), seat).unwrap();
            let view = game.view(seat);
            let table = Table::new(&view);
            let leads = table.lead();
            for a in &leads {
                assert_eq!(view.check_action(a), Ok(()), "seed {seed}: {a:?}");
            }
            for g in &table.plan.groups {
                assert!(
                    leads.iter().any(
                        |a| matches!(a, Action::Play { as_combo: Some(c), .. } if *c == g.combo)
                    ),
                    "seed {seed}: the planned {} is not offered",
                    g.combo
                );
            }
        }
    }
}
