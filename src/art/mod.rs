//! SVG card art, generated (see the `cardgen` binary).
