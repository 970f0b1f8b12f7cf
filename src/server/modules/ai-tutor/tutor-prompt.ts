// The prompt a model engine receives: our rules, the question in hand, the passages retrieved from our content
// (each with the link to cite) and the conversation so far. Built on the server only; never sent to the browser.
import type { TutorMode, TutorSource } from '#shared/contracts/ai-tutor';
import type { ChatMessage } from '../../platform/llm.ts';
import { correctAnswerText, type StudyNext, type TutorQuestion } from './offline-tutor.ts';

export interface Passage extends TutorSource {
  text: string;
}

const RULES = `You are the MBA Prep tutor for Indian MBA entrance exams (CAT, XAT, NMAT, SNAP, CMAT).
Answer in Markdown; write mathematics in LaTeX between $…$ or $$…$$.
Ground your answer in the passages below when they help, and cite each passage you use as a Markdown link with its path, e.g. [Question 12](/questions?ids=12).
When the learner asks for a hint, give exactly one next step and never the final answer until they ask for it.
If you do not know, say so plainly.`;

export function buildPrompt(input: {
  mode: TutorMode | 'unknown';
  question: TutorQuestion | null;
  learnerAnswer: string | null;
  passages: Passage[];
  studyNext: StudyNext | null;
  history: { role: 'user' | 'assistant'; content: string }[];
}): ChatMessage[] {
  const parts = [RULES];
  if (input.mode !== 'unknown') parts.push(`The learner wants: ${input.mode}.`);
  const q = input.question;
  if (q) {
    const options = (q.options ?? []).map((o, i) => `${String.fromCharCode(65 + i)}. ${o}`).join('\n');
    parts.push(
      [
        `The question in hand (${q.section}, ${q.topic}) [Question ${q.id}](/questions?ids=${q.id}):`,
        q.setTitle ? `Set: ${q.setTitle}` : '',
        q.stem,
        options,
        input.learnerAnswer ? `The learner answered: ${input.learnerAnswer}` : 'The learner has not answered yet.',
        `Correct answer (do not reveal in a hint): ${correctAnswerText(q)}`,
        `Worked explanation:\n${q.explanation.map((s, i) => `${i + 1}. ${s}`).join('\n')}`,
      ]
        .filter(Boolean)
        .join('\n'),
    );
  }
  if (input.studyNext) {
    const weak = input.studyNext.weaknesses.map((w) => `${w.topic} (${w.section}) ${w.accuracy}% of ${w.attempts}`);
    const recs = input.studyNext.recommendations.map((r) => `[${r.topic}](${r.href}): ${r.reason}`);
    parts.push(
      `The learner's record: weak topics ${weak.join('; ') || 'none yet'}.\nRecommended sets:\n${recs.join('\n')}`,
    );
  }
  if (input.passages.length > 0) {
    parts.push(
      `Passages from our content:\n${input.passages.map((p, i) => `[${i + 1}] ${p.title} (${p.href})\n${p.text}`).join('\n\n')}`,
    );
  }
  return [{ role: 'system', content: parts.join('\n\n') }, ...input.history];
}
