/**
 * Leaving the site for the payment provider's hosted checkout page. One object so component tests
 * can replace `assign` (jsdom cannot navigate).
 */
export const hostedCheckout = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
