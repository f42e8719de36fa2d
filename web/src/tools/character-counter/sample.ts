/** The text the Character Counter opens with (spec: a pre-filled sample), short enough to fit a tweet. */
export const SAMPLE_TEXT = `Good morning! ☀️ The coffee is fresh, the sky is clear and the to-do list is short for once.

Type or paste your own words here to see how long they are, and whether they fit a tweet, a caption or a text message. Emoji like 🎉 and accented letters like café count once each.`;
