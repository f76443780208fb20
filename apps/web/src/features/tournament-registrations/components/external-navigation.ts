/**
 * Leaving the site for the payment provider's hosted page. One object so component tests can
 * replace `assign` (jsdom cannot navigate).
 */
export const externalNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
