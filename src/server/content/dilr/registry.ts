import type { SetGenerator } from '../types.ts';

/** Every DILR set generator; each set's puzzle has exactly one solution, checked by its solver. */
export const dilrGenerators: SetGenerator[] = [];
