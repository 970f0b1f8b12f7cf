import { candidateSpace } from './candidate-spaces.ts';
import { product } from './solver.ts';

/**
 * Games & tournaments: five teams play a single round robin (10 matches). A points table with missing cells plus
 * text clues must pin down every result. Outcome 0: the first-named team won, 1: draw, 2: the second won.
 */

export const TEAMS = ['Eagles', 'Falcons', 'Lions', 'Panthers', 'Rhinos', 'Sharks', 'Tigers', 'Wolves'];
export const TEAM_COUNT = 5;
export const MATCHES: Array<[number, number]> = [];
for (let i = 0; i < TEAM_COUNT; i++) for (let j = i + 1; j < TEAM_COUNT; j++) MATCHES.push([i, j]);

export type Stat = 'won' | 'drawn' | 'lost' | 'points';
export const STATS: Stat[] = ['won', 'drawn', 'lost', 'points'];

export interface League {
  outcome: number[];
  won: number[];
  drawn: number[];
  lost: number[];
  points: number[];
}

export type LeagueClue =
  | { t: 'cell'; team: number; stat: Stat; value: number }
  | { t: 'result'; match: number; outcome: number }
  | { t: 'unbeaten'; team: number }
  | { t: 'draws'; value: number }
  | { t: 'moreWins'; a: number; b: number }
  | { t: 'morePoints'; a: number; b: number }
  | { t: 'distinctPoints' }
  | { t: 'onlyLoss'; team: number; to: number };

export type LeagueQuery =
  | { kind: 'result'; match: number }
  | { kind: 'points'; team: number }
  | { kind: 'draws' }
  | { kind: 'second' }
  | { kind: 'teamsWithWins'; wins: number }
  | { kind: 'mostWins' };

/** The league table implied by the results, with `win` and `draw` points. */
export function leagueOf(outcome: number[], win: number, draw: number): League {
  const z = () => new Array<number>(TEAM_COUNT).fill(0);
  const league: League = { outcome, won: z(), drawn: z(), lost: z(), points: z() };
  MATCHES.forEach(([i, j], k) => {
    if (outcome[k] === 1) {
      league.drawn[i]++;
      league.drawn[j]++;
    } else {
      const [w, l] = outcome[k] === 0 ? [i, j] : [j, i];
      league.won[w]++;
      league.lost[l]++;
    }
  });
  for (let t = 0; t < TEAM_COUNT; t++) league.points[t] = league.won[t] * win + league.drawn[t] * draw;
  return league;
}

/** All 3^10 result combinations as league tables, built once per points system and drawing. */
export function leagueCandidates(win: number, draw: number): League[] {
  return candidateSpace(`league ${win}/${draw}`, () =>
    product(MATCHES.map(() => [0, 1, 2])).map((outcome) => leagueOf(outcome, win, draw)),
  );
}

export function leagueHolds(clue: LeagueClue, s: League): boolean {
  switch (clue.t) {
    case 'cell':
      return s[clue.stat][clue.team] === clue.value;
    case 'result':
      return s.outcome[clue.match] === clue.outcome;
    case 'unbeaten':
      return s.lost[clue.team] === 0;
    case 'draws':
      return s.drawn.reduce((a, b) => a + b, 0) === 2 * clue.value;
    case 'moreWins':
      return s.won[clue.a] > s.won[clue.b];
    case 'morePoints':
      return s.points[clue.a] > s.points[clue.b];
    case 'distinctPoints':
      return new Set(s.points).size === TEAM_COUNT;
    case 'onlyLoss': {
      if (s.lost[clue.team] !== 1) return false;
      const k = MATCHES.findIndex(([i, j]) => (i === clue.team && j === clue.to) || (i === clue.to && j === clue.team));
      return s.outcome[k] === (MATCHES[k][0] === clue.team ? 2 : 0);
    }
  }
}

export const WEIGHT: Record<LeagueClue['t'], number> = {
  cell: 1,
  result: 0.4,
  unbeaten: 1,
  draws: 1,
  moreWins: 1.1,
  morePoints: 1.1,
  distinctPoints: 1.5,
  onlyLoss: 1.2,
};

export function cluePool(s: League): LeagueClue[] {
  const pool: LeagueClue[] = [];
  for (let team = 0; team < TEAM_COUNT; team++) {
    for (const stat of STATS) pool.push({ t: 'cell', team, stat, value: s[stat][team] });
    if (s.lost[team] === 0) pool.push({ t: 'unbeaten', team });
    for (let b = 0; b < TEAM_COUNT; b++) {
      if (s.won[team] > s.won[b]) pool.push({ t: 'moreWins', a: team, b });
      if (s.points[team] > s.points[b]) pool.push({ t: 'morePoints', a: team, b });
    }
  }
  MATCHES.forEach(([i, j], match) => {
    pool.push({ t: 'result', match, outcome: s.outcome[match] });
    const loser = s.outcome[match] === 0 ? j : s.outcome[match] === 2 ? i : -1;
    if (loser >= 0 && s.lost[loser] === 1) pool.push({ t: 'onlyLoss', team: loser, to: loser === i ? j : i });
  });
  pool.push({ t: 'draws', value: s.drawn.reduce((a, b) => a + b, 0) / 2 });
  if (new Set(s.points).size === TEAM_COUNT) pool.push({ t: 'distinctPoints' });
  return pool;
}

export function resultText(match: number, outcome: number, teams: readonly string[]): string {
  const [i, j] = MATCHES[match];
  if (outcome === 1) return `${teams[i]} and ${teams[j]} drew`;
  return outcome === 0 ? `${teams[i]} beat ${teams[j]}` : `${teams[j]} beat ${teams[i]}`;
}

export function leagueClueText(clue: LeagueClue, teams: readonly string[]): string {
  switch (clue.t) {
    case 'cell':
      return `${teams[clue.team]}: ${clue.stat} ${clue.value}.`;
    case 'result':
      return `${resultText(clue.match, clue.outcome, teams)}.`;
    case 'unbeaten':
      return `${teams[clue.team]} did not lose any match.`;
    case 'draws':
      return `Exactly ${clue.value} ${clue.value === 1 ? 'match' : 'matches'} in the tournament ended in a draw.`;
    case 'moreWins':
      return `${teams[clue.a]} won more matches than ${teams[clue.b]}.`;
    case 'morePoints':
      return `${teams[clue.a]} finished with more points than ${teams[clue.b]}.`;
    case 'distinctPoints':
      return 'No two teams finished with the same number of points.';
    case 'onlyLoss':
      return `${possessive(teams[clue.team])} only defeat was against ${teams[clue.to]}.`;
  }
}

const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);
