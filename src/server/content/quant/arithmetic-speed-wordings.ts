// The written forms of the speed questions, kept apart from the arithmetic so each file stays short. Every
// phrasing states the same facts; the template's parameters pick one (see `variant` in template.ts).
import { phrasing, variant } from './template.ts';

export function trainStem({
  kind,
  l1,
  l2,
  s1,
  s2,
  city,
}: {
  kind: 'platform' | 'opposite' | 'same';
  l1: number;
  l2: number;
  s1: number;
  s2: number;
  city: string;
}): string {
  const dir = kind === 'opposite' ? 'in opposite directions' : 'in the same direction';
  // A platform or a second train; each set-up and ask comes in several of our own phrasings.
  const [platform, pair, opposite, same] = phrasing(
    variant([kind, l1, l2, s1, s2, city]),
    [
      `A train ${l1} m long, running at ${s1} km/h, crosses a platform ${l2} m long at ${city} station. How many seconds does it take to cross the platform completely?`,
      `How many seconds will a ${l1} m long train travelling at ${s1} km/h take to pass completely through a ${l2} m platform at ${city} station?`,
      `At ${city} station, a ${l1} m train moving at ${s1} km/h passes a platform that is ${l2} m long. How long, in seconds, does it take from the moment its engine reaches the platform until its last coach leaves it?`,
      `A ${l1} m goods train runs through ${city} station at a steady ${s1} km/h without stopping. The platform there is ${l2} m long. In how many seconds does the train clear the platform completely?`,
    ],
    [
      `Two trains, ${l1} m and ${l2} m long, run on parallel tracks ${dir} at ${s1} km/h and ${s2} km/h.`,
      `A ${l1} m train running at ${s1} km/h and a ${l2} m train running at ${s2} km/h are on parallel tracks, moving ${dir}.`,
      `On parallel tracks, two trains of lengths ${l1} m and ${l2} m move ${dir}, the first at ${s1} km/h and the second at ${s2} km/h.`,
    ],
    [
      'How many seconds does the crossing take from the moment they meet?',
      'How many seconds do they take to pass each other completely?',
      'From the moment their fronts meet, how many seconds pass before their rear ends are clear of each other?',
    ],
    [
      'How many seconds does the faster train take to overtake the slower one completely?',
      'How many seconds does the faster train need to pass the slower one completely?',
      "From the moment the first train's front draws level with the rear of the second, how long (in seconds) does it take to pass it completely?",
    ],
  );
  return kind === 'platform' ? platform : `${pair} ${kind === 'opposite' ? opposite : same}`;
}

export function trackWordings({
  len,
  a,
  b,
  kind,
  towards,
  names,
}: {
  len: number;
  a: number;
  b: number;
  kind: string;
  towards: boolean;
  names: string[];
}) {
  const [x, y] = names;
  // The start, the speeds and the direction (none when only the start point matters) in four orders, then one
  // of three asks for each kind of question.
  const w = variant([len, a, b, kind, towards, names]);
  const intros = [
    (dir: string) =>
      `${x} and ${y} start running together from the same point on a circular track ${len} m long, at ${a} m/s and ${b} m/s respectively${dir ? `, ${dir}` : ''}.`,
    (dir: string) =>
      `A circular jogging track is ${len} m round. ${x} and ${y} set off at the same moment from the same spot${dir ? ` ${dir}` : ''}, ${x} at ${a} m/s and ${y} at ${b} m/s.`,
    (dir: string) =>
      `Running at ${a} m/s and ${b} m/s respectively, ${x} and ${y} start together from one point of a ${len} m circular track${dir ? ` and run ${dir}` : ''}.`,
    (dir: string) =>
      `On a ${len} m circular track, ${x} runs at ${a} m/s and ${y} at ${b} m/s. They start at the same time from the same point${dir ? `, running ${dir}` : ''}.`,
  ];
  const intro = intros[w % intros.length];
  const [askPoints, askStart, askMeet] = phrasing(
    Math.floor(w / intros.length),
    [
      'If they keep running indefinitely, at how many distinct points on the track will they meet?',
      'Running on indefinitely, at how many different points of the track do they meet?',
      'If they never stop, how many distinct meeting points will there be on the track?',
    ],
    [
      'After how many seconds will they be together at the starting point for the first time?',
      'How many seconds after the start will both of them first be back at the starting point at the same moment?',
      'How many seconds pass before they are together at the starting point again for the first time?',
    ],
    [
      'After how many seconds will they meet for the first time?',
      'How many seconds after the start do they first meet?',
      'When, in seconds after starting, do they meet for the first time?',
    ],
  );
  return { intro, askPoints, askStart, askMeet };
}

export function averageSpeedStem({
  kind,
  u,
  v,
  w,
  t1,
  t2,
  name,
  from,
}: {
  kind: 'two' | 'three' | 'times';
  u: number;
  v: number;
  w: number;
  t1: number;
  t2: number;
  name: string;
  from: string;
}): string {
  const hours = (h: number) => `${h} hour${h === 1 ? '' : 's'}`;
  // Each kind of trip told in three or four ways: the order of the legs, the framing and the ask differ.
  const [byTime, roundTrip, threeStretches] = phrasing(
    variant([kind, u, v, w, t1, t2, name, from]),
    [
      `${name} drives out of ${from} for ${hours(t1)} at ${u} km/h and then for ${hours(t2)} at ${v} km/h. What is the average speed for the whole drive?`,
      `Leaving ${from}, ${name} drives at ${u} km/h for ${hours(t1)} and then at ${v} km/h for ${hours(t2)}. Find the average speed over the whole drive.`,
      `For ${hours(t1)} after leaving ${from}, ${name} keeps to ${u} km/h; for the following ${hours(t2)} the speed is ${v} km/h. What is the average speed for the entire trip?`,
    ],
    [
      `${name} drives from ${from} to a nearby town at ${u} km/h and returns by the same road at ${v} km/h. What is the average speed for the round trip?`,
      `${name} drives from ${from} to a nearby town and back along the same road, going at ${u} km/h and returning at ${v} km/h. Find the average speed for the whole round trip.`,
      `On a round trip from ${from}, ${name} averages ${u} km/h on the way out and ${v} km/h on the way back over the same road. What is the average speed for the entire trip?`,
      `Going from ${from} to a nearby town, ${name} drives at ${u} km/h; coming back by the same route, at ${v} km/h. Which of the following is the average speed for the journey there and back?`,
    ],
    [
      `${name} covers three equal stretches of a highway out of ${from} at ${u} km/h, ${v} km/h and ${w} km/h respectively. What is the average speed for the whole journey?`,
      `A highway drive out of ${from} is split into three stretches of equal length, which ${name} covers at ${u} km/h, ${v} km/h and ${w} km/h respectively. Find the average speed for the whole drive.`,
      `${name} drives out of ${from} in three equal parts: the first third of the distance at ${u} km/h, the second third at ${v} km/h and the last third at ${w} km/h. What is the average speed over the whole distance?`,
    ],
  );
  return kind === 'times' ? byTime : kind === 'two' ? roundTrip : threeStretches;
}
