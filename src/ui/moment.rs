//! The game's big moments: a bomb (bigger for four jokers and a straight flush), 头游, 双下, a
//! tribute resisted, a level won, the match won; in Sheng Ji a trump overturned, the kitty won
//! by the attackers, the declarers holding them to zero, the attackers taking the deal.
//! Each is a banner over the felt for under a second (it never takes a click) with its sound;
//! with reduced motion the banner stands still, then goes. Each game finds its moments in the
//! log's new entries ([`latest`]); a table shows only those that happen while it is open.

use yew::prelude::*;

use super::sound::{self, Sound};

/// One moment: its kind (the `data-moment` hook: "bomb", "first-out"…), its words and the
/// line under them (who), and whether it is one of the big ones.
#[derive(Clone, Debug, PartialEq)]
pub struct Moment {
    pub kind: &'static str,
    pub title: String,
    pub who: String,
    pub big: bool,
}

impl Moment {
    pub fn new(kind: &'static str, title: String, who: String) -> Moment {
        Moment {
            kind,
            title,
            who,
            big: false,
        }
    }

    pub fn big(self) -> Moment {
        Moment { big: true, ..self }
    }
}

/// The last moment among the log's entries from `from` on, keyed by its entry's index (the
/// banner's key: a new moment is a new banner).
pub fn latest<E>(
    entries: &[E],
    from: usize,
    moment: impl Fn(&E) -> Option<Moment>,
) -> Option<(String, Moment)> {
    entries
        .iter()
        .enumerate()
        .skip(from)
        .rev()
        .find_map(|(i, e)| moment(e).map(|m| (format!("log-{i}"), m)))
}

/// The log's length when the table was first drawn: moments before it (a reload, a resumed
/// match) are not shown again.
#[hook]
pub fn use_since(len: usize) -> usize {
    *use_memo((), move |_| len)
}

#[derive(Properties, PartialEq)]
pub struct BannerProps {
    /// The moment and its key.
    pub moment: Option<(String, Moment)>,
}

/// How long a moment is news: a banner drawn again after it (the felt shown again after the
/// result, say) is not shown again.
const FRESH_MS: f64 = 2_000.0;

thread_local! {
    /// The moment shown last and when it first was.
    static SHOWN: std::cell::RefCell<(String, f64)> = const { std::cell::RefCell::new((String::new(), 0.0)) };
}

/// Whether the moment of `key` is news now (first seen under [`FRESH_MS`] ago).
fn fresh(key: &str) -> bool {
    let now = js_sys::Date::now();
    SHOWN.with(|s| {
        let mut s = s.borrow_mut();
        if s.0 != key {
            *s = (key.to_string(), now);
        }
        now - s.1 < FRESH_MS
    })
}

#[function_component(Banner)]
pub fn banner(props: &BannerProps) -> Html {
    let moment = props.moment.as_ref().filter(|(k, _)| fresh(k));
    let key = moment.map(|(k, _)| k.clone());
    let kind = moment.map(|(_, m)| m.kind);
    use_effect_with(key, move |key| {
        // A bomb sounds as it is played (motion.rs); the other moments sound here.
        if key.is_some() && kind != Some("bomb") {
            sound::play(Sound::Fanfare);
        }
    });
    let Some((i, m)) = moment else {
        return html! {};
    };
    html! {
        // Still when cards do not move (the setting, or the system's reduced motion).
        <div key={i.clone()} class={classes!("moment", m.kind, m.big.then_some("big"),
                (!super::motion::enabled()).then_some("still"))}
            data-moment={m.kind} role="status">
            <p class="moment-title">{ m.title.clone() }</p>
            if !m.who.is_empty() {
                <p class="moment-who">{ m.who.clone() }</p>
            }
        </div>
    }
}
