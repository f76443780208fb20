/** Leaves the site for the payment provider's hosted checkout page (a separate module so tests can stub it). */
export function goToHostedCheckout(url: string): void {
  window.location.assign(url);
}
