//! Settings before a match: the Pagat or China preset and every variant of the engine's
//! `Rules`, and the computer's speed (which applies at once).

use yew::prelude::*;

use super::super::form::{check_help, numbers, ranks, select_help};
use super::super::prefs::settings_frame;
use super::state::Msg;
use crate::cards::Rank;
use crate::guandan::{EqualTribute, EqualTributeLead, Rules};

type SettingsProps = super::super::prefs::SettingsProps<Rules, Msg>;

#[function_component(Settings)]
pub fn settings(props: &SettingsProps) -> Html {
    let draft = super::super::prefs::use_draft(&props.prefs.rules);
    let r = draft.rules();
    let preset = super::preset_slug(&r);
    let on_preset = draft.text(|r, v| match v.as_str() {
        "pagat" => *r = Rules::pagat(),
        "china" => *r = Rules::china(),
        _ => {}
    });
    let tribute_options = vec![
        ("winners".to_string(), t!("equal-tribute-winners")),
        ("clockwise".to_string(), t!("equal-tribute-clockwise")),
        ("random".to_string(), t!("equal-tribute-random")),
    ];
    let tribute_now = match r.equal_tribute {
        EqualTribute::WinnersChoose => "winners",
        EqualTribute::Clockwise => "clockwise",
        EqualTribute::Random => "random",
    };
    let lead_options = vec![
        ("payers".to_string(), t!("equal-lead-payers")),
        ("random".to_string(), t!("equal-lead-random")),
        ("next".to_string(), t!("equal-lead-next")),
    ];
    let lead_now = match r.equal_tribute_lead {
        EqualTributeLead::PayersChoose => "payers",
        EqualTributeLead::Random => "random",
        EqualTributeLead::FirstFinisherNext => "next",
    };
    let mut fail_options = vec![("none".to_string(), t!("no-limit"))];
    fail_options.extend(numbers(&[1, 2, 3, 4, 5]));
    let mut return_options = vec![("any".to_string(), t!("return-any"))];
    return_options.extend(ranks());
    let frame = props.frame(
        &r,
        true,
        false,
        r.validate().err(),
        crate::launch::GameKind::GuanDan,
    );
    html! {
        { settings_frame(frame, html! { <>
            { select_help(&t!("preset"), Some(t!("gd-help-preset")), "set-preset", vec![
                ("pagat".into(), t!("preset-pagat")),
                ("china".into(), t!("preset-china")),
                ("custom".into(), t!("preset-custom")),
            ], preset.to_string(), on_preset) }
            <fieldset>
                { select_help(&t!("max-bomb"), Some(t!("gd-help-max-bomb")), "set-bomb", numbers(&[10, 8, 6]), r.max_bomb_size.to_string(),
                    draft.text(|r, v| r.max_bomb_size = v.parse().unwrap_or(10))) }
                { check_help(&t!("wild-natural"), Some(t!("gd-help-wild-natural")), "set-wild", r.wild_must_be_natural_if_possible,
                    draft.flag(|r, v| r.wild_must_be_natural_if_possible = v)) }
                { check_help(&t!("ace-low"), Some(t!("gd-help-ace-low")), "set-ace-low", r.ace_low_sequences, draft.flag(|r, v| r.ace_low_sequences = v)) }
                { select_help(&t!("announce-at"), Some(t!("gd-help-announce")), "set-announce", numbers(&[10, 6]), r.announce_at.to_string(),
                    draft.text(|r, v| r.announce_at = v.parse().unwrap_or(10))) }
                { check_help(&t!("show-counts"), Some(t!("gd-help-counts")), "set-counts", r.show_counts, draft.flag(|r, v| r.show_counts = v)) }
                { select_help(&t!("promotion-1-2"), Some(t!("gd-help-promotion")), "set-promotion", numbers(&[4, 3]), r.promotion_1_2.to_string(),
                    draft.text(|r, v| r.promotion_1_2 = v.parse().unwrap_or(4))) }
                { check_help(&t!("a-win-1-2"), Some(t!("gd-help-a-win")), "set-a-win", r.a_win_requires_1_2, draft.flag(|r, v| r.a_win_requires_1_2 = v)) }
                { select_help(&t!("a-fail-limit"), Some(t!("gd-help-a-fail")), "set-a-fail", fail_options,
                    r.a_fail_limit.map_or("none".to_string(), |n| n.to_string()),
                    draft.text(|r, v| r.a_fail_limit = v.parse().ok())) }
                { check_help(&t!("aces-rule"), Some(t!("gd-help-aces")), "set-aces", r.aces_finish_demotion, draft.flag(|r, v| r.aces_finish_demotion = v)) }
                { select_help(&t!("equal-tribute"), Some(t!("gd-help-equal-tribute")), "set-equal", tribute_options, tribute_now.to_string(),
                    draft.text(|r, v| r.equal_tribute = match v.as_str() {
                        "clockwise" => EqualTribute::Clockwise,
                        "random" => EqualTribute::Random,
                        _ => EqualTribute::WinnersChoose,
                    })) }
                { select_help(&t!("equal-lead"), Some(t!("gd-help-equal-lead")), "set-equal-lead", lead_options, lead_now.to_string(),
                    draft.text(|r, v| r.equal_tribute_lead = match v.as_str() {
                        "random" => EqualTributeLead::Random,
                        "next" => EqualTributeLead::FirstFinisherNext,
                        _ => EqualTributeLead::PayersChoose,
                    })) }
                { select_help(&t!("return-max"), Some(t!("gd-help-return-max")), "set-return", return_options,
                    r.return_max_rank.map_or("any".to_string(), |x| x.code().to_string()),
                    draft.text(|r, v| r.return_max_rank = Rank::from_code(&v))) }
                { select_help(&t!("start-level"), Some(t!("gd-help-start")), "set-start", ranks(), r.start_level.code().to_string(),
                    draft.text(|r, v| r.start_level = Rank::from_code(&v).unwrap_or(Rank::Two))) }
                { select_help(&t!("target-level"), Some(t!("gd-help-target")), "set-target", ranks(), r.target_level.code().to_string(),
                    draft.text(|r, v| r.target_level = Rank::from_code(&v).unwrap_or(Rank::Ace))) }
            </fieldset>
        </> }) }
    }
}
