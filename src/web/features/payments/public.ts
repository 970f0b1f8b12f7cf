// What other features use from payments: the upgrade dialog, the banners and notices, and billing in settings.
export { BillingSection } from './billing-section.tsx';
export { DiscountBanner } from './discount-banner.tsx';
export { usePlans } from './payments-api.ts';
export { PremiumActivatedNotice } from './premium-activated-notice.tsx';
export { PromoUpgradeBanner } from './promo-upgrade-banner.tsx';
export { UpgradeDialogProvider, useUpgradeDialog } from './upgrade-context.tsx';
