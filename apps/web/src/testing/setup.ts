import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearPublicLists } from '../lib/public-list';
import { showTestsIn } from './catalogs';

/**
 * `console.error` fails the test (React warnings, act() problems, unexpected error reports).
 * A test that expects errors calls `allowConsoleError()` first.
 */
let consoleErrors: unknown[][] = [];
let consoleErrorAllowed = false;
const originalConsoleError = console.error.bind(console);

export function allowConsoleError(): void {
  consoleErrorAllowed = true;
}

beforeEach(() => {
  showTestsIn('en');
  // biome-ignore lint/suspicious/noDocumentCookie: a language switch in one test must not follow the next.
  document.cookie = 'lang=; max-age=0; path=/';
  consoleErrors = [];
  consoleErrorAllowed = false;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
    if (!consoleErrorAllowed) originalConsoleError(...args);
  });
});

afterEach(() => {
  cleanup();
  // `mockApi` stubs `fetch`; every test starts with the real one.
  vi.unstubAllGlobals();
  clearPublicLists();
  localStorage.clear();
  sessionStorage.clear();
  delete window.dataLayer;
  if (!consoleErrorAllowed && consoleErrors.length > 0) {
    const first = consoleErrors[0]
      ?.map((arg) => (arg instanceof Error ? arg.message : String(arg)))
      .join(' ');
    throw new Error(`console.error was called ${consoleErrors.length} time(s); first: ${first}`);
  }
});
