import {
  type Answer,
  type Ask,
  answerFrom,
  clueLines,
  lookup,
  options,
  orders,
  pairOf,
  type Rule,
  readOne,
  rule,
  splitList,
} from './reader-kit.ts';

/**
 * A text reader for scheduling sets, written from the English alone and not from the generator's model
 * (scheduling-model.ts): it reads the meetings, days and managers from the opening paragraph, parses each numbered
 * clue with its own grammar, enumerates every timetable and every way to give each manager two meetings, and answers
 * each question from what is left. Time runs by calendar day, and within a day the morning comes first.
 */

/** slot[meeting] is 2 × (rank of its day in the calendar) + (1 in the afternoon); chair[meeting] is a manager. */
export interface ScheduleWorld {
  slot: number[];
  chair: number[];
}

interface Clue {
  test: (w: ScheduleWorld) => boolean;
  /** Whether the clue needs the chairs at all; the others prune timetables first. */
  usesChair: boolean;
}

export interface ScheduleReading {
  meetings: string[];
  /** In calendar order. */
  days: string[];
  managers: string[];
  clues: Clue[];
  /** The grammar rule that read each clue, for coverage checks. */
  forms: string[];
}

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const INTRO =
  /^A company schedules six review meetings — (.+) — over (.+): one in the morning and one in the afternoon of each day\. (.+) chair two meetings each\.$/;

export function readSchedule(body: string): ScheduleReading {
  const m = body.split('\n')[0].match(INTRO);
  if (!m) throw new Error(`not a scheduling setting: ${body.split('\n')[0]}`);
  const meetings = splitList(m[1]);
  const days = splitList(m[2]).sort((a, b) => lookup(WEEK, a) - lookup(WEEK, b));
  const managers = splitList(m[3]);
  if (meetings.length !== 6 || meetings.length !== 2 * days.length || meetings.length !== 2 * managers.length)
    throw new Error('six meetings, two a day and two a manager');
  const reading: ScheduleReading = { meetings, days, managers, clues: [], forms: [] };
  for (const line of clueLines(body)) {
    const { id, value } = parseScheduleClue(reading, line);
    reading.clues.push(value);
    reading.forms.push(id);
  }
  return reading;
}

const dayOf = (slot: number) => Math.floor(slot / 2);
const pm = (slot: number) => slot % 2 === 1;

function clueRules(r: ScheduleReading): Rule<Clue>[] {
  const meeting = (t: string) => lookup(r.meetings, t);
  const manager = (t: string) => lookup(r.managers, t);
  const dayRank = (t: string) => lookup(r.days, t);
  /** Calendar day of a meeting, so "the day after" is the next day of the week, not the next listed day. */
  const week = r.days.map((d) => lookup(WEEK, d));
  const calendar = (w: ScheduleWorld, x: number) => week[dayOf(w.slot[x])];
  const two = (id: string, src: string, test: (a: number, b: number, w: ScheduleWorld) => boolean) =>
    rule(id, src, (m): Clue => {
      const [a, b] = [meeting(m[1]), meeting(m[2])];
      return { test: (w) => test(a, b, w), usesChair: false };
    });
  const onDay = (yes: boolean) => (m: RegExpMatchArray) => {
    const [a, d] = [meeting(m[1]), dayRank(m[2])];
    return { test: (w: ScheduleWorld) => (dayOf(w.slot[a]) === d) === yes, usesChair: false };
  };
  const chairs = (yes: boolean) => (m: RegExpMatchArray) => {
    const [g, a] = [manager(m[1]), meeting(m[2])];
    return { test: (w: ScheduleWorld) => (w.chair[a] === g) === yes, usesChair: true };
  };
  /** How many of g's meetings fall where `at` says. */
  const mine = (w: ScheduleWorld, g: number, at: (slot: number) => boolean) =>
    w.chair.filter((c, x) => c === g && at(w.slot[x])).length;
  const onDayCount = (k: number) => (m: RegExpMatchArray) => {
    const [g, d] = [manager(m[1]), dayRank(m.at(-1) ?? '')];
    return { test: (w: ScheduleWorld) => mine(w, g, (s) => dayOf(s) === d) === k, usesChair: true };
  };
  const afternoons = (k: number | 'pm') => (m: RegExpMatchArray) => {
    const g = manager(m[1]);
    const want = k === 'pm' ? (m[2].toLowerCase() === 'afternoon' ? 2 : 0) : k;
    return { test: (w: ScheduleWorld) => mine(w, g, pm) === want, usesChair: true };
  };
  return [
    rule('day', 'the (\\w+) meeting is held on (\\w+)', onDay(true)),
    rule('notDay', 'the (\\w+) meeting is not held on (\\w+)', onDay(false)),
    rule('half', 'the (\\w+) meeting is held in the (morning|afternoon)', (m) => {
      const [a, afternoon] = [meeting(m[1]), m[2].toLowerCase() === 'afternoon'];
      return { test: (w) => pm(w.slot[a]) === afternoon, usesChair: false };
    }),
    two('nextDay', 'the (\\w+) meeting is held on the day after the (\\w+) meeting', (a, b, w) => {
      return calendar(w, a) === calendar(w, b) + 1;
    }),
    two('sameDay', 'the (\\w+) meeting and the (\\w+) meeting are held on the same day', (a, b, w) => {
      return dayOf(w.slot[a]) === dayOf(w.slot[b]);
    }),
    two('otherDays', 'the (\\w+) meeting and the (\\w+) meeting are held on different days', (a, b, w) => {
      return dayOf(w.slot[a]) !== dayOf(w.slot[b]);
    }),
    two('before', 'the (\\w+) meeting is held at some point before the (\\w+) meeting', (a, b, w) => {
      return w.slot[a] < w.slot[b];
    }),
    two('rightAfter', 'the (\\w+) meeting is held in the slot immediately after the (\\w+) meeting', (a, b, w) => {
      return w.slot[a] === w.slot[b] + 1;
    }),
    rule('chair', '(.+) chairs the (\\w+) meeting', chairs(true)),
    rule('notChair', '(.+) does not chair the (\\w+) meeting', chairs(false)),
    rule('chairNone', '(.+) chairs no meeting on (\\w+)', onDayCount(0)),
    rule('chairOne', '(.+) chairs exactly one meeting on (\\w+)', onDayCount(1)),
    rule('chairBoth', '(.+) chairs both meetings on (\\w+)', onDayCount(2)),
    rule('chairHalf', 'both meetings chaired by (.+) are in the (morning|afternoon)', afternoons('pm')),
    rule('chairMixed', '(.+) chairs one morning and one afternoon meeting', afternoons(1)),
    rule('chairPrev', 'the meeting held in the slot immediately before the (\\w+) meeting is chaired by (.+)', (m) => {
      const [a, g] = [meeting(m[1]), manager(m[2])];
      return {
        test: (w) => w.slot[a] > 0 && w.chair[w.slot.indexOf(w.slot[a] - 1)] === g,
        usesChair: true,
      };
    }),
  ];
}

export const parseScheduleClue = (r: ScheduleReading, text: string) => readOne(clueRules(r), text);

/** Every way to give each of three managers two of six meetings: 90 of them. */
const CHAIRS = Array.from({ length: 3 ** 6 }, (_, code) =>
  [0, 1, 2, 3, 4, 5].map((x) => Math.floor(code / 3 ** x) % 3),
).filter((c) => [0, 1, 2].every((g) => c.filter((x) => x === g).length === 2));

/** Every timetable and choice of chairs meeting all the clues. */
export function solveSchedule(r: ScheduleReading): ScheduleWorld[] {
  const timeOnly = r.clues.filter((c) => !c.usesChair);
  const rest = r.clues.filter((c) => c.usesChair);
  const worlds: ScheduleWorld[] = [];
  for (const slot of orders(6)) {
    if (!timeOnly.every((c) => c.test({ slot, chair: CHAIRS[0] }))) continue;
    for (const chair of CHAIRS) if (rest.every((c) => c.test({ slot, chair }))) worlds.push({ slot, chair });
  }
  return worlds;
}

function questionRules(r: ScheduleReading): Rule<Ask<ScheduleWorld>>[] {
  const meeting = (t: string) => lookup(r.meetings, t);
  const manager = (t: string) => lookup(r.managers, t);
  return [
    rule('atSlot', 'which meeting is held on (\\w+) (morning|afternoon)\\?', (m) => {
      const slot = 2 * lookup(r.days, m[1]) + (m[2].toLowerCase() === 'afternoon' ? 1 : 0);
      return options(meeting, (x, w: ScheduleWorld) => w.slot[x] === slot);
    }),
    rule('chairPair', 'which two meetings does (.+) chair\\?', (m) => {
      const g = manager(m[1]);
      return options(
        (o) => pairOf(r.meetings, o),
        ([a, b], w) => w.chair[a] === g && w.chair[b] === g,
      );
    }),
    rule('prev', 'which meeting is held in the slot immediately before the (\\w+) meeting\\?', (m) => {
      const a = meeting(m[1]);
      return options(meeting, (x, w) => w.slot[x] + 1 === w.slot[a]);
    }),
    rule('sameDay', 'which meeting is held on the same day as the (\\w+) meeting\\?', (m) => {
      const a = meeting(m[1]);
      return options(meeting, (x, w) => x !== a && dayOf(w.slot[x]) === dayOf(w.slot[a]));
    }),
    rule('chairPm', 'how many afternoon meetings does (.+) chair\\?', (m) => {
      const g = manager(m[1]);
      return { value: (w) => w.chair.filter((c, x) => c === g && pm(w.slot[x])).length };
    }),
    rule('between', 'how many meetings are held between the (\\w+) and (\\w+) meetings\\?', (m) => {
      const [a, b] = [meeting(m[1]), meeting(m[2])];
      return { value: (w) => Math.abs(w.slot[a] - w.slot[b]) - 1 };
    }),
    // The options are statements, read with the clue grammar.
    rule('trueStatement', 'which of the following statements is true\\?', () => ({
      option: (o) => parseScheduleClue(r, o).value.test,
    })),
  ];
}

/** Reads the stem with the question grammar, then each option, and answers from the worlds. */
export function answerSchedule(
  r: ScheduleReading,
  worlds: readonly ScheduleWorld[],
  q: { stem: string; options?: string[] | null },
): Answer & { form: string } {
  const { id, value } = readOne(questionRules(r), q.stem);
  return { ...answerFrom(value, worlds, q.options), form: id };
}
