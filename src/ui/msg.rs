//! The messages every table takes, whatever the game ([`TableMsg`]; each game's own `Msg`
//! carries them). Low in the house: the shared dialogs and bars make them, `ui::table` takes
//! them.

use super::coach::LessonMsg;
use super::core::Panel;
use super::friends::Wire;
use crate::cards::Card;
use crate::driver::remote::Answer;

/// What the human (or a timer, the worker, a friend) does at any table.
#[derive(Clone, Debug, PartialEq)]
pub enum TableMsg {
    /// The answer to the table's question: an AI seat's action, or the hint.
    Answer(Answer),
    Toggle(Card),
    Clear,
    Hint,
    Open(Panel),
    /// The finished trick has been shown long enough (or the human tapped on).
    Release,
    /// 托管 on or off.
    Autoplay(bool),
    /// News from a friend's page or from the host's.
    Wire(Wire),
    /// The lesson's coach (Continue, start again).
    Lesson(LessonMsg),
    /// Play the hand's deal again, turned (see `CardTable::turned`).
    PlayAgain,
}

impl TableMsg {
    /// Whether the message may move the match on (it is then saved and asked anew); the news
    /// of a friend says so itself (see [`Core::take`]).
    pub fn touches_match(&self) -> bool {
        !matches!(
            self,
            TableMsg::Answer(Answer { hint: true, .. })
                | TableMsg::Toggle(_)
                | TableMsg::Clear
                | TableMsg::Hint
                | TableMsg::Open(_)
                | TableMsg::Release
                | TableMsg::Autoplay(_)
                | TableMsg::Wire(_)
        )
    }
}
