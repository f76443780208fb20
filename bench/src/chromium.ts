// The benchmarks drive the same Chromium, with the same flags, as the browser tests.
export { chromiumArgs, chromiumPath } from '../../e2e/support/chromium.js';
