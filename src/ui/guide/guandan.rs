//! The Guan Dan page: the aim, the deal, the order of cards, the play, every combination
//! pictured, the bomb ladder, wild cards, finishing, tribute and levels.

use super::{Figure, Section, faces, figure};
use crate::cards::{Face, Rank, Suit};

pub(crate) fn sections() -> Vec<Section> {
    let combos = vec![
        figure(t!("gd-rules-single-t"), t!("gd-rules-single"), "SK"),
        figure(t!("gd-rules-pair-t"), t!("gd-rules-pair"), "H8 C8"),
        figure(t!("gd-rules-triple-t"), t!("gd-rules-triple"), "S5 D5 C5"),
        figure(
            t!("gd-rules-full-house-t"),
            t!("gd-rules-full-house"),
            "S9 H9 C9 D4 S4",
        ),
        figure(
            t!("gd-rules-straight-t"),
            t!("gd-rules-straight"),
            "C5 D6 H7 S8 C9",
        ),
        figure(
            t!("gd-rules-tube-t"),
            t!("gd-rules-tube"),
            "S7 H7 D8 C8 S9 D9",
        ),
        figure(
            t!("gd-rules-plate-t"),
            t!("gd-rules-plate"),
            "SJ HJ DJ CQ SQ HQ",
        ),
        figure(t!("gd-rules-bomb-t"), t!("gd-rules-bomb"), "S6 H6 D6 C6"),
        figure(
            t!("gd-rules-straight-flush-t"),
            t!("gd-rules-straight-flush"),
            "H8 H9 H10 HJ HQ",
        ),
        figure(
            t!("gd-rules-four-jokers-t"),
            t!("gd-rules-four-jokers"),
            "BJ BJ RJ RJ",
        ),
    ];
    // At level 2 the 2♥ is wild: here it fills the straight's gap as a 5.
    let wild = Figure {
        caption: t!("gd-rules-wilds-h"),
        text: String::new(),
        cards: faces("S3 D4 H2 C6 S7"),
        wild: Some((2, Face::Suited(Suit::Hearts, Rank::Five))),
    };
    vec![
        Section::new(t!("gd-rules-aim-h"), t!("gd-rules-aim")),
        Section::new(t!("gd-rules-deal-h"), t!("gd-rules-deal")),
        // The order at level 2: the level card sits above the ace, below the jokers.
        Section::new(t!("gd-rules-order-h"), t!("gd-rules-order")).figures(vec![figure(
            String::new(),
            String::new(),
            "S3 S10 SA D2 BJ RJ",
        )]),
        Section::new(t!("gd-rules-play-h"), t!("gd-rules-play")),
        Section::new(t!("gd-rules-combos-h"), t!("gd-rules-combos")).figures(combos),
        Section::new(t!("gd-rules-bombs-h"), t!("gd-rules-bombs")),
        Section::new(t!("gd-rules-wilds-h"), t!("gd-rules-wilds")).figures(vec![wild]),
        Section::new(t!("gd-rules-finish-h"), t!("gd-rules-finish")),
        Section::new(t!("gd-rules-tribute-h"), t!("gd-rules-tribute")),
        Section::new(t!("gd-rules-levels-h"), t!("gd-rules-levels")),
    ]
}
