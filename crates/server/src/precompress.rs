//! Which compressed copy of a web app file to send: the request's `Accept-Encoding` against the copies the build
//! made (`web/build/precompress.ts`: brotli at its highest quality and gzip -9, each only when smaller). The
//! server never compresses these files itself: brotli at quality 11 takes seconds per megabyte.

use axum::http::{HeaderMap, HeaderValue, header};

/// Response extension marking a response whose encoding the handler already chose (a static file, possibly
/// precompressed); the generic compression layer leaves such responses alone (see `layers`).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Negotiated;

/// A content coding the server can send.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Coding {
    Brotli,
    Gzip,
}

impl Coding {
    pub(crate) const ALL: [Self; 2] = [Self::Brotli, Self::Gzip];

    /// The suffix of the build's copy in this coding (`app.js` → `app.js.br`).
    pub(crate) fn extension(self) -> &'static str {
        match self {
            Self::Brotli => ".br",
            Self::Gzip => ".gz",
        }
    }

    /// The `Content-Encoding` token.
    pub(crate) fn token(self) -> &'static str {
        match self {
            Self::Brotli => "br",
            Self::Gzip => "gzip",
        }
    }

    pub(crate) fn header_value(self) -> HeaderValue {
        HeaderValue::from_static(self.token())
    }
}

/// The coding to answer with among those `offered`, from the request's `Accept-Encoding` (RFC 9110 §12.5.3): the
/// one the client rates highest, brotli on a tie; none when the client accepts none of them. `q=0` refuses a coding;
/// `*` stands for every coding not named.
pub(crate) fn negotiate(headers: &HeaderMap, offered: &[Coding]) -> Option<Coding> {
    let (mut brotli, mut gzip, mut any) = (None, None, None);
    for value in headers.get_all(header::ACCEPT_ENCODING) {
        let Ok(value) = value.to_str() else { continue };
        for item in value.split(',') {
            let mut parts = item.split(';');
            let coding = parts.next().unwrap_or_default().trim();
            let quality = parts
                .filter_map(|param| param.trim().strip_prefix("q=").or_else(|| param.trim().strip_prefix("Q=")))
                .find_map(|q| q.trim().parse::<f32>().ok())
                .unwrap_or(1.0);
            if coding.eq_ignore_ascii_case("br") {
                brotli = Some(quality);
            } else if coding.eq_ignore_ascii_case("gzip") || coding.eq_ignore_ascii_case("x-gzip") {
                gzip = Some(quality);
            } else if coding == "*" {
                any = Some(quality);
            }
        }
    }
    let quality = |coding: Coding| match coding {
        Coding::Brotli => brotli.or(any).unwrap_or(0.0),
        Coding::Gzip => gzip.or(any).unwrap_or(0.0),
    };
    // `ALL` lists brotli first, and `max_by` keeps the last of equals: walk it backwards so brotli wins a tie.
    Coding::ALL
        .into_iter()
        .rev()
        .filter(|coding| offered.contains(coding) && quality(*coding) > 0.0)
        .max_by(|a, b| quality(*a).total_cmp(&quality(*b)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn accept(value: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(header::ACCEPT_ENCODING, HeaderValue::from_str(value).expect("valid header"));
        headers
    }

    #[test]
    fn negotiation_prefers_brotli_and_respects_q_zero() {
        let both = &Coding::ALL;
        assert_eq!(negotiate(&accept("gzip, deflate, br, zstd"), both), Some(Coding::Brotli));
        assert_eq!(negotiate(&accept("gzip"), both), Some(Coding::Gzip));
        assert_eq!(negotiate(&accept("br;q=0, gzip"), both), Some(Coding::Gzip));
        assert_eq!(negotiate(&accept("br;q=0.5, gzip;q=0.8"), both), Some(Coding::Gzip));
        assert_eq!(negotiate(&accept("*"), both), Some(Coding::Brotli));
        assert_eq!(negotiate(&accept("*;q=0, gzip"), both), Some(Coding::Gzip));
        assert_eq!(negotiate(&accept("identity"), both), None);
        assert_eq!(negotiate(&accept("gzip;q=0, br;q=0"), both), None);
        assert_eq!(negotiate(&HeaderMap::new(), both), None);
    }

    #[test]
    fn negotiation_chooses_among_the_copies_there_are() {
        assert_eq!(negotiate(&accept("gzip, br"), &[Coding::Gzip]), Some(Coding::Gzip));
        assert_eq!(negotiate(&accept("br"), &[Coding::Gzip]), None);
        assert_eq!(negotiate(&accept("gzip, br"), &[]), None);
    }
}
