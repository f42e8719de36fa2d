use super::*;

#[test]
fn encodes_a_component_as_encode_uri_component_does() {
    assert_eq!(encode("a b&c/d", Scope::Component), "a%20b%26c%2Fd");
    assert_eq!(encode("-_.!~*'()", Scope::Component), "-_.!~*'()");
    assert_eq!(encode("café ☕", Scope::Component), "caf%C3%A9%20%E2%98%95");
    assert_eq!(encode("?x=1#y", Scope::Component), "%3Fx%3D1%23y");
}

#[test]
fn encodes_a_whole_url_keeping_its_structure() {
    assert_eq!(
        encode("https://example.com/a b?q=c d&e=€#top", Scope::Url),
        "https://example.com/a%20b?q=c%20d&e=%E2%82%AC#top"
    );
}

#[test]
fn decodes_what_it_encodes() {
    for text in ["a b&c/d", "café ☕ 100%", "https://x.y/?a=b#c", ""] {
        for scope in [Scope::Component, Scope::Url] {
            assert_eq!(decode(&encode(text, scope), scope).as_deref(), Ok(text));
        }
    }
    assert_eq!(decode("a%20b%26c%2Fd", Scope::Component).as_deref(), Ok("a b&c/d"));
    assert_eq!(decode("caf%c3%a9", Scope::Component).as_deref(), Ok("café"));
}

#[test]
fn a_whole_url_keeps_the_escapes_of_its_separators() {
    assert_eq!(decode("/a%2Fb%20c%3Fd", Scope::Url).as_deref(), Ok("/a%2Fb c%3Fd"));
}

#[test]
fn names_a_malformed_escape_and_its_position() {
    let error = decode("abc%G1", Scope::Component).expect_err("refused");
    assert_eq!(error, UrlError::MalformedEscape { position: 4, sequence: "%G1".into() });
    assert_eq!(
        error.to_string(),
        "Malformed percent sequence \"%G1\" at character 4: a % must be followed by two hexadecimal digits."
    );
    // Counted in characters, and a % at the very end.
    assert_eq!(decode("é%", Scope::Url), Err(UrlError::MalformedEscape { position: 2, sequence: "%".into() }));
    assert_eq!(
        decode("100%é", Scope::Component),
        Err(UrlError::MalformedEscape { position: 4, sequence: "%é".into() })
    );
}

#[test]
fn reports_bytes_that_are_not_utf8_with_their_position() {
    let error = decode("ok %C3%28 then", Scope::Component).expect_err("refused");
    assert_eq!(error, UrlError::NotUtf8 { position: 4, sequence: "%C3".into() });
    assert_eq!(error.to_string(), "The escapes at character 4 (%C3) do not decode to UTF-8 text.");
    assert_eq!(decode("a%2Fb%FF", Scope::Url), Err(UrlError::NotUtf8 { position: 6, sequence: "%FF".into() }));
    // A sequence cut short by the end of the input.
    assert_eq!(decode("€%E2%82", Scope::Component), Err(UrlError::NotUtf8 { position: 2, sequence: "%E2%82".into() }));
}

#[test]
fn takes_a_url_apart() {
    let parts = parse("HTTPS://Example.com:8080/a b/c?x=1&y=two+words&x=%26#frag").expect("accepted");
    assert_eq!(parts.href, "https://example.com:8080/a%20b/c?x=1&y=two+words&x=%26#frag");
    assert_eq!(parts.scheme, "https");
    assert_eq!(parts.host, "example.com");
    assert_eq!(parts.port, Some(8080));
    assert_eq!(parts.path, "/a%20b/c");
    assert_eq!(parts.query, "x=1&y=two+words&x=%26");
    assert_eq!(parts.fragment, "frag");
    let param = |name: &str, value: &str| QueryParam { name: name.into(), value: value.into() };
    assert_eq!(parts.params, [param("x", "1"), param("y", "two words"), param("x", "&")]);
    // The scheme's default port is no port.
    assert_eq!(parse("https://example.com:443/").expect("accepted").port, None);
}

#[test]
fn refuses_what_is_not_a_url() {
    assert_eq!(parse("example.com/path"), Err(UrlError::InvalidUrl("relative URL without a base".into())));
    assert_eq!(parse("http://exa mple.com"), Err(UrlError::InvalidUrl("invalid international domain name".into())));
    assert_eq!(parse("").expect_err("refused").to_string(), "Not a valid URL: relative URL without a base.");
}

#[test]
fn rebuilds_a_url_from_edited_parts() {
    let start = "https://example.com/search?q=old#top";
    let mut edit = UrlEdit {
        scheme: "http".into(),
        host: "example.org".into(),
        port: "8080".into(),
        path: "/find me".into(),
        fragment: String::new(),
        params: vec![
            QueryParam { name: "q".into(), value: "a b&c".into() },
            QueryParam { name: "page".into(), value: "2".into() },
        ],
    };
    let parts = rebuild(start, &edit).expect("accepted");
    assert_eq!(parts.href, "http://example.org:8080/find%20me?q=a+b%26c&page=2");
    assert_eq!(parts.params, edit.params);

    edit.params.clear();
    edit.port = String::new();
    assert_eq!(rebuild(start, &edit).expect("accepted").href, "http://example.org/find%20me");

    edit.port = "70000".into();
    assert_eq!(rebuild(start, &edit).expect_err("refused").to_string(), "The URL cannot take this port: 70000");
}

#[test]
fn resolves_a_reference_against_a_base_as_rfc_3986_does() {
    let base = "http://a/b/c/d;p?q";
    let href = |reference: &str| resolve(reference, base).map(|parts| parts.href);
    assert_eq!(href("../g"), Ok("http://a/b/g".to_owned()));
    assert_eq!(href("?y"), Ok("http://a/b/c/d;p?y".to_owned()));
    assert_eq!(href("https://example.com/x"), Ok("https://example.com/x".to_owned()));
    assert_eq!(
        resolve("g", "/relative/base").map_err(|error| error.to_string()),
        Err("Not a valid base URL: relative URL without a base.".to_owned())
    );
}
