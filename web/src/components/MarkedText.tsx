/**
 * The visitor's text with the character at `position` (1-based, in characters) marked: where an engine's refusal
 * points. Hidden from screen readers, which read the refusal's own words instead.
 */
export function MarkedText({ text, position }: { text: string; position: number }) {
  const characters = Array.from(text);
  return (
    <code aria-hidden="true" className="block font-mono break-all whitespace-pre-wrap">
      {characters.slice(0, position - 1).join("")}
      <mark className="rounded-sm bg-destructive px-0.5 text-white">{characters[position - 1]}</mark>
      {characters.slice(position).join("")}
    </code>
  );
}
