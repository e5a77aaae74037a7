//! Screens that load on first use (issue 48). A screen few visits open (the friends' lobby and
//! join pages, a record's page) is rendered by a split function: in the page's Trunk build
//! (feature `split`) wasm-split-cli moves it and everything only it reaches into a piece of its
//! own, fetched the first time it is called (scripts/split.sh). Elsewhere (tests, native) the
//! same function is called directly.
use std::future::Future;
use std::pin::Pin;
use std::rc::Rc;

use yew::prelude::*;

/// A piece of the page that did not arrive (offline before it was ever kept, a failed fetch).
#[derive(Debug)]
pub struct Missing;

#[cfg(feature = "split")]
impl From<wasm_split_helpers::SplitLoaderError> for Missing {
    fn from(_: wasm_split_helpers::SplitLoaderError) -> Self {
        Missing
    }
}

/// What a split function returns once its piece is in.
pub type Loading = Pin<Box<dyn Future<Output = Result<Html, Missing>>>>;

/// `piece!(module: fn name(props: Props) => html)`: an async `name(props) -> Result<Html,
/// Missing>` whose body lives in the piece `module` when the page is built in pieces.
macro_rules! piece {
    ($module:ident: fn $name:ident($p:ident: $t:ty) => $body:expr) => {
        #[cfg(feature = "split")]
        #[wasm_split_helpers::wasm_split($module, fallible)]
        pub fn $name($p: $t) -> Result<yew::Html, $crate::ui::piece::Missing> {
            Ok($body)
        }
        #[cfg(not(feature = "split"))]
        pub async fn $name($p: $t) -> Result<yew::Html, $crate::ui::piece::Missing> {
            Ok($body)
        }
    };
}
pub(crate) use piece;

#[derive(Properties)]
pub struct PieceProps<P: PartialEq + Clone + 'static> {
    /// The screen's props: new ones render it again (the piece is in by then).
    pub props: P,
    /// Calls the split function.
    pub split: Rc<dyn Fn(P) -> Loading>,
}

impl<P: PartialEq + Clone + 'static> PartialEq for PieceProps<P> {
    fn eq(&self, other: &Self) -> bool {
        self.props == other.props
    }
}

enum Shown {
    Waiting,
    Here(Html),
    Failed,
}

/// Shows the spinner while the piece arrives, then its screen; if it fails, says so in words
/// with a Retry (never a blank page). New props keep the screen on show until it is rendered
/// with them.
#[function_component(Piece)]
pub fn piece_view<P: PartialEq + Clone + 'static>(props: &PieceProps<P>) -> Html {
    let shown = use_state(|| Shown::Waiting);
    let attempt = use_state(|| 0u32);
    {
        let shown = shown.clone();
        let split = props.split.clone();
        use_effect_with((props.props.clone(), *attempt), move |(p, _)| {
            let call = split(p.clone());
            wasm_bindgen_futures::spawn_local(async move {
                shown.set(match call.await {
                    Ok(html) => Shown::Here(html),
                    Err(Missing) => Shown::Failed,
                });
            });
        });
    }
    match &*shown {
        Shown::Here(html) => html.clone(),
        Shown::Waiting => {
            html! { <p class="loading" role="status"><span class="spinner"></span></p> }
        }
        Shown::Failed => {
            let retry = {
                let shown = shown.clone();
                Callback::from(move |_: MouseEvent| {
                    shown.set(Shown::Waiting);
                    attempt.set(*attempt + 1);
                })
            };
            html! {
                <div class="piece-missing" role="alert">
                    <p>{ t!("piece-missing") }</p>
                    <button class="btn primary" data-action="piece-retry" onclick={retry}>{ t!("piece-retry") }</button>
                    // Or back to the home page (the frame's compact look kept).
                    <a class="btn" data-action="piece-home"
                        href={if super::embed::active() { "./?embed=1" } else { "./" }}>{ t!("back-to-games") }</a>
                </div>
            }
        }
    }
}

/// `<Piece>` for a split function and its props, keyed: another key is another screen.
pub fn lazy<P, F>(key: String, split: fn(P) -> F, props: P) -> Html
where
    P: PartialEq + Clone + 'static,
    F: Future<Output = Result<Html, Missing>> + 'static,
{
    let split: Rc<dyn Fn(P) -> Loading> = Rc::new(move |p| Box::pin(split(p)));
    html! { <Piece<P> {key} {props} {split} /> }
}
