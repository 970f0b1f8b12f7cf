// What other features use from the community: the home screen's highlights card.
export { CommunityHighlightsCard } from './community-highlights.tsx';
// The top bar's bell (loaded lazily there) and the "Discuss" button of the practice player and mock review.
export { DiscussButton } from './discuss-button.tsx';
export { NotificationBell } from './notification-bell.tsx';
