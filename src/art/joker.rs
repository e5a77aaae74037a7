//! The two jokers. They must never be confused, even fanned in a hand where only the corner shows:
//! the big joker is printed red with a full-colour jester on a gold star; the small joker is black
//! and grey only, with a smaller jester. Both corners spell JOKER downwards, with a solid (big) or
//! hollow (small) star under it. No word across the card: in a fanned hand only its left strip
//! shows, and a word cut there ("BI…", "SMA…") reads as a fault.

use std::f64::consts::PI;

use super::{
    BLACK, CX, CY, FONT, GOLD, RED, SKIN, blank_card, both_corners, close, num, open, scale,
};
use crate::cards::{Face, Joker};

/// Colours of one joker's jester.
struct Palette {
    ink: &'static str,
    /// Left / right halves of the motley (cap lobes, tunic, sleeves).
    motley: [&'static str; 2],
    bells: &'static str,
    face: &'static str,
    cheeks: &'static str,
    /// Size of the jester relative to the big joker's.
    size: f64,
}

const BIG: Palette = Palette {
    ink: RED,
    motley: [RED, GOLD],
    bells: GOLD,
    face: SKIN,
    cheeks: "#f08a8a",
    size: 1.0,
};

const SMALL: Palette = Palette {
    ink: BLACK,
    motley: [BLACK, "#9a9a9a"],
    bells: "#c8c8c8",
    face: "#fff",
    cheeks: "#d8d8d8",
    size: 0.8,
};

pub fn svg(joker: Joker) -> String {
    let p = match joker {
        Joker::Big => &BIG,
        Joker::Small => &SMALL,
    };
    let mut svg = open(&Face::Joker(joker).name());
    svg.push_str("<defs>");
    svg.push_str(&index(p, joker == Joker::Big));
    svg.push_str("</defs>");
    svg.push_str(&blank_card());
    if joker == Joker::Big {
        svg.push_str(&format!(
            "<path d=\"{}\" fill=\"{GOLD}\" opacity=\".45\"/>",
            star(CX as f64, 150.0, 84.0, 46.0, 12)
        ));
    }
    svg.push_str(&both_corners());
    svg.push_str(&jester(p));
    close(svg)
}

/// "JOKER" spelt downwards, then a star: solid for the big joker, hollow for the small one.
fn index(p: &Palette, solid: bool) -> String {
    let mut s = format!(
        "<g id=\"index\" fill=\"{}\" font-family=\"{FONT}\" font-size=\"36\" \
         font-weight=\"bold\" text-anchor=\"middle\">",
        p.ink
    );
    for (i, letter) in "JOKER".chars().enumerate() {
        s.push_str(&format!(
            "<text x=\"27\" y=\"{}\">{letter}</text>",
            44 + 29 * i
        ));
    }
    let star_fill = if solid {
        String::new()
    } else {
        format!(" fill=\"#fff\" stroke=\"{}\" stroke-width=\"3\"", p.ink)
    };
    s.push_str(&format!(
        "<path d=\"{}\"{star_fill}/></g>",
        star(28.0, 200.0, 16.0, 7.0, 5)
    ));
    s
}

/// A star with `points` points centred at (x, y), first point straight up.
fn star(x: f64, y: f64, outer: f64, inner: f64, points: usize) -> String {
    let mut d = String::new();
    for i in 0..2 * points {
        let r = if i % 2 == 0 { outer } else { inner };
        let a = PI * i as f64 / points as f64;
        d.push(if i == 0 { 'M' } else { 'L' });
        d.push_str(&format!(
            "{},{}",
            num(x + r * a.sin()),
            num(y - r * a.cos())
        ));
    }
    d.push('Z');
    d
}

/// A jester: three-lobed cap with bells, smiling face, ruff, parti-coloured tunic and sleeves.
/// Drawn at the big joker's size about the centre of the card and scaled for the small one.
fn jester(p: &Palette) -> String {
    let [a, b] = p.motley;
    let ink = p.ink;
    let transform = if p.size == 1.0 {
        String::new()
    } else {
        format!(
            " transform=\"translate({CX} {CY})scale({})translate(-{CX} -{CY})\"",
            scale(p.size)
        )
    };
    format!(
        "<g stroke=\"{ink}\" stroke-width=\"2\" stroke-linejoin=\"round\"{transform}>\
         <path d=\"M96,194L62,232L72,244L104,212Z\" fill=\"{b}\"/>\
         <path d=\"M144,194L178,232L168,244L136,212Z\" fill=\"{a}\"/>\
         <circle cx=\"66\" cy=\"244\" r=\"8\" fill=\"{f}\"/>\
         <circle cx=\"174\" cy=\"244\" r=\"8\" fill=\"{f}\"/>\
         <path d=\"M96,188H{CX}V270H76Z\" fill=\"{a}\"/>\
         <path d=\"M144,188H{CX}V270H164Z\" fill=\"{b}\"/>\
         <path d=\"M76,270h30v14h-34zM164,270h-30v14h34z\" fill=\"{ink}\"/>\
         <path d=\"M{CX},200l5,8l-5,8l-5,-8zM{CX},226l5,8l-5,8l-5,-8zM{CX},252l5,8l-5,8l-5,-8z\" \
         fill=\"{bells}\"/>\
         <path d=\"M86,180L96,196L104,184L112,198L{CX},186L128,198L136,184L144,196L154,180\
         L{CX},170Z\" fill=\"#fff\"/>\
         <circle cx=\"{CX}\" cy=\"152\" r=\"24\" fill=\"{f}\"/>\
         <circle cx=\"108\" cy=\"160\" r=\"5\" fill=\"{cheeks}\" stroke=\"none\"/>\
         <circle cx=\"132\" cy=\"160\" r=\"5\" fill=\"{cheeks}\" stroke=\"none\"/>\
         <circle cx=\"112\" cy=\"148\" r=\"3\" fill=\"{ink}\" stroke=\"none\"/>\
         <circle cx=\"128\" cy=\"148\" r=\"3\" fill=\"{ink}\" stroke=\"none\"/>\
         <path d=\"M106,160Q{CX},176 134,160\" fill=\"none\" stroke-width=\"3\"/>\
         <path d=\"M98,132C86,106 74,94 56,90C80,80 106,96 116,122Z\" fill=\"{a}\"/>\
         <path d=\"M142,132C154,106 166,94 184,90C160,80 134,96 124,122Z\" fill=\"{a}\"/>\
         <path d=\"M106,126C104,96 112,74 {CX},52C128,74 136,96 134,126Z\" fill=\"{b}\"/>\
         <path d=\"M94,124h52v12h-52z\" fill=\"{bells}\"/>\
         <circle cx=\"56\" cy=\"90\" r=\"8\" fill=\"{bells}\"/>\
         <circle cx=\"{CX}\" cy=\"50\" r=\"8\" fill=\"{bells}\"/>\
         <circle cx=\"184\" cy=\"90\" r=\"8\" fill=\"{bells}\"/></g>",
        f = p.face,
        bells = p.bells,
        cheeks = p.cheeks,
    )
}
