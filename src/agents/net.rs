//! A small multi-layer perceptron, the learned evaluation of issue 49: dense layers with ReLU
//! between them and one linear output. It is fitted natively (`arena::train`) and shipped as
//! int8 weights with one scale per layer (a few tens of kilobytes, `include_bytes!` in the
//! agents that use it), dequantised once when first used.
//!
//! The weights of a layer are stored input-major (`w[i * outputs + o]`): the encodings are
//! mostly zeros, and the first layer then only adds the rows of the inputs that are set.

// Input must never reach a panic here (issue 22): no unwrap, expect or unchecked index.
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

/// One dense layer.
#[derive(Clone, Debug, PartialEq)]
pub struct Layer {
    pub inputs: usize,
    pub outputs: usize,
    /// Input-major: `w[i * outputs + o]`.
    pub w: Vec<f32>,
    pub b: Vec<f32>,
}

/// The network: ReLU after every layer but the last, whose single output is the value.
#[derive(Clone, Debug, PartialEq)]
pub struct Mlp {
    pub layers: Vec<Layer>,
}

const MAGIC: &[u8; 4] = b"CTNN";
const VERSION: u8 = 1;

impl Layer {
    /// `x · W + b` into `out` (resized to the layer's outputs).
    pub fn apply(&self, x: &[f32], out: &mut Vec<f32>) {
        out.clear();
        out.extend_from_slice(&self.b);
        for (xi, row) in x.iter().zip(self.w.chunks_exact(self.outputs.max(1))) {
            if *xi != 0.0 {
                for (o, w) in out.iter_mut().zip(row) {
                    *o += xi * w;
                }
            }
        }
    }
}

impl Mlp {
    /// The number of inputs it reads.
    pub fn inputs(&self) -> usize {
        self.layers.first().map_or(0, |l| l.inputs)
    }

    /// The value of one encoded input (0 for a network with no layers).
    pub fn value(&self, x: &[f32]) -> f32 {
        let (mut a, mut b) = (x.to_vec(), Vec::new());
        let last = self.layers.len().saturating_sub(1);
        for (n, layer) in self.layers.iter().enumerate() {
            layer.apply(&a, &mut b);
            if n < last {
                b.iter_mut().for_each(|v| *v = v.max(0.0));
            }
            std::mem::swap(&mut a, &mut b);
        }
        a.first().copied().unwrap_or(0.0)
    }

    /// The compact form: int8 weights with one scale per layer, f32 biases.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        out.push(VERSION);
        out.push(self.layers.len() as u8);
        for l in &self.layers {
            out.extend((l.inputs as u16).to_le_bytes());
            out.extend((l.outputs as u16).to_le_bytes());
            let max = l.w.iter().fold(0f32, |m, w| m.max(w.abs()));
            let scale = if max > 0.0 { max / 127.0 } else { 1.0 };
            out.extend(scale.to_le_bytes());
            out.extend(
                l.w.iter()
                    .map(|w| (w / scale).round().clamp(-127.0, 127.0) as i8 as u8),
            );
            for b in &l.b {
                out.extend(b.to_le_bytes());
            }
        }
        out
    }

    /// Reads [`Mlp::to_bytes`]; an error says what is wrong with the bytes.
    pub fn from_bytes(bytes: &[u8]) -> Result<Mlp, String> {
        let mut r = Reader { bytes, at: 0 };
        if r.take(4)? != MAGIC {
            return Err("not a network (bad magic)".into());
        }
        let version = r.byte()?;
        if version != VERSION {
            return Err(format!("network version {version}, expected {VERSION}"));
        }
        let count = r.byte()? as usize;
        let mut layers = Vec::with_capacity(count);
        for _ in 0..count {
            let inputs = r.u16()? as usize;
            let outputs = r.u16()? as usize;
            let scale = r.f32()?;
            let w = r
                .take(inputs * outputs)?
                .iter()
                .map(|&q| q as i8 as f32 * scale)
                .collect();
            let b = (0..outputs).map(|_| r.f32()).collect::<Result<_, _>>()?;
            if let Some(prev) = layers.last().map(|l: &Layer| l.outputs)
                && prev != inputs
            {
                return Err(format!("layer of {inputs} inputs after {prev} outputs"));
            }
            layers.push(Layer {
                inputs,
                outputs,
                w,
                b,
            });
        }
        if layers.last().is_some_and(|l| l.outputs != 1) {
            return Err("the last layer must have one output".into());
        }
        if r.at != bytes.len() {
            return Err(format!("{} bytes left over", bytes.len() - r.at));
        }
        Ok(Mlp { layers })
    }
}

/// The shipped weights `bytes` if they read and fit an encoding of `inputs` (`None`: the
/// agent keeps to the rule AI's order). Natively, the environment variable `env` names a
/// file of other weights to play instead (to measure a fit before it is shipped).
pub fn shipped(bytes: &[u8], inputs: usize, env: &str) -> Option<Mlp> {
    #[cfg(not(target_arch = "wasm32"))]
    if let Some(path) = std::env::var_os(env) {
        return std::fs::read(path)
            .ok()
            .and_then(|b| Mlp::from_bytes(&b).ok())
            .filter(|n| n.inputs() == inputs);
    }
    #[cfg(target_arch = "wasm32")]
    let _ = env;
    Mlp::from_bytes(bytes).ok().filter(|n| n.inputs() == inputs)
}

/// The index of the best score (the first of equals); `None` for none.
pub fn best(scores: &[f32]) -> Option<usize> {
    (0..scores.len()).reduce(|b, i| match (scores.get(i), scores.get(b)) {
        (Some(x), Some(y)) if x > y => i,
        _ => b,
    })
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], String> {
        let s = self
            .bytes
            .get(self.at..self.at + n)
            .ok_or("the network's bytes end too soon")?;
        self.at += n;
        Ok(s)
    }

    fn byte(&mut self) -> Result<u8, String> {
        Ok(self.take(1)?.first().copied().unwrap_or(0))
    }

    fn u16(&mut self) -> Result<u16, String> {
        let s = self.take(2)?;
        Ok(u16::from_le_bytes(s.try_into().unwrap_or_default()))
    }

    fn f32(&mut self) -> Result<f32, String> {
        let s = self.take(4)?;
        Ok(f32::from_le_bytes(s.try_into().unwrap_or_default()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn small() -> Mlp {
        Mlp {
            layers: vec![
                Layer {
                    inputs: 3,
                    outputs: 2,
                    w: vec![1.0, -1.0, 0.5, 0.25, 0.0, 2.0],
                    b: vec![0.0, 0.5],
                },
                Layer {
                    inputs: 2,
                    outputs: 1,
                    w: vec![1.0, -0.5],
                    b: vec![0.1],
                },
            ],
        }
    }

    #[test]
    fn the_value_is_relu_between_layers_and_linear_at_the_end() {
        // Hidden: [1 + 0.5*2, -1 + 0.25*2 + 0.5] = [2, 0] (the second clipped at 0 anyway).
        let v = small().value(&[1.0, 2.0, 0.0]);
        assert!((v - (2.0 + 0.1)).abs() < 1e-6, "{v}");
        // Hidden: [-1, 1 + 0.5 + 2] → relu [0, 3.5]: -1.75 + 0.1.
        let v = small().value(&[-1.0, 0.0, 1.0]);
        assert!((v - (-1.75 + 0.1)).abs() < 1e-6, "{v}");
    }

    #[test]
    fn the_compact_form_reads_back_within_its_rounding() {
        let net = small();
        let back = Mlp::from_bytes(&net.to_bytes()).expect("reads");
        for (a, b) in net.layers.iter().zip(&back.layers) {
            assert_eq!((a.inputs, a.outputs, &a.b), (b.inputs, b.outputs, &b.b));
            let max = a.w.iter().fold(0f32, |m, w| m.max(w.abs()));
            for (x, y) in a.w.iter().zip(&b.w) {
                assert!((x - y).abs() <= max / 254.0 + 1e-6, "{x} {y}");
            }
        }
    }

    #[test]
    fn bad_bytes_are_refused_with_a_reason() {
        let bytes = small().to_bytes();
        assert!(Mlp::from_bytes(b"nope").unwrap_err().contains("magic"));
        assert!(
            Mlp::from_bytes(&bytes[..bytes.len() - 1])
                .unwrap_err()
                .contains("end too soon")
        );
        let mut longer = bytes.clone();
        longer.push(0);
        assert!(Mlp::from_bytes(&longer).unwrap_err().contains("left over"));
    }
}
