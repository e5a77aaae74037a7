//! The browser's services under the table: localStorage, the Web Workers that think and the
//! page's side of them ([`thinker`]: the questions, their pacing, the pool), paint
//! pacing, WebRTC data channels, the compression streams, the sound output, and what a panic
//! leaves on the page. No component and no page: the UI ([`crate::ui`]) draws, these carry.
//! The workers' entries (`src/bin/worker_*.rs`) use [`worker`] without the UI.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

pub mod channel;
pub mod crash;
pub mod deflate;
pub mod pacing;
pub mod sound;
pub mod storage;
pub mod thinker;
pub mod worker;
