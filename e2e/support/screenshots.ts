import type { Page } from '@playwright/test';

/**
 * A full-page screenshot for a visual check at both widths, only when SCREENSHOT_DIR is set (kept
 * out of the repo): `{area-}{project}-{name}.png`.
 */
export async function snap(page: Page, project: string, name: string, area?: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir)
    await page.screenshot({ path: `${dir}/${area ? `${area}-` : ''}${project}-${name}.png`, fullPage: true });
}
