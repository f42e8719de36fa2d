/** Load Sample: a mailing list with the usual mess — repeats in other cases, stray spaces, a blank line. */
export const SAMPLE_TEXT = [
  "john@example.com",
  "jane@example.com",
  "John@Example.com",
  "  bob@example.com",
  "jane@example.com",
  "",
  "alice@example.com",
  "bob@example.com  ",
  "JANE@EXAMPLE.COM",
  "charlie@example.com",
  "alice@example.com",
].join("\n");
