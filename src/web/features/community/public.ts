// What other features use from the community: the home screen's highlights card.

// The staff reports queue (admin-community) acts through the same calls and dialogs as the thread page.
export { channelsQuery, threadPath } from './community-api.ts';
export { CommunityHighlightsCard } from './community-highlights.tsx';
// The top bar's bell (loaded lazily there) and the "Discuss" button of the practice player and mock review.
export { DiscussButton } from './discuss-button.tsx';
export { moderateItem } from './moderation-api.ts';
export { NotificationBell } from './notification-bell.tsx';
export { SuspendDialog } from './suspend-dialog.tsx';
