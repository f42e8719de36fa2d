//! The paste API as the CLI uses it: create, read, and open (which burns a burn-after-reading paste). Every
//! failure becomes a message for the user: the server's own `{"error","message"}` text when it sent one.

use anyhow::{Context as _, anyhow, bail};
use penknife_core::paste::{Expiry, Language, Sealed};
use reqwest::blocking::{Client, RequestBuilder, Response};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::time::Duration;
use url::Url;

/// `POST /api/pastes`: exactly one of `content` (public) or `encrypted` (private, with title and language inside).
#[derive(Debug, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NewPaste<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub content: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub language: Option<Language>,
    pub expires_in: Expiry,
    pub burn_after_reading: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub encrypted: Option<Sealed>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Created {
    pub url: String,
    pub delete_token: String,
    pub expires_at: Option<String>,
}

/// A paste as `GET /api/pastes/{id}` and `POST …/open` answer it (the fields the CLI reads).
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PasteView {
    pub content: Option<String>,
    pub private: bool,
    /// A private paste that needs a password too (known before a burn-after-reading paste is opened).
    #[serde(default)]
    pub password_protected: bool,
    pub encrypted: Option<Sealed>,
    pub burn_after_reading: bool,
}

#[derive(Debug, Deserialize)]
struct ApiError {
    message: String,
}

#[derive(Debug)]
pub struct Server {
    /// The site's root, ending with `/` so that API paths join under it.
    base: Url,
    client: Client,
}

impl Server {
    pub fn new(mut base: Url) -> anyhow::Result<Self> {
        if !matches!(base.scheme(), "http" | "https") || base.cannot_be_a_base() {
            bail!("'{base}' is not a server address: give one like http://127.0.0.1:8080");
        }
        if !base.path().ends_with('/') {
            base.set_path(&format!("{}/", base.path()));
        }
        base.set_query(None);
        base.set_fragment(None);
        let client = Client::builder()
            .user_agent(concat!("penknife/", env!("CARGO_PKG_VERSION")))
            .connect_timeout(Duration::from_secs(10))
            .timeout(Duration::from_secs(120))
            .build()
            .context("could not set up the HTTP client")?;
        Ok(Self { base, client })
    }

    /// `--server` / `PENKNIFE_SERVER` text.
    pub fn parse(text: &str) -> anyhow::Result<Self> {
        let base = Url::parse(text.trim())
            .map_err(|_| anyhow!("'{text}' is not a server address: give one like http://127.0.0.1:8080"))?;
        Self::new(base)
    }

    pub fn create(&self, paste: &NewPaste<'_>) -> anyhow::Result<Created> {
        self.call(self.client.post(self.url("api/pastes")?).json(paste))
    }

    /// Reads a paste; a burn-after-reading one answers its metadata only.
    pub fn get(&self, id: &str) -> anyhow::Result<PasteView> {
        self.call(self.client.get(self.url(&format!("api/pastes/{id}"))?))
    }

    /// Reads a paste whole, deleting it if it burns after reading.
    pub fn open(&self, id: &str) -> anyhow::Result<PasteView> {
        self.call(self.client.post(self.url(&format!("api/pastes/{id}/open"))?))
    }

    fn url(&self, path: &str) -> anyhow::Result<Url> {
        self.base.join(path).with_context(|| format!("cannot make a URL from {} and {path}", self.base))
    }

    fn call<T: DeserializeOwned>(&self, request: RequestBuilder) -> anyhow::Result<T> {
        let response = request.send().map_err(|error| self.unreachable(&error))?;
        let response = self.check(response)?;
        response.json().map_err(|_| anyhow!("{} did not answer like a Penknife server", self.base))
    }

    fn check(&self, response: Response) -> anyhow::Result<Response> {
        let status = response.status();
        if status.is_success() {
            return Ok(response);
        }
        match response.json::<ApiError>() {
            Ok(error) => Err(anyhow!(error.message)),
            Err(_) => Err(anyhow!("the server at {} answered {status}", self.base)),
        }
    }

    fn unreachable(&self, error: &reqwest::Error) -> anyhow::Error {
        // reqwest's own text names the URL; the innermost cause says what went wrong ("Connection refused").
        let mut cause: &dyn std::error::Error = error;
        while let Some(source) = cause.source() {
            cause = source;
        }
        if error.is_timeout() {
            anyhow!("the Penknife server at {} did not answer in time", self.base)
        } else {
            anyhow!("cannot reach the Penknife server at {} ({cause}): is it running there?", self.base)
        }
    }
}
