//! Values recorded once and asserted on every platform.

/// The first eight cards of `shuffled_deck(2, 42)`.
pub const SEED_42_FIRST_EIGHT: [&str; 8] = [
    "D7#1", "D7#0", "S10#1", "S4#0", "S3#0", "H9#0", "HA#0", "CA#1",
];
