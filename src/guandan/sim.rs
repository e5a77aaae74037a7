//! Random-play simulation (the `simulate` binary).

pub fn main(_args: &[String]) -> Result<(), String> {
    Err("not implemented yet".to_string())
}
