// @ts-nocheck
import type { QuestionDraft, SetDraft } from '#shared/contracts/questions';
import type { Rng } from '#shared/domain/random';
import type { SetGenerator } from '../types.ts';
import { dilrSet, list, mcq, type SetMeta, sample, tita } from './kit.ts';
import { chooseClues, deductionTrace, retry, weightedOrder } from './solver.ts';
import {
  cluePool,
  type League,
  type LeagueClue,
  type LeagueQuery,
  leagueCandidates,
  leagueClueText,
  leagueHolds,
  leagueOf,
  MATCHES,
  resultText,
  STATS,
  type Stat,
  TEAM_COUNT,
  TEAMS,
  WEIGHT,
} from './tournament-model.ts';

/** Games & tournament sets: hidden results, a part-filled points table plus clues that leave one set of results. */
export interface LeagueBuild {
  draft: SetDraft;
  teams: string[];
  win: number;
  draw: number;
  solution: League;
  clues: LeagueClue[];
  queries: LeagueQuery[];
}

/** The four options for a match result, indexed by outcome (0 first-named won, 1 draw, 2 second won). */
export const MATCH_OPTIONS = (teams: readonly string[], match: number) => {
  const [i, j] = MATCHES[match];
  return [`${teams[i]} won`, 'The match was drawn', `${teams[j]} won`, 'Cannot be determined'];
};

export function buildTournament(rng: Rng): LeagueBuild {
  const teams = sample(rng, TEAMS, TEAM_COUNT).sort();
  const [win, draw] = rng.pick([
    [3, 1],
    [2, 1],
  ]);
  const candidates = leagueCandidates(win, draw);
  const { solution, clues } = retry(20, () => {
    const outcome = MATCHES.map(() => {
      const r = rng.next();
      return r < 0.25 ? 1 : r < 0.625 ? 0 : 2;
    });
    const hidden = leagueOf(outcome, win, draw);
    const pool = weightedOrder(cluePool(hidden), (c) => WEIGHT[c.t], rng);
    const chosen = chooseClues({ candidates, pool, holds: leagueHolds, maxClues: 16 });
    return chosen && { solution: hidden, clues: chosen };
  });
  const cells = clues.filter((c): c is Extract<LeagueClue, { t: 'cell' }> => c.t === 'cell');
  const texts = rng.shuffle(clues.filter((c) => c.t !== 'cell'));
  const ordered = [...texts, ...cells];
  const label = (i: number) => {
    const c = ordered[i];
    return c.t === 'cell' ? `the table (${teams[c.team]} ${c.stat})` : `clue ${i + 1}`;
  };
  const meta: SetMeta = {
    generator: 'dilr-tournament',
    area: 'Logical Reasoning',
    topic: 'Games & tournaments',
    exams: ['CAT'],
  };
  const trace = deductionTrace({
    candidates,
    clues: ordered,
    holds: leagueHolds,
    values: (s) => s.outcome,
    phrase: (k, possible) => possible.map((o) => resultText(k, o, teams)).join(' or '),
    label,
  }).map((line) => line.charAt(0).toUpperCase() + line.slice(1));
  const results = MATCHES.map((_, k) => resultText(k, solution.outcome[k], teams)).join('; ');
  const table = teams.map((t, i) => `${t} ${solution.points[i]}`).join(', ');
  const solved = [...trace, `All ten results are now fixed: ${results}. Points: ${table}.`];
  const difficulty = clues.length >= 12 ? 5 : 4;
  const given = (stat: Stat, team: number) => cells.some((c) => c.team === team && c.stat === stat);
  const byPoints = [...teams.keys()].sort((a, b) => solution.points[b] - solution.points[a]);

  const templates: Array<() => { q: LeagueQuery; draft: QuestionDraft } | null> = [
    () => {
      const open = MATCHES.map((_, k) => k).filter((k) => !texts.some((c) => c.t === 'result' && c.match === k));
      const match = rng.pick(open);
      const [i, j] = MATCHES[match];
      const options = MATCH_OPTIONS(teams, match);
      const correct = options[solution.outcome[match]];
      const stem = `What was the result of the match between ${teams[i]} and ${teams[j]}?`;
      const explanation = [...solved, `In particular, ${resultText(match, solution.outcome[match], teams)}.`];
      const wrong = options.filter((o) => o !== correct);
      return { q: { kind: 'result', match }, draft: mcq(meta, rng, { stem, correct, wrong, explanation, difficulty }) };
    },
    () => {
      const open = [...teams.keys()].filter((t) => !given('points', t));
      if (open.length === 0) return null;
      const team = rng.pick(open);
      const value = solution.points[team];
      const stem = `How many points did ${teams[team]} score?`;
      const explanation = [
        ...solved,
        `${teams[team]}: ${solution.won[team]} wins × ${win} + ${solution.drawn[team]} draws × ${draw} = ${value} points.`,
      ];
      return { q: { kind: 'points', team }, draft: tita(meta, { stem, value, explanation, difficulty }) };
    },
    () => {
      if (texts.some((c) => c.t === 'draws')) return null;
      const value = solution.drawn.reduce((a, b) => a + b, 0) / 2;
      const stem = 'How many matches in the tournament ended in a draw?';
      const explanation = [
        ...solved,
        `Each draw appears in two teams' drawn column: ${solution.drawn.join(' + ')} = ${2 * value}, so ${value} matches were drawn.`,
      ];
      return { q: { kind: 'draws' }, draft: tita(meta, { stem, value, explanation, difficulty }) };
    },
    () => {
      const [a, b, c] = byPoints.map((t) => solution.points[t]);
      if (!(a > b && b > c)) return null;
      const second = byPoints[1];
      const stem = 'Which team finished second on points?';
      const explanation = [
        ...solved,
        `Ranked by points: ${byPoints.map((t) => `${teams[t]} (${solution.points[t]})`).join(', ')}.`,
      ];
      const wrong = rng.shuffle(teams.filter((_, t) => t !== second));
      return {
        q: { kind: 'second' },
        draft: mcq(meta, rng, { stem, correct: teams[second], wrong, explanation, difficulty }),
      };
    },
    () => {
      const wins = rng.int(1, 2);
      const value = solution.won.filter((w) => w === wins).length;
      const stem = `How many teams won exactly ${wins} ${wins === 1 ? 'match' : 'matches'}?`;
      const explanation = [...solved, `Wins per team: ${teams.map((t, i) => `${t} ${solution.won[i]}`).join(', ')}.`];
      return { q: { kind: 'teamsWithWins', wins }, draft: tita(meta, { stem, value, explanation, difficulty }) };
    },
    () => {
      const most = Math.max(...solution.won);
      const leaders = [...teams.keys()].filter((t) => solution.won[t] === most);
      if (leaders.length !== 1) return null;
      const stem = 'Which team won the most matches?';
      const explanation = [...solved, `Wins per team: ${teams.map((t, i) => `${t} ${solution.won[i]}`).join(', ')}.`];
      const wrong = rng.shuffle(teams.filter((_, t) => t !== leaders[0]));
      return {
        q: { kind: 'mostWins' },
        draft: mcq(meta, rng, { stem, correct: teams[leaders[0]], wrong, explanation, difficulty }),
      };
    },
  ];

  const count = rng.int(4, 5);
  const made: Array<{ q: LeagueQuery; draft: QuestionDraft }> = [];
  for (const template of rng.shuffle(templates)) {
    if (made.length === count) break;
    const result = template();
    if (result) made.push(result);
  }
  for (let guard = 0; made.length < 4 && guard < 50; guard++) {
    const result = templates[0]();
    if (result && !made.some((m) => JSON.stringify(m.q) === JSON.stringify(result.q))) made.push(result);
  }

  const cell = (team: number, stat: Stat) => (given(stat, team) ? solution[stat][team] : '?');
  const rows = teams.map((t, team) => [t, TEAM_COUNT - 1, ...STATS.map((stat) => cell(team, stat))]);
  const body = [
    `${list(teams)} played a football league in which every team met every other team exactly once. A win earned ${win} points, a draw ${draw} point${draw === 1 ? '' : 's'} and a loss none.`,
    '',
    'Some entries of the final points table are missing (shown as ?). The following is also known:',
    '',
    ...texts.map((clue, i) => `${i + 1}. ${leagueClueText(clue, teams)}`),
  ].join('\n');
  const draft = dilrSet(
    'tournament',
    `Round-robin league: ${teams.length} teams, missing table entries`,
    body,
    made.map((m) => m.draft),
    {
      blocks: [
        {
          kind: 'table',
          caption: 'Final points table (? = missing)',
          columns: ['Team', 'Played', 'Won', 'Drawn', 'Lost', 'Points'],
          rows,
        },
      ],
    },
  );
  return { draft, teams, win, draw, solution, clues: ordered, queries: made.map((m) => m.q) };
}

export const tournamentGenerator: SetGenerator = {
  id: 'dilr-tournament',
  setType: 'tournament',
  area: 'Logical Reasoning',
  generate: (rng) => buildTournament(rng).draft,
};
