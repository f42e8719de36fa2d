//! The languages Penknife speaks, as the server knows them: each one's BCP 47 tag, the path prefix of its pages
//! (English keeps the unprefixed paths), its writing direction, and which one a request's `Accept-Language` asks
//! for. The web app keeps the same list (web/src/lib/i18n/locales.ts); the account mails are written in each
//! (`auth::mail`).

use std::convert::Infallible;
use std::fmt;

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{HeaderMap, header};

/// One of the languages Penknife speaks. The default, and the language of anything not asked for in another, is
/// English.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Locale {
    #[default]
    En,
    Es,
    Fr,
    De,
    /// Brazilian Portuguese, also what any other Portuguese is answered in.
    PtBr,
    Ja,
    /// Simplified Chinese, also what any other Chinese is answered in.
    ZhCn,
    Ar,
}

impl Locale {
    /// Every language, English first, in the order the web app's picker lists them.
    pub const ALL: [Self; 8] = [Self::En, Self::Es, Self::Fr, Self::De, Self::PtBr, Self::Ja, Self::ZhCn, Self::Ar];

    /// The BCP 47 tag, as written in `<html lang>`, `hreflang`, `Content-Language` and the web app's catalogues:
    /// `en`, `es`, `fr`, `de`, `pt-BR`, `ja`, `zh-CN`, `ar`.
    pub const fn tag(self) -> &'static str {
        match self {
            Self::En => "en",
            Self::Es => "es",
            Self::Fr => "fr",
            Self::De => "de",
            Self::PtBr => "pt-BR",
            Self::Ja => "ja",
            Self::ZhCn => "zh-CN",
            Self::Ar => "ar",
        }
    }

    /// The first segment of the language's page paths, without slashes: `""` for English (`/tools/x`), else the
    /// tag in lower case (`es` for `/es/tools/x`, `pt-br`, `zh-cn`).
    pub const fn prefix(self) -> &'static str {
        match self {
            Self::En => "",
            Self::Es => "es",
            Self::Fr => "fr",
            Self::De => "de",
            Self::PtBr => "pt-br",
            Self::Ja => "ja",
            Self::ZhCn => "zh-cn",
            Self::Ar => "ar",
        }
    }

    /// Whether the language is written right to left (Arabic).
    pub const fn is_rtl(self) -> bool {
        matches!(self, Self::Ar)
    }

    /// The value of an HTML `dir` attribute: `ltr` or `rtl`.
    pub const fn dir(self) -> &'static str {
        if self.is_rtl() { "rtl" } else { "ltr" }
    }

    /// The language whose tag is exactly `tag`, regardless of case (`pt-br` is Brazilian Portuguese; `pt` and
    /// `pt-PT` are not).
    pub fn from_tag(tag: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|locale| locale.tag().eq_ignore_ascii_case(tag))
    }

    /// The language whose page paths start with the segment `segment` (`es`, `pt-br`; any case), English for
    /// `""`.
    pub fn from_prefix(segment: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|locale| locale.prefix().eq_ignore_ascii_case(segment))
    }

    /// The language that best serves someone who asks for `range` (one language tag of an `Accept-Language`):
    /// the exact tag first, then the same language (its primary subtag: `pt-PT` is served in Brazilian
    /// Portuguese, `zh-TW` and `zh` in Simplified Chinese, `es-MX` in Spanish, `en-US` in English). `None` for a
    /// language Penknife does not speak, and for `*`.
    pub fn matching(range: &str) -> Option<Self> {
        let range = range.trim();
        let primary = |tag: &str| tag.split('-').next().unwrap_or_default().to_owned();
        Self::from_tag(range).or_else(|| {
            let wanted = primary(range);
            (!wanted.is_empty() && wanted != "*")
                .then(|| Self::ALL.into_iter().find(|locale| primary(locale.tag()).eq_ignore_ascii_case(&wanted)))
                .flatten()
        })
    }

    /// The language an `Accept-Language` value asks for: its ranges from the highest quality down (equal
    /// qualities in the order written; `q=0` and malformed entries ignored), the first one [`Self::matching`] a
    /// language of ours. A `*` before any of ours, or nothing ours at all, is `None`.
    pub fn negotiate(accept_language: &str) -> Option<Self> {
        let mut ranges: Vec<(&str, u16)> = accept_language.split(',').filter_map(weighted_range).collect();
        // Stable: among equal qualities the order written stands.
        ranges.sort_by_key(|&(_, quality)| std::cmp::Reverse(quality));
        for (range, _) in ranges {
            if range == "*" {
                return None;
            }
            if let Some(locale) = Self::matching(range) {
                return Some(locale);
            }
        }
        None
    }

    /// The language of a request: what its `Accept-Language` header (or headers) ask for, English otherwise.
    pub fn from_accept_language(headers: &HeaderMap) -> Self {
        let values: Vec<&str> =
            headers.get_all(header::ACCEPT_LANGUAGE).iter().filter_map(|value| value.to_str().ok()).collect();
        Self::negotiate(&values.join(",")).unwrap_or_default()
    }
}

/// One entry of an `Accept-Language` list: its range and its quality in thousandths, or `None` for an empty or
/// malformed entry or one that is not acceptable (`q=0`).
fn weighted_range(entry: &str) -> Option<(&str, u16)> {
    let mut fields = entry.split(';');
    let range = fields.next()?.trim();
    if range.is_empty() {
        return None;
    }
    let mut quality = 1000;
    for parameter in fields {
        let (name, value) = parameter.split_once('=')?;
        if name.trim().eq_ignore_ascii_case("q") {
            quality = parse_quality(value.trim())?;
        }
    }
    (quality > 0).then_some((range, quality))
}

/// An RFC 9110 qvalue (`0`, `0.5`, `0.125`, `1`, `1.000`) in thousandths.
fn parse_quality(value: &str) -> Option<u16> {
    let (whole, fraction) = value.split_once('.').unwrap_or((value, ""));
    if fraction.len() > 3 || !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let thousandths = format!("{fraction:0<3}").parse::<u16>().ok()?;
    match whole {
        "0" => Some(thousandths),
        "1" if thousandths == 0 => Some(1000),
        _ => None,
    }
}

impl fmt::Display for Locale {
    /// The tag.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

/// A handler's `locale: Locale` argument: the request's language ([`Locale::from_accept_language`]); never
/// refuses a request.
impl<S: Send + Sync> FromRequestParts<S> for Locale {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        Ok(Self::from_accept_language(&parts.headers))
    }
}

#[cfg(test)]
mod tests {
    use axum::http::HeaderValue;

    use super::*;

    #[test]
    fn each_language_has_its_tag_prefix_and_direction() {
        let described: Vec<_> =
            Locale::ALL.iter().map(|locale| (locale.tag(), locale.prefix(), locale.dir())).collect();
        assert_eq!(
            described,
            [
                ("en", "", "ltr"),
                ("es", "es", "ltr"),
                ("fr", "fr", "ltr"),
                ("de", "de", "ltr"),
                ("pt-BR", "pt-br", "ltr"),
                ("ja", "ja", "ltr"),
                ("zh-CN", "zh-cn", "ltr"),
                ("ar", "ar", "rtl"),
            ]
        );
        assert_eq!(Locale::ALL.iter().filter(|locale| locale.is_rtl()).collect::<Vec<_>>(), [&Locale::Ar]);
        assert_eq!(Locale::default(), Locale::En);
        assert_eq!(Locale::PtBr.to_string(), "pt-BR");
        for locale in Locale::ALL {
            assert_eq!(Locale::from_tag(locale.tag()), Some(locale));
            assert_eq!(Locale::from_tag(&locale.tag().to_uppercase()), Some(locale));
            assert_eq!(Locale::from_prefix(locale.prefix()), Some(locale));
            // A prefix is the tag in lower case (English has none).
            assert!(locale == Locale::En || locale.prefix() == locale.tag().to_lowercase());
        }
        assert_eq!(Locale::from_prefix("PT-BR"), Some(Locale::PtBr));
        assert_eq!(Locale::from_prefix("tools"), None);
        assert_eq!(Locale::from_prefix("en"), None, "English pages have no prefix");
        assert_eq!(Locale::from_tag("pt"), None);
    }

    #[test]
    fn a_range_matches_its_exact_tag_then_its_language() {
        let cases = [
            ("es", Some(Locale::Es)),
            ("ES", Some(Locale::Es)),
            ("es-MX", Some(Locale::Es)),
            ("es-419", Some(Locale::Es)),
            ("pt-BR", Some(Locale::PtBr)),
            ("pt-br", Some(Locale::PtBr)),
            ("pt-PT", Some(Locale::PtBr)),
            ("pt", Some(Locale::PtBr)),
            ("zh", Some(Locale::ZhCn)),
            ("zh-TW", Some(Locale::ZhCn)),
            ("zh-Hant-HK", Some(Locale::ZhCn)),
            ("zh-cn", Some(Locale::ZhCn)),
            ("en-US", Some(Locale::En)),
            ("en-XA", Some(Locale::En)),
            ("de-CH", Some(Locale::De)),
            ("fr-CA", Some(Locale::Fr)),
            ("ja-JP", Some(Locale::Ja)),
            ("ar-EG", Some(Locale::Ar)),
            ("it", None),
            ("*", None),
            ("", None),
            ("-", None),
            ("e", None),
            ("english", None),
        ];
        for (range, expected) in cases {
            assert_eq!(Locale::matching(range), expected, "{range:?}");
        }
    }

    #[test]
    fn accept_language_is_read_by_quality_then_order() {
        let cases = [
            ("es", Some(Locale::Es)),
            ("  fr  ", Some(Locale::Fr)),
            ("de-DE,de;q=0.9,en;q=0.8", Some(Locale::De)),
            // Quality before order.
            ("en;q=0.5, ja", Some(Locale::Ja)),
            ("en;q=0.5,ar;q=0.7,es;q=0.6", Some(Locale::Ar)),
            // Equal qualities keep the order written.
            ("fr;q=0.8, de;q=0.8", Some(Locale::Fr)),
            ("de;q=0.8, fr;q=0.800", Some(Locale::De)),
            // Languages we do not speak are passed over.
            ("it-IT, it;q=0.9, pt-PT;q=0.8, en;q=0.5", Some(Locale::PtBr)),
            ("nl, zh-TW;q=0.3", Some(Locale::ZhCn)),
            // The exact tag of an earlier range wins over the same language later.
            ("pt-BR;q=1.0, pt-PT;q=0.9", Some(Locale::PtBr)),
            // Not acceptable at all.
            ("es;q=0, fr;q=0.1", Some(Locale::Fr)),
            ("es;q=0.000", None),
            // A wildcard first: any language, so the default.
            ("*, es;q=0.9", None),
            ("es;q=0.9, *", None),
            ("es, *;q=0.1", Some(Locale::Es)),
            ("it, *;q=0.5, ja;q=0.4", None),
            // Other parameters and spacing.
            ("ja ; q = 0.7 , ko", Some(Locale::Ja)),
            ("ar;foo=bar", Some(Locale::Ar)),
            // Malformed entries are skipped, not fatal.
            ("es;q=2, fr", Some(Locale::Fr)),
            ("es;q=0.5555, de;q=0.1", Some(Locale::De)),
            ("es;q=abc, ja;q=0.2", Some(Locale::Ja)),
            ("es;q, ar;q=0.2", Some(Locale::Ar)),
            ("es;q=1.5, zh", Some(Locale::ZhCn)),
            (",,;, ,fr", Some(Locale::Fr)),
            ("", None),
            ("it, nl, ko", None),
        ];
        for (value, expected) in cases {
            assert_eq!(Locale::negotiate(value), expected, "{value:?}");
        }
    }

    #[test]
    fn qualities_follow_rfc_9110() {
        for (value, expected) in [
            ("1", Some(1000)),
            ("1.", Some(1000)),
            ("1.000", Some(1000)),
            ("0", Some(0)),
            ("0.5", Some(500)),
            ("0.05", Some(50)),
            ("0.125", Some(125)),
            ("1.001", None),
            ("0.1234", None),
            ("2", None),
            (".5", None),
            ("0.-1", None),
            ("", None),
        ] {
            assert_eq!(parse_quality(value), expected, "{value:?}");
        }
    }

    #[test]
    fn a_request_without_a_language_of_ours_is_in_english() {
        let mut headers = HeaderMap::new();
        assert_eq!(Locale::from_accept_language(&headers), Locale::En);
        headers.insert(header::ACCEPT_LANGUAGE, HeaderValue::from_static("sv-SE, sv;q=0.9"));
        assert_eq!(Locale::from_accept_language(&headers), Locale::En);
        // Several header fields read as one list.
        headers.append(header::ACCEPT_LANGUAGE, HeaderValue::from_static("pt-PT;q=0.5"));
        assert_eq!(Locale::from_accept_language(&headers), Locale::PtBr);
        // A value that is not visible ASCII is ignored.
        let mut headers = HeaderMap::new();
        headers.insert(header::ACCEPT_LANGUAGE, HeaderValue::from_bytes(b"\xe6\x97\xa5, ja").expect("opaque"));
        assert_eq!(Locale::from_accept_language(&headers), Locale::En);
        headers.append(header::ACCEPT_LANGUAGE, HeaderValue::from_static("ar"));
        assert_eq!(Locale::from_accept_language(&headers), Locale::Ar);
    }
}
