import type { Page } from '@playwright/test';

/**
 * A full-page screenshot for a visual check at both widths, only when SCREENSHOT_DIR is set (kept
 * out of the repo): `{area-}{project}-{name}.png`. `viewport`: only what is on screen, for an open
 * dialog taller than the page (a full-page capture resizes the window, which closes it).
 */
export async function snap(
  page: Page,
  project: string,
  name: string,
  area?: string,
  options: { viewport?: boolean } = {},
) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir)
    await page.screenshot({
      path: `${dir}/${area ? `${area}-` : ''}${project}-${name}.png`,
      fullPage: !options.viewport,
    });
}
