// One typesetting pass shared by generated QA and DILR text.
/**
 * Typesetting pass over rendered text, so templates that splice signed numbers read as a setter would write them:
 * "a + -5" → "a - 5", "a - -5" → "a + 5", "1x" → "x", "x^{1}" → "x", "(4x + 0)" → "4x", "+ 0" dropped in maths,
 * and a Unicode minus for negative numbers in prose.
 */
export function tidyText(text: string): string {
  return text
    .split('$')
    .map((part, i) => (i % 2 === 1 ? tidyMath(part) : part.replace(/(^|[\s(,])-(?=\d)/g, '$1−')))
    .join('$');
}

function tidyMath(m: string): string {
  return m
    .replace(/\+\s*-\s*(?=\d)/g, '- ')
    .replace(/(^|[^=<>(\s])(\s*)-\s*-\s*(?=\d)/g, '$1$2+ ')
    .replace(/(?<![\d.{}^_\\a-zA-Z])1(?=[a-z](?![a-z]))/g, '')
    .replace(/([a-z)])\^\{1\}(?!\d)/g, '$1')
    .replace(/(?<![\w)])\((\d*[a-z])\s*[+-]\s*0\)/g, '$1')
    .replace(/\s*[+-]\s*0(?![\d.,(])(?!\s*\\times)/g, '');
}

/** The same pass over every text of a generated question (stem, options, explanation). */
export function tidyQuestion<Q extends { stem: string; options?: string[]; explanation: string[] }>(q: Q): Q {
  return {
    ...q,
    stem: tidyText(q.stem),
    ...(q.options ? { options: q.options.map(tidyText) } : {}),
    explanation: q.explanation.map(tidyText),
  };
}

/** The pass over a whole generated set: its body and every question (what the DILR registry serves). */
export function tidySet<S extends { body: string; questions: Q[] }, Q extends Parameters<typeof tidyQuestion>[0]>(
  set: S,
): S {
  return { ...set, body: tidyText(set.body), questions: set.questions.map(tidyQuestion) };
}
