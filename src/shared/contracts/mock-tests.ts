import { z } from 'zod';
import { answerKey, EXAMS, learnerAnswer, practiceSet, QUESTION_TYPES, SECTIONS } from './questions.ts';

export const MOCK_KINDS = ['full', 'sectional', 'topic'] as const;
export type MockKind = (typeof MOCK_KINDS)[number];
/** strict: the wall clock runs (a scheduled all-India mock); pausable: closing the page pauses at the last heartbeat. */
export const TIMER_MODES = ['strict', 'pausable'] as const;
export type TimerMode = (typeof TIMER_MODES)[number];
export const MOCK_STATUSES = ['draft', 'published'] as const;
export type MockStatus = (typeof MOCK_STATUSES)[number];
export const ATTEMPT_STATUSES = ['active', 'submitted'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];
/** How an attempt ended: the learner's Submit, the browser at time-up, or the server's sweep. */
export const SUBMITTED_BY = ['learner', 'timeout', 'sweep'] as const;
export type SubmittedBy = (typeof SUBMITTED_BY)[number];
/** Palette statuses kept on the server; "not visited" is a question with no row. */
export const ANSWER_STATUSES = ['not_answered', 'answered', 'marked', 'answered_marked'] as const;
export type AnswerStatus = (typeof ANSWER_STATUSES)[number];
export const ERROR_TAGS = ['concept', 'silly', 'time', 'guess'] as const;
export type ErrorTag = (typeof ERROR_TAGS)[number];

/** Seconds after a deadline during which a write sent before it still counts. */
export const DEADLINE_GRACE_SECONDS = 5;
/**
 * A write sent before its section's deadline (its sentAt) that arrives after the grace is still taken up to this
 * long past the deadline, unless the test was submitted first (docs/decisions/0011-exam-day-writes.md).
 */
export const LATE_WRITE_SECONDS = 60;
/** How far a write's sentAt may run ahead of the server's clock (the page's offset is measured, not exact). */
export const SENT_AT_SKEW_SECONDS = 5;
/**
 * The browser's heartbeat, after this long without a request. A pausable clock stops at the last one; a strict clock
 * runs on whatever the tab does, so its tab checks in half as often (docs/decisions/0015-strict-heartbeat.md).
 */
export const HEARTBEAT_SECONDS: Readonly<Record<TimerMode, number>> = { pausable: 10, strict: 20 };
export const STALE_TAB_MESSAGE = 'This test was continued in another window.';

export const patternView = z.object({
  id: z.string(),
  name: z.string(),
  sections: z.array(z.object({ key: z.string(), name: z.string(), questions: z.number().int() })),
  stages: z.array(z.object({ name: z.string(), sections: z.array(z.string()), minutes: z.number() })),
  order: z.enum(['fixed', 'chosen']),
  earlyStageSubmit: z.boolean(),
  options: z.number().int(),
  tita: z.boolean(),
  marking: z.object({
    correct: z.number(),
    wrongMcq: z.number(),
    wrongTita: z.number(),
    unattempted: z.number(),
    unattemptedFree: z.number().optional(),
    unscoredSections: z.array(z.string()).optional(),
  }),
  calculator: z.boolean(),
});
export type PatternView = z.infer<typeof patternView>;

export const MOCK_STATES = ['available', 'in_progress', 'completed', 'locked', 'scheduled', 'closed'] as const;
export const mockSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  exam: z.enum(EXAMS),
  kind: z.enum(MOCK_KINDS),
  patternName: z.string(),
  questions: z.number().int(),
  minutes: z.number(),
  timerMode: z.enum(TIMER_MODES),
  isPremium: z.boolean(),
  seriesId: z.number().int().nullable(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  /** locked: premium mock without premium access; scheduled/closed: outside its window. */
  state: z.enum(MOCK_STATES),
  attemptId: z.string().uuid().nullable(),
  score: z.number().nullable(),
  maxScore: z.number(),
});
export type MockSummary = z.infer<typeof mockSummary>;

export const mockList = z.object({
  items: z.array(mockSummary),
  /** The plan's mock allowance: limit null when unlimited; used counts mocks started in the period. */
  allowance: z.object({ limit: z.number().int().nullable(), used: z.number().int() }),
});
export type MockList = z.infer<typeof mockList>;

export const mockDetail = mockSummary.extend({ pattern: patternView });
export type MockDetail = z.infer<typeof mockDetail>;

export const attemptParams = z.object({ id: z.string().uuid() });
/** A browser tab's id: the attempt belongs to the tab that claimed it last. */
export const clientId = z.string().min(8).max(64);

export const startBody = z.object({
  clientId,
  /** Patterns with a chosen order: the stage names in the candidate's order. */
  stageOrder: z.array(z.string()).optional(),
  /** A start given a slot comes back with the ticket it was given for it (decision 0017). */
  ticket: z.string().max(64).optional(),
});
export const startResult = z.object({ attemptId: z.string().uuid() });

export const paperQuestion = z.object({
  id: z.number().int(),
  sectionKey: z.string(),
  /** 1-based number inside its section, as the palette shows it. */
  number: z.number().int(),
  section: z.enum(SECTIONS),
  type: z.enum(QUESTION_TYPES),
  stem: z.string(),
  options: z.array(z.string()).nullable(),
  setId: z.number().int().nullable(),
});
export type PaperQuestion = z.infer<typeof paperQuestion>;

export const savedAnswer = z.object({
  questionId: z.number().int(),
  status: z.enum(ANSWER_STATUSES),
  answer: learnerAnswer.nullable(),
  seconds: z.number().int(),
});
export type SavedAnswer = z.infer<typeof savedAnswer>;

/** The server's clock for one attempt: the active stage and its deadline, and the server's time now. */
export const clockState = z.object({
  status: z.enum(ATTEMPT_STATUSES),
  stageIndex: z.number().int(),
  stageDeadline: z.string(),
  serverTime: z.string(),
  seq: z.number().int(),
});
export type ClockState = z.infer<typeof clockState>;

/** A heartbeat's or an early section end's clock; a stage it opened comes with its first question, visited. */
export const stageClock = clockState.extend({ visited: z.array(savedAnswer).optional() });
export type StageClock = z.infer<typeof stageClock>;

/** The attempt as a tab claims it: the clock, the pattern and the saved answers (the paper comes on its own). */
export const attemptState = clockState.extend({
  attemptId: z.string().uuid(),
  mockId: z.number().int(),
  title: z.string(),
  candidateName: z.string(),
  timerMode: z.enum(TIMER_MODES),
  pattern: patternView,
  /** The stages' indexes in the order this attempt runs them. */
  stageOrder: z.array(z.number().int()),
  /** Extra time granted to this learner (PwD: 4/3). */
  timeFactor: z.number(),
  answers: z.array(savedAnswer),
});
export type AttemptState = z.infer<typeof attemptState>;

/** A start: the attempt, and its state when it was created now (the tab that started it needs no claim). */
export const startedAttempt = startResult.extend({ state: attemptState.optional() });
export type StartedAttempt = z.infer<typeof startedAttempt>;
/** A start the server cannot take yet (many learners starting at once): ask again after waitMs with the ticket. */
export const startQueued = z.object({ waitMs: z.number().int().positive(), ticket: z.string() });
export type StartQueued = z.infer<typeof startQueued>;
export const startReply = z.union([startedAttempt, startQueued]);
export type StartReply = z.infer<typeof startReply>;

/** The questions and passages of an attempt's mock: the same for every taker, so sent pre-encoded and cached. */
export const paperView = z.object({
  questions: z.array(paperQuestion),
  sets: z.array(practiceSet),
});
export type PaperView = z.infer<typeof paperView>;

/** What the test screen works from: the claimed attempt and its paper. */
export type AttemptView = AttemptState & PaperView;

export const claimBody = z.object({ clientId });
export const saveBody = z.object({
  clientId,
  seq: z.number().int().positive(),
  questionId: z.number().int().positive(),
  /** Omitted: the write only records time spent (and a first visit). */
  status: z.enum(ANSWER_STATUSES).optional(),
  answer: learnerAnswer.nullable().optional(),
  seconds: z.number().int().min(0).max(36_000),
  /** When the learner made the write, in epoch ms of the server's clock (the page corrects its own by the offset). */
  sentAt: z.number().int().positive().optional(),
});
export type SaveBody = z.infer<typeof saveBody>;
export const seqBody = z.object({ clientId, seq: z.number().int().positive() });
/** A submit: the learner's, or the browser's at time-up. */
export const submitBody = z.object({ clientId, reason: z.enum(['learner', 'timeout']).optional() });
export type SubmitBody = z.infer<typeof submitBody>;

export const errorTagBody = z.object({ questionId: z.number().int().positive(), tag: z.enum(ERROR_TAGS).nullable() });

const sectionResult = z.object({
  key: z.string(),
  name: z.string(),
  score: z.number(),
  maxScore: z.number(),
  questions: z.number().int(),
  attempted: z.number().int(),
  correct: z.number().int(),
  wrong: z.number().int(),
  accuracy: z.number(),
  seconds: z.number().int(),
  rank: z.number().int(),
  percentile: z.number(),
  predicted: z.object({ percentile: z.number(), low: z.number(), high: z.number(), basis: z.string() }).nullable(),
  topperScore: z.number(),
  averageScore: z.number(),
});

/** A question of a paper as the review and the staff key list show it: where it sits, its stem and options. */
const paperItemCore = z.object({
  questionId: z.number().int(),
  sectionKey: z.string(),
  number: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  stem: z.string(),
  options: z.array(z.string()).nullable(),
});

export const reviewItem = paperItemCore.extend({
  setId: z.number().int().nullable(),
  area: z.string(),
  topic: z.string(),
  difficulty: z.number().int(),
  yourAnswer: learnerAnswer.nullable(),
  status: z.enum([...ANSWER_STATUSES, 'not_visited']),
  correct: z.boolean(),
  /** The key as text: the option letter's index or the TITA value. */
  rightAnswer: z.union([z.object({ option: z.number().int() }), z.object({ text: z.string() })]),
  explanation: z.array(z.string()),
  marks: z.number(),
  seconds: z.number().int(),
  averageSeconds: z.number().int(),
  /** Share (0–1) of this mock's takers who answered it right. */
  shareCorrect: z.number(),
  /** Skipped by you, solved by most of the top tenth of takers. */
  toppersSolved: z.boolean(),
  errorTag: z.enum(ERROR_TAGS).nullable(),
});
export type ReviewItem = z.infer<typeof reviewItem>;

export const attemptResult = z.object({
  attemptId: z.string().uuid(),
  mockId: z.number().int(),
  title: z.string(),
  exam: z.enum(EXAMS),
  patternId: z.string(),
  submittedAt: z.string(),
  submittedBy: z.enum(SUBMITTED_BY),
  score: z.number(),
  maxScore: z.number(),
  attempted: z.number().int(),
  correct: z.number().int(),
  wrong: z.number().int(),
  accuracy: z.number(),
  seconds: z.number().int(),
  takers: z.number().int(),
  rank: z.number().int(),
  /** Among this mock's takers: (N − rank) / N × 100, N counting you. */
  percentile: z.number(),
  predicted: z.object({ percentile: z.number(), low: z.number(), high: z.number(), basis: z.string() }).nullable(),
  topperScore: z.number(),
  averageScore: z.number(),
  sections: z.array(sectionResult),
  sets: z.array(practiceSet),
  review: z.array(reviewItem),
  trend: z.array(
    z.object({
      attemptId: z.string(),
      title: z.string(),
      submittedAt: z.string(),
      score: z.number(),
      maxScore: z.number(),
    }),
  ),
});
export type AttemptResult = z.infer<typeof attemptResult>;

export const testSeries = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  exam: z.enum(EXAMS),
  isPremium: z.boolean(),
  mocks: z.array(mockSummary),
  completed: z.number().int(),
});
export const testSeriesList = z.object({ items: z.array(testSeries) });
export type TestSeries = z.infer<typeof testSeries>;

// Staff
export const blueprintBody = z.object({
  title: z.string().trim().min(3).max(120),
  patternId: z.string().min(2).max(40),
  /** A sectional test: one section key of the pattern. */
  sectionKey: z.string().max(20).optional(),
  timerMode: z.enum(TIMER_MODES).default('pausable'),
  isPremium: z.boolean().default(false),
  seriesId: z.number().int().positive().nullable().default(null),
  opensAt: z.string().datetime().nullable().default(null),
  closesAt: z.string().datetime().nullable().default(null),
  /** Difficulty mix: share of easy (1–2), medium (3) and hard (4–5) questions; CAT-like by default. */
  seed: z.number().int().min(0).max(2_147_483_647).optional(),
});
export type BlueprintBody = z.infer<typeof blueprintBody>;
export const adminMock = mockSummary.omit({ state: true, attemptId: true, score: true }).extend({
  status: z.enum(MOCK_STATUSES),
  attempts: z.number().int(),
  active: z.number().int(),
});
export type AdminMock = z.infer<typeof adminMock>;
export const adminMockList = z.object({ items: z.array(adminMock) });
export type AdminMockList = z.infer<typeof adminMockList>;
export const publishBody = z.object({ status: z.enum(MOCK_STATUSES) });
export const extraTimeBody = z.object({ userId: z.string().uuid(), timeFactor: z.number().min(1).max(2) });

/** Staff: one question of a mock's paper with its key and the submitted attempts a key correction re-scores. */
export const mockKeyItem = paperItemCore.extend({
  answer: answerKey,
  /** Submitted attempts of every mock holding this question: what a correction of its key re-scores. */
  attempts: z.number().int(),
});
export type MockKeyItem = z.infer<typeof mockKeyItem>;
export const mockKeys = z.object({ mockId: z.number().int(), title: z.string(), items: z.array(mockKeyItem) });
export type MockKeys = z.infer<typeof mockKeys>;
/** Correct one question's key (as the question contracts define it) and re-score every submitted attempt. */
export const rescoreBody = z.object({ questionId: z.number().int().positive(), answer: answerKey });
export type RescoreBody = z.infer<typeof rescoreBody>;
export const rescoreResult = z.object({
  questionId: z.number().int(),
  /** Mocks whose paper holds the question. */
  mocks: z.number().int(),
  /** Submitted attempts scored again by the current key. */
  rescored: z.number().int(),
  /** Of those, attempts whose score or per-question verdicts changed. */
  changed: z.number().int(),
  message: z.string(),
});
export type RescoreResult = z.infer<typeof rescoreResult>;
