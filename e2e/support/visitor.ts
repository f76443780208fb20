import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** Every page a visitor can open without signing in. */
export const publicPages = [
  { path: '/', heading: 'Touchline Soccer Academy' },
  { path: '/About', heading: 'About' },
  { path: '/Partner', heading: 'Partner' },
  { path: '/Camps', heading: 'Camps' },
  { path: '/CampFlyer/1/1', heading: 'Camp Flyer' },
  // The demo catalogue's first session.
  { path: '/Camps/Session/1', heading: 'Foundations Skills Camp' },
  { path: '/Tournaments', heading: 'Tournaments' },
  // The demo catalogue's first tournament.
  { path: '/Tournaments/1', heading: 'Music City 3v3 Shootout' },
  { path: '/Contact', heading: 'Contact' },
  { path: '/eventrentals', heading: 'Field Rentals' },
] as const;

/** A text input or textarea by the start of its label (labels of required fields end with ' *'). */
export function field(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

/**
 * Solves the real ALTCHA proof of work: focusing the form already started it (auto="onfocus");
 * ticking the box starts it when it has not. Done when the form's submit button is enabled.
 */
export async function solveBotCheck(page: Page, submit: Locator) {
  const widget = page.locator('altcha-widget');
  await expect(widget.getByText("I'm not a robot").or(widget.getByText(/verif/i)).first()).toBeVisible();
  const state = await widget.evaluate((el) => (el as unknown as { getState(): string }).getState());
  if (state === 'unverified') await widget.getByText("I'm not a robot").click();
  await expect(submit).toBeEnabled({ timeout: 150_000 });
  await expect(widget.locator('[data-state="verified"]')).toBeVisible();
}

/** Runs axe on the page and fails on any serious or critical violation, listing them readably. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}
