// The built-in tutor (no model configured): recognises what the learner asks for and answers from our own content —
// the question's worked explanation, our concept notes, similar questions, the learner's weak topics. It says
// plainly what it cannot answer.
import type { TutorMode } from '#shared/contracts/ai-tutor';
import type { AnswerKey } from '#shared/contracts/questions';
import { describeAnswer } from '#shared/domain/answer-text';

export interface TutorQuestion {
  id: number;
  section: string;
  area: string;
  topic: string;
  stem: string;
  options: string[] | null;
  answer: AnswerKey;
  explanation: string[];
  setTitle: string | null;
}

export interface TutorNote {
  id: string;
  title: string;
  area: string;
  topics: string[];
  keywords: string[];
  body: string;
}

const STOP_WORDS = new Set([
  'what',
  'when',
  'where',
  'which',
  'with',
  'that',
  'this',
  'from',
  'have',
  'does',
  'explain',
  'about',
  'should',
  'would',
  'could',
  'there',
  'their',
  'please',
  'question',
  'questions',
]);

/**
 * A note answers the learner only when one of their words (4+ letters, plural or not) is in its title, topics or
 * keywords: the full-text search matches any word of the body, which alone is too loose to answer from.
 */
export function namesTheNote(note: TutorNote, message: string): boolean {
  const label = [note.title, ...note.topics, ...note.keywords].join(' ').toLowerCase();
  const words = message.toLowerCase().match(/[a-z]{4,}/g) ?? [];
  return words.some(
    (w) => !STOP_WORDS.has(w) && (label.includes(w) || (w.endsWith('s') && label.includes(w.slice(0, -1)))),
  );
}

export interface StudyNext {
  weaknesses: { section: string; topic: string; accuracy: number; attempts: number }[];
  recommendations: { topic: string; section: string; reason: string; href: string }[];
  totalAttempts: number;
}

export interface OfflineContext {
  message: string;
  mode: TutorMode | 'unknown';
  question: TutorQuestion | null;
  learnerAnswer: string | null;
  /** Hints already given in this conversation. */
  hintsGiven: number;
  notes: TutorNote[];
  similar: { id: number; topic: string; stem: string }[];
  related: { id: number; topic: string; stem: string }[];
  /** The learner's record; null for a guest. */
  studyNext: StudyNext | null;
}

export const HINT_PREFIX = '**Hint ';

/** What the learner asks for, from their words (an explicit mode from a button wins). */
export function detectIntent(message: string, hasQuestion: boolean): TutorMode | 'unknown' {
  const m = message.toLowerCase();
  if (/\b(study next|should i (study|practi[sc]e|focus)|weak(est|ness|nesses)?\b|what next|where should i)/.test(m)) {
    return 'study-next';
  }
  if (/\b(similar|more like (this|these)|another (question|one)|practice questions? on)\b/.test(m)) return 'similar';
  if (hasQuestion) {
    if (/\b(show|give|tell|reveal)( me)? the (answer|solution)|\bcorrect answer\b|\bsolution\b|^answer\b/.test(m)) {
      return 'answer';
    }
    if (/\b(hint|clue|nudge|stuck|next step|another step|continue|go on)\b/.test(m)) return 'hint';
    if (/\b(explain|why|walk me through|step by step|how (do|did|does|to) )/.test(m)) return 'explain';
  }
  if (/\b(what is|what are|what's|explain|concept|formula|define|definition|meaning|how (do|does|to))\b/.test(m)) {
    return 'concept';
  }
  return hasQuestion ? 'hint' : 'unknown';
}

const questionLink = (id: number) => `/questions?ids=${id}`;
export const noteLink = (id: string) => `/ai-tutor?concept=${encodeURIComponent(id)}`;

/** The key as the learner reads it, with the option's text ("Option B: 7:3") or a numeric key's tolerance. */
export function correctAnswerText(q: Pick<TutorQuestion, 'answer' | 'options'>): string {
  const key = q.answer;
  const text = key.kind === 'option' ? q.options?.[key.index] : undefined;
  return text ? `${describeAnswer(key)}: ${text}` : describeAnswer(key);
}

/** The answer to one turn, in Markdown. */
export function composeOffline(ctx: OfflineContext): string {
  switch (ctx.mode) {
    case 'hint':
      return ctx.question ? hint(ctx.question, ctx.hintsGiven) : needQuestion('a hint');
    case 'answer':
      return ctx.question ? fullAnswer(ctx.question, ctx.learnerAnswer) : needQuestion('the answer');
    case 'explain':
      if (ctx.question) return fullAnswer(ctx.question, ctx.learnerAnswer);
      return concept(ctx);
    case 'similar':
      return similar(ctx);
    case 'study-next':
      return studyNext(ctx.studyNext);
    default:
      return concept(ctx);
  }
}

function needQuestion(what: string): string {
  return `I can give ${what} for a question from our bank: open it in practice and press **Ask the tutor**, and I will see its stem, options and worked explanation.`;
}

function hint(q: TutorQuestion, given: number): string {
  // The last step states the answer: hints stop before it.
  const steps = q.explanation.length > 1 ? q.explanation.slice(0, -1) : [];
  if (steps.length === 0) {
    return `This question's worked solution is a single step, so any hint would give the answer away. Think about what **${q.topic}** asks you to find, try it, and say **show the answer** when you want to check.`;
  }
  if (given >= steps.length) {
    return `That was every hint (${steps.length} of ${steps.length}); the next step is the answer itself. Finish it yourself, or say **show the answer** to see the full worked solution.`;
  }
  const n = given + 1;
  const more = n < steps.length ? 'Say **another hint** for the next step' : 'That is the last hint before the answer';
  return `${HINT_PREFIX}${n} of ${steps.length}:** ${steps[n - 1]}\n\n${more}, or **show the answer** when you want it.`;
}

function fullAnswer(q: TutorQuestion, learnerAnswer: string | null): string {
  const correct = correctAnswerText(q);
  const lines = [`**Worked solution** (${q.topic}):`, '', ...q.explanation.map((s, i) => `${i + 1}. ${s}`), ''];
  lines.push(`**Answer:** ${correct}`);
  if (learnerAnswer) lines.push('', `You answered **${learnerAnswer}**.`);
  lines.push('', `Sources: [Question ${q.id}](${questionLink(q.id)})`);
  return lines.join('\n');
}

/** The whole note (idea, key facts, worked example, traps): a concept question gets the full lesson, with links on. */
function concept(ctx: OfflineContext): string {
  const topic = ctx.question?.topic ?? '';
  const note = ctx.notes.find((n) => namesTheNote(n, `${ctx.message} ${topic}`));
  if (!note) return cannot(ctx);
  const lines = [`## ${note.title}`, '', note.body.trim(), ''];
  const also = ctx.notes.filter((n) => n !== note).slice(0, 2);
  if (also.length > 0)
    lines.push(`Related notes: ${also.map((n) => `[${n.title}](${noteLink(n.id)})`).join(', ')}`, '');
  lines.push(`Sources: [${note.title}](${noteLink(note.id)}) (our concept notes)`);
  return lines.join('\n');
}

function similar(ctx: OfflineContext): string {
  const list = ctx.similar.length > 0 ? ctx.similar : ctx.related;
  if (list.length === 0) return cannot(ctx);
  const topic = ctx.question?.topic ?? list[0]?.topic ?? '';
  const lines = [`Practice questions on **${topic}** from our bank:`, ''];
  for (const q of list) lines.push(`- [Question ${q.id}](${questionLink(q.id)}): ${shorten(q.stem, 140)}`);
  lines.push('', `[Practise them together](/questions?ids=${list.map((q) => q.id).join(',')})`);
  return lines.join('\n');
}

function studyNext(record: StudyNext | null): string {
  if (!record) return 'Sign in and practise a few questions: I read your own record to say what to study next.';
  if (record.totalAttempts === 0) {
    return 'You have not answered any questions yet. Start with a short mixed practice set; after about ten answers in a topic I can tell you where you are weakest.';
  }
  const lines: string[] = [];
  if (record.weaknesses.length > 0) {
    lines.push('**Your weakest topics** (from your answers so far):', '');
    for (const w of record.weaknesses.slice(0, 3)) {
      lines.push(`- **${w.topic}** (${w.section}): ${w.accuracy}% over ${w.attempts} answers`);
    }
    lines.push('');
  }
  if (record.recommendations.length > 0) {
    lines.push('**Study next:**', '');
    for (const r of record.recommendations) lines.push(`- [${r.topic}](${r.href}): ${r.reason}`);
  } else if (record.weaknesses.length === 0) {
    lines.push('No topic stands out as weak yet: keep practising across all three sections and ask me again.');
  }
  return lines.join('\n');
}

function cannot(ctx: OfflineContext): string {
  const lines = [
    "I can't answer that one. I am the built-in tutor (offline): I answer from our question bank and our concept notes, and nothing matched your question.",
    '',
    'Try asking me to **explain a concept** (for example "what is a weighted average?"), for **a hint** on a question you are practising, for **similar questions**, or **what should I study next**.',
  ];
  if (ctx.related.length > 0) {
    lines.push('', 'These questions from our bank share some of your words:');
    for (const q of ctx.related.slice(0, 3))
      lines.push(`- [Question ${q.id}](${questionLink(q.id)}): ${shorten(q.stem, 100)}`);
  }
  return lines.join('\n');
}

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
