// @ts-nocheck
// A linter for rendered question text (stems, options, explanations): the slips an expert reader notices first.

export interface LintProblem {
  rule: string;
  excerpt: string;
}

const UNITS =
  'years|days|hours|minutes|seconds|weeks|months|metres|kilometres|litres|rupees|units|marks|men|women|workers|people|persons|students|members|boys|girls|balls|coins|books|pens|times|ways|points|votes|questions|chocolates|marbles';

interface Rule {
  rule: string;
  /** Where the pattern applies: inside $…$ maths, outside it (prose), or anywhere. */
  scope: 'math' | 'prose' | 'all';
  pattern: RegExp;
}

const RULES: Rule[] = [
  {
    rule: 'singular count with a plural noun ("1 years")',
    scope: 'prose',
    pattern: new RegExp(`(?<![\\d.,₹])1 (?:${UNITS})\\b`),
  },
  { rule: 'a sign followed by a minus ("+ −3", "- -3")', scope: 'all', pattern: /[+\-−]\s*[−-]\s*\d/ },
  { rule: 'coefficient 1 written out ("1x")', scope: 'math', pattern: /(?<![\d.{}^_\\a-zA-Z])1[a-z](?![a-z])/ },
  // A numeric base may show ^{1} on purpose (place values, a cycle of powers); a variable never should.
  { rule: 'exponent 1 written out ("x^{1}")', scope: 'math', pattern: /[a-z)]\^\{?1\}?(?![\d.])/ },
  // "+ 0 \times 6^{0}" is a digit in a place-value expansion, not an added zero.
  { rule: 'adding or subtracting zero ("+ 0")', scope: 'math', pattern: /[+\-−]\s*0(?![\d.,(])(?!\s*\\times)/ },
  { rule: 'rupee sign inside maths', scope: 'math', pattern: /₹/ },
  { rule: 'ASCII hyphen as a minus sign in prose', scope: 'prose', pattern: /(?:^|[\s(])-\d/ },
  { rule: 'space before a comma or full stop', scope: 'prose', pattern: /\S\s+[,.](?:\s|$)/ },
  { rule: 'doubled word', scope: 'prose', pattern: /\b(the|a|an|of|to|is|in|and)\s+\1\b/i },
  { rule: 'leftover placeholder', scope: 'all', pattern: /undefined|NaN|Infinity|\[object/ },
  { rule: 'empty maths', scope: 'math', pattern: /^\s*$/ },
];

/** Splits text into maths (inside $…$) and prose segments; an odd number of $ is itself a problem. */
function segments(text: string): { math: string[]; prose: string[]; balanced: boolean } {
  const parts = text.split('$');
  return {
    math: parts.filter((_, i) => i % 2 === 1),
    prose: parts.filter((_, i) => i % 2 === 0),
    balanced: parts.length % 2 === 1,
  };
}

/** Problems in one piece of rendered text; an empty list means it reads clean. */
export function lintText(text: string): LintProblem[] {
  const { math, prose, balanced } = segments(text);
  const problems: LintProblem[] = balanced ? [] : [{ rule: 'unbalanced $', excerpt: text.slice(0, 80) }];
  for (const r of RULES) {
    const places = r.scope === 'math' ? math : r.scope === 'prose' ? prose : [text];
    for (const place of places) {
      const m = place.match(r.pattern);
      if (m) {
        const at = m.index ?? 0;
        problems.push({ rule: r.rule, excerpt: place.slice(Math.max(0, at - 30), at + 30) });
      }
    }
  }
  return problems;
}

/** Every text of a question: stem, options and explanation steps. */
export function questionTexts(q: { stem: string; options?: string[] | null; explanation: string[] }): string[] {
  return [q.stem, ...(q.options ?? []), ...q.explanation];
}
