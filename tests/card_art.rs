//! The generated card art: the committed files are up to date, and every card is structurally
//! what a player needs (right number of pips, right colour, real court figures, distinct jokers).

use std::collections::BTreeSet;
use std::path::PathBuf;

use cardtable::art::{self, BLACK, RED};

use cardtable::cards::{Face, Joker, Rank, Suit};

fn assets_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets/cards")
}

fn svg(code: &str) -> String {
    art::face_svg(code.parse().unwrap())
}

/// The files of one art directory are exactly the generated ones.
fn assert_up_to_date(dir: &std::path::Path, files: &[(String, String)]) {
    let stale = "card art is stale: run `make cards`";
    for (name, text) in files {
        let on_disk = std::fs::read_to_string(dir.join(name))
            .unwrap_or_else(|e| panic!("{stale} ({name}: {e})"));
        assert!(on_disk == *text, "{stale} ({name} differs)");
    }
    let expected: BTreeSet<&str> = files.iter().map(|(name, _)| name.as_str()).collect();
    for entry in std::fs::read_dir(dir).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        if name.ends_with(".svg") {
            assert!(
                expected.contains(name.as_str()),
                "{stale} ({name} is not generated)"
            );
        }
    }
}

#[test]
fn committed_art_is_up_to_date() {
    // Each card's own file, and the deck in one file, which the page shows (`art::deck`).
    let with_deck = |mut files: Vec<(String, String)>, four: bool| {
        files.push(art::deck_file(four));
        files
    };
    assert_up_to_date(&assets_dir(), &with_deck(art::all_files(), false));
    assert_up_to_date(
        &assets_dir().join(art::FOUR_COLOUR_DIR),
        &with_deck(art::four_colour_files(), true),
    );
}

/// Each card of a deck's file is the card's own file, its ids prefixed with its view's name,
/// and the view frames it: one view a card, on a sheet without overlaps.
#[test]
fn the_deck_file_holds_every_card_behind_its_view() {
    use cardtable::art::deck::view_id;
    for four in [false, true] {
        let (name, sheet) = art::deck_file(four);
        assert_eq!(name, "deck.svg");
        check_xml(&name, &sheet);
        let mut files = art::all_files();
        files.retain(|(name, _)| name != art::BACK_FILE);
        if four {
            for (n, svg) in art::four_colour_files() {
                if let Some(f) = files.iter_mut().find(|(m, _)| *m == n) {
                    f.1 = svg;
                }
            }
        }
        let mut frames = Vec::new();
        for (file, svg) in &files {
            let id = view_id(file);
            let view = format!("<view id=\"{id}\" viewBox=\"");
            let at = sheet
                .find(&view)
                .unwrap_or_else(|| panic!("{file}: no view"));
            let rest = &sheet[at + view.len()..];
            let frame: Vec<u32> = rest[..rest.find('"').unwrap()]
                .split(' ')
                .map(|v| v.parse().unwrap())
                .collect();
            assert_eq!(frame[2..], [art::WIDTH, art::HEIGHT], "{file}");
            assert!(!frames.contains(&frame), "{file} overlaps another card");
            frames.push(frame.clone());
            // The card that follows the view, placed where the view looks.
            let card = &rest[rest.find("><svg").unwrap() + 1..];
            let place = format!("<svg x=\"{}\" y=\"{}\"", frame[0], frame[1]);
            assert!(card.starts_with(&place), "{file}: {}", &card[..40]);
            // Its content is the file's, with its ids and references prefixed.
            let inner = &svg[svg.find('>').unwrap() + 1..svg.rfind("</svg>").unwrap()];
            let prefixed = inner
                .replace("id=\"", &format!("id=\"{id}-"))
                .replace("href=\"#", &format!("href=\"#{id}-"))
                .replace("url(#", &format!("url(#{id}-"));
            assert!(card.contains(&prefixed), "{file}: content differs");
        }
        assert_eq!(frames.len(), 54);
        assert!(
            !sheet.contains("<view id=\"back\""),
            "the back is a file of its own"
        );
    }
}

#[test]
fn four_colour_diamonds_are_blue_and_clubs_green() {
    let files = art::four_colour_files();
    assert_eq!(files.len(), 26, "13 diamonds and 13 clubs");
    for (name, text) in &files {
        let (ink, gone) = match &name[..1] {
            "D" => (art::BLUE, RED),
            "C" => (art::GREEN, BLACK),
            _ => panic!("{name} is not a diamond or a club"),
        };
        assert_eq!(index_ink(text), ink, "{name}");
        assert!(!text.contains(gone), "{name} keeps its two-colour ink");
    }
}

#[test]
fn fifty_four_faces_and_a_back() {
    let files = art::all_files();
    assert_eq!(files.len(), 55);
    let names: BTreeSet<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names.len(), 55, "file names are unique");
    for name in [
        "H10.svg", "SA.svg", "D2.svg", "CQ.svg", "BJ.svg", "RJ.svg", "back.svg",
    ] {
        assert!(names.contains(name), "{name}");
    }
    assert_eq!(files, art::all_files(), "generation is deterministic");
}

/// Tag names in document order, checking that tags balance, attribute values are quoted and
/// text holds no stray `<` or `&`. Returns the root's start tag.
fn check_xml(name: &str, text: &str) -> String {
    let mut stack: Vec<String> = Vec::new();
    let mut root = None;
    let mut rest = text.trim_end();
    while let Some(open) = rest.find('<') {
        let between = &rest[..open];
        for (i, _) in between.match_indices('&') {
            let entity = &between[i..];
            assert!(
                ["&amp;", "&lt;", "&gt;", "&quot;", "&apos;"]
                    .iter()
                    .any(|e| entity.starts_with(e)),
                "{name}: raw '&' in text"
            );
        }
        assert!(
            !stack.is_empty() || root.is_none() || between.trim().is_empty(),
            "{name}: text outside the root"
        );
        rest = &rest[open..];
        // Find the closing '>' outside quoted attribute values.
        let mut quote = None;
        let end = rest
            .char_indices()
            .find(|&(_, c)| match quote {
                Some(q) => {
                    if c == q {
                        quote = None;
                    }
                    false
                }
                None => {
                    if c == '"' || c == '\'' {
                        quote = Some(c);
                    }
                    c == '>'
                }
            })
            .map(|(i, _)| i)
            .unwrap_or_else(|| panic!("{name}: unterminated tag"));
        let tag = &rest[..=end];
        rest = &rest[end + 1..];
        if let Some(closing) = tag.strip_prefix("</") {
            let closing = closing.trim_end_matches('>').trim();
            assert_eq!(
                stack.pop().as_deref(),
                Some(closing),
                "{name}: unbalanced </{closing}>"
            );
            continue;
        }
        assert!(
            !tag.starts_with("<!") && !tag.starts_with("<?"),
            "{name}: unexpected {tag}"
        );
        let tag_name: String = tag[1..]
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric())
            .collect();
        assert!(!tag_name.is_empty(), "{name}: bad tag {tag}");
        // Every attribute is name="value".
        let attrs = tag[1 + tag_name.len()..]
            .trim_end_matches('>')
            .trim_end_matches('/');
        let mut a = attrs.trim_start();
        while !a.is_empty() {
            let eq = a
                .find("=\"")
                .unwrap_or_else(|| panic!("{name}: unquoted attribute in {tag}"));
            let after = &a[eq + 2..];
            let close = after
                .find('"')
                .unwrap_or_else(|| panic!("{name}: open quote in {tag}"));
            a = after[close + 1..].trim_start();
        }
        if root.is_none() {
            assert_eq!(tag_name, "svg", "{name}: root must be <svg>");
            root = Some(tag.to_string());
        } else {
            assert!(!stack.is_empty(), "{name}: second root element");
        }
        if !tag.ends_with("/>") {
            stack.push(tag_name);
        }
    }
    assert!(rest.trim().is_empty(), "{name}: text after the root");
    assert!(stack.is_empty(), "{name}: unclosed {stack:?}");
    root.unwrap_or_else(|| panic!("{name}: no root element"))
}

#[test]
fn every_file_is_well_formed_svg_of_card_size() {
    for (name, text) in art::all_files() {
        let root = check_xml(&name, &text);
        for attr in [
            "xmlns=\"http://www.w3.org/2000/svg\"",
            "width=\"240\"",
            "height=\"336\"",
            "viewBox=\"0 0 240 336\"",
        ] {
            assert!(root.contains(attr), "{name}: root lacks {attr}");
        }
        assert!(text.len() < 8 * 1024, "{name} is {} bytes", text.len());
        // Suits are paths: a text glyph would depend on the machine's fonts.
        assert!(!text.contains(['♠', '♥', '♣', '♦']), "{name}");
        // Every <use> points at something the file defines.
        for (i, _) in text.match_indices("href=\"#") {
            let id: String = text[i + 7..].chars().take_while(|&c| c != '"').collect();
            assert!(text.contains(&format!("id=\"{id}\"")), "{name}: #{id}");
        }
    }
}

#[test]
fn the_checker_rejects_broken_markup() {
    let bad = [
        "<svg><g></svg>",
        "<svg><g></g>",
        "<svg x=1></svg>",
        "<svg>a & b</svg>",
        "<svg></svg><svg></svg>",
        "<g></g>",
    ];
    for text in bad {
        let caught = std::panic::catch_unwind(|| check_xml("test", text));
        assert!(caught.is_err(), "{text}");
    }
    check_xml("test", "<svg a=\"1>2\"><g/><text>x &amp; y</text></svg>");
}

fn pips(text: &str) -> Vec<&str> {
    text.split("<use")
        .skip(1)
        .filter(|u| u.split("/>").next().unwrap().contains("class=\"pip\""))
        .collect()
}

#[test]
fn number_cards_have_as_many_pips_as_their_rank() {
    for suit in Suit::ALL {
        for rank in Rank::ALL.into_iter().filter(|r| r.value() <= 10) {
            let text = art::face_svg(Face::Suited(suit, rank));
            assert_eq!(
                pips(&text).len(),
                rank.value() as usize,
                "{suit:?} {rank:?}"
            );
        }
    }
}

#[test]
fn pips_below_the_middle_are_upside_down() {
    let text = svg("S9");
    let upside_down = pips(&text)
        .iter()
        .filter(|p| p.contains("rotate(180)"))
        .count();
    assert_eq!(upside_down, 4);
}

#[test]
fn an_ace_has_one_large_centre_pip() {
    for suit in Suit::ALL {
        let text = art::face_svg(Face::Suited(suit, Rank::Ace));
        let pips = pips(&text);
        assert_eq!(pips.len(), 1, "{suit:?}");
        assert!(pips[0].contains("translate(120 168)"), "{suit:?}: centred");
    }
    assert!(
        svg("SA").len() > svg("HA").len(),
        "the ace of spades is ornate"
    );
}

#[test]
fn corner_ranks_are_big_and_bold() {
    for face in Face::all().filter(|f| !f.is_joker()) {
        let text = art::face_svg(face);
        let index = &text[text.find("id=\"index\"").unwrap()..];
        let index = &index[..index.find("</g>").unwrap()];
        let size: u32 = index
            .split("font-size=\"")
            .nth(1)
            .and_then(|s| s.split('"').next())
            .and_then(|s| s.parse().ok())
            .unwrap_or(0);
        assert!(size >= 56, "{face}: rank in a {size}-unit font");
        assert!(index.contains("font-weight=\"bold\""), "{face}");
        let rank = face.rank().unwrap().code();
        assert!(index.contains(&format!(">{rank}</text>")), "{face}");
        // Shown in two opposite corners.
        assert_eq!(text.matches("href=\"#index\"").count(), 2, "{face}");
    }
}

/// The colour of the corner index.
fn index_ink(text: &str) -> &str {
    let at = text.find("id=\"index\" fill=\"").expect("an index group") + 17;
    &text[at..at + 7]
}

#[test]
fn red_suits_and_the_big_joker_are_red_the_rest_black() {
    for face in Face::all() {
        let text = art::face_svg(face);
        let ink = if face.is_red() { RED } else { BLACK };
        assert_eq!(index_ink(&text), ink, "{face}");
        if face
            .rank()
            .is_some_and(|r| r.value() <= 10 || r == Rank::Ace)
        {
            let other = if face.is_red() { BLACK } else { RED };
            assert!(!text.contains(other), "{face} uses the other suit colour");
        }
    }
    assert!(!svg("BJ").contains(RED), "the small joker has no red");
}

#[test]
fn court_cards_are_figures_not_letters() {
    for suit in Suit::ALL {
        let mut figures = BTreeSet::new();
        for (rank, class) in [
            (Rank::Jack, "court jack"),
            (Rank::Queen, "court queen"),
            (Rank::King, "court king"),
        ] {
            let text = art::face_svg(Face::Suited(suit, rank));
            let start = text
                .find(&format!("id=\"figure\" class=\"{class}\""))
                .unwrap_or_else(|| panic!("{suit:?} {rank:?} has no {class} figure"));
            let figure = &text[start..text[start..].find("</defs>").unwrap() + start];
            let shapes = ["<path", "<circle", "<ellipse", "<rect"]
                .iter()
                .map(|s| figure.matches(s).count())
                .sum::<usize>();
            assert!(shapes >= 15, "{suit:?} {rank:?}: only {shapes} shapes");
            // Shown twice: upright and upside down.
            assert_eq!(text.matches("href=\"#figure\"").count(), 2);
            // The only lettering is the rank in the corner index.
            assert_eq!(text.matches("<text").count(), 1, "{suit:?} {rank:?}");
            assert!(pips(&text).is_empty());
            figures.insert(figure.replace(class, ""));
        }
        assert_eq!(figures.len(), 3, "{suit:?}: J, Q and K look different");
    }
}

#[test]
fn the_two_jokers_cannot_be_confused() {
    let big = art::face_svg(Face::Joker(Joker::Big));
    let small = art::face_svg(Face::Joker(Joker::Small));
    assert_ne!(big, small);
    // Both corners spell JOKER, the only lettering (a word across the card would be cut in a
    // fanned hand); only the big joker's is red.
    for text in [&big, &small] {
        assert_eq!(text.matches("<text").count(), 5);
        for letter in ["J", "O", "K", "E", "R"] {
            assert!(text.contains(&format!(">{letter}</text>")));
        }
    }
    assert_eq!(index_ink(&big), RED);
    assert_eq!(index_ink(&small), BLACK);
    assert!(
        small.contains("scale(.8)"),
        "the small joker's jester is smaller"
    );
}

#[test]
fn the_back_is_a_pattern() {
    let back = art::back_svg();
    assert!(back.contains("<pattern") && back.contains("url(#lattice)"));
    assert!(!back.contains("<text"), "a back shows nothing of the card");
}
