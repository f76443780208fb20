import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's `test` with the fixtures the browser tests share. `project`: the name of the
 * project running the test ('phone' or 'desktop'); screenshots, players and catalogue names
 * carry it, so the two projects' data never collide.
 */
export const test = base.extend<{ project: string }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads what a fixture needs from this pattern.
  project: async ({}, use, testInfo) => {
    await use(testInfo.project.name);
  },
});
