// Every word a visitor reads comes from i18n: text written straight into JSX (or into a few
// attributes people read: alt, title, placeholder, aria-label) is an error. Punctuation,
// symbols and numbers alone ("·", "—", "…", "2026") are allowed.
const READ_ATTRIBUTES = new Set(["alt", "title", "placeholder", "aria-label", "aria-description"]);
const HAS_WORD = /\p{L}{2,}/u;

/** @type {import("eslint").Rule.RuleModule} */
export default {
  meta: {
    type: "problem",
    docs: { description: "Disallow visitor-facing text written directly in JSX (use i18n)" },
    schema: [{ type: "object", properties: { allow: { type: "array", items: { type: "string" } } } }],
    messages: { literal: 'Text "{{text}}" is written in JSX: take it from the translations (t(...)).' },
  },
  create(context) {
    const allow = new Set(context.options[0]?.allow ?? []);
    const report = (node, text) => {
      const trimmed = text.trim();
      if (!trimmed || !HAS_WORD.test(trimmed) || allow.has(trimmed)) return;
      context.report({ node, messageId: "literal", data: { text: trimmed.slice(0, 40) } });
    };
    return {
      JSXText(node) {
        report(node, node.value);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === "string" ? node.name.name : "";
        if (!READ_ATTRIBUTES.has(name) || !node.value) return;
        if (node.value.type === "Literal" && typeof node.value.value === "string") report(node, node.value.value);
        if (
          node.value.type === "JSXExpressionContainer" &&
          node.value.expression.type === "Literal" &&
          typeof node.value.expression.value === "string"
        ) {
          report(node, node.value.expression.value);
        }
      },
    };
  },
};
