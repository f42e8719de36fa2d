//! The rules favorites and history share: tool names and times.

/// Characters of a refused value echoed back in a message, so a huge value is not reflected in full.
const MAX_ECHOED_CHARS: usize = 64;

/// A tool's slug, as in its page's URL: `^[a-z0-9][a-z0-9-]{0,63}$`.
pub fn is_tool_slug(tool: &str) -> bool {
    let bytes = tool.as_bytes();
    (1..=64).contains(&bytes.len())
        && bytes[0] != b'-'
        && bytes.iter().all(|&b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

/// Why `tool` is refused, naming it.
pub fn bad_tool_message(tool: &str) -> String {
    format!(
        "{} is not a tool name: a tool name is 1 to 64 lowercase letters, digits and hyphens, starting with a \
         letter or digit.",
        echo(tool)
    )
}

/// An example of the times the API takes, for messages.
pub const TIME_EXAMPLE: &str = "2026-11-25T02:00:00Z";

/// The unix-millisecond time of an RFC 3339 date-time.
pub fn parse_time(text: &str) -> Option<i64> {
    crate::time::parse_rfc3339(text)
}

/// `value` quoted for a message: control characters escaped, cut after [`MAX_ECHOED_CHARS`] characters.
pub fn echo(value: &str) -> String {
    let mut shown: String = value.chars().take(MAX_ECHOED_CHARS).collect();
    if shown.len() < value.len() {
        shown.push('…');
    }
    format!("{shown:?}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tool_slugs_follow_the_contract() {
        for good in ["json-formatter", "a", "0", "base64-tools", "x-", &"a".repeat(64)] {
            assert!(is_tool_slug(good), "{good}");
        }
        for bad in ["", "-json", "JSON", "json_formatter", "json formatter", "jsön", "a/b", "../x", &"a".repeat(65)] {
            assert!(!is_tool_slug(bad), "{bad}");
        }
    }

    #[test]
    fn refused_values_are_quoted_escaped_and_cut() {
        assert_eq!(echo("Bad\nTool"), "\"Bad\\nTool\"");
        let long = "é".repeat(100);
        assert_eq!(echo(&long), format!("\"{}…\"", "é".repeat(64)));
        assert_eq!(
            bad_tool_message("JSON"),
            "\"JSON\" is not a tool name: a tool name is 1 to 64 lowercase letters, digits and hyphens, starting \
             with a letter or digit."
        );
    }
}
