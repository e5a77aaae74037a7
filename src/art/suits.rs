//! The four suit symbols as paths in a 100 × 100 box centred on the origin, so that placing one
//! is a translate and a scale.

use super::{num, scale};
use crate::cards::Suit;

/// Path data of a suit symbol, about 96 units wide and tall.
pub fn path(suit: Suit) -> &'static str {
    match suit {
        Suit::Hearts => {
            "M0,46C-10,30-48,10-48,-16C-48,-36-34,-46-22,-46C-10,-46-2,-38 0,-28\
             C2,-38 10,-46 22,-46C34,-46 48,-36 48,-16C48,10 10,30 0,46Z"
        }
        Suit::Diamonds => {
            "M0,-50C10,-34 24,-16 38,0C24,16 10,34 0,50C-10,34-24,16-38,0C-24,-16-10,-34 0,-50Z"
        }
        Suit::Spades => {
            "M0,-48C-10,-30-48,-8-48,14C-48,30-36,38-24,38C-14,38-7,33-4,28\
             C-4,38-10,46-18,50L18,50C10,46 4,38 4,28C7,33 14,38 24,38\
             C36,38 48,30 48,14C48,-8 10,-30 0,-48Z"
        }
        // Three clockwise circles, a filler between them and a flared stem: all wound the same
        // way, so the nonzero fill rule paints their union.
        Suit::Clubs => {
            "M-21,-26a21,21 0 1,1 42,0a21,21 0 1,1-42,0Z\
             M-45,10a21,21 0 1,1 42,0a21,21 0 1,1-42,0Z\
             M3,10a21,21 0 1,1 42,0a21,21 0 1,1-42,0Z\
             M-12,4a12,12 0 1,1 24,0a12,12 0 1,1-24,0Z\
             M0,4C2,28 8,42 18,50L-18,50C-8,42-2,28 0,4Z"
        }
    }
}

/// The `<defs>` entry `id="s"` every `<use>` of this file refers to.
pub fn definition(suit: Suit) -> String {
    format!("<path id=\"s\" d=\"{}\"/>", path(suit))
}

/// A suit symbol centred at (x, y), `size` times the 100-unit box, upside down if `flip`.
/// `attrs` is appended verbatim (e.g. ` class="pip"`).
pub fn place(x: f64, y: f64, size: f64, flip: bool, attrs: &str) -> String {
    let rotate = if flip { "rotate(180)" } else { "" };
    format!(
        "<use href=\"#s\"{attrs} transform=\"translate({} {}){rotate}scale({})\"/>",
        num(x),
        num(y),
        scale(size)
    )
}
