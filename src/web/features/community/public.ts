// What other features use from the community: the home screen's highlights card.
export { CommunityHighlightsCard } from './community-highlights.tsx';
