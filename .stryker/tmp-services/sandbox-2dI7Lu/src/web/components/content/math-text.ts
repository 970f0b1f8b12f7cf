// @ts-nocheck
// KaTeX has no glyph rule for ₹ in math mode ("Unrecognized Unicode character"): inside $…$ and $$…$$ the rupee
// sign goes into \text{}, where it renders as ordinary text (issue 12, item 11).
const MATH = /\$\$[\s\S]*?\$\$|\$[^$\n]+\$/g;

export function currencyOutsideMath(markdown: string): string {
  if (!markdown.includes('₹')) return markdown;
  return markdown.replace(MATH, (math) => math.replace(/(\\text\{[^}]*\})|₹/g, (_m, text) => text ?? '\\text{₹}'));
}
