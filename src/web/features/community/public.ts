// What other features use from the community: the home screen's highlights card.

// The staff reports queue (admin-community) acts through the same calls and dialogs as the thread page.
export { channelsQuery, threadPath } from './community-api.ts';
export { CommunityHighlightsCard } from './community-highlights.tsx';
export { moderateItem } from './moderation-api.ts';
export { SuspendDialog } from './suspend-dialog.tsx';
