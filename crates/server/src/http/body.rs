//! Request bodies read within a limit, and JSON bodies parsed from them: the one reader behind the accounts
//! API's, `/api/me`'s and the paste upload's bodies. Each API words the [`BodyError`] in its own shape.

use std::pin::Pin;

use axum::body::{Body, HttpBody as _};
use axum::http::{HeaderMap, header};
use serde::de::DeserializeOwned;

/// Why a body was not taken.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BodyError {
    /// Past the limit: the bytes announced by `Content-Length` (refused before any was read) or read so far.
    TooLarge { bytes: u64 },
    /// The client went away mid-body, or the upload budget was spent (`crate::upload_budget` answers that).
    Unreadable,
    /// A JSON body sent without `Content-Type: application/json`. A page on another site can POST only
    /// `text/plain`, form or multipart bodies without the browser asking this server first (a CORS preflight),
    /// so requiring the type keeps such bodies from ever reaching a handler.
    NotJson,
    /// Not JSON of the expected shape; serde's description, which names the place.
    BadJson(String),
}

/// The whole body, refused once it passes `limit` bytes (at once when `Content-Length` says it will), so a
/// huge upload is never held in memory.
pub async fn read(headers: &HeaderMap, mut body: Body, limit: usize) -> Result<Vec<u8>, BodyError> {
    let limit = u64::try_from(limit).unwrap_or(u64::MAX);
    let announced = headers.get(header::CONTENT_LENGTH).and_then(|v| v.to_str().ok()).and_then(|v| v.parse().ok());
    if let Some(bytes) = announced.filter(|&length: &u64| length > limit) {
        return Err(BodyError::TooLarge { bytes });
    }
    let mut bytes = Vec::new();
    let mut read: u64 = 0;
    while let Some(frame) = std::future::poll_fn(|cx| Pin::new(&mut body).poll_frame(cx)).await {
        let frame = frame.map_err(|_| BodyError::Unreadable)?;
        if let Ok(data) = frame.into_data() {
            read = read.saturating_add(u64::try_from(data.len()).unwrap_or(u64::MAX));
            if read > limit {
                return Err(BodyError::TooLarge { bytes: read });
            }
            bytes.extend_from_slice(&data);
        }
    }
    Ok(bytes)
}

/// A JSON body of type `T` within `limit` bytes, sent as `application/json`. `empty_is` stands for a body of
/// whitespace alone (the accounts API takes it as `{}`, like GoTrue), which then needs no type.
pub async fn read_json<T: DeserializeOwned>(
    headers: &HeaderMap,
    body: Body,
    limit: usize,
    empty_is: Option<&str>,
) -> Result<T, BodyError> {
    let json = super::is_json(headers);
    let bytes = read(headers, body, limit).await?;
    let text = match empty_is {
        Some(empty) if bytes.iter().all(u8::is_ascii_whitespace) => empty.as_bytes(),
        _ if json => &bytes[..],
        _ => return Err(BodyError::NotJson),
    };
    serde_json::from_slice(text).map_err(|error| BodyError::BadJson(error.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        pairs
            .iter()
            .map(|(name, value)| (header::HeaderName::from_static(name), value.parse().expect("a value")))
            .collect()
    }

    #[tokio::test]
    async fn a_body_is_read_within_its_limit() {
        let none = HeaderMap::new();
        assert_eq!(read(&none, Body::from("12345"), 5).await, Ok(b"12345".to_vec()));
        assert_eq!(read(&none, Body::from("123456"), 5).await, Err(BodyError::TooLarge { bytes: 6 }));
        // Announced too large: refused before a byte is read (this body is never polled).
        let announced = headers(&[("content-length", "2147483648")]);
        assert_eq!(read(&announced, Body::from("x"), 5).await, Err(BodyError::TooLarge { bytes: 2_147_483_648 }));
    }

    #[tokio::test]
    async fn json_needs_its_type_and_its_shape() {
        let json = headers(&[("content-type", "Application/JSON; charset=UTF-8")]);
        let text = headers(&[("content-type", "text/plain")]);
        let parsed: Result<Vec<u8>, _> = read_json(&json, Body::from("[1,2]"), 100, None).await;
        assert_eq!(parsed, Ok(vec![1, 2]));
        let refused: Result<Vec<u8>, _> = read_json(&text, Body::from("[1,2]"), 100, None).await;
        assert_eq!(refused, Err(BodyError::NotJson));
        let bad: Result<Vec<u8>, _> = read_json(&json, Body::from("[1,"), 100, None).await;
        assert_eq!(bad, Err(BodyError::BadJson("EOF while parsing a value at line 1 column 3".to_owned())));
        // Where an empty body stands for `{}`, it needs no type, but anything more does.
        let empty: Result<serde_json::Value, _> =
            read_json(&HeaderMap::new(), Body::from(" \n"), 100, Some("{}")).await;
        assert_eq!(empty, Ok(serde_json::json!({})));
        for typed in [text, HeaderMap::new()] {
            let untyped: Result<serde_json::Value, _> = read_json(&typed, Body::from("{}"), 100, Some("{}")).await;
            assert_eq!(untyped, Err(BodyError::NotJson));
        }
    }
}
