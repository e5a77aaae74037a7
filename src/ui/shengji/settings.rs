//! Settings before a Sheng Ji match: the variant (classic, one deck, three and four decks,
//! Zhao Pengyou for 5 to 12) and the engine's other `Rules` options, the computer's speed and
//! whether the cards are dealt at once. Kept between visits.

use yew::prelude::*;

use super::super::form::{check_help, numbers, ranks, select_help};
use super::super::prefs::settings_frame;
use super::super::strings::shengji as sj;
use super::state::Msg;
use crate::cards::Rank;
use crate::shengji::Rules;
use crate::shengji::rules::{KittyMultiplier, NoBid, Teams, ThrowBeat};

/// Where the settings are kept.
pub const PREFS_KEY: &str = "cardtable.shengji.settings";

/// The rules of a variant, with the other options as chosen in `mine`.
pub fn rules_for(mine: &Rules, variant: &str) -> Rules {
    let Some(base) = Rules::named(variant) else {
        return mine.clone();
    };
    let rules = Rules {
        start_level: mine.start_level,
        must_defend_a: mine.must_defend_a,
        defend_levels: mine.defend_levels.clone(),
        bid_jokers_with_rank: mine.bid_jokers_with_rank && base.decks >= 3,
        no_bid: mine.no_bid,
        misdeal: mine.misdeal,
        failed_throw_penalty: mine.failed_throw_penalty,
        throw_beat: mine.throw_beat,
        kitty_multiplier: mine.kitty_multiplier,
        ..base.clone()
    };
    if rules.validate().is_ok() {
        rules
    } else {
        base
    }
}

type SettingsProps = super::super::prefs::SettingsProps<Rules, Msg>;

#[function_component(Settings)]
pub fn settings(props: &SettingsProps) -> Html {
    let draft = super::super::prefs::use_draft(&props.prefs.rules);
    let r = draft.rules();
    let on_variant = {
        let draft = draft.0.clone();
        Callback::from(move |v: String| draft.set(rules_for(&draft, &v)))
    };
    let variants = Rules::variant_names()
        .into_iter()
        .map(|v| (v.clone(), sj::variant_name(&v)))
        .collect();
    let defend_now = if r.defend_levels.is_empty() {
        "none"
    } else {
        "5-10-k"
    };
    let frame = props.frame(
        &r,
        r.teams == Teams::Fixed,
        true,
        r.validate().err(),
        crate::launch::GameKind::ShengJi,
    );
    html! {
        { settings_frame(frame, html! { <>
            { select_help(&t!("sj-variant"), Some(t!("sj-help-variant")), "set-variant", variants, r.variant(), on_variant) }
            <fieldset>
                { select_help(&t!("sj-start-level"), Some(t!("sj-help-start")), "set-start", ranks(), r.start_level.code().to_string(),
                    draft.text(|r, v| r.start_level = Rank::from_code(&v).unwrap_or(Rank::Two))) }
                { check_help(&t!("sj-must-defend-a"), Some(t!("sj-help-defend-a")), "set-defend-a", r.must_defend_a, draft.flag(|r, v| r.must_defend_a = v)) }
                { select_help(&t!("sj-defend-levels"), Some(t!("sj-help-defend")), "set-defend", vec![
                    ("none".into(), t!("sj-defend-none")),
                    ("5-10-k".into(), t!("sj-defend-5-10-k")),
                ], defend_now.to_string(), draft.text(|r, v| r.defend_levels = if v == "none" {
                    Vec::new()
                } else {
                    vec![Rank::Five, Rank::Ten, Rank::King]
                })) }
                if r.decks >= 3 {
                    { check_help(&t!("sj-bid-jokers"), Some(t!("sj-help-bid-jokers")), "set-bid-jokers", r.bid_jokers_with_rank, draft.flag(|r, v| r.bid_jokers_with_rank = v)) }
                }
                { select_help(&t!("sj-no-bid"), Some(t!("sj-help-no-bid")), "set-no-bid", vec![
                    ("flip".into(), t!("sj-no-bid-flip")),
                    ("first".into(), t!("sj-no-bid-first")),
                    ("redeal".into(), t!("sj-no-bid-redeal")),
                ], match r.no_bid { NoBid::FlipKitty => "flip", NoBid::FirstKittyCard => "first", NoBid::Redeal => "redeal" }.to_string(),
                    draft.text(|r, v| r.no_bid = match v.as_str() { "first" => NoBid::FirstKittyCard, "redeal" => NoBid::Redeal, _ => NoBid::FlipKitty })) }
                { check_help(&t!("sj-misdeal"), Some(t!("sj-help-misdeal")), "set-misdeal", r.misdeal, draft.flag(|r, v| r.misdeal = v)) }
                { select_help(&t!("sj-penalty"), Some(t!("sj-help-penalty")), "set-penalty", numbers(&[0, 10]), r.failed_throw_penalty.to_string(),
                    draft.text(|r, v| r.failed_throw_penalty = v.parse().unwrap_or(0))) }
                { select_help(&t!("sj-throw-beat"), Some(t!("sj-help-throw")), "set-throw", vec![
                    ("largest".into(), t!("sj-throw-largest")),
                    ("every".into(), t!("sj-throw-every")),
                ], match r.throw_beat { ThrowBeat::LargestUnit => "largest", ThrowBeat::EveryUnit => "every" }.to_string(),
                    draft.text(|r, v| r.throw_beat = if v == "every" { ThrowBeat::EveryUnit } else { ThrowBeat::LargestUnit })) }
                { select_help(&t!("sj-kitty-mult"), Some(t!("sj-help-kitty")), "set-kitty", vec![
                    ("power".into(), t!("sj-kitty-power")),
                    ("linear".into(), t!("sj-kitty-linear")),
                    ("double".into(), t!("sj-kitty-double")),
                ], match r.kitty_multiplier { KittyMultiplier::Power => "power", KittyMultiplier::Linear => "linear", KittyMultiplier::Double => "double" }.to_string(),
                    draft.text(|r, v| r.kitty_multiplier = match v.as_str() { "linear" => KittyMultiplier::Linear, "double" => KittyMultiplier::Double, _ => KittyMultiplier::Power })) }
            </fieldset>
        </> }) }
    }
}
