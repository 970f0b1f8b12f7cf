// The written forms of the election question, apart from its arithmetic (arithmetic-percent.ts is near 300 lines).
// Every phrasing states the same facts and says 'won by <n> votes' (the test reads the margin from there).
import { group } from './format.ts';
import { phrasing, variant } from './template.ts';

export function electionStem(p: {
  total: number;
  invalid: number;
  winner: number;
  askLoser: boolean;
  place: string;
  margin: number;
}): string {
  const { invalid, winner, askLoser, place } = p;
  const margin = group(p.margin);
  const invalidText =
    invalid === 0 ? 'every vote cast was valid' : `${invalid}% of the votes cast were declared invalid`;
  const [story, loserAsk, totalAsk] = phrasing(
    variant(p),
    [
      `In an election for ${place} between two candidates, ${invalidText}. The winner received ${winner}% of the valid votes and won by ${margin} votes.`,
      `Two candidates contested an election for ${place}, and ${invalidText}. The winner, with ${winner}% of the valid votes, won by ${margin} votes.`,
      `In a two-candidate contest for ${place}, the winning candidate polled ${winner}% of the valid votes and won by ${margin} votes. It is known that ${invalidText}.`,
      `A candidate for ${place} won by ${margin} votes, having secured ${winner}% of the valid votes in a straight fight with one rival; ${invalidText}.`,
    ],
    ['How many valid votes did the losing candidate receive?', 'How many valid votes went to the loser?'],
    ['How many votes were cast in all?', 'What was the total number of votes cast?'],
  );
  return `${story} ${askLoser ? loserAsk : totalAsk}`;
}
