import type { SetDraft } from '#shared/contracts/questions';
import {
  type Answer,
  type Ask,
  answerFrom,
  clueLines,
  count,
  lookup,
  options,
  type Rule,
  readOne,
  rule,
  splitList,
} from './reader-kit.ts';

/**
 * A text reader for round-robin league sets, written from the English and the points table alone and not from the
 * generator's model (tournament-model.ts): it reads the teams and the points system from the opening paragraph, the
 * known cells of the table, and each numbered clue with its own grammar, enumerates every way the matches could have
 * ended (3 outcomes a match), and answers each question from the results that are left.
 */

/** result[k] for the k-th pair (i < j in listed order): 0 the first won, 1 a draw, 2 the second won. */
export interface LeagueWorld {
  result: number[];
  won: number[];
  drawn: number[];
  lost: number[];
  points: number[];
}

type Clue = (w: LeagueWorld) => boolean;

export interface LeagueReading {
  teams: string[];
  win: number;
  draw: number;
  /** Every pair of teams, each meeting once. */
  pairs: Array<[number, number]>;
  clues: Clue[];
  /** The grammar rule (or table column) that read each clue, for coverage checks. */
  forms: string[];
}

const INTRO =
  /^(.+) played a football league in which every team met every other team exactly once\. A win earned (\d+) points?, a draw (\d+) points? and a loss none\.$/;
const MISSING = 'Some entries of the final points table are missing (shown as ?). The following is also known:';
const COLUMNS = ['Team', 'Played', 'Won', 'Drawn', 'Lost', 'Points'];
const STATS = ['won', 'drawn', 'lost', 'points'] as const;

export function readLeague(body: string, data?: SetDraft['data']): LeagueReading {
  const lines = body.split('\n');
  const m = lines[0].match(INTRO);
  if (!m) throw new Error(`not a league setting: ${lines[0]}`);
  // Nothing but the table note may stand between the setting and the clues.
  if (lines[1] !== '' || lines[2] !== MISSING) throw new Error(`stray line: "${lines[2]}"`);
  const teams = splitList(m[1]);
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i < teams.length; i++) for (let j = i + 1; j < teams.length; j++) pairs.push([i, j]);
  const r: LeagueReading = { teams, win: Number(m[2]), draw: Number(m[3]), pairs, clues: [], forms: [] };
  const tables = (data?.blocks ?? []).filter((b) => b.kind === 'table');
  if (tables.length !== 1 || tables[0].columns.join() !== COLUMNS.join()) throw new Error('one points table');
  const seen = new Set<number>();
  for (const row of tables[0].rows) {
    const team = lookup(teams, String(row[0]));
    seen.add(team);
    if (Number(row[1]) !== teams.length - 1) throw new Error(`${row[0]} must play every other team once`);
    STATS.forEach((stat, c) => {
      const cell = String(row[c + 2]);
      if (cell === '?') return;
      if (!/^\d+$/.test(cell)) throw new Error(`not a count: "${cell}"`);
      r.clues.push((w) => w[stat][team] === Number(cell));
      r.forms.push(`table ${stat}`);
    });
  }
  if (seen.size !== teams.length || tables[0].rows.length !== teams.length) throw new Error('one row a team');
  for (const line of clueLines(body)) {
    const { id, value } = parseLeagueClue(r, line);
    r.clues.push(value);
    r.forms.push(id);
  }
  return r;
}

/** Index of the match between a and b, and whether a is its first-named team. */
function matchOf(r: LeagueReading, a: number, b: number): { k: number; first: boolean } {
  const k = r.pairs.findIndex(([i, j]) => (i === a && j === b) || (i === b && j === a));
  if (k < 0) throw new Error('a team does not play itself');
  return { k, first: r.pairs[k][0] === a };
}

/** Whether a beat b in world w. */
const beat = (r: LeagueReading, w: LeagueWorld, a: number, b: number) => {
  const { k, first } = matchOf(r, a, b);
  return w.result[k] === (first ? 0 : 2);
};
const totalDraws = (w: LeagueWorld) => w.drawn.reduce((s, d) => s + d, 0) / 2;

function clueRules(r: LeagueReading): Rule<Clue>[] {
  const team = (t: string) => lookup(r.teams, t);
  const two = (id: string, src: string, test: (a: number, b: number, w: LeagueWorld) => boolean) =>
    rule(id, src, (m): Clue => {
      const [a, b] = [team(m[1]), team(m[2])];
      if (a === b) throw new Error('one team twice');
      return (w) => test(a, b, w);
    });
  return [
    two('beat', '(\\w+) beat (\\w+)', (a, b, w) => beat(r, w, a, b)),
    two('drew', '(\\w+) and (\\w+) drew', (a, b, w) => w.result[matchOf(r, a, b).k] === 1),
    rule('unbeaten', '(\\w+) did not lose any match', (m) => {
      const a = team(m[1]);
      return (w) => w.lost[a] === 0;
    }),
    rule('draws', 'exactly (\\w+) match(?:es)? in the tournament ended in a draw', (m) => {
      const n = count(m[1]);
      return (w) => totalDraws(w) === n;
    }),
    two('moreWins', '(\\w+) won more matches than (\\w+)', (a, b, w) => w.won[a] > w.won[b]),
    two('morePoints', '(\\w+) finished with more points than (\\w+)', (a, b, w) => w.points[a] > w.points[b]),
    rule('distinct', 'no two teams finished with the same number of points', () => {
      return (w) => new Set(w.points).size === r.teams.length;
    }),
    // "Lions' only defeat" or "Eagle's only defeat": the possessive of the team's name.
    two('onlyLoss', "(\\w+?)'s? only defeat was against (\\w+)", (a, b, w) => w.lost[a] === 1 && beat(r, w, b, a)),
  ];
}

export const parseLeagueClue = (r: LeagueReading, text: string) => readOne(clueRules(r), text);

/** Every combination of results that meets all the clues. */
export function solveLeague(r: LeagueReading): LeagueWorld[] {
  const n = r.teams.length;
  const zero = () => new Array<number>(n).fill(0);
  const worlds: LeagueWorld[] = [];
  // One scratch world, refilled for each combination and copied only when every clue holds (speed).
  const w: LeagueWorld = {
    result: new Array<number>(r.pairs.length).fill(0),
    won: [],
    drawn: [],
    lost: [],
    points: [],
  };
  for (let code = 0; code < 3 ** r.pairs.length; code++) {
    for (let k = 0, c = code; k < r.pairs.length; k++, c = Math.floor(c / 3)) w.result[k] = c % 3;
    [w.won, w.drawn, w.lost] = [zero(), zero(), zero()];
    r.pairs.forEach(([i, j], k) => {
      if (w.result[k] === 1) {
        w.drawn[i]++;
        w.drawn[j]++;
        return;
      }
      const [winner, loser] = w.result[k] === 0 ? [i, j] : [j, i];
      w.won[winner]++;
      w.lost[loser]++;
    });
    w.points = w.won.map((x, t) => x * r.win + w.drawn[t] * r.draw);
    if (r.clues.every((c) => c(w))) worlds.push({ ...w, result: [...w.result] });
  }
  return worlds;
}

function questionRules(r: LeagueReading, worlds: readonly LeagueWorld[]): Rule<Ask<LeagueWorld>>[] {
  const team = (t: string) => lookup(r.teams, t);
  /** The one team with more of `score` than every other. */
  const top = (score: (w: LeagueWorld) => number[]) =>
    options(team, (t, w: LeagueWorld) => score(w).every((x, u) => u === t || x < score(w)[t]));
  return [
    rule('result', 'what was the result of the match between (\\w+) and (\\w+)\\?', (m) => {
      const [a, b] = [team(m[1]), team(m[2])];
      const { k } = matchOf(r, a, b);
      // "Cannot be determined" is about the worlds together: it holds when they disagree on this match.
      const open = new Set(worlds.map((w) => w.result[k])).size > 1;
      return {
        option: (o) => {
          if (/^the match was drawn$/i.test(o)) return (w) => w.result[k] === 1;
          if (/^cannot be determined$/i.test(o)) return () => open;
          const won = o.match(/^(\w+) won$/i);
          if (!won) throw new Error(`0 readings of "${o}"`);
          const x = team(won[1]);
          if (x !== a && x !== b) throw new Error(`${o}: not in this match`);
          return (w) => beat(r, w, x, x === a ? b : a);
        },
      };
    }),
    rule('points', 'how many points did (\\w+) score\\?', (m) => {
      const a = team(m[1]);
      return { value: (w) => w.points[a] };
    }),
    rule('draws', 'how many matches in the tournament ended in a draw\\?', () => ({ value: totalDraws })),
    rule('second', 'which team finished second on points\\?', () =>
      // Second: exactly one team above it and none level with it.
      options(team, (t, w: LeagueWorld) => {
        const p = w.points[t];
        return w.points.filter((x) => x > p).length === 1 && w.points.filter((x) => x === p).length === 1;
      }),
    ),
    rule('withWins', 'how many teams won exactly (\\w+) match(?:es)?\\?', (m) => {
      const n = count(m[1]);
      return { value: (w) => w.won.filter((x) => x === n).length };
    }),
    rule('mostWins', 'which team won the most matches\\?', () => top((w) => w.won)),
  ];
}

/** Reads the stem with the question grammar, then each option, and answers from the worlds. */
export function answerLeague(
  r: LeagueReading,
  worlds: readonly LeagueWorld[],
  q: { stem: string; options?: string[] | null },
): Answer & { form: string } {
  const { id, value } = readOne(questionRules(r, worlds), q.stem);
  return { ...answerFrom(value, worlds, q.options), form: id };
}
