use super::*;
use proptest::prelude::*;

fn convert(markdown: &str, options: &MarkdownOptions) -> String {
    markdown_to_html(markdown, options).expect("converts").html
}

fn with(change: impl FnOnce(&mut MarkdownOptions)) -> MarkdownOptions {
    let mut options = MarkdownOptions::default();
    change(&mut options);
    options
}

fn defaults(markdown: &str) -> String {
    convert(markdown, &MarkdownOptions::default())
}

#[test]
fn defaults_are_the_specs() {
    let options = MarkdownOptions::default();
    assert!(options.escape_html);
    assert!(!options.generate_toc);
    assert!(options.add_target_blank);
    assert!(options.enable_tables);
    assert!(options.enable_code_highlight);
    assert!(options.enable_strikethrough);
    assert!(options.enable_task_lists);
    assert!(!options.wrap_in_html);
}

#[cfg(feature = "json")]
#[test]
fn options_come_from_camel_case_json_and_missing_fields_take_the_defaults() {
    let options: MarkdownOptions =
        serde_json::from_str(r#"{"escapeHtml": false, "generateToc": true}"#).expect("deserializes");
    assert_eq!(
        options,
        with(|o| {
            o.escape_html = false;
            o.generate_toc = true;
        })
    );
}

#[test]
fn the_specs_conversion_rules() {
    assert_eq!(defaults("# One\n###### Six"), "<h1>One</h1>\n<h6>Six</h6>\n");
    assert_eq!(defaults("a\n\n---\n\nb\n\n***"), "<p>a</p>\n<hr />\n<p>b</p>\n<hr />\n");
    assert_eq!(
        defaults("**b** __b__ *i* _i_ `c`"),
        "<p><strong>b</strong> <strong>b</strong> <em>i</em> <em>i</em> <code>c</code></p>\n"
    );
    assert_eq!(defaults("> quoted"), "<blockquote>\n<p>quoted</p>\n</blockquote>\n");
    assert_eq!(defaults("- a\n- b"), "<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n");
    assert_eq!(defaults("* a\n\n+ b"), "<ul>\n<li>a</li>\n</ul>\n<ul>\n<li>b</li>\n</ul>\n");
    assert_eq!(defaults("1. a\n2. b"), "<ol>\n<li>a</li>\n<li>b</li>\n</ol>\n");
    assert_eq!(defaults("one\n\ntwo"), "<p>one</p>\n<p>two</p>\n");
    assert_eq!(defaults("![alt](pic.png)"), "<p><img src=\"pic.png\" alt=\"alt\" /></p>\n");
}

#[test]
fn fenced_code_content_is_escaped() {
    assert_eq!(
        defaults("```html\n<b>x</b> & y\n```"),
        "<pre><code class=\"language-html\">&lt;b&gt;x&lt;/b&gt; &amp; y\n</code></pre>\n"
    );
}

#[test]
fn escape_html_shows_raw_html_as_text() {
    let html = defaults("<div class=\"x\">block</div>\n\ninline <b>bold</b>");
    assert_eq!(html, "&lt;div class=&quot;x&quot;&gt;block&lt;/div&gt;\n<p>inline &lt;b&gt;bold&lt;/b&gt;</p>\n");
}

#[test]
fn without_escape_html_raw_html_passes_through() {
    let options = with(|o| o.escape_html = false);
    let html = convert("<div class=\"x\">block</div>\n\ninline <b>bold</b>", &options);
    assert_eq!(html, "<div class=\"x\">block</div>\n<p>inline <b>bold</b></p>\n");
}

#[test]
fn xss_payloads_come_out_escaped_by_default() {
    let payloads = [
        "<script>window.__pwned=1</script>",
        "<img src=x onerror=\"window.__pwned=1\">",
        "<svg onload=\"window.__pwned=1\"><circle r=\"1\"/></svg>",
        "text <script>alert(1)</script> text",
        "text <img src=x onerror=alert(1)> text",
        "<iframe src=\"javascript:alert(1)\"></iframe>",
        "<a href=\"javascript:alert(1)\">x</a>",
    ];
    for payload in payloads {
        let html = defaults(payload);
        for live in ["<script", "<img src=\"x\"", "<img src=x", "<svg", "<iframe", "<a href=\"javascript"] {
            assert!(!html.contains(live), "{payload:?} gave live markup {live:?}: {html}");
        }
        assert!(html.contains("&lt;"), "{payload:?} should be shown as text: {html}");
    }
}

#[test]
fn dangerous_link_destinations_are_never_live_links() {
    let sources = [
        "[x](javascript:window.__pwned=1)",
        "[x](JavaScript:alert(1))",
        "[x](&#106;avascript:alert(1))",
        "[x](vbscript:msgbox(1))",
        "[x](file:///etc/passwd)",
        "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
        "<javascript:alert(1)>",
        "[x][r]\n\n[r]: javascript:alert(1)",
    ];
    for escape_html in [true, false] {
        let options = with(|o| o.escape_html = escape_html);
        for source in sources {
            let html = convert(source, &options);
            assert!(html.contains("<a href=\"\""), "{source:?} (escape {escape_html}): {html}");
            let lower = html.to_ascii_lowercase();
            for scheme in ["javascript:", "vbscript:", "file:", "data:text"] {
                assert!(!lower.contains(&format!("href=\"{scheme}")), "{source:?}: {html}");
            }
        }
    }
    // A tab inside the scheme is percent-encoded, so the browser cannot read it as `javascript:`.
    let html = defaults("[x](<java&#9;script:alert(1)>)");
    assert!(html.contains("href=\"java%09script:"), "{html}");
    // Safe destinations and inline images stay.
    assert!(defaults("[x](https://example.com/?a=1&b=2)").contains("href=\"https://example.com/?a=1&amp;b=2\""));
    assert!(defaults("![x](data:image/png;base64,AAAA)").contains("src=\"data:image/png;base64,AAAA\""));
}

#[test]
fn links_open_in_a_new_tab_safely_and_images_are_untouched() {
    let html = defaults("[site](https://example.com \"Title\") <https://a.example> www.b.example ![i](p.png)");
    assert_eq!(
        html,
        "<p><a href=\"https://example.com\" title=\"Title\" target=\"_blank\" rel=\"noopener noreferrer\">site</a> \
         <a href=\"https://a.example\" target=\"_blank\" rel=\"noopener noreferrer\">https://a.example</a> \
         <a href=\"http://www.b.example\" target=\"_blank\" rel=\"noopener noreferrer\">www.b.example</a> \
         <img src=\"p.png\" alt=\"i\" /></p>\n"
    );
    let html = convert("[site](https://example.com)", &with(|o| o.add_target_blank = false));
    assert_eq!(html, "<p><a href=\"https://example.com\">site</a></p>\n");
}

#[test]
fn tables_follow_their_switch() {
    let source = "| a | b |\n|---|:-:|\n| 1 | 2 |";
    let on = defaults(source);
    assert!(on.starts_with("<table>\n<thead>\n<tr>\n<th>a</th>\n<th align=\"center\">b</th>"), "{on}");
    assert!(on.contains("<td>1</td>"));
    let off = convert(source, &with(|o| o.enable_tables = false));
    assert_eq!(off, "<p>| a | b |\n|---|:-:|\n| 1 | 2 |</p>\n");
}

#[test]
fn strikethrough_follows_its_switch() {
    assert_eq!(defaults("~~gone~~"), "<p><del>gone</del></p>\n");
    assert_eq!(convert("~~gone~~", &with(|o| o.enable_strikethrough = false)), "<p>~~gone~~</p>\n");
}

#[test]
fn task_lists_are_disabled_checkboxes_when_on() {
    assert_eq!(
        defaults("- [x] done\n- [ ] todo"),
        "<ul>\n<li><input type=\"checkbox\" checked=\"\" disabled=\"\" /> done</li>\n\
         <li><input type=\"checkbox\" disabled=\"\" /> todo</li>\n</ul>\n"
    );
    assert_eq!(
        convert("- [x] done\n- [ ] todo", &with(|o| o.enable_task_lists = false)),
        "<ul>\n<li>[x] done</li>\n<li>[ ] todo</li>\n</ul>\n"
    );
}

#[test]
fn code_highlighting_is_a_language_class() {
    let source = "```rust title=x\nfn main() {}\n```\n\n```\nplain\n```";
    assert_eq!(
        defaults(source),
        "<pre><code class=\"language-rust\">fn main() {}\n</code></pre>\n<pre><code>plain\n</code></pre>\n"
    );
    assert_eq!(
        convert(source, &with(|o| o.enable_code_highlight = false)),
        "<pre><code>fn main() {}\n</code></pre>\n<pre><code>plain\n</code></pre>\n"
    );
}

#[test]
fn headings_have_ids_only_with_the_table_of_contents() {
    assert_eq!(defaults("## Hello, World!"), "<h2>Hello, World!</h2>\n");
    let html = convert("## Hello, World!", &with(|o| o.generate_toc = true));
    assert!(html.ends_with("<h2 id=\"hello-world\">Hello, World!</h2>\n"), "{html}");
}

#[test]
fn table_of_contents_lists_every_heading_before_the_content() {
    let source =
        "# Intro\n\ntext\n\n## Set *up*\n\n### Intro\n\n> #### Quoted <b>\n\nSetext\n---\n\n## Intro\n\n## !!!";
    let html = convert(source, &with(|o| o.generate_toc = true));
    let expected_toc = "<nav class=\"toc\" aria-label=\"Table of contents\">\n<p class=\"toc-title\">Table of Contents</p>\n<ul>\n\
        <li class=\"toc-level-1\"><a href=\"#intro\">Intro</a></li>\n\
        <li class=\"toc-level-2\"><a href=\"#set-up\">Set up</a></li>\n\
        <li class=\"toc-level-3\"><a href=\"#intro-1\">Intro</a></li>\n\
        <li class=\"toc-level-4\"><a href=\"#quoted-b\">Quoted &lt;b&gt;</a></li>\n\
        <li class=\"toc-level-2\"><a href=\"#setext\">Setext</a></li>\n\
        <li class=\"toc-level-2\"><a href=\"#intro-2\">Intro</a></li>\n\
        <li class=\"toc-level-2\"><a href=\"#section\">!!!</a></li>\n\
        </ul>\n</nav>\n";
    assert!(html.starts_with(expected_toc), "{html}");
    let content = &html[expected_toc.len()..];
    for heading in [
        "<h1 id=\"intro\">Intro</h1>",
        "<h2 id=\"set-up\">Set <em>up</em></h2>",
        "<h3 id=\"intro-1\">Intro</h3>",
        "<h4 id=\"quoted-b\">Quoted &lt;b&gt;</h4>",
        "<h2 id=\"setext\">Setext</h2>",
        "<h2 id=\"intro-2\">Intro</h2>",
        "<h2 id=\"section\">!!!</h2>",
    ] {
        assert!(content.contains(heading), "missing {heading} in {content}");
    }
    // Links in the table of contents stay in the page, even with new-tab links on.
    assert!(!html[..expected_toc.len()].contains("target="));
}

#[test]
fn table_of_contents_is_left_out_when_there_are_no_headings() {
    assert_eq!(convert("just text", &with(|o| o.generate_toc = true)), "<p>just text</p>\n");
}

#[test]
fn wrap_in_html_gives_a_complete_english_utf8_page() {
    let html = convert("# Hi", &with(|o| o.wrap_in_html = true));
    assert!(html.starts_with("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"UTF-8\">\n"), "{html}");
    assert!(html.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1.0\">"));
    assert!(html.contains("<title>Converted from Markdown</title>"));
    assert!(html.contains("<style>\nbody {"));
    assert!(html.contains("<body>\n<h1>Hi</h1>\n</body>\n</html>\n"));
    assert!(!defaults("# Hi").contains("<html"));
    // The table of contents goes inside the body.
    let both = convert(
        "# Hi",
        &with(|o| {
            o.wrap_in_html = true;
            o.generate_toc = true;
        }),
    );
    assert!(both.contains("<body>\n<nav class=\"toc\""), "{both}");
}

#[test]
fn statistics_count_words_lines_and_utf8_bytes() {
    let markdown = "# Héllo  wörld\n\n- one\ttwo\n";
    let converted = markdown_to_html(markdown, &MarkdownOptions::default()).expect("converts");
    assert_eq!(
        converted.stats,
        MarkdownStats { markdown_size: 28, html_size: converted.html.len(), line_count: 4, word_count: 6 }
    );
    assert_eq!(converted.html, "<h1>Héllo  wörld</h1>\n<ul>\n<li>one\ttwo</li>\n</ul>\n");
    assert_eq!(converted.stats.html_size, 52, "é and ö are two bytes each");
    // The statistics measure what is delivered: the wrapper counts.
    let wrapped = markdown_to_html(markdown, &with(|o| o.wrap_in_html = true)).expect("converts");
    assert_eq!(wrapped.stats.html_size, wrapped.html.len());
    assert!(wrapped.stats.html_size > converted.stats.html_size);
}

#[cfg(feature = "json")]
#[test]
fn results_serialize_in_camel_case() {
    let converted = markdown_to_html("a b", &MarkdownOptions::default()).expect("converts");
    assert_eq!(
        serde_json::to_string(&converted).expect("serializes"),
        r#"{"html":"<p>a b</p>\n","stats":{"markdownSize":3,"htmlSize":11,"lineCount":1,"wordCount":2}}"#
    );
}

#[test]
fn blank_input_is_refused_with_the_specs_message() {
    for blank in ["", "   ", "\n\t\n"] {
        let error = markdown_to_html(blank, &MarkdownOptions::default()).expect_err("blank");
        assert_eq!(error, MarkdownError::InputRequired);
        assert_eq!(error.to_string(), "Please enter Markdown content to convert");
    }
    assert_eq!(
        MarkdownError::ConversionFailed.to_string(),
        "An error occurred while converting Markdown. Please check your input."
    );
}

#[test]
fn strict_commonmark_passes_everything_through() {
    assert_eq!(commonmark_to_html("<b>x</b> ~~y~~ www.z.example"), "<p><b>x</b> ~~y~~ www.z.example</p>\n");
    assert_eq!(commonmark_to_html("[a](javascript:x)"), "<p><a href=\"javascript:x\">a</a></p>\n");
    assert_eq!(commonmark_to_html("| a |\n|---|\n| b |"), "<p>| a |\n|---|\n| b |</p>\n");
}

#[test]
fn footnotes_work() {
    let html = defaults("Note[^1].\n\n[^1]: The note.");
    assert!(html.contains("<sup class=\"footnote-ref\"><a href=\"#fn-1\""), "{html}");
    assert!(html.contains("<section class=\"footnotes\" data-footnotes>"), "{html}");
}

/// The only tags the tool writes itself; with Escape HTML on nothing else may appear.
const OWN_TAGS: &[&str] = &[
    "a",
    "blockquote",
    "br",
    "code",
    "del",
    "em",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "hr",
    "img",
    "input",
    "li",
    "nav",
    "ol",
    "p",
    "pre",
    "section",
    "strong",
    "sup",
    "table",
    "tbody",
    "td",
    "th",
    "thead",
    "tr",
    "ul",
];

fn tag_names(html: &str) -> Vec<String> {
    html.match_indices('<')
        .filter_map(|(at, _)| {
            let name: String =
                html[at + 1..].trim_start_matches('/').chars().take_while(|c| c.is_ascii_alphanumeric()).collect();
            (!name.is_empty()).then(|| name.to_ascii_lowercase())
        })
        .collect()
}

/// Attribute names of every tag (values are always double-quoted in the output).
fn attribute_names(html: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut rest = html;
    while let Some(open) = rest.find('<') {
        rest = &rest[open + 1..];
        let name_end = rest.find(|c: char| c.is_whitespace() || c == '>' || c == '/').unwrap_or(rest.len());
        rest = &rest[name_end..];
        loop {
            rest = rest.trim_start();
            if rest.is_empty() || rest.starts_with('>') || rest.starts_with("/>") {
                break;
            }
            let end = rest.find(|c: char| c == '=' || c.is_whitespace() || c == '>').unwrap_or(rest.len());
            names.push(rest[..end].to_ascii_lowercase());
            rest = &rest[end..];
            if let Some(value) = rest.strip_prefix("=\"") {
                rest = value.find('"').map_or("", |close| &value[close + 1..]);
            }
        }
    }
    names
}

fn markdownish() -> impl Strategy<Value = String> {
    let pieces = prop::sample::select(vec![
        "<script>",
        "</script>",
        "<img src=x onerror=alert(1)>",
        "<svg onload=alert(1)>",
        "<a href=\"javascript:x\">",
        "[l](javascript:alert(1))",
        "[l](<javascript:x>)",
        "![i](javascript:x)",
        "<javascript:x>",
        "<!--",
        "-->",
        "<div>",
        "</div>",
        "`",
        "```",
        "\n",
        "\n\n",
        " ",
        "# ",
        "> ",
        "- ",
        "1. ",
        "| a | b |\n|---|---|\n",
        "*",
        "_",
        "~~",
        "[x]",
        "[ ] ",
        "&#106;",
        "&lt;",
        "\\",
        "\"",
        "'",
        "=",
        "on",
        "error",
        "javascript:",
        "<",
        ">",
        "www.x.io",
        "a",
        "é",
        "\t",
        "<![CDATA[",
        "<?php",
        "<style>",
        "<iframe>",
        "<textarea>",
    ]);
    prop::collection::vec(pieces, 0..40).prop_map(|pieces| pieces.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// Safe default: whatever the Markdown, only the tool's own tags come out, and no link or image is live
    /// with a script URL.
    #[test]
    fn escape_on_never_lets_markup_or_script_urls_through(source in markdownish(), toc: bool) {
        prop_assume!(!source.trim().is_empty());
        let options = with(|o| { o.generate_toc = toc; });
        let html = convert(&source, &options);
        for name in tag_names(&html) {
            prop_assert!(OWN_TAGS.contains(&name.as_str()), "tag <{}> from {:?}: {}", name, source, html);
        }
        let lower = html.to_ascii_lowercase();
        prop_assert!(!lower.contains("href=\"javascript:") && !lower.contains("src=\"javascript:"), "{}", html);
        for name in attribute_names(&html) {
            prop_assert!(!name.starts_with("on"), "event handler {} from {:?}: {}", name, source, html);
        }
    }

    /// Statistics always describe the input and the returned HTML.
    #[test]
    fn statistics_match_input_and_output(source in markdownish(), wrap: bool) {
        prop_assume!(!source.trim().is_empty());
        let converted = markdown_to_html(&source, &with(|o| o.wrap_in_html = wrap)).expect("converts");
        prop_assert_eq!(converted.stats.markdown_size, source.len());
        prop_assert_eq!(converted.stats.html_size, converted.html.len());
        prop_assert_eq!(converted.stats.line_count, source.matches('\n').count() + 1);
        prop_assert_eq!(converted.stats.word_count, source.split_whitespace().count());
    }
}
