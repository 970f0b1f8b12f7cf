import type { SetGenerator } from '../types.ts';
import { tidySet } from '../typeset.ts';
import { arrangementGenerator } from './arrangement.ts';
import { barGenerator } from './bar.ts';
import { caseletGenerator } from './caselet.ts';
import { circularArrangementGenerator } from './circular-arrangement.ts';
import { lineGenerator } from './line.ts';
import { missingDataGenerator } from './missing-data.ts';
import { partialArrangementGenerator } from './partial-arrangement.ts';
import { pieGenerator } from './pie.ts';
import { routesGenerator } from './routes.ts';
import { scatterGenerator } from './scatter.ts';
import { schedulingGenerator } from './scheduling.ts';
import { stackedBarGenerator } from './stacked-bar.ts';
import { tableGenerator } from './table.ts';
import { tournamentGenerator } from './tournament.ts';
import { vennGenerator } from './venn.ts';

/** Every set passes the shared typesetting pass (Unicode minus in prose, tidy signs in maths). */
function typeset(g: SetGenerator): SetGenerator {
  return {
    ...g,
    generate: (rng) => {
      return tidySet(g.generate(rng));
    },
  };
}

/**
 * Every DILR set generator; each set's puzzle has exactly one solution, checked by its solver, except the partial
 * arrangements and the tables with missing data, whose several cases are the point (their tests re-read the set and
 * prove every key over all the cases). The linear, circular, scheduling, tournament, routes and Venn sets are also
 * read back from their rendered text (and table) by readers that know no generator (arrangement-reader.ts,
 * circular-reader.ts, scheduling-reader.ts, tournament-reader.ts, routes-reader.ts, venn-reader.ts).
 */
export const dilrGenerators: SetGenerator[] = [
  tableGenerator,
  missingDataGenerator,
  barGenerator,
  stackedBarGenerator,
  lineGenerator,
  pieGenerator,
  scatterGenerator,
  caseletGenerator,
  arrangementGenerator,
  circularArrangementGenerator,
  partialArrangementGenerator,
  schedulingGenerator,
  tournamentGenerator,
  routesGenerator,
  vennGenerator,
].map(typeset);
