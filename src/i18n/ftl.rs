//! The part of Fluent (FTL) the catalogs are written in, read and formatted here rather than by
//! `fluent-bundle` (issue 69: its runtime was ~35 KB of the page's first download). What is
//! read: comments, messages whose text runs over several indented lines, `{ $variable }`,
//! `{ "literal" }`, and selectors on a variable (`{ $n -> [one] … *[other] … }`, nested) whose
//! keys are numbers, words or plural categories. Text is laid out as Fluent lays it out (common
//! indent removed, trailing blanks trimmed); a native test formats every message of every
//! language with `fluent-bundle` and with this reader and wants the same string.

use std::borrow::Cow;

use super::Lang;

/// A value given to a message: a word or a number.
#[derive(Clone, Debug)]
pub enum Value<'a> {
    Str(Cow<'a, str>),
    Num(f64),
}

impl<'a> From<&'a str> for Value<'a> {
    fn from(s: &'a str) -> Self {
        Value::Str(Cow::Borrowed(s))
    }
}

impl<'a> From<&'a String> for Value<'a> {
    fn from(s: &'a String) -> Self {
        Value::Str(Cow::Borrowed(s))
    }
}

impl From<String> for Value<'_> {
    fn from(s: String) -> Self {
        Value::Str(Cow::Owned(s))
    }
}

impl<'a> From<Cow<'a, str>> for Value<'a> {
    fn from(s: Cow<'a, str>) -> Self {
        Value::Str(s)
    }
}

macro_rules! numbers {
    ($($t:ty),+) => {$(
        impl From<$t> for Value<'_> {
            fn from(n: $t) -> Self {
                Value::Num(n as f64)
            }
        }
    )+};
}
numbers!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize, f32, f64);

/// The values of a message's `$variables`, by name.
#[derive(Clone, Debug, Default)]
pub struct Args<'a>(Vec<(&'a str, Value<'a>)>);

impl<'a> Args<'a> {
    pub fn new() -> Self {
        Args(Vec::new())
    }

    pub fn set(&mut self, name: &'a str, value: impl Into<Value<'a>>) {
        self.0.push((name, value.into()));
    }

    fn get(&self, name: &str) -> Option<&Value<'a>> {
        self.0
            .iter()
            .rev()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v)
    }
}

/// A piece of a message's text.
#[derive(Debug)]
enum Part {
    Text(Box<str>),
    Var(Box<str>),
    Select {
        var: Box<str>,
        variants: Vec<(Key, Vec<Part>)>,
        default: usize,
    },
}

#[derive(Debug)]
enum Key {
    Word(Box<str>),
    Num(f64),
}

/// One language's messages, in the order of their ids (looked up by halving).
#[derive(Debug, Default)]
pub struct Catalog {
    messages: Vec<(Box<str>, Vec<Part>)>,
}

impl Catalog {
    /// Adds the messages of an FTL file (a message already here keeps its first text); returns
    /// the byte offsets of the entries that could not be read (skipped, as Fluent skips junk).
    pub fn add(&mut self, source: &str) -> Vec<usize> {
        let mut r = Reader { src: source, at: 0 };
        let mut errors = Vec::new();
        loop {
            r.skip_blank_block();
            let Some(b) = r.peek() else { break };
            let start = r.at;
            if b == b'#' {
                r.skip_line();
            } else if let Some((id, parts)) = b.is_ascii_alphabetic().then(|| r.message()).flatten()
            {
                if let Err(at) = self.find(id) {
                    self.messages.insert(at, (id.into(), parts));
                }
            } else {
                errors.push(start);
                r.at = start;
                r.skip_junk();
            }
        }
        errors
    }

    /// Where message `id` is, or where it would go.
    fn find(&self, id: &str) -> Result<usize, usize> {
        self.messages.binary_search_by(|(m, _)| (**m).cmp(id))
    }

    /// Message `id` in `lang` with `args`, if the catalog has it.
    pub fn format(&self, lang: Lang, id: &str, args: Option<&Args>) -> Option<String> {
        let (_, parts) = self.messages.get(self.find(id).ok()?)?;
        let mut out = String::new();
        write(&mut out, parts, lang, args);
        Some(out)
    }
}

fn write(out: &mut String, parts: &[Part], lang: Lang, args: Option<&Args>) {
    let get = |name: &str| args.and_then(|a| a.get(name));
    for part in parts {
        match part {
            Part::Text(t) => out.push_str(t),
            Part::Var(name) => match get(name) {
                Some(Value::Str(s)) => out.push_str(s),
                Some(Value::Num(n)) => push_number(out, *n),
                // What Fluent writes for a missing variable.
                None => {
                    out.push_str("{$");
                    out.push_str(name);
                    out.push('}');
                }
            },
            Part::Select {
                var,
                variants,
                default,
            } => {
                let chosen = get(var)
                    .and_then(|v| variants.iter().position(|(k, _)| matches(k, v, lang)))
                    .unwrap_or(*default);
                if let Some((_, parts)) = variants.get(chosen) {
                    write(out, parts, lang, args);
                }
            }
        }
    }
}

fn push_number(out: &mut String, n: f64) {
    use std::fmt::Write;
    // Whole numbers without the float formatter's work; the same digits either way.
    let _ = if n.fract() == 0.0 && n.abs() < 1e15 {
        write!(out, "{}", n as i64)
    } else {
        write!(out, "{n}")
    };
}

fn matches(key: &Key, value: &Value, lang: Lang) -> bool {
    match (key, value) {
        (Key::Word(k), Value::Str(s)) => **k == **s,
        (Key::Num(k), Value::Num(n)) => k == n,
        (Key::Word(k), Value::Num(n)) => **k == *plural(lang, *n),
        (Key::Num(_), Value::Str(_)) => false,
    }
}

/// The cardinal plural category of `n` (CLDR) for the categories the catalogs use: Chinese has
/// only "other"; English and Spanish say "one" of exactly 1, French of 0 up to 2 (exclusive).
fn plural(lang: Lang, n: f64) -> &'static str {
    let one = match lang {
        Lang::Zh | Lang::ZhHant => false,
        Lang::En | Lang::Es => n.abs() == 1.0,
        Lang::Fr => n.abs() < 2.0,
    };
    if one { "one" } else { "other" }
}

/// Where a run of text began, for the common indent (as Fluent's parser tells them apart).
#[derive(Clone, Copy, PartialEq)]
enum Role {
    FirstLine,
    LineStart,
    Continuation,
}

/// A run of text not yet cut out of the source, or a placeable.
enum Piece {
    Part(Part),
    Text {
        start: usize,
        end: usize,
        indent: usize,
        line_start: bool,
    },
}

struct Reader<'s> {
    src: &'s str,
    at: usize,
}

impl<'s> Reader<'s> {
    fn peek(&self) -> Option<u8> {
        self.src.as_bytes().get(self.at).copied()
    }

    fn eat(&mut self, b: u8) -> bool {
        let found = self.peek() == Some(b);
        self.at += usize::from(found);
        found
    }

    fn skip_blank_inline(&mut self) -> usize {
        let start = self.at;
        while self.eat(b' ') {}
        self.at - start
    }

    fn skip_blank(&mut self) {
        while self.eat(b' ') || self.eat(b'\n') {}
    }

    fn skip_blank_block(&mut self) {
        loop {
            let start = self.at;
            self.skip_blank_inline();
            if !self.eat(b'\n') {
                self.at = start;
                return;
            }
        }
    }

    fn skip_line(&mut self) {
        while let Some(b) = self.peek() {
            self.at += 1;
            if b == b'\n' {
                return;
            }
        }
    }

    /// Past the junk to the next line that starts an entry.
    fn skip_junk(&mut self) {
        loop {
            self.skip_line();
            match self.peek() {
                Some(b) if b.is_ascii_alphabetic() || b == b'-' || b == b'#' => return,
                None => return,
                _ => {}
            }
        }
    }

    fn identifier(&mut self) -> Option<&'s str> {
        let start = self.at;
        if !self.peek()?.is_ascii_alphabetic() {
            return None;
        }
        while self
            .peek()
            .is_some_and(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        {
            self.at += 1;
        }
        self.src.get(start..self.at)
    }

    fn message(&mut self) -> Option<(&'s str, Vec<Part>)> {
        let id = self.identifier()?;
        self.skip_blank_inline();
        if !self.eat(b'=') {
            return None;
        }
        Some((id, self.pattern()??))
    }

    /// A pattern: `Ok(None)` when it is empty (Fluent's rule for where text lines start, end
    /// and how much of their indent they keep).
    fn pattern(&mut self) -> Option<Option<Vec<Part>>> {
        let mut pieces = Vec::new();
        let mut last_non_blank = None;
        let mut common: Option<usize> = None;
        self.skip_blank_inline();
        let mut role = if self.eat(b'\n') {
            self.skip_blank_block();
            Role::LineStart
        } else {
            Role::FirstLine
        };
        while self.peek().is_some() {
            if self.eat(b'{') {
                if role == Role::LineStart {
                    common = Some(0);
                }
                last_non_blank = Some(pieces.len());
                pieces.push(Piece::Part(self.placeable()?));
                role = Role::Continuation;
                continue;
            }
            let line = self.at;
            let mut indent = 0;
            if role == Role::LineStart {
                indent = self.skip_blank_inline();
                let Some(b) = self.peek() else { break };
                if indent == 0 && b != b'\n' {
                    break;
                }
                if indent > 0 && matches!(b, b'.' | b'}' | b'[' | b'*') {
                    self.at = line;
                    break;
                }
            }
            let start = self.at;
            let rest = self.src.as_bytes().get(start..)?;
            let stop = rest.iter().position(|b| matches!(b, b'\n' | b'{' | b'}'));
            let text_len = stop.unwrap_or(rest.len());
            let blank = rest.get(..text_len)?.iter().all(|&b| b == b' ');
            let newline = match stop.and_then(|i| rest.get(i)) {
                Some(b'}') => return None,
                Some(b'\n') => true,
                _ => false,
            };
            self.at = start + text_len + usize::from(newline);
            if self.at != start {
                let line_start = role == Role::LineStart;
                if line_start && !blank {
                    common = Some(common.map_or(indent, |c| c.min(indent)));
                }
                if !line_start || !blank || newline {
                    if !blank {
                        last_non_blank = Some(pieces.len());
                    }
                    pieces.push(Piece::Text {
                        start: line,
                        end: self.at,
                        indent,
                        line_start,
                    });
                }
            }
            role = if newline {
                Role::LineStart
            } else {
                Role::Continuation
            };
        }
        let Some(last) = last_non_blank else {
            return Some(None);
        };
        let mut parts: Vec<Part> = Vec::new();
        for (i, piece) in pieces.into_iter().take(last + 1).enumerate() {
            let text = match piece {
                Piece::Part(part) => {
                    parts.push(part);
                    continue;
                }
                Piece::Text {
                    start,
                    end,
                    indent,
                    line_start,
                } => {
                    let from = if line_start {
                        start + common.map_or(indent, |c| c.min(indent))
                    } else {
                        start
                    };
                    let text = self.src.get(from..end)?;
                    if i == last {
                        text.trim_end_matches([' ', '\n'])
                    } else {
                        text
                    }
                }
            };
            // Runs of text side by side are written as one.
            if let Some(Part::Text(before)) = parts.last_mut() {
                *before = format!("{before}{text}").into();
            } else {
                parts.push(Part::Text(text.into()));
            }
        }
        Some(Some(parts))
    }

    /// What follows a `{`, through its `}`.
    fn placeable(&mut self) -> Option<Part> {
        self.skip_blank();
        let part = match self.peek()? {
            b'$' => {
                self.at += 1;
                Part::Var(self.identifier()?.into())
            }
            b'"' => {
                self.at += 1;
                Part::Text(self.string()?.into())
            }
            _ => return None,
        };
        self.skip_blank();
        let part = if self.src.get(self.at..)?.starts_with("->") {
            let Part::Var(var) = part else { return None };
            self.at += 2;
            self.skip_blank_inline();
            if !self.eat(b'\n') {
                return None;
            }
            self.skip_blank();
            self.select(var)?
        } else {
            part
        };
        self.skip_blank();
        self.eat(b'}').then_some(part)
    }

    fn select(&mut self, var: Box<str>) -> Option<Part> {
        let mut variants = Vec::new();
        let mut default = None;
        loop {
            let is_default = self.eat(b'*');
            if !self.eat(b'[') {
                if is_default {
                    return None;
                }
                break;
            }
            if is_default {
                if default.is_some() {
                    return None;
                }
                default = Some(variants.len());
            }
            self.skip_blank();
            let key = if self.peek()?.is_ascii_digit() || self.peek()? == b'-' {
                let start = self.at;
                self.eat(b'-');
                while self.peek().is_some_and(|b| b.is_ascii_digit() || b == b'.') {
                    self.at += 1;
                }
                Key::Num(self.src.get(start..self.at)?.parse().ok()?)
            } else {
                Key::Word(self.identifier()?.into())
            };
            self.skip_blank();
            if !self.eat(b']') {
                return None;
            }
            variants.push((key, self.pattern()??));
            self.skip_blank();
        }
        Some(Part::Select {
            var,
            variants,
            default: default?,
        })
    }

    /// A string literal after its opening quote, escapes `\\`, `\"` and `\u`/`\U` read.
    fn string(&mut self) -> Option<String> {
        let mut out = String::new();
        loop {
            let rest = self.src.get(self.at..)?;
            let c = rest.chars().next()?;
            self.at += c.len_utf8();
            match c {
                '"' => return Some(out),
                '\n' => return None,
                '\\' => {
                    let e = self.peek()?;
                    self.at += 1;
                    match e {
                        b'\\' | b'"' => out.push(char::from(e)),
                        b'u' | b'U' => {
                            let n = if e == b'u' { 4 } else { 6 };
                            let hex = self.src.get(self.at..self.at + n)?;
                            self.at += n;
                            out.push(char::from_u32(u32::from_str_radix(hex, 16).ok()?)?);
                        }
                        _ => return None,
                    }
                }
                c => out.push(c),
            }
        }
    }
}
