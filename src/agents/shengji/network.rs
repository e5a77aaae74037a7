//! The Sheng Ji Normal's third look (issue 49): with fixed teams, a small network fitted by
//! `make train TRAIN_GAME=shengji` to the values many cheap searches found for the second
//! look's best few plays orders them once more ([`features`](super::features) says what it
//! reads). The Hard searches the same plays and takes the network's choice as the one to beat.
//! The README's table gives what it is worth.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

use std::sync::OnceLock;

use crate::agents::net::{Mlp, shipped};
use crate::shengji::rules::Teams;

use super::features::{INPUTS, encode};
use super::learned::{Scored, best_few};
use super::table::Table;

/// The network's weights, int8 (`make train TRAIN_GAME=shengji`), fitted to Classic rounds.
const FIXED: &[u8] = include_bytes!("net.bin");

/// The network fitted to the searches' values of these plays under `teams` (`None` without
/// shipped weights that fit the encoding: then the second look's order stands). Only fixed
/// teams ship one: with Zhao Pengyou's own records (`make train TRAIN_GAME=shengji
/// TRAIN_VARIANT=zhao-pengyou-5`) the Normal played worse than the second look alone (README).
/// Natively `CARDTABLE_SHENGJI_NET=FILE` plays other weights with fixed teams, and
/// `CARDTABLE_SHENGJI_FRIENDS_NET=FILE` some in Zhao Pengyou.
pub fn net(teams: Teams) -> Option<&'static Mlp> {
    static NETS: OnceLock<[Option<Mlp>; 2]> = OnceLock::new();
    let [fixed, friends] = NETS.get_or_init(|| {
        [
            shipped(FIXED, INPUTS, "CARDTABLE_SHENGJI_NET"),
            shipped(&[], INPUTS, "CARDTABLE_SHENGJI_FRIENDS_NET"),
        ]
    });
    match teams {
        Teams::Fixed => fixed.as_ref(),
        Teams::FindFriends => friends.as_ref(),
    }
}

/// The network's look (issue 49): the second look's best few plays (`looked`, best first,
/// with the rule AI's scores) in the order of the network's scores, the others after them.
/// Without a network (or for the frozen baseline), `looked` as it is.
pub fn network_look(t: &Table, looked: Vec<Scored>) -> Vec<Scored> {
    // Today's player only (not the frozen baseline).
    let Some(net) = net(t.view.rules.teams).filter(|_| t.current()) else {
        return looked;
    };
    let (head, mut tail) = best_few(looked);
    let mut scored: Vec<(f32, Scored)> = head
        .into_iter()
        .enumerate()
        .map(|(rank, (s, cards))| (net.value(&encode(t, &cards, s, rank)), (s, cards)))
        .collect();
    // Stable: equal scores keep the second look's order.
    crate::cards::sort::sort_by(&mut scored, |a, b| b.0.total_cmp(&a.0).is_lt());
    let mut out: Vec<Scored> = scored.into_iter().map(|(_, x)| x).collect();
    out.append(&mut tail);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::face_key;
    use crate::agents::mix;
    use crate::agents::shengji::learned::second_look;
    use crate::agents::shengji::probe::each_normal_play;
    use crate::agents::shengji::rule::rule_scored;
    use crate::shengji::Rules;

    #[test]
    fn the_shipped_network_fits_the_encoding() {
        assert_eq!(net(Teams::Fixed).map(Mlp::inputs), Some(INPUTS));
        if std::env::var_os("CARDTABLE_SHENGJI_FRIENDS_NET").is_none() {
            assert!(
                net(Teams::FindFriends).is_none(),
                "none shipped for Zhao Pengyou"
            );
        }
    }

    /// Over seeded rounds: the network only reorders the second look's first distinct plays
    /// (the same plays, the rest in their order), its choice is legal, and it departs from the
    /// second look's choice now and then.
    #[test]
    fn the_network_reorders_only_the_best_few() {
        let (mut decisions, mut departed) = (0, 0);
        for (seed, rules) in [(3, Rules::classic()), (4, Rules::one_deck())] {
            for deal in 0..4 {
                each_normal_play(&rules, mix(seed, deal), |v| {
                    let t = Table::new(v);
                    let looked = second_look(&t, rule_scored(&t));
                    let net = network_look(&t, looked.clone());
                    let (few, rest) = best_few(looked.clone());
                    let (net_few, net_rest) = best_few(net.clone());
                    let keys = |x: &[Scored]| {
                        let mut k: Vec<_> = x.iter().map(|(_, c)| face_key(c)).collect();
                        k.sort();
                        k
                    };
                    assert_eq!(keys(&few), keys(&net_few));
                    assert_eq!(rest, net_rest);
                    assert!(v.check_play(&net[0].1).is_ok(), "{:?}", net[0].1);
                    decisions += 1;
                    if face_key(&net[0].1) != face_key(&looked[0].1) {
                        departed += 1;
                    }
                });
            }
        }
        assert!(departed > 0, "{departed} of {decisions}");
        assert!(departed < decisions / 2, "{departed} of {decisions}");
    }
}
