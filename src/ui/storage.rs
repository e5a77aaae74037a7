//! localStorage, tolerant of pages where it is blocked (sandboxed iframes, some private modes):
//! there a save is simply not kept. (gloo-storage throws in that case, so this uses web-sys.)

fn store() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

pub fn get(key: &str) -> Option<String> {
    store()?.get_item(key).ok()?
}

pub fn set(key: &str, value: &str) {
    if let Some(s) = store() {
        let _ = s.set_item(key, value);
    }
}

pub fn remove(key: &str) {
    if let Some(s) = store() {
        let _ = s.remove_item(key);
    }
}

/// A value kept as JSON; `None` when absent or unreadable.
pub fn load_json<T: serde::de::DeserializeOwned>(key: &str) -> Option<T> {
    serde_json::from_str(&get(key)?).ok()
}

pub fn store_json<T: serde::Serialize>(key: &str, value: &T) {
    if let Ok(text) = serde_json::to_string(value) {
        set(key, &text);
    }
}
