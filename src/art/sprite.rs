//! All the faces of a deck in one SVG file (`deck.svg`), so that a page fetches one small file
//! instead of fifty-four: the cards are laid out in a grid, each with a `<view>` named by its
//! code, and `deck.svg#H10` shows just that card (an `<img>` may use the fragment). Each
//! card's own ids are prefixed with its code so that they stay unique in the shared file.

use super::{HEIGHT, WIDTH};

/// The sprite's file name, in `assets/cards/` (and `4c/`).
pub const SPRITE_FILE: &str = "deck.svg";
/// Cards per row of the grid.
const COLUMNS: usize = 10;

/// The sprite of `files` (name `CODE.svg`, one card's SVG each).
pub fn sprite(files: &[(String, String)]) -> String {
    let rows = files.len().div_ceil(COLUMNS);
    let (w, h) = (WIDTH as usize, HEIGHT as usize);
    let mut out = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{}" height="{}" viewBox="0 0 {} {}">"#,
        COLUMNS * w,
        rows * h,
        COLUMNS * w,
        rows * h
    );
    for (i, (name, svg)) in files.iter().enumerate() {
        let code = name.trim_end_matches(".svg");
        let (x, y) = ((i % COLUMNS) * w, (i / COLUMNS) * h);
        out.push_str(&format!(
            r#"<view id="{code}" viewBox="{x} {y} {w} {h}"/><g transform="translate({x} {y})">{}</g>"#,
            inner(svg, code)
        ));
    }
    out.push_str("</svg>");
    out
}

/// A card's content without its root element and title, its ids prefixed with `code`.
fn inner(svg: &str, code: &str) -> String {
    let start = svg.find('>').map_or(0, |i| i + 1);
    let end = svg.rfind("</svg>").unwrap_or(svg.len());
    let mut body = svg[start..end].to_string();
    if let (Some(a), Some(b)) = (body.find("<title>"), body.find("</title>")) {
        body.replace_range(a..b + "</title>".len(), "");
    }
    let ids: Vec<String> = body
        .match_indices("id=\"")
        .filter_map(|(i, _)| {
            let rest = &body[i + 4..];
            rest.find('"').map(|j| rest[..j].to_string())
        })
        .collect();
    for id in ids {
        body = body
            .replace(&format!("id=\"{id}\""), &format!("id=\"{code}-{id}\""))
            .replace(&format!("\"#{id}\""), &format!("\"#{code}-{id}\""))
            .replace(&format!("url(#{id})"), &format!("url(#{code}-{id})"));
    }
    body
}
