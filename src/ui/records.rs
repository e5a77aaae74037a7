//! Hand records in the page: exporting the match's record (a JSON file to download and a link
//! with the record in its fragment) and opening one (a link's `#record=` / `?record=`, or a
//! file chosen on the home page) into the replay. The format and its checks are the driver's
//! (`driver::record`); this module only moves text in and out of the page.

use yew::prelude::*;

use crate::driver::record::{
    self, HandReplay, RecordError, RecordOf, Recordable, from_json, from_link, last_hand,
};
use crate::{guandan, shengji};

/// A record ready to leave the page.
#[derive(Clone, Debug, PartialEq)]
pub struct Exported {
    pub file_name: String,
    /// `data:` URL of the JSON file.
    pub href: String,
    /// The page's address with the record in its fragment.
    pub link: String,
}

/// `record` ready to leave the page (made where the replay is drawn, in its own piece: the
/// table keeps no deflate code, issue 69).
pub fn export<G: Recordable>(rec: &RecordOf<G>) -> Option<Exported> {
    let json = record::to_json::<G>(rec);
    let compact = record::to_link::<G>(rec).ok()?;
    let location = web_sys::window()?.location();
    let base = format!("{}{}", location.origin().ok()?, location.pathname().ok()?);
    Some(Exported {
        file_name: format!("{}-{}.json", G::NAME, rec.seed),
        href: format!(
            "data:application/json;charset=utf-8,{}",
            String::from(js_sys::encode_uri_component(&json))
        ),
        link: format!("{base}?game={}#record={compact}", G::NAME),
    })
}

/// A hand to replay, the game after the last action, and the match's record to share (none
/// for a record opened from elsewhere).
pub type Replayed<G> = std::rc::Rc<Option<(HandReplay<G>, G, Option<RecordOf<G>>)>>;

/// A record opened, of either game.
pub enum Opened {
    GuanDan(Replayed<guandan::Game>),
    ShengJi(Replayed<shengji::Game>),
}

/// Reads a record from a file's text (JSON) or a link's compact form, of either game.
pub fn open(text: &str) -> Result<Opened, RecordError> {
    let text = text.trim();
    let json = text.starts_with('{');
    match read::<guandan::Game>(text, json) {
        Ok(r) => Ok(Opened::GuanDan(r)),
        Err(RecordError::OtherGame(_)) => read::<shengji::Game>(text, json).map(Opened::ShengJi),
        Err(e) => Err(e),
    }
}

fn read<G: Recordable>(text: &str, json: bool) -> Result<Replayed<G>, RecordError> {
    let rec = if json {
        from_json::<G>(text)?
    } else {
        from_link::<G>(text)?
    };
    let positions = record::replay::<G>(&rec)?;
    let start = positions.first().cloned().ok_or(RecordError::Foreign)?;
    let live = positions.last().cloned().ok_or(RecordError::Foreign)?;
    let hand = last_hand(&start, &rec.actions)?;
    Ok(std::rc::Rc::new(Some((hand, live, None))))
}

/// The record named by the address: `#record=…` (a shared link) or `?record=…`.
pub fn in_address() -> Option<String> {
    let location = web_sys::window()?.location();
    let hash = location.hash().ok().unwrap_or_default();
    if let Some(r) = hash.strip_prefix("#record=") {
        return Some(r.to_string());
    }
    let search = location.search().ok()?;
    web_sys::UrlSearchParams::new_with_str(&search)
        .ok()?
        .get("record")
}

/// Why a record could not be opened, in the player's language.
pub fn error_text(e: &RecordError) -> String {
    let reason = match e {
        RecordError::Unreadable(_) => t!("record-err-unreadable"),
        RecordError::Foreign => t!("record-err-foreign"),
        RecordError::Version(v) => t!("record-err-version", version = *v),
        RecordError::OtherGame(g) => t!("record-err-other-game", game = g.as_str()),
        RecordError::BadStart(_) => t!("record-err-bad-start"),
        RecordError::DealDiffers => t!("record-err-deal"),
        RecordError::Refused { index, .. } => t!("record-err-refused", n = index + 1),
    };
    t!("record-error", reason = reason)
}

/// The home page's "Open a record…": a file chosen is read and opened.
#[derive(Properties, PartialEq)]
pub struct OpenRecordProps {
    pub on_open: Callback<String>,
}

#[function_component(OpenRecord)]
pub fn open_record(props: &OpenRecordProps) -> Html {
    let _lang = super::language::use_lang();
    // The reader must live until it calls back.
    let reader = use_mut_ref(|| None::<gloo::file::callbacks::FileReader>);
    let onchange = {
        let on_open = props.on_open.clone();
        Callback::from(move |e: Event| {
            let input = e.target_unchecked_into::<web_sys::HtmlInputElement>();
            let Some(file) = input.files().and_then(|f| f.get(0)) else {
                return;
            };
            let on_open = on_open.clone();
            let blob = gloo::file::Blob::from(file);
            *reader.borrow_mut() = Some(gloo::file::callbacks::read_as_text(&blob, move |text| {
                // An unreadable file opens as empty text, which the record check refuses.
                on_open.emit(text.unwrap_or_default());
            }));
        })
    };
    html! {
        <label class="link open-record" for="open-record">
            { t!("import-record") }
            <input id="open-record" type="file" accept=".json,application/json" data-action="import"
                class="sr-only" {onchange} />
        </label>
    }
}

thread_local! {
    /// The `#resume=` record the page was opened with, kept before the address is tidied: the
    /// table that reads it arrives later, in a piece of its own (ui::piece).
    static RESUME: std::cell::RefCell<Option<String>> = std::cell::RefCell::new(
        web_sys::window()
            .and_then(|w| w.location().hash().ok())
            .and_then(|h| h.strip_prefix("#resume=").map(str::to_string)),
    );
    /// That record inflated (see [`inflate_resume`]), for the table to read.
    static RESUMED: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
}

/// Keeps the address's `#resume=` record (see [`resume_in_address`]): called as the page starts.
pub fn keep_resume() {
    RESUME.with(|_| ());
}

/// Inflates the address's `#resume=` record, if any, for [`resume_in_address`]: awaited before
/// a table's piece is shown (the browser inflates it, see `browser::deflate`).
pub async fn inflate_resume() {
    let Some(text) = RESUME.with_borrow_mut(Option::take) else {
        return;
    };
    match super::deflate::compact_in(&text).await {
        Ok(json) => RESUMED.set(Some(json)),
        Err(e) => web_sys::console::warn_1(&format!("#resume: {e}").into()),
    }
}

/// The match to go on with, from the address's `#resume=` (written by "open full screen" in a
/// frame): its seed and the match, with `players` (of its first position and seed) at the
/// seats. Read once: the fragment is then taken out of the address. A record of the other game
/// is left for that game's table; a damaged one is ignored (the console says why).
pub fn resume_in_address<G: Recordable>(
    players: impl FnOnce(&G, u64) -> Vec<crate::driver::Player>,
) -> Option<(u64, crate::driver::Match<G>)> {
    let window = web_sys::window()?;
    let json = RESUMED.with_borrow(Clone::clone)?;
    let record = match record::from_compact::<G>(&json) {
        Ok(r) => r,
        Err(RecordError::OtherGame(_)) => return None,
        Err(e) => {
            web_sys::console::warn_1(&format!("#resume: {e}").into());
            return None;
        }
    };
    let first = G::start(&record.rules, record.seed).ok()?;
    let m = match record::resume::<G>(&record, players(&first, record.seed)) {
        Ok(m) => m,
        Err(e) => {
            web_sys::console::warn_1(&format!("#resume: {e}").into());
            return None;
        }
    };
    RESUMED.set(None);
    super::history::replace(&window.location().search().unwrap_or_default());
    Some((record.seed, m))
}

/// Makes, when called, the record that carries `m` to another page, as a link's compact JSON
/// (deflated by `browser::deflate`; see [`resume_in_address`]).
pub fn resume_link<G: Recordable + 'static>(
    m: Option<&std::rc::Rc<std::cell::RefCell<crate::driver::Match<G>>>>,
) -> Callback<(), Option<String>> {
    let m = m.cloned();
    Callback::from(move |()| {
        let m = m.as_ref()?.borrow();
        let (start, actions) = m.history()?;
        record::to_compact::<G>(&record::record(start, actions)).ok()
    })
}
