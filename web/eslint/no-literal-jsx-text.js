/**
 * Words written straight into JSX never reach the translators: text between tags, and the props a visitor reads or
 * hears (placeholder, title, alt, aria-label, label, …). They go through Lingui instead (CONTRIBUTING.md, "Write
 * words a visitor reads"). Text without a letter (`·`, `→`, `12`) and the brand's name pass.
 */
const VISIBLE_PROPS = new Set([
  "placeholder",
  "title",
  "alt",
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "label",
  "description",
  "heading",
  "message",
  "emptyText",
  "tooltip",
]);
const UNTRANSLATED = new Set(["Penknife"]);

const hasWords = (text) => /\p{L}/u.test(text) && !UNTRANSLATED.has(text.trim());

export default {
  meta: {
    type: "problem",
    docs: { description: "literal text in JSX, which no catalogue translates" },
    messages: {
      text: "Text in JSX goes through Lingui: <Trans>{{text}}</Trans>",
      prop: "The {{prop}} a visitor reads goes through Lingui: {{prop}}={t`{{text}}`}",
    },
    schema: [],
  },
  create(context) {
    const insideTrans = (node) => {
      for (let parent = node.parent; parent; parent = parent.parent) {
        if (parent.type === "JSXElement" && parent.openingElement.name.name === "Trans") return true;
      }
      return false;
    };
    return {
      JSXText(node) {
        if (hasWords(node.value) && !insideTrans(node))
          context.report({ node, messageId: "text", data: { text: node.value.trim().slice(0, 40) } });
      },
      JSXAttribute(node) {
        const prop = node.name.type === "JSXIdentifier" ? node.name.name : "";
        if (!VISIBLE_PROPS.has(prop) || !node.value) return;
        const literal =
          node.value.type === "Literal"
            ? node.value.value
            : node.value.type === "JSXExpressionContainer" && node.value.expression.type === "Literal"
              ? node.value.expression.value
              : node.value.type === "JSXExpressionContainer" &&
                  node.value.expression.type === "TemplateLiteral" &&
                  node.value.expression.expressions.length === 0
                ? node.value.expression.quasis[0].value.cooked
                : null;
        if (typeof literal === "string" && hasWords(literal))
          context.report({ node, messageId: "prop", data: { prop, text: literal.slice(0, 40) } });
      },
    };
  },
};
