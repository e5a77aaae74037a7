//! Reading the QR code's SVG in tests: the one path that draws its dark modules.

/// The `d` attribute of the code's path.
pub fn path(svg: &str) -> &str {
    svg.split(" d=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("the QR code's SVG has a path")
}
