/**
 * The sizes, timings and year the site's start-up code reads (error reports, toasts, page views,
 * chunk loads, the footer), and the width at which lists turn into cards. A module of their own,
 * like `shell-messages.ts`: the start-up chunk and the public list pages carry these and not every
 * limit of `limits.ts`, which the forms' chunks read.
 */

/**
 * A browser's error report (POST /api/ClientErrors). The browser clips what it sends to these
 * sizes, so a long stack or component trace is shortened rather than refused.
 */
export const clientErrorLimits = {
  name: 200,
  message: 2000,
  stack: 8000,
  url: 2000,
  userAgent: 500,
  occurredAt: 40,
  contextEntries: 20,
  contextKey: 100,
  contextValue: 4000,
} as const;

export const uiTimings = {
  toastAutoHideMs: 9000,
  transitionMs: 300,
  pageViewDelayMs: 500,
  chunkLoadTimeoutMs: 120_000,
} as const;

export const copyrightYear = 2025;

/** Viewports at or below this width are "small" (cards instead of tables). */
export const smallScreenMaxWidth = 768;
