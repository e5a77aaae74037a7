//! What the player chose in a table's settings (the rules of the next match, the computer's
//! speed, for Sheng Ji whether to deal at once), kept between visits, and the settings
//! dialog's two callbacks.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use yew::prelude::*;

use super::core::Tiers;
use super::storage;
use crate::agents::AgentKind;
use crate::i18n::Lang;
use crate::launch::Speed;

/// What a game's Settings panel is given.
#[derive(Properties)]
pub struct SettingsProps<R: PartialEq + 'static, M: 'static> {
    pub prefs: Prefs<R>,
    /// The speed in force (the address may override the saved one).
    pub speed: Speed,
    pub on_change: Callback<Prefs<R>>,
    pub on_start: Callback<R>,
    pub dispatch: Callback<M>,
}

impl<R: PartialEq, M> PartialEq for SettingsProps<R, M> {
    fn eq(&self, other: &Self) -> bool {
        self.prefs == other.prefs
            && self.speed == other.speed
            && self.on_change == other.on_change
            && self.on_start == other.on_start
            && self.dispatch == other.dispatch
    }
}

impl<R, M> SettingsProps<R, M>
where
    R: Clone + PartialEq + Serialize + DeserializeOwned + 'static,
    M: From<super::msg::TableMsg> + 'static,
{
    /// What every game's Settings shares around its rules fields, for the draft `rules`
    /// (`partners`: the human has a fixed partner; `deal`: Sheng Ji's "deal at once" box).
    pub fn frame(
        &self,
        rules: &R,
        partners: bool,
        deal: bool,
        invalid: Option<String>,
        game: crate::launch::GameKind,
    ) -> Frame {
        let (on_partners, on_opponents) = self.prefs.tier_changers(&self.on_change);
        let deal_at_once = self
            .prefs
            .changer(&self.on_change, |p, v| p.deal_at_once = v);
        let rules = rules.clone();
        Frame {
            speed: self.speed,
            on_speed: self.prefs.changer(&self.on_change, |p, v| p.speed = v),
            tiers: self.prefs.tiers,
            partners,
            on_partners,
            on_opponents,
            deal: deal.then_some((self.prefs.deal_at_once, deal_at_once)),
            invalid,
            on_start: self.on_start.reform(move |_| rules.clone()),
            on_close: self
                .dispatch
                .reform(|_| M::from(super::msg::TableMsg::Open(super::core::Panel::Table))),
            game,
        }
    }
}

/// The rules being edited in Settings, from the saved ones; the help lines' words (with the
/// rules pages') are fetched meanwhile.
#[hook]
pub fn use_draft<R: Clone + 'static>(saved: &R) -> Draft<R> {
    let lang = super::language::use_lang();
    let _help = super::language::use_catalog(lang, crate::i18n::Part::Rules);
    let saved = saved.clone();
    Draft(use_state(move || saved))
}

/// The rules being edited; each field edits them through one small function.
#[derive(Clone)]
pub struct Draft<R>(pub UseStateHandle<R>);

impl<R: Clone + 'static> Draft<R> {
    pub fn rules(&self) -> R {
        (*self.0).clone()
    }

    /// A field whose value is text (a select's).
    pub fn text(&self, f: fn(&mut R, String)) -> Callback<String> {
        super::form::edit(&self.0, f)
    }

    /// A checkbox.
    pub fn flag(&self, f: fn(&mut R, bool)) -> Callback<bool> {
        super::form::edit(&self.0, f)
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Prefs<R> {
    pub rules: R,
    /// "instant", "fast", "normal" or "slow".
    pub speed: String,
    #[serde(default)]
    pub deal_at_once: bool,
    /// The computer players' tiers for the next match.
    #[serde(default)]
    pub tiers: Tiers,
}

/// The rules a first visit starts with, by language: none for the game's default.
pub trait FirstRules: Sized {
    fn first_rules(_lang: Lang) -> Option<Self> {
        None
    }
}

/// Guan Dan in Chinese starts with the China preset (the official competition rules, what a
/// Chinese player expects); other languages keep Pagat, the rules the English sources give.
impl FirstRules for crate::guandan::Rules {
    fn first_rules(lang: Lang) -> Option<Self> {
        lang.is_chinese().then(crate::guandan::Rules::china)
    }
}

impl FirstRules for crate::shengji::Rules {}

impl<R: Clone + Serialize + DeserializeOwned> Prefs<R> {
    pub fn new(rules: R) -> Prefs<R> {
        Prefs {
            rules,
            speed: Speed::Normal.slug().to_string(),
            deal_at_once: false,
            tiers: Tiers::default(),
        }
    }

    pub fn speed(&self) -> Speed {
        Speed::from_slug(&self.speed).unwrap_or(Speed::Normal)
    }

    /// The saved choices under `key`; on a first visit (nothing saved, or a damaged entry, or
    /// rules that fail `valid`) the rules the page's language starts with ([`FirstRules`]),
    /// else `default`, kept at once: the choice made for the first visit stays when the
    /// language changes later, and saved choices always win.
    pub fn load(key: &str, default: R, valid: impl Fn(&R) -> bool) -> Prefs<R>
    where
        R: FirstRules,
    {
        if let Some(saved) = storage::load_json::<Prefs<R>>(key).filter(|p| valid(&p.rules)) {
            return saved;
        }
        let rules = R::first_rules(crate::i18n::lang())
            .filter(|r| valid(r))
            .unwrap_or(default);
        let first = Prefs::new(rules);
        first.store(key);
        first
    }

    pub fn store(&self, key: &str) {
        storage::store_json(key, self);
    }
}

/// What a table does with its preferences: a new match under `rules` (the Play again of a
/// failure or a match's end), changed preferences kept, new rules started, the Easy tier after
/// a lesson.
pub struct Handlers<R> {
    pub new_match: Callback<()>,
    pub change: Callback<Prefs<R>>,
    pub start: Callback<R>,
    pub easy: Callback<()>,
}

pub fn handlers<R, M>(
    key: &'static str,
    prefs: &UseStateHandle<Prefs<R>>,
    rules: R,
    dispatch: &Callback<M>,
    start: fn(u64, R, Tiers) -> M,
) -> Handlers<R>
where
    R: Clone + Serialize + DeserializeOwned + 'static,
    M: 'static,
{
    // Keeps `next` and starts a match with it.
    let begin = {
        let (prefs, dispatch) = (prefs.clone(), dispatch.clone());
        move |next: Prefs<R>| {
            next.store(key);
            prefs.set(next.clone());
            dispatch.emit(start(super::fresh_seed(), next.rules, next.tiers));
        }
    };
    let (d, tiers, kept) = (dispatch.clone(), prefs.tiers, prefs.clone());
    let (with_rules, with_easy) = (prefs.clone(), prefs.clone());
    let easy = crate::agents::AgentKind::Easy;
    let begin_easy = begin.clone();
    Handlers {
        new_match: Callback::from(move |()| {
            d.emit(start(super::fresh_seed(), rules.clone(), tiers))
        }),
        // Changed preferences (speed, dealing) apply at once.
        change: Callback::from(move |p: Prefs<R>| {
            p.store(key);
            kept.set(p);
        }),
        start: Callback::from(move |rules: R| {
            begin(Prefs {
                rules,
                ..(*with_rules).clone()
            })
        }),
        // A first real match after a lesson: the Easy tier on both sides, kept for the next ones.
        easy: Callback::from(move |()| {
            begin_easy(Prefs {
                tiers: Tiers {
                    partners: easy,
                    opponents: easy,
                },
                ..(*with_easy).clone()
            })
        }),
    }
}

/// What the settings dialogs share around their rules fields.
#[derive(PartialEq)]
pub struct Frame {
    /// The speed in force (the address may override the saved one).
    pub speed: Speed,
    pub on_speed: Callback<String>,
    /// Sheng Ji's "deal at once" box: whether it is ticked, and its callback.
    pub deal: Option<(bool, Callback<bool>)>,
    /// The computer players' tiers for the next match.
    pub tiers: Tiers,
    /// Whether the human has a fixed partner (who gets a tier of their own).
    pub partners: bool,
    pub on_partners: Callback<String>,
    pub on_opponents: Callback<String>,
    /// Why the rules cannot be played, if they cannot.
    pub invalid: Option<String>,
    pub on_start: Callback<()>,
    pub on_close: Callback<()>,
    /// The game, for its lesson's link.
    pub game: crate::launch::GameKind,
}

impl<R: Clone + Serialize + DeserializeOwned + 'static> Prefs<R> {
    /// A callback that changes one preference of these and passes them on.
    pub fn changer<V: 'static>(
        &self,
        on_change: &Callback<Prefs<R>>,
        f: fn(&mut Prefs<R>, V),
    ) -> Callback<V> {
        let prefs = self.clone();
        let cb = on_change.clone();
        Callback::from(move |v: V| {
            let mut next = prefs.clone();
            f(&mut next, v);
            cb.emit(next);
        })
    }

    /// The callbacks of the two tier choices (partners', opponents').
    pub fn tier_changers(
        &self,
        on_change: &Callback<Prefs<R>>,
    ) -> (Callback<String>, Callback<String>) {
        fn kind(v: &str) -> AgentKind {
            AgentKind::from_name(v)
                .filter(|k| AgentKind::TIERS.contains(k))
                .unwrap_or(AgentKind::Normal)
        }
        (
            self.changer(on_change, |p, v: String| p.tiers.partners = kind(&v)),
            self.changer(on_change, |p, v: String| p.tiers.opponents = kind(&v)),
        )
    }
}

/// The tiers a player chooses from, for a select.
fn tiers() -> Vec<(String, String)> {
    AgentKind::TIERS
        .iter()
        .map(|k| {
            (
                k.name().to_string(),
                super::strings::tier_label(*k).to_string(),
            )
        })
        .collect()
}

/// A settings dialog: the everyday choices first (language, speed, dealing, the computer's
/// tiers, the display), then the rules `fields` in a section of their own, ending with
/// "Start a new match with these rules", apart from Close.
pub fn settings_frame(frame: Frame, fields: Html) -> Html {
    html! { <SettingsFrame {frame}>{ fields }</SettingsFrame> }
}

#[derive(Properties, PartialEq)]
pub struct FrameProps {
    pub frame: Frame,
    /// The game's rules fields.
    pub children: Html,
}

#[function_component(SettingsFrame)]
fn settings_frame_view(props: &FrameProps) -> Html {
    use super::form::{check, select};
    use wasm_bindgen::JsCast;

    let _lang = super::language::use_lang();
    let body = use_node_ref();
    {
        // Opens at its top with focus on its first control (the language), never on Start,
        // where a stray Enter would end the match in progress.
        let body = body.clone();
        use_effect_with((), move |_| {
            if let Some(el) = body.cast::<web_sys::Element>() {
                el.set_scroll_top(0);
                let first = el
                    .query_selector("select, input, button")
                    .ok()
                    .flatten()
                    .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
                if let Some(first) = first {
                    let _ = first.focus();
                }
                el.set_scroll_top(0);
            }
        });
    }
    let frame = &props.frame;
    let speeds = Speed::ALL
        .iter()
        .map(|s| {
            let label = match s {
                Speed::Instant => t!("speed-instant"),
                Speed::Fast => t!("speed-fast"),
                Speed::Normal => t!("speed-normal"),
                Speed::Slow => t!("speed-slow"),
            };
            let secs = s.millis() as f32 / 1000.0;
            (s.slug().to_string(), format!("{label} ({secs} s)"))
        })
        .collect();
    let start = frame.on_start.reform(|_| ());
    let close = frame.on_close.reform(|_| ());
    // A solo table offers the table with friends (a table with friends is one already).
    let learn = super::lesson::learn_button(
        use_context::<super::lesson::Learn>().as_ref(),
        frame.game,
        false,
        false,
    );
    let friends = use_context::<super::OpenFriends>()
        .filter(|_| !super::strings::with_friends())
        .map(|f| f.0.reform(|_: MouseEvent| ()));
    html! {
        <div class="dialog settings fit" data-panel="settings" role="dialog" aria-modal="true"
            aria-labelledby="settings-title">
            <div class="dialog-head">
                <h2 id="settings-title">{ t!("settings-title") }</h2>
            </div>
            <div class="dialog-body" ref={body}>
                <super::language::LangMenu />
                { select(&t!("speed"), "set-speed", speeds, frame.speed.slug().to_string(), frame.on_speed.clone()) }
                { for frame.deal.clone().map(|(on, cb)| check(&t!("sj-deal-at-once"), "set-deal", on, cb)) }
                <fieldset>
                    <legend>{ t!("tiers-title") }</legend>
                    if frame.partners {
                        { select(&t!("tier-partner"), "set-tier-partner", tiers(), frame.tiers.partners.name().to_string(), frame.on_partners.clone()) }
                    }
                    { select(&if frame.partners { t!("tier-opponents") } else { t!("tier-everyone") },
                        "set-tier-opponents", tiers(), frame.tiers.opponents.name().to_string(), frame.on_opponents.clone()) }
                </fieldset>
                <fieldset class="display">
                    <legend>{ t!("settings-display") }</legend>
                    { check(&t!("motion"), "set-motion", Display::load().motion, Callback::from(|on: bool| {
                        Display { motion: on, ..Display::load() }.store();
                    })) }
                    <super::look::LookFields />
                </fieldset>
                if let Some(open) = friends {
                    <p class="friends-entry">
                        <button type="button" class="btn" data-action="friends" onclick={open}>{ t!("friends-play") }</button>
                        <span class="small">{ t!("friends-entry-note") }</span>
                    </p>
                }
                <p class="learn-entry">{ learn }</p>
                <section class="rules-section" aria-labelledby="settings-rules">
                    <h3 id="settings-rules">{ t!("settings-rules") }</h3>
                    <p class="small">{ t!("settings-note") }</p>
                    { props.children.clone() }
                    if let Some(reason) = &frame.invalid {
                        <p class="note refused" role="alert">{ format!("{}: {reason}.", t!("invalid-rules")) }</p>
                    }
                    // At a friend's table the match is the host's: it starts none here.
                    if super::strings::host_of_table().is_none() {
                        <div class="start-apart">
                            <button type="button" class="btn" data-action="start-match"
                                disabled={frame.invalid.is_some()} onclick={start}>
                                { t!("start-with-settings") }
                            </button>
                            <p class="small">{ t!("start-match-note") }</p>
                        </div>
                    }
                </section>
            </div>
            <div class="buttons dialog-foot">
                <button type="button" class="btn primary" data-action="close" onclick={close}>{ t!("close") }</button>
            </div>
        </div>
    }
}

/// How the tables look and sound, for both games: kept apart from each game's match settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Display {
    #[serde(default)]
    pub muted: bool,
    /// Cards move (the system's reduced-motion wish turns it off too).
    #[serde(default = "yes")]
    pub motion: bool,
    /// The language chosen in a menu; none until the player picks one.
    #[serde(default)]
    pub lang: Option<crate::i18n::Lang>,
    /// Diamonds blue and clubs green (see `look.rs`).
    #[serde(default)]
    pub four_colour: bool,
    #[serde(default)]
    pub large_cards: bool,
    #[serde(default)]
    pub hide_tracker: bool,
    /// The player's face on their plate (and on their friends' tables).
    #[serde(default)]
    pub face: u8,
}

fn yes() -> bool {
    true
}

const DISPLAY_KEY: &str = "cardtable.display";

impl Default for Display {
    fn default() -> Display {
        Display {
            muted: false,
            motion: true,
            lang: None,
            four_colour: false,
            large_cards: false,
            hide_tracker: false,
            face: 0,
        }
    }
}

impl Display {
    pub fn load() -> Display {
        storage::load_json(DISPLAY_KEY).unwrap_or_default()
    }

    /// Keeps the choice and applies it to the sound and motion modules.
    pub fn store(&self) {
        storage::store_json(DISPLAY_KEY, self);
        self.apply();
    }

    /// The cards' look (four colours, larger cards).
    pub fn look(&self) -> super::look::Look {
        super::look::Look {
            four_colour: self.four_colour,
            large_cards: self.large_cards,
            hide_tracker: self.hide_tracker,
            muted: self.muted,
            face: self.face % crate::art::avatar::FACES,
        }
    }

    pub fn apply(&self) {
        super::sound::set_muted(self.muted);
        super::motion::set_allowed(self.motion);
    }
}
