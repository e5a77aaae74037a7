//! The players' faces: sixteen drawn portraits for the seat plates, each a small SVG of a head
//! and shoulders on a coloured disc, built from a few parts (skin, hair, clothes, glasses or a
//! beard) so that they stay a few hundred bytes each. The page shows them as data URLs: no
//! image is fetched, and each is its own document (its clip path's id cannot meet another's).

use std::fmt::Write;

/// How many faces there are to choose from.
pub const FACES: u8 = 16;

const SKINS: [&str; 5] = ["#f6d7b8", "#ecc29b", "#d39d6f", "#a8704a", "#7b4e34"];
const HAIRS: [&str; 6] = [
    "#1c1a1a", "#3b2416", "#70462a", "#9a9a9a", "#8e3b1f", "#e9e4dc",
];
const GROUNDS: [&str; 8] = [
    "#3a8f8a", "#7b4b94", "#d9644a", "#4a7fc1", "#d6a433", "#3f9b5d", "#c2577e", "#5b6b7d",
];
const CLOTHES: [&str; 6] = [
    "#28476e", "#8c2f2f", "#2f6b4f", "#5a3d7a", "#c98a1c", "#333a44",
];

#[derive(Clone, Copy)]
enum Hair {
    Short,
    Parted,
    Long,
    Bun,
    Bob,
    Spiky,
    Bald,
    Cap,
}

#[derive(Clone, Copy)]
enum Extra {
    None,
    Glasses,
    Beard,
    Moustache,
}

/// A face's parts: skin, hair style and colour, clothes, ground, extra.
struct Parts(usize, Hair, usize, usize, usize, Extra);

const ALL: [Parts; FACES as usize] = [
    Parts(0, Hair::Short, 0, 0, 0, Extra::None),
    Parts(1, Hair::Long, 0, 1, 1, Extra::None),
    Parts(2, Hair::Parted, 1, 2, 2, Extra::Glasses),
    Parts(3, Hair::Bun, 0, 3, 3, Extra::None),
    Parts(1, Hair::Bald, 3, 5, 4, Extra::Beard),
    Parts(0, Hair::Bob, 4, 4, 5, Extra::None),
    Parts(4, Hair::Spiky, 0, 1, 6, Extra::None),
    Parts(2, Hair::Cap, 1, 0, 7, Extra::None),
    Parts(0, Hair::Parted, 3, 5, 3, Extra::Moustache),
    Parts(3, Hair::Long, 1, 2, 4, Extra::Glasses),
    Parts(1, Hair::Spiky, 2, 3, 0, Extra::None),
    Parts(4, Hair::Bob, 0, 4, 1, Extra::None),
    Parts(2, Hair::Short, 5, 1, 5, Extra::Glasses),
    Parts(0, Hair::Bun, 5, 2, 6, Extra::None),
    Parts(3, Hair::Short, 0, 0, 2, Extra::Beard),
    Parts(1, Hair::Parted, 4, 3, 7, Extra::None),
];

/// The SVG of face `index` (taken modulo [`FACES`]), 64 by 64.
pub fn svg(index: u8) -> String {
    let Parts(skin, hair, hair_colour, clothes, ground, extra) = &ALL[(index % FACES) as usize];
    let (skin, hc) = (SKINS[*skin], HAIRS[*hair_colour]);
    let mut s = format!(
        "<svg xmlns='http://www.w3.org/2000/svg' viewBox='6 4 52 52'>\
         <clipPath id='c'><circle cx='32' cy='30' r='26'/></clipPath><g clip-path='url(#c)'>\
         <rect x='6' y='4' width='52' height='52' fill='{}'/>",
        GROUNDS[*ground]
    );
    // Hair that falls behind the shoulders.
    match hair {
        Hair::Long => {
            let _ = write!(
                s,
                "<path d='M17 30Q16 12 32 12Q48 12 47 30L49 50H15Z' fill='{hc}'/>"
            );
        }
        Hair::Bob => {
            let _ = write!(
                s,
                "<path d='M18 28Q18 12 32 12Q46 12 46 28L47 40H17Z' fill='{hc}'/>"
            );
        }
        _ => {}
    }
    // Shoulders, neck, head, ears.
    let _ = write!(
        s,
        "<path d='M6 64Q8 47 32 45Q56 47 58 64Z' fill='{}'/>\
         <rect x='27' y='36' width='10' height='11' rx='3' fill='{skin}'/>\
         <circle cx='19.5' cy='29' r='3' fill='{skin}'/><circle cx='44.5' cy='29' r='3' fill='{skin}'/>\
         <ellipse cx='32' cy='28' rx='12' ry='13.5' fill='{skin}'/>",
        CLOTHES[*clothes]
    );
    // Hair over the head.
    let top = match hair {
        Hair::Short => "M20 26Q19 13 32 13Q45 13 44 26Q40 18 32 18Q24 18 20 26Z",
        Hair::Parted => "M20 27Q18 12 33 13Q46 14 44 27Q43 19 36 18Q30 21 20 27Z",
        Hair::Long | Hair::Bob => "M20 30Q19 14 32 14Q45 14 44 30Q42 20 32 19Q23 20 20 30Z",
        Hair::Bun => {
            "M20 25Q20 14 32 14Q44 14 44 25Q40 18 32 18Q24 18 20 25ZM26 10a6 6 0 1 0 12 0a6 6 0 1 0-12 0"
        }
        Hair::Spiky => {
            "M20 25L19 15L24 18L26 10L30 16L33 9L36 16L40 11L41 18L45 15L44 25Q40 19 32 19Q24 19 20 25Z"
        }
        Hair::Bald => "M20 30Q19 24 21 22L22 30ZM44 30Q45 24 43 22L42 30Z",
        Hair::Cap => "M19 24Q19 12 32 12Q45 12 45 24ZM44 22H53Q53 25 44 25Z",
    };
    let _ = write!(s, "<path d='{top}' fill='{hc}'/>");
    if let Hair::Cap = hair {
        // The cap's crown in the clothes' colour, over the hair.
        let _ = write!(
            s,
            "<path d='M20 23Q20 12 32 12Q44 12 44 23Z' fill='{}'/>",
            CLOTHES[(*clothes + 4) % CLOTHES.len()]
        );
    }
    // Eyes, brows, a smile, cheeks.
    let _ = write!(
        s,
        "<circle cx='27' cy='29' r='1.7' fill='#222'/><circle cx='37' cy='29' r='1.7' fill='#222'/>\
         <path d='M24.5 25.2Q27 24 29.5 25.2M34.5 25.2Q37 24 39.5 25.2' stroke='{hc}' stroke-width='1.3' fill='none' stroke-linecap='round'/>\
         <path d='M28 35.5Q32 38.5 36 35.5' stroke='#8a3b2e' stroke-width='1.6' fill='none' stroke-linecap='round'/>\
         <circle cx='24.5' cy='33.5' r='2' fill='#e88' opacity='.35'/><circle cx='39.5' cy='33.5' r='2' fill='#e88' opacity='.35'/>"
    );
    match extra {
        Extra::Glasses => s.push_str(
            "<g fill='none' stroke='#222' stroke-width='1.2'><circle cx='27' cy='29' r='3.6'/>\
             <circle cx='37' cy='29' r='3.6'/><path d='M30.6 29H33.4'/></g>",
        ),
        Extra::Beard => {
            let _ = write!(
                s,
                "<path d='M20 30Q21 43 32 43Q43 43 44 30Q42 37 37 37Q32 39 27 37Q22 37 20 30ZM28 35.5Q32 38.5 36 35.5' fill='{hc}'/>"
            );
        }
        Extra::Moustache => {
            let _ = write!(
                s,
                "<path d='M27 34.5Q32 31.5 37 34.5Q32 33.5 27 34.5Z' fill='{hc}' stroke='{hc}' stroke-width='1.4' stroke-linejoin='round'/>"
            );
        }
        Extra::None => {}
    }
    s.push_str("</g></svg>");
    s
}

/// Face `index` as a data URL for an `<img>`.
pub fn data_url(index: u8) -> String {
    let mut url = String::from("data:image/svg+xml,");
    for c in svg(index).chars() {
        match c {
            '#' => url.push_str("%23"),
            '<' => url.push_str("%3C"),
            '>' => url.push_str("%3E"),
            c => url.push(c),
        }
    }
    url
}

/// The face of a computer seat: one per seat, the same on every page of a table, never the
/// player's own `mine`.
pub fn computer_face(seat: usize, mine: u8) -> u8 {
    // The faces other than the player's, stepped through by a step prime to their number.
    let k = ((seat * 7 + 2) % (FACES as usize - 1)) as u8;
    if k >= mine % FACES { k + 1 } else { k }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_face_is_whole_and_small() {
        for i in 0..FACES {
            let s = svg(i);
            assert!(s.starts_with("<svg") && s.ends_with("</svg>"), "face {i}");
            assert!(s.len() < 2_000, "face {i}: {} bytes", s.len());
            assert!(!data_url(i).contains(['#', '<', '>']), "face {i}");
        }
        let distinct: std::collections::HashSet<_> = (0..FACES).map(svg).collect();
        assert_eq!(distinct.len(), FACES as usize);
    }

    #[test]
    fn computer_seats_have_distinct_faces_never_the_players() {
        for mine in 0..FACES {
            let faces: Vec<u8> = (1..12).map(|s| computer_face(s, mine)).collect();
            assert!(!faces.contains(&mine), "mine {mine}: {faces:?}");
            let distinct: std::collections::HashSet<_> = faces.iter().collect();
            assert_eq!(distinct.len(), faces.len(), "mine {mine}: {faces:?}");
        }
    }
}
