// @ts-nocheck
import { useEffect } from 'react';

export const APP_NAME = 'MBA Prep';

/** "Practice Questions · MBA Prep"; the home page is the product name alone. */
export const pageTitle = (title: string) =>
  title ? `${title} · ${APP_NAME}` : `${APP_NAME} — CAT, XAT, NMAT, SNAP, CMAT`;

/** Each page names itself in the browser tab (issue 12: every tab read the same). */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
