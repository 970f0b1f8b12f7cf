// @ts-nocheck
import { cap, group, inr, pct, tex } from './format.ts';
import { PEOPLE } from './names.ts';
import { add, neg, type Q, q, sub, toNum } from './rational.ts';
import { ALL_EXAMS, defineTemplate, drawUntil, pickMany } from './template.ts';

/** "12% increase" / "5.5% decrease" / "No change" from a signed percentage. */
export function changeText(x: Q): string {
  if (x.n === 0) return 'No change';
  return x.n > 0 ? `${pct(x)} increase` : `${pct(neg(x))} decrease`;
}

const CHANGE_CONTEXTS = [
  { what: 'the price of a smartphone', short: 'its price', up: 'increased', down: 'decreased' },
  { what: 'the monthly rent of a flat', short: 'the rent', up: 'raised', down: 'reduced' },
  { what: "an employee's salary", short: 'the salary', up: 'hiked', down: 'cut' },
  { what: 'the output of a factory', short: 'the output', up: 'increased', down: 'reduced' },
  { what: 'the fare on a bus route', short: 'the fare', up: 'raised', down: 'lowered' },
  { what: 'the price of a litre of petrol', short: 'the price', up: 'increased', down: 'decreased' },
  { what: 'the membership fee of a gym', short: 'the fee', up: 'raised', down: 'cut' },
] as const;

export const successiveChange = defineTemplate({
  id: 'qa-percent-successive-change',
  area: 'Arithmetic',
  topic: 'Percentages',
  exams: ALL_EXAMS,
  draw: (rng) => ({
    up: 5 * rng.int(1, 12),
    down: 5 * rng.int(1, 12),
    upFirst: rng.next() < 0.6,
    ctx: rng.int(0, CHANGE_CONTEXTS.length - 1),
  }),
  body: ({ up, down, upFirst, ctx }) => {
    const c = CHANGE_CONTEXTS[ctx];
    const net = q((100 + up) * (100 - down) - 10000, 100);
    const correct = changeText(net);
    const first = upFirst ? `${c.up} by ${up}%` : `${c.down} by ${down}%`;
    const second = upFirst ? `${c.down} by ${down}%` : `${c.up} by ${up}%`;
    const v1 = upFirst ? 100 + up : 100 - down;
    const f1 = upFirst ? 100 + up : 100 - down;
    const f2 = upFirst ? 100 - down : 100 + up;
    const v2 = q(f1 * f2, 100);
    return {
      type: 'MCQ',
      stem: `${cap(c.what)} is first ${first} and then ${second}. What is the net percentage change in ${c.short}?`,
      correct,
      distractors: [
        changeText(q(up - down)),
        changeText(neg(net)),
        changeText(q(100 * up - 100 * down + up * down, 100)),
        changeText(add(net, 1)),
        changeText(sub(net, 2)),
      ],
      steps: [
        `Take the original value as 100. After the first change it becomes $100 \\times \\frac{${f1}}{100} = ${v1}$.`,
        `After the second change it becomes $${v1} \\times \\frac{${f2}}{100} = ${tex(v2)}$.`,
        `The net change is $${tex(v2)} - 100 = ${tex(net)}$ on a base of 100, so the answer is ${correct}.`,
      ],
      difficulty: up === down ? 2 : 1,
      time: 1.5,
    };
  },
});

const COMPARE_CONTEXTS = [
  { thing: 'monthly salary', verb: 'is' },
  { thing: 'score in the mock test', verb: 'is' },
  { thing: 'annual savings', verb: 'are' },
  { thing: 'daily commute', verb: 'is' },
  { thing: 'electricity bill', verb: 'is' },
] as const;

export const relativeBase = defineTemplate({
  id: 'qa-percent-relative-base',
  area: 'Arithmetic',
  topic: 'Percentages',
  exams: ALL_EXAMS,
  draw: (rng) => {
    const more = rng.next() < 0.5;
    const r = more
      ? rng.pick([10, 20, 25, 40, 50, 60, 75, 80, 100, 125, 150, 200, 300])
      : rng.pick([10, 20, 25, 40, 50, 60, 75, 80]);
    const [a, b] = pickMany(rng, PEOPLE, 2);
    return { more, r, a, b, ctx: rng.int(0, COMPARE_CONTEXTS.length - 1) };
  },
  body: ({ more, r, a, b, ctx }) => {
    const c = COMPARE_CONTEXTS[ctx];
    const bigger = more ? 100 + r : 100 - r;
    const answer = q(100 * r, bigger);
    // classic slips: dividing by the wrong figure, or adding/subtracting r²/100 as if the changes were successive
    const wrongBase = more ? (r < 100 ? q(100 * r, 100 - r) : q(r, 2)) : q(100 * r, 100 + r);
    const successive = more ? q(100 * r - r * r, 100) : q(100 * r + r * r, 100);
    const correct = pct(answer);
    return {
      type: 'MCQ',
      stem: `${a}'s ${c.thing} ${c.verb} ${r}% ${more ? 'more' : 'less'} than ${b}'s. By what percentage ${c.verb} ${b}'s ${c.thing} ${more ? 'less' : 'more'} than ${a}'s?`,
      correct,
      distractors: [pct(r), pct(wrongBase), pct(successive), pct(add(answer, 5)), pct(sub(answer, 4))],
      steps: [
        `Take ${b}'s ${c.thing} as 100. Then ${a}'s is $100 ${more ? '+' : '-'} ${r} = ${bigger}$.`,
        `The difference is ${r}, but the comparison is now made against ${a}'s figure, so the base is ${bigger}, not 100.`,
        `Required percentage $= \\frac{${r}}{${bigger}} \\times 100 = ${tex(answer)}$, i.e. ${correct}.`,
      ],
      difficulty: r % 25 === 0 ? 2 : 3,
      time: 1.5,
    };
  },
});

/** Largest plausible number of votes for each kind of election. */
export const ELECTORATES: Record<string, number> = {
  'a municipal ward': 90_000,
  'a college union': 12_000,
  'a housing society': 5_000,
  'a district council': 90_000,
};

export const election = defineTemplate({
  id: 'qa-percent-election',
  area: 'Arithmetic',
  topic: 'Percentages',
  exams: ALL_EXAMS,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        total: 1000 * r.int(4, 90),
        invalid: r.pick([0, 4, 5, 10, 12, 15, 20, 25]),
        winner: r.int(52, 70),
        askLoser: r.next() < 0.4,
        place: r.pick(['a municipal ward', 'a college union', 'a housing society', 'a district council']),
      }),
      (p) =>
        (p.total * (100 - p.invalid) * (100 - p.winner)) % 10000 === 0 &&
        p.total <= (ELECTORATES[p.place] ?? Number.POSITIVE_INFINITY),
    ),
  body: ({ total, invalid, winner, askLoser, place }) => {
    const valid = (total * (100 - invalid)) / 100;
    const margin = (valid * (2 * winner - 100)) / 100;
    const loser = (valid * (100 - winner)) / 100;
    const answer = askLoser ? loser : total;
    const invalidText =
      invalid === 0 ? 'every vote cast was valid' : `${invalid}% of the votes cast were declared invalid`;
    const steps = [
      `The winner has ${winner}% and the loser ${100 - winner}% of the valid votes, so the margin is $${2 * winner - 100}\\%$ of the valid votes.`,
      `Valid votes $= ${margin} \\times \\frac{100}{${2 * winner - 100}} = ${valid}$.`,
    ];
    if (askLoser)
      steps.push(`The loser received ${100 - winner}% of ${group(valid)} $= ${loser}$ votes: ${group(loser)}.`);
    else if (invalid === 0) steps.push(`Every vote was valid, so ${group(total)} votes were cast.`);
    else
      steps.push(
        `Valid votes are ${100 - invalid}% of all votes cast, so the total is $${valid} \\times \\frac{100}{${100 - invalid}} = ${total}$ votes: ${group(total)}.`,
      );
    return {
      type: 'TITA',
      stem: `In an election for ${place} between two candidates, ${invalidText}. The winner received ${winner}% of the valid votes and won by ${group(margin)} votes. ${askLoser ? 'How many valid votes did the losing candidate receive?' : 'How many votes were cast in all?'}`,
      value: answer,
      steps,
      difficulty: invalid === 0 ? 2 : 3,
      time: 2,
    };
  },
});

const ITEMS = ['bicycle', 'laptop', 'sofa', 'wristwatch', 'camera', 'refrigerator', 'guitar', 'microwave oven'];

function gainText(x: Q): string {
  if (x.n === 0) return 'No profit, no loss';
  return x.n > 0 ? `${pct(x)} profit` : `${pct(neg(x))} loss`;
}

export const markupDiscount = defineTemplate({
  id: 'qa-profit-markup-discount',
  area: 'Arithmetic',
  topic: 'Profit, Loss & Discount',
  exams: ALL_EXAMS,
  draw: (rng) => ({
    markup: 5 * rng.int(2, 20),
    discount: 5 * rng.int(1, 9),
    seller: rng.pick(PEOPLE),
    item: rng.pick(ITEMS),
    sale: rng.next() < 0.5,
  }),
  body: ({ markup, discount, seller, item, sale }) => {
    const sp = q((100 + markup) * (100 - discount), 100);
    const gain = sub(sp, 100);
    const correct = gainText(gain);
    const discountText = sale
      ? `During a sale, ${seller} offers a discount of ${discount}% on the marked price.`
      : `${seller} then allows a discount of ${discount}% on the marked price.`;
    return {
      type: 'MCQ',
      stem: `${seller} marks a ${item} ${markup}% above its cost price. ${discountText} What is ${seller}'s profit or loss percentage on the ${item}?`,
      correct,
      distractors: [
        gainText(q(markup - discount)),
        gainText(neg(gain)),
        gainText(q(100 * markup - 100 * discount + markup * discount, 100)),
        gainText(add(gain, 2)),
        gainText(sub(gain, 3)),
      ],
      steps: [
        `Let the cost price be ₹100. The marked price is ₹${100 + markup}.`,
        `The discount is taken on the marked price: selling price $= ${100 + markup} \\times \\frac{${100 - discount}}{100} = ${tex(sp)}$.`,
        `Profit on ₹100 $= ${tex(sp)} - 100 = ${tex(gain)}$, so the result is ${correct}.`,
      ],
      difficulty: 2,
      time: 1.5,
    };
  },
});

export const chainCostPrice = defineTemplate({
  id: 'qa-profit-chain-cost-price',
  area: 'Arithmetic',
  topic: 'Profit, Loss & Discount',
  exams: ALL_EXAMS,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        cost: 50 * r.int(4, 200),
        p1: r.pick([5, 10, 12, 15, 20, 25, 30, 40, 50]),
        p2: r.pick([5, 10, 15, 20, 25]) * (r.next() < 0.5 ? -1 : 1),
        names: pickMany(r, PEOPLE, 3),
        item: r.pick(ITEMS),
      }),
      (p) => (p.cost * (100 + p.p1) * (100 + p.p2)) % 10000 === 0,
    ),
  body: ({ cost, p1, p2, names, item }) => {
    const [a, b, c] = names;
    const mid = q(cost * (100 + p1), 100);
    const paid = (cost * (100 + p1) * (100 + p2)) / 10000;
    const second = p2 > 0 ? `a profit of ${p2}%` : `a loss of ${-p2}%`;
    return {
      type: 'MCQ',
      stem: `${a} sold a ${item} to ${b} at a profit of ${p1}%. ${b} sold it to ${c} at ${second}. If ${c} paid ${inr(paid)}, how much did the ${item} cost ${a}?`,
      correct: inr(cost),
      // slips: adding the two percentages, or taking them off the final price instead of dividing
      distractors: [
        inr(q(paid * 100, 100 + p1 + p2)),
        inr(q(paid * (100 - p1) * (100 - p2), 10000)),
        inr(cost + 50 * Math.max(1, Math.round(cost / 1000))),
        inr(cost - 50),
        inr(cost + 100),
      ],
      steps: [
        `${c} paid ${100 + p2}% of ${b}'s cost, so ${b}'s cost $= ${paid} \\times \\frac{100}{${100 + p2}} = ${tex(mid)}$.`,
        `${b} paid ${100 + p1}% of ${a}'s cost, so ${a}'s cost $= ${tex(mid)} \\times \\frac{100}{${100 + p1}} = ${cost}$.`,
        `The ${item} cost ${a} ${inr(cost)}.`,
      ],
      difficulty: 2,
      time: 2,
    };
  },
});

const WEIGHTS = [800, 840, 850, 875, 880, 900, 920, 950, 960, 975];

export const falseWeight = defineTemplate({
  id: 'qa-profit-false-weight',
  area: 'Arithmetic',
  topic: 'Profit, Loss & Discount',
  exams: ALL_EXAMS,
  draw: (rng) => ({
    grams: rng.pick(WEIGHTS),
    markup: rng.pick([0, 0, 5, 10, 20, 25]),
    seller: rng.pick(PEOPLE),
    good: rng.pick(['rice', 'sugar', 'tea leaves', 'lentils', 'cashews', 'almonds', 'wheat flour']),
  }),
  body: ({ grams, markup, seller, good }) => {
    const charged = 10 * (100 + markup);
    const gain = q(100 * (charged - grams), grams);
    const correct = pct(gain);
    const claim = markup === 0 ? 'claims to sell at cost price' : `claims to sell at ${markup}% above cost price`;
    return {
      type: 'MCQ',
      stem: `${seller}, a dealer in ${good}, ${claim} but uses a false weight of ${grams} g in place of 1 kg. What is ${seller}'s actual gain percentage?`,
      correct,
      // slips: gain measured on 1000 g instead of the goods given, and adding the two gains
      distractors: [
        pct(q(charged - grams, 10)),
        pct(add(q(100 * (1000 - grams), grams), markup)),
        pct(q(100 * (1000 - grams), grams)),
        pct(q(100 * (charged - grams), grams - 40)),
        pct(q(100 * (charged - grams), grams + 40)),
        pct(Math.floor(toNum(gain)) + 1),
      ],
      steps: [
        `Let 1 kg of ${good} cost ₹1000, so ${grams} g cost ₹${grams}.`,
        `For each "kilogram" the customer pays ${markup === 0 ? 'the cost price of 1 kg, ₹1000' : `${100 + markup}% of ₹1000, i.e. ₹${charged}`} but receives goods worth only ₹${grams}.`,
        `Gain $= \\frac{${charged} - ${grams}}{${grams}} \\times 100 = ${tex(gain)}$, i.e. ${correct}.`,
      ],
      difficulty: markup === 0 ? 2 : 3,
      time: 2,
    };
  },
});
