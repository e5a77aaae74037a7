//! The card back: a deep blue diagonal lattice with small rosettes inside a white margin, and a
//! central medallion. It is symmetric under a half turn, so a back never shows which way up a
//! card is held.

use super::{CX, CY, blank_card, close, open};

const BLUE: &str = "#1d3f8f";
const LIGHT: &str = "#7f9be0";

pub fn svg() -> String {
    let mut svg = open("card back");
    // One lattice cell: blue ground, crossing light lines and a white dot where they meet,
    // turned 45 degrees to make diamonds.
    svg.push_str(&format!(
        "<defs><pattern id=\"lattice\" width=\"20\" height=\"20\" patternUnits=\"userSpaceOnUse\" \
         patternTransform=\"translate({CX} {CY})rotate(45)\">\
         <rect width=\"20\" height=\"20\" fill=\"{BLUE}\"/>\
         <path d=\"M0,0H20M0,0V20\" stroke=\"{LIGHT}\" stroke-width=\"2.5\"/>\
         <circle r=\"3\" fill=\"#fff\"/><circle cx=\"20\" r=\"3\" fill=\"#fff\"/>\
         <circle cy=\"20\" r=\"3\" fill=\"#fff\"/><circle cx=\"20\" cy=\"20\" r=\"3\" fill=\"#fff\"/>\
         <circle cx=\"10\" cy=\"10\" r=\"1.8\" fill=\"{LIGHT}\"/></pattern></defs>"
    ));
    svg.push_str(&blank_card());
    svg.push_str(
        "<rect x=\"14\" y=\"14\" width=\"212\" height=\"308\" rx=\"8\" fill=\"url(#lattice)\"/>\
         <rect x=\"20\" y=\"20\" width=\"200\" height=\"296\" rx=\"5\" fill=\"none\" \
         stroke=\"#fff\" stroke-width=\"2\"/>",
    );
    // Medallion: a white ring around an eight-petal rosette.
    svg.push_str(&format!(
        "<ellipse cx=\"{CX}\" cy=\"{CY}\" rx=\"54\" ry=\"70\" fill=\"{BLUE}\" stroke=\"#fff\" \
         stroke-width=\"4\"/>\
         <ellipse cx=\"{CX}\" cy=\"{CY}\" rx=\"46\" ry=\"62\" fill=\"none\" stroke=\"{LIGHT}\" \
         stroke-width=\"2\"/><g fill=\"#fff\" stroke=\"{BLUE}\" stroke-width=\"1.5\">"
    ));
    for i in 0..8 {
        svg.push_str(&format!(
            "<ellipse cx=\"{CX}\" cy=\"{}\" rx=\"9\" ry=\"22\" transform=\"rotate({} {CX} {CY})\"/>",
            CY - 24,
            i * 45
        ));
    }
    svg.push_str(&format!(
        "</g><circle cx=\"{CX}\" cy=\"{CY}\" r=\"10\" fill=\"{LIGHT}\" stroke=\"#fff\" \
         stroke-width=\"3\"/>"
    ));
    close(svg)
}
