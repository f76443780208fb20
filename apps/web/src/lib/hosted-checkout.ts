import { readText } from './http';

/**
 * Leaving the site for the payment provider's hosted checkout page. One object so component tests
 * can replace `assign` (jsdom cannot navigate).
 */
export const hostedCheckout = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** The hosted checkout's address (text/plain). Only an http(s) address is followed, never `javascript:`. */
export async function readCheckoutAddress(response: Response): Promise<string> {
  const url = await readText(response);
  let protocol = '';
  try {
    protocol = new URL(url).protocol;
  } catch {
    // Not an address at all.
  }
  if (protocol !== 'https:' && protocol !== 'http:')
    throw new Error('The server did not return a checkout address.');
  return url;
}
