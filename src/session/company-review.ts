/**
 * A company whose details the platform has not approved yet may use only its review pages; the server
 * refuses its other calls (COMPANY_NOT_APPROVED_MSG). When a page of the app makes such a call (the
 * company opened home or a bookmark), a full page load takes it to where its review stands, which
 * offers what it can do: complete or edit the details, refresh, log out, or enter once approved.
 */
import { EXAMINING_PATH, REVIEW_PAGES } from '../config/account';

export interface CompanyReviewRedirectDeps {
  /** The current pathname. */
  currentPath: () => string;
  /** A full page load, so nothing of the shell stays. */
  reload: (url: string) => void;
}

/** Acts on its first call only (once per page life), and never on a review page itself. */
export function createCompanyReviewRedirect(deps: CompanyReviewRedirectDeps): () => void {
  let done = false;
  return () => {
    if (done || REVIEW_PAGES.includes(deps.currentPath())) return;
    done = true;
    deps.reload(EXAMINING_PATH);
  };
}

export const showCompanyReview: () => void = createCompanyReviewRedirect({
  currentPath: () => window.location.pathname,
  reload: (url) => window.location.assign(url),
});
