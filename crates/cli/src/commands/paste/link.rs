//! Paste links: `{site}/paste/{id}#{key}` (the page's link; `/raw` after the id is accepted too), or a bare
//! `{id}#{key}` on the chosen server.

use anyhow::{anyhow, bail};
use url::Url;

#[derive(Debug, PartialEq, Eq)]
pub struct PasteLink {
    /// The site's root.
    pub site: Url,
    pub id: String,
    /// The fragment: a private paste's key (absent or empty for a public paste).
    pub key: Option<String>,
}

pub fn parse(link: &str, server: &str) -> anyhow::Result<PasteLink> {
    let link = link.trim();
    let not_a_link = || anyhow!("'{link}' is not a paste link: give one like {server}/paste/ID#KEY, or a paste's id");
    let (site, id, fragment) = match Url::parse(link) {
        Ok(url) => {
            let (site, id) = split_paste_path(&url).ok_or_else(not_a_link)?;
            (site, id, url.fragment().map(str::to_owned))
        }
        Err(url::ParseError::RelativeUrlWithoutBase) => {
            let (id, fragment) = match link.split_once('#') {
                Some((id, fragment)) => (id, Some(fragment.to_owned())),
                None => (link, None),
            };
            let site = Url::parse(server)
                .map_err(|_| anyhow!("'{server}' is not a server address: give one like http://127.0.0.1:8080"))?;
            (site, id.to_owned(), fragment)
        }
        Err(_) => return Err(not_a_link()),
    };
    if !is_id(&id) {
        bail!(not_a_link());
    }
    let key = fragment.filter(|key| !key.is_empty());
    Ok(PasteLink { site, id, key })
}

/// `https://site/prefix/paste/ID[/raw]` → (`https://site/prefix/`, `ID`).
fn split_paste_path(url: &Url) -> Option<(Url, String)> {
    let segments: Vec<&str> = url.path_segments()?.collect();
    let mut tail: &[&str] = &segments;
    while let [rest @ .., ""] = tail {
        tail = rest;
    }
    if let [rest @ .., "raw"] = tail {
        tail = rest;
    }
    let [prefix @ .., "paste", id] = tail else { return None };
    let mut site = url.clone();
    site.set_path(&format!("{}/", prefix.join("/")));
    site.set_query(None);
    site.set_fragment(None);
    Some((site, (*id).to_owned()))
}

/// Ids are base64url: anything else cannot name a paste (and must not reach a URL path unescaped).
fn is_id(id: &str) -> bool {
    !id.is_empty() && id.bytes().all(|byte| byte.is_ascii_alphanumeric() || byte == b'-' || byte == b'_')
}

#[cfg(test)]
mod tests {
    use super::*;

    const SERVER: &str = "http://127.0.0.1:8080";

    fn link(text: &str) -> (String, String, Option<String>) {
        let link = parse(text, SERVER).expect("a paste link");
        (link.site.to_string(), link.id, link.key)
    }

    #[test]
    fn reads_page_and_raw_links_with_and_without_a_key() {
        let id = "AAECAwQFBgcICQoLDA0ODw";
        let key = Some("a-_b".to_owned());
        assert_eq!(
            link(&format!("https://paste.example/paste/{id}#a-_b")),
            ("https://paste.example/".into(), id.into(), key.clone())
        );
        assert_eq!(
            link(&format!("https://example.org/tools/paste/{id}/raw")),
            ("https://example.org/tools/".into(), id.into(), None)
        );
        assert_eq!(link(&format!("http://127.0.0.1:9/paste/{id}/#")), ("http://127.0.0.1:9/".into(), id.into(), None));
        assert_eq!(link(&format!("{id}#a-_b")), ("http://127.0.0.1:8080/".into(), id.into(), key));
    }

    #[test]
    fn refuses_what_is_not_a_paste_link() {
        for text in [
            "https://example.org/",
            "https://example.org/paste/",
            "https://example.org/pastes/abc",
            "../etc/passwd",
            "a b",
            "ftp:x",
            "https://example.org/paste/a%2Fb",
        ] {
            let error = parse(text, SERVER).expect_err(text).to_string();
            assert!(error.contains("is not a paste link"), "{text}: {error}");
        }
    }
}
