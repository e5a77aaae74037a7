//! The Web Worker that makes the computer's decisions, so that a long think never blocks the
//! page. It holds no match: each message is a [`Question`] (one seat's view and the agent's
//! spec) and it answers with [`remote::answer`], the same function the page falls back on.

use gloo::worker::{HandlerId, Worker, WorkerScope};

use crate::driver::remote::{self, Answer, Question};

pub struct Thinker;

impl Worker for Thinker {
    type Message = ();
    type Input = Question;
    type Output = Answer;

    fn create(_scope: &WorkerScope<Self>) -> Thinker {
        Thinker
    }

    fn update(&mut self, _scope: &WorkerScope<Self>, _msg: ()) {}

    fn received(&mut self, scope: &WorkerScope<Self>, question: Question, id: HandlerId) {
        scope.respond(id, remote::answer(&question));
    }
}
