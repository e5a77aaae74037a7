//! The whole deck in one file (`deck.svg`): every face side by side, each shown alone through
//! its `<view>` (`<img src="assets/cards/deck.svg#SQ">`). A browser gzips each response on its
//! own, and the cards share most of their text (suit paths, fonts, court figures): the 55 files
//! one by one are 34 KB gzipped, the 54 faces in one file 6 KB, so a first hand costs one
//! request of a few kilobytes instead of one per card (issue 69). A view shows only its card's
//! region, so each card's own ids (`s`, `index`, `figure`, `lattice`) are prefixed with its code.

use super::{HEIGHT, WIDTH};

/// Cards a row of the sheet.
const COLUMNS: usize = 11;

/// The name of the deck's file, beside the cards' own.
pub const DECK_FILE: &str = "deck.svg";

/// The view of `file` (a card's file name, `SQ.svg` or `back.svg`) in the deck.
pub fn view_id(file: &str) -> &str {
    file.strip_suffix(".svg").unwrap_or(file)
}

/// One sheet of `files` (name and SVG of each card, as `super::all_files` gives them).
pub fn sheet(files: &[(String, String)]) -> String {
    let rows = files.len().div_ceil(COLUMNS);
    let (w, h) = (WIDTH as usize * COLUMNS, HEIGHT as usize * rows);
    let mut out = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">"#
    );
    for (i, (name, svg)) in files.iter().enumerate() {
        let id = view_id(name);
        let (x, y) = (
            (i % COLUMNS) * WIDTH as usize,
            (i / COLUMNS) * HEIGHT as usize,
        );
        // The card's content: what its root <svg> holds.
        let body = svg
            .split_once('>')
            .map_or("", |(_, rest)| rest)
            .trim_end()
            .trim_end_matches("</svg>");
        let body = body
            .replace("id=\"", &format!("id=\"{id}-"))
            .replace("href=\"#", &format!("href=\"#{id}-"))
            .replace("url(#", &format!("url(#{id}-"));
        out.push_str(&format!(
            r#"<view id="{id}" viewBox="{x} {y} {WIDTH} {HEIGHT}"/><svg x="{x}" y="{y}" width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}">{body}</svg>"#
        ));
    }
    out.push_str("</svg>");
    out
}
