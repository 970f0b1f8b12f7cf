import type { QuestionGenerator } from '../types.ts';
import { ages, coins, inequalityCount, quadraticRoots } from './algebra-equations.ts';
import { composition, exponentEquation, modulus, polyRemainder } from './algebra-functions.ts';
import { apSum, gpInfinite, logDigits, logEquation, maxMin } from './algebra-series.ts';
import { ciSiDifference, compoundInterest, simpleTwoAmounts } from './arithmetic-interest.ts';
import { alligation, partnership, replacement } from './arithmetic-mixtures.ts';
import {
  chainCostPrice,
  election,
  falseWeight,
  markupDiscount,
  relativeBase,
  successiveChange,
} from './arithmetic-percent.ts';
import { averageChange, compoundRatio, variation } from './arithmetic-ratio.ts';
import { averageSpeed, boats, circularTrack, races, trains } from './arithmetic-speed.ts';
import { pipes, workEfficiency, workLeave } from './arithmetic-work.ts';
import { circleChord, circleTangents, heights } from './geometry-circles.ts';
import { coordinateArea, coordinateLines } from './geometry-coordinates.ts';
import { linesAngles, polygonAngles, rightTriangle } from './geometry-shapes.ts';
import { gardenPath, meltRecast, paintedCube, rhombus } from './geometry-solids.ts';
import { heronArea, similarTriangles } from './geometry-triangles.ts';
import { functionalEquation, greatestInteger, logInequality } from './hard-algebra.ts';
import { boatRoundTrip, ciInstalments, markupDiscountWeight, workRatioChange } from './hard-arithmetic.ts';
import { cyclicDiameter, frustumSurface, tangentSecant } from './hard-geometry.ts';
import { circularApart, derangementCount, integerSolutions, meetingProbability, wordRank } from './hard-modern.ts';
import { factorialComposite, remainderDigits } from './hard-number.ts';
import { nestedSurd, surdTelescoping, triangleCentres } from './hard-surds-centres.ts';
import { binomialTerm } from './modern-binomial.ts';
import { committee, distribution, wordArrangements } from './modern-counting.ts';
import { balls, coinTosses, dice } from './modern-probability.ts';
import { recurrence, telescoping, venn } from './modern-sets.ts';
import { bases, primes } from './number-bases.ts';
import { divisibilityDigits, factorCount, hcfLcm } from './number-divisors.ts';
import { factorialPowers, remainderCrt, remainderPower, unitDigit } from './number-remainders.ts';

/** Every quantitative template; the bank materialiser draws from this list. */
export const quantGenerators: QuestionGenerator[] = [
  successiveChange,
  relativeBase,
  election,
  markupDiscount,
  chainCostPrice,
  falseWeight,
  ciSiDifference,
  compoundInterest,
  simpleTwoAmounts,
  compoundRatio,
  variation,
  averageChange,
  alligation,
  replacement,
  partnership,
  workLeave,
  workEfficiency,
  pipes,
  trains,
  boats,
  races,
  circularTrack,
  averageSpeed,
  coins,
  ages,
  quadraticRoots,
  inequalityCount,
  modulus,
  composition,
  polyRemainder,
  exponentEquation,
  logEquation,
  logDigits,
  apSum,
  gpInfinite,
  maxMin,
  remainderPower,
  remainderCrt,
  unitDigit,
  factorialPowers,
  factorCount,
  hcfLcm,
  divisibilityDigits,
  bases,
  primes,
  polygonAngles,
  linesAngles,
  rightTriangle,
  heronArea,
  similarTriangles,
  circleChord,
  circleTangents,
  heights,
  coordinateArea,
  coordinateLines,
  gardenPath,
  meltRecast,
  paintedCube,
  rhombus,
  wordArrangements,
  committee,
  distribution,
  binomialTerm,
  dice,
  balls,
  coinTosses,
  venn,
  telescoping,
  recurrence,
  // Level 4–5: two or three ideas per question, wrong options from named wrong steps (docs/difficulty-scale.md).
  workRatioChange,
  ciInstalments,
  boatRoundTrip,
  markupDiscountWeight,
  greatestInteger,
  functionalEquation,
  logInequality,
  surdTelescoping,
  nestedSurd,
  remainderDigits,
  factorialComposite,
  tangentSecant,
  cyclicDiameter,
  frustumSurface,
  triangleCentres,
  circularApart,
  derangementCount,
  integerSolutions,
  meetingProbability,
  wordRank,
];
