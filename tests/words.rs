//! The page's words, read natively (`cardtable::words` is the UI's `strings`): what the table
//! says must be true from the reader's seat, in the reader's language (issue 46).

use cardtable::cards::{Rank, Suit};
use cardtable::i18n::{Lang, set_lang};
use cardtable::shengji::scoring::Outcome;
use cardtable::shengji::{RoundResult, Trump};
use cardtable::words::shengji as sj;
use cardtable::words::{Seating, seat_as};

/// The table seen from `me` of `seats`, nobody named.
fn seen_from(me: usize, seats: usize) {
    seat_as(Seating {
        me,
        seats,
        ..Seating::default()
    });
}

/// A finished round of `players` where `declarers` held the deal or not.
fn round(players: usize, declarers: &[usize], outcome: Outcome, points: u32) -> RoundResult {
    RoundResult {
        round: 1,
        dealer: declarers[0],
        trump: Trump {
            rank: Rank::Two,
            suit: Some(Suit::Hearts),
        },
        declarers: (0..players).map(|s| declarers.contains(&s)).collect(),
        kitty: Vec::new(),
        kitty_points: 0,
        kitty_multiplier: 0,
        opponents_points: points,
        outcome,
        promoted: Vec::new(),
        levels: vec![Rank::Two; players],
        next_dealer: 0,
        winners: Vec::new(),
    }
}

const HOLD: Outcome = Outcome::Hold { levels: 1 };
const TAKE: Outcome = Outcome::TakeOver { levels: 2 };

/// Classic: the reader attacking or declaring, their side winning or losing. The headline names
/// the side that won from the reader's seat; it never calls the reader's side "the opponents".
#[test]
fn a_sheng_ji_headline_names_the_winning_side_from_the_readers_seat() {
    set_lang(Lang::En);
    seen_from(0, 4);
    // The reader (0) and North (2) attack, East (1) deals with West (3).
    let attacking = |o, p| sj::outcome_line(&round(4, &[1, 3], o, p), 4);
    assert_eq!(
        attacking(TAKE, 130),
        "You and North take over the deal: up 2 levels"
    );
    assert_eq!(
        attacking(HOLD, 60),
        "The declarers hold: East and West go up 1 level"
    );
    assert_eq!(
        sj::outcome_line(&round(4, &[1, 3], Outcome::TakeOver { levels: 0 }, 85), 4),
        "You and North take over the deal"
    );
    // The reader deals with North.
    let declaring = |o, p| sj::outcome_line(&round(4, &[0, 2], o, p), 4);
    assert_eq!(
        declaring(HOLD, 60),
        "You and North hold the deal: up 1 level"
    );
    assert_eq!(
        declaring(TAKE, 130),
        "The attackers take over: East and West go up 2 levels"
    );
    for line in [
        attacking(TAKE, 130),
        attacking(HOLD, 60),
        declaring(HOLD, 60),
        declaring(TAKE, 130),
    ] {
        assert!(!line.contains("opponent"), "{line}");
    }
}

/// The round's points are "your side's" when the reader attacks, the attackers' otherwise.
#[test]
fn the_points_are_named_from_the_readers_side() {
    seen_from(0, 4);
    set_lang(Lang::En);
    assert_eq!(
        sj::attackers_total(&round(4, &[1, 3], TAKE, 105)),
        "Your side's points: 105"
    );
    assert_eq!(
        sj::attackers_total(&round(4, &[0, 2], TAKE, 105)),
        "Attackers' points: 105"
    );
    set_lang(Lang::Zh);
    assert_eq!(
        sj::attackers_total(&round(4, &[1, 3], TAKE, 105)),
        "闲家（我方）得分：105"
    );
    assert_eq!(
        sj::attackers_total(&round(4, &[0, 2], TAKE, 105)),
        "闲家得分：105"
    );
    set_lang(Lang::En);
}

/// Every language names the sides, the Chinese way of the model: 闲家上台 / 庄家守住, with who.
#[test]
fn every_language_says_who_won_the_round() {
    seen_from(0, 4);
    let cases = [
        (
            Lang::Zh,
            "闲家上台：你和对家升 2 级",
            "庄家守住：下家和上家升 1 级",
        ),
        (
            Lang::ZhHant,
            "閒家上台：你和對家升 2 級",
            "莊家守住：下家和上家升 1 級",
        ),
        (
            Lang::Es,
            "Tú y Norte toman el reparto: suben 2 niveles",
            "Los declarantes aguantan: Este y Oeste suben 1 nivel",
        ),
        (
            Lang::Fr,
            "Vous et Nord prenez la main : 2 niveaux de plus",
            "Les déclarants tiennent : Est et Ouest montent de 1 niveau",
        ),
    ];
    for (lang, won, lost) in cases {
        set_lang(lang);
        assert_eq!(sj::outcome_line(&round(4, &[1, 3], TAKE, 130), 4), won);
        assert_eq!(sj::outcome_line(&round(4, &[1, 3], HOLD, 60), 4), lost);
    }
    set_lang(Lang::En);
}

/// Zhao Pengyou: the sides are known at the round's end; a dealer alone takes a singular verb,
/// and Chinese pages name the seats in Chinese.
#[test]
fn zhao_pengyou_names_each_side_and_its_players() {
    set_lang(Lang::En);
    seen_from(0, 5);
    // Chen (3) dealt alone; the reader attacked with Ana, Bo and Dee.
    assert_eq!(
        sj::outcome_line(&round(5, &[3], HOLD, 40), 5),
        "The declarers hold: Chen goes up 1 level"
    );
    assert_eq!(
        sj::outcome_line(&round(5, &[3], TAKE, 150), 5),
        "You, Ana, Bo and Dee take over the deal: up 2 levels"
    );
    // The reader dealt, Bo was the friend.
    assert_eq!(
        sj::outcome_line(&round(5, &[0, 2], HOLD, 40), 5),
        "You and Bo hold the deal: up 1 level"
    );
    set_lang(Lang::Zh);
    assert_eq!(
        sj::outcome_line(&round(5, &[0, 2], TAKE, 150), 5),
        "闲家上台：国强、红梅和永胜升 2 级"
    );
    for seat in 1..5 {
        let name = sj::seat_name(seat, 5);
        assert!(!name.chars().any(|c| c.is_ascii_alphabetic()), "{name}");
    }
    set_lang(Lang::En);
}

/// At a friend's table the reader's seat is the page's own: seat 2 reads its side as "You".
#[test]
fn a_friends_page_reads_the_sides_from_its_own_seat() {
    set_lang(Lang::En);
    seen_from(2, 4);
    // Seats 1 and 3 declared; the page at seat 2 attacked with seat 0 (its North).
    assert_eq!(
        sj::outcome_line(&round(4, &[1, 3], TAKE, 130), 4),
        "You and North take over the deal: up 2 levels"
    );
    assert_eq!(
        sj::attackers_total(&round(4, &[1, 3], TAKE, 130)),
        "Your side's points: 130"
    );
    seen_from(0, 4);
}

/// On a friend's page "you" is that page's player: the host's seat 0 is a name like any other
/// (the first lead on a friend's page said "you got it, you lead" of the host's card).
#[test]
fn a_friends_page_says_you_only_of_its_own_seat() {
    set_lang(Lang::En);
    seen_from(1, 4);
    assert_eq!(cardtable::words::lead_by(0), "West leads");
    assert_eq!(cardtable::words::lead_by(1), "You lead");
    assert_eq!(
        sj::trick_to(0, 4, 20, false),
        "West wins the trick (+20 points)"
    );
    assert_eq!(
        sj::trick_to(1, 4, 20, true),
        "You win the trick (20 points kept by the declarers)"
    );
    assert_eq!(
        sj::match_over_title(&[1, 3], 4),
        "You and North win the match!"
    );
    assert_eq!(sj::buries(0, 4), "West buries the kitty…");
    set_lang(Lang::Zh);
    assert_eq!(cardtable::words::lead_by(0), "上家先出");
    assert_eq!(sj::buries(1, 4), "你正在扣底…");
    set_lang(Lang::En);
    seen_from(0, 4);
}

/// Chinese as players say it: a plate by its cards, a bomb by its count of cards, "管住上家",
/// a no-trump round as 打 2，无主 (issue 46).
#[test]
fn chinese_names_plays_as_players_do() {
    use cardtable::guandan::{Combination, ComboType, Top};
    use cardtable::words;
    let combo = |kind, len, rank| Combination::new(kind, len, Top::Rank(rank));
    seen_from(0, 4);
    set_lang(Lang::Zh);
    let plate = combo(ComboType::Plate, 6, Rank::Five);
    assert_eq!(words::combo_name(&plate), "钢板 444 555");
    assert_eq!(
        words::your_follow(&plate, 1),
        "管住下家的钢板 444 555，或者不出。"
    );
    assert_eq!(
        words::your_follow(&combo(ComboType::Pair, 2, Rank::King), 3),
        "管住上家的对 K，或者不出。"
    );
    assert_eq!(
        words::combo_name(&combo(ComboType::Bomb, 4, Rank::King)),
        "4 张 K 的炸弹"
    );
    assert_eq!(
        words::combo_name(&combo(ComboType::Straight, 5, Rank::Ten)),
        "顺子 6 到 10"
    );
    // A-2-3-4-5 starts at the ace.
    assert_eq!(
        words::combo_name(&combo(ComboType::Straight, 5, Rank::Five)),
        "顺子 A 到 5"
    );
    assert_eq!(
        words::combo_name(&combo(ComboType::Tube, 6, Rank::Nine)),
        "三连对 7 到 9"
    );
    let no_trump = Trump {
        rank: Rank::Two,
        suit: None,
    };
    assert_eq!(sj::trump_line(no_trump, None, 4, true), "打 2，无主");
    set_lang(Lang::En);
    assert_eq!(words::combo_name(&plate), "two triples 4–5");
    assert_eq!(
        sj::trump_line(no_trump, None, 4, true),
        "Trump 2, no trump suit"
    );
}
