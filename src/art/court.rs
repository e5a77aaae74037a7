//! Court cards: a framed panel holding a double-headed bust, the top half drawn once and
//! repeated upside down. Each court is told apart at a glance by its headwear, face and robe:
//! the king has a pointed gold crown, a beard, a robe in the suit's ink with an ermine collar
//! and a sword; the queen has long golden hair, a tiara with a flower, a blue robe and holds a
//! rose; the jack is beardless with a feathered cap, a striped gold tunic and a halberd.

use super::{CX, CY, GOLD, OUTLINE, SKIN, suits, turn};
use crate::cards::Rank;

const PANEL_BG: &str = "#fdf6e3";
const BLUE: &str = "#2a4d9b";
const HAIR: &str = "#7a4a22";
const BLONDE: &str = "#d9a441";
const STEEL: &str = "#cfd5dd";
const LIPS: &str = "#d8707c";

/// The `<defs>` entry `id="figure"` (top half of the bust), or `None` for a non-court rank.
pub fn figure(rank: Rank, ink: &str) -> Option<String> {
    let (class, body) = match rank {
        Rank::King => ("king", king(ink)),
        Rank::Queen => ("queen", queen(ink)),
        Rank::Jack => ("jack", jack(ink)),
        _ => return None,
    };
    Some(format!(
        "<g id=\"figure\" class=\"court {class}\" stroke=\"{OUTLINE}\" stroke-width=\"1.5\" \
         stroke-linejoin=\"round\">{body}{}</g>",
        // The suit in the panel's corner, as on real court cards.
        suits::place(
            78.0,
            46.0,
            0.22,
            false,
            &format!(" fill=\"{ink}\" stroke=\"none\"")
        )
    ))
}

/// The framed panel with both halves of the figure and the line between them.
pub fn panel(ink: &str) -> String {
    format!(
        "<rect x=\"64\" y=\"26\" width=\"112\" height=\"284\" rx=\"4\" fill=\"{PANEL_BG}\"/>\
         <use href=\"#figure\"/><use href=\"#figure\" transform=\"{}\"/>\
         <path d=\"M64,{y}H176\" stroke=\"{ink}\" stroke-width=\"2\"/>\
         <rect x=\"64\" y=\"26\" width=\"112\" height=\"284\" rx=\"4\" fill=\"none\" \
         stroke=\"{ink}\" stroke-width=\"3\"/>",
        turn(),
        y = CY
    )
}

/// Shoulders and robe down to the centre line, in `fill`.
fn robe(fill: &str) -> String {
    format!("<path d=\"M68,{CY}V150Q70,122 98,114H142Q170,122 172,150V{CY}Z\" fill=\"{fill}\"/>")
}

/// Neck and face with eyes, nose and mouth (`lips` colours the mouth).
fn head(lips: &str) -> String {
    format!(
        "<path d=\"M112,98h16v18h-16z\" fill=\"{SKIN}\"/>\
         <ellipse cx=\"{CX}\" cy=\"84\" rx=\"18\" ry=\"21\" fill=\"{SKIN}\"/>\
         <circle cx=\"113\" cy=\"81\" r=\"2.2\" fill=\"{OUTLINE}\" stroke=\"none\"/>\
         <circle cx=\"127\" cy=\"81\" r=\"2.2\" fill=\"{OUTLINE}\" stroke=\"none\"/>\
         <path d=\"M120,84v7h-3\" fill=\"none\" stroke-width=\"1.2\"/>\
         <path d=\"M115,97q5,3 10,0\" fill=\"none\" stroke=\"{lips}\" stroke-width=\"2\"/>"
    )
}

fn king(ink: &str) -> String {
    let mut s = robe(ink);
    // Gold front band with the suit on the chest, then an ermine collar.
    s.push_str(&format!(
        "<path d=\"M112,118h16v50h-16z\" fill=\"{GOLD}\"/>{}\
         <path d=\"M94,116Q120,136 146,116L150,124Q120,148 90,124Z\" fill=\"#fff\"/>\
         <path d=\"M104,128v4M120,134v4M136,128v4\" stroke=\"{OUTLINE}\" stroke-width=\"3\"/>",
        suits::place(
            120.0,
            152.0,
            0.16,
            false,
            &format!(" fill=\"{ink}\" stroke=\"none\"")
        )
    ));
    // The sword behind the shoulder: steel blade, gold guard and pommel.
    s.push_str(&format!(
        "<path d=\"M155,40l4,-8l4,8v92h-8z\" fill=\"{STEEL}\"/>\
         <path d=\"M146,132h26v6h-26z\" fill=\"{GOLD}\"/>\
         <path d=\"M156,138h6v14h-6z\" fill=\"{HAIR}\"/>"
    ));
    s.push_str(&head(LIPS));
    // Grey beard and moustache.
    s.push_str(
        "<path d=\"M102,88Q103,118 120,124Q137,118 138,88Q132,100 120,101Q108,100 102,88Z\" \
         fill=\"#9a9a9a\"/>\
         <path d=\"M110,95Q120,89 130,95Q120,99 110,95Z\" fill=\"#7d7d7d\"/>",
    );
    // Pointed crown: five points with gold balls, a jewelled band in the suit's ink.
    s.push_str(&format!(
        "<path d=\"M99,68L96,40L106,54L113,36L120,52L127,36L134,54L144,40L141,68Z\" \
         fill=\"{GOLD}\"/>\
         <path d=\"M99,60h42v8h-42z\" fill=\"{GOLD}\"/>\
         <circle cx=\"{CX}\" cy=\"64\" r=\"3\" fill=\"{ink}\"/>\
         <circle cx=\"108\" cy=\"64\" r=\"2\" fill=\"{ink}\"/>\
         <circle cx=\"132\" cy=\"64\" r=\"2\" fill=\"{ink}\"/>\
         <circle cx=\"96\" cy=\"39\" r=\"3\" fill=\"{GOLD}\"/>\
         <circle cx=\"113\" cy=\"35\" r=\"3\" fill=\"{GOLD}\"/>\
         <circle cx=\"127\" cy=\"35\" r=\"3\" fill=\"{GOLD}\"/>\
         <circle cx=\"144\" cy=\"39\" r=\"3\" fill=\"{GOLD}\"/>"
    ));
    s
}

fn queen(ink: &str) -> String {
    // Long hair falls behind the shoulders.
    let mut s = format!(
        "<path d=\"M97,80Q92,112 98,128H142Q148,112 143,80Q141,56 120,56Q99,56 97,80Z\" \
         fill=\"{BLONDE}\"/>"
    );
    s.push_str(&robe(BLUE));
    // Neckline trimmed in the suit's ink, a pearl necklace, the suit on the bodice.
    s.push_str(&format!(
        "<path d=\"M96,115L120,142L144,115Z\" fill=\"{SKIN}\"/>\
         <path d=\"M96,115L120,142L144,115\" fill=\"none\" stroke=\"{ink}\" stroke-width=\"5\"/>\
         <path d=\"M108,118Q120,132 132,118\" fill=\"none\" stroke=\"#fff\" stroke-width=\"3\" \
         stroke-dasharray=\"1 3\" stroke-linecap=\"round\"/>{}",
        suits::place(
            120.0,
            156.0,
            0.16,
            false,
            &format!(" fill=\"{ink}\" stroke=\"none\"")
        )
    ));
    // A rose held up on the left.
    s.push_str(&format!(
        "<path d=\"M84,150Q80,110 86,74\" fill=\"none\" stroke=\"#2f7d32\" stroke-width=\"3\"/>\
         <path d=\"M84,112q-10,-6 -12,-14q10,2 12,14z\" fill=\"#3f9a43\"/>\
         <circle cx=\"86\" cy=\"70\" r=\"8\" fill=\"{ink}\"/>\
         <circle cx=\"86\" cy=\"70\" r=\"3\" fill=\"{GOLD}\"/>"
    ));
    s.push_str(&head(LIPS));
    // Fringe, then a tiara of three jewels topped with a small flower.
    s.push_str(&format!(
        "<path d=\"M102,76Q106,62 120,62Q134,62 138,76Q128,68 120,70Q112,68 102,76Z\" \
         fill=\"{BLONDE}\"/>\
         <path d=\"M101,66Q120,50 139,66L136,70Q120,58 104,70Z\" fill=\"{GOLD}\"/>\
         <circle cx=\"108\" cy=\"62\" r=\"2.5\" fill=\"{ink}\"/>\
         <circle cx=\"132\" cy=\"62\" r=\"2.5\" fill=\"{ink}\"/>\
         <circle cx=\"{CX}\" cy=\"44\" r=\"5\" fill=\"{ink}\"/>\
         <circle cx=\"112\" cy=\"50\" r=\"5\" fill=\"{ink}\"/>\
         <circle cx=\"128\" cy=\"50\" r=\"5\" fill=\"{ink}\"/>\
         <circle cx=\"{CX}\" cy=\"51\" r=\"4\" fill=\"{GOLD}\"/>"
    ));
    s
}

fn jack(ink: &str) -> String {
    let mut s = robe(GOLD);
    // Tunic stripes in the suit's ink, a white square collar, the suit on the chest.
    s.push_str(&format!(
        "<path d=\"M84,122v46h10v-50zM146,122v46h-10v-50z\" fill=\"{ink}\"/>\
         <path d=\"M100,114h40l-6,14h-28z\" fill=\"#fff\"/>{}",
        suits::place(
            120.0,
            150.0,
            0.18,
            false,
            &format!(" fill=\"{ink}\" stroke=\"none\"")
        )
    ));
    // A halberd on the right: wooden shaft, steel axe head.
    s.push_str(&format!(
        "<path d=\"M160,152V50h5v102z\" fill=\"{HAIR}\"/>\
         <path d=\"M162.5,32l6,18h-12z\" fill=\"{STEEL}\"/>\
         <path d=\"M165,56q10,4 9,22q-4,-8 -9,-8z\" fill=\"{STEEL}\"/>"
    ));
    s.push_str(&head(LIPS));
    // Short curly hair at the sides.
    s.push_str(&format!(
        "<circle cx=\"101\" cy=\"86\" r=\"6\" fill=\"{HAIR}\"/>\
         <circle cx=\"139\" cy=\"86\" r=\"6\" fill=\"{HAIR}\"/>\
         <circle cx=\"102\" cy=\"97\" r=\"5\" fill=\"{HAIR}\"/>\
         <circle cx=\"138\" cy=\"97\" r=\"5\" fill=\"{HAIR}\"/>"
    ));
    // Tilted beret in the suit's ink on a gold band, with a white feather.
    s.push_str(&format!(
        "<path d=\"M136,64Q130,42 148,30Q155,46 145,64Z\" fill=\"#fff\"/>\
         <path d=\"M140,60Q140,44 147,34\" fill=\"none\" stroke-width=\"1\"/>\
         <path d=\"M96,70Q88,50 116,44Q150,38 152,58Q150,66 144,70Z\" fill=\"{ink}\"/>\
         <path d=\"M95,66h52v8h-52z\" fill=\"{GOLD}\"/>\
         <circle cx=\"{CX}\" cy=\"70\" r=\"3\" fill=\"{ink}\"/>"
    ));
    s
}
