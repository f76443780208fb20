import { expect, test } from '../support/fixtures.js';
import { snap } from '../support/screenshots.js';

/**
 * The API's description page (`/api/docs`): Swagger UI from the server's own files, under the
 * server's security headers. It renders the document with the spec's paths, nothing on it is
 * blocked by the CSP, and the public site never loads any of it.
 */
test('the API description page renders the document under the server CSP', async ({ page, project }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));

  // Swagger UI draws the tags near the screen only: each check opens the page at its operation
  // (deep links, `#/{tag}/{operationId}`).
  const response = await page.goto('/api/docs#/Tournament/tournamentRegistrationById');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(
    page.getByRole('heading', { name: /Soccer camps and tournaments registration API/ }),
  ).toBeVisible();
  // The spec's spelling, as the spec writes it.
  await expect(
    page.getByText('/api/Tournament/GetTournamenRegistrationById/{registrationid}', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Authorize/ })).toBeVisible();
  expect(requests.every((url) => new URL(url).origin === new URL(page.url()).origin)).toBe(true);
  await snap(page, project, 'api-docs');

  // One operation opened: its body schema and its error answers.
  await page.goto('about:blank');
  await page.goto('/api/docs#/Registration/submitRegistration');
  const operation = page.locator('.opblock.is-open');
  await expect(operation.getByText('playerFirstName').first()).toBeVisible();
  await expect(operation.getByText('429').first()).toBeVisible();
  await snap(page, project, 'api-docs-operation', undefined, { viewport: true });
  expect(problems).toEqual([]);

  // The site's own pages load nothing of it.
  requests.length = 0;
  await page.goto('/');
  await expect(page.locator('main')).toBeVisible();
  expect(requests.filter((url) => /swagger|\/api\/docs|openapi/i.test(url))).toEqual([]);
});
