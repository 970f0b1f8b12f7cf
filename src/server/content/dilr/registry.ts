import type { SetGenerator } from '../types.ts';
import { arrangementGenerator } from './arrangement.ts';
import { barGenerator } from './bar.ts';
import { caseletGenerator } from './caselet.ts';
import { circularArrangementGenerator } from './circular-arrangement.ts';
import { lineGenerator } from './line.ts';
import { pieGenerator } from './pie.ts';
import { routesGenerator } from './routes.ts';
import { scatterGenerator } from './scatter.ts';
import { schedulingGenerator } from './scheduling.ts';
import { stackedBarGenerator } from './stacked-bar.ts';
import { tableGenerator } from './table.ts';
import { tournamentGenerator } from './tournament.ts';
import { vennGenerator } from './venn.ts';

/** Every DILR set generator; each set's puzzle has exactly one solution, checked by its solver. */
export const dilrGenerators: SetGenerator[] = [
  tableGenerator,
  barGenerator,
  stackedBarGenerator,
  lineGenerator,
  pieGenerator,
  scatterGenerator,
  caseletGenerator,
  arrangementGenerator,
  circularArrangementGenerator,
  schedulingGenerator,
  tournamentGenerator,
  routesGenerator,
  vennGenerator,
];
