import { apiPaths, type StaffStatements } from '@soccer/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, problem } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { setViewportWidth } from '../../../testing/viewport';
import { sessionSummary, staffSession } from '../testing/staff-fixtures';

afterEach(() => setViewportWidth(1024));

const family: StaffStatements = {
  family: 'Pat Parker',
  email: 'pat@example.com',
  statements: [{ year: 2030, playerId: 4, child: 'Ava Parker', days: 5, total: 200 }],
};

/** The search answers the family, or (none) the API's 404. */
function answer(found: StaffStatements | null) {
  return mockApi({
    [`GET ${apiPaths.sessionRegistrationSummary}`]: () => json([sessionSummary()]),
    [`GET ${apiPaths.staffStatements}`]: () =>
      found ? json(found) : problem(404, 'No family with this email has a childcare statement.'),
    [`GET ${apiPaths.staffStatement(2030, 4)}`]: () =>
      new Response(new Blob(['%PDF-1.7']), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="childcare-statement-2030-ava-parker.pdf"',
        },
      }),
  });
}

describe('/manage: childcare statements', () => {
  it("finds a family's statements by email and downloads one (375 px)", async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    setViewportWidth(375);
    const api = answer(family);
    renderApp(undefined, { route: '/manage', session: staffSession() });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Childcare statements' });
    await user.type(within(section).getByRole('textbox', { name: "Family's email" }), 'pat@example.com');
    await user.click(within(section).getByRole('button', { name: 'Find' }));
    const card = await within(section).findByTestId('found-statements');
    expect(api.calls.find((c) => c.key === `GET ${apiPaths.staffStatements}`)).toBeDefined();
    expect(within(card).getByRole('heading', { name: 'Pat Parker' })).toBeInTheDocument();
    expect(card).toHaveTextContent('pat@example.com');
    expect(card).toHaveTextContent('Ava Parker, 2030: 5 days, $200.00');
    await user.click(within(card).getByRole('button', { name: /^Download PDF Ava Parker 2030/ }));
    await waitFor(() => expect(saved).toEqual(['childcare-statement-2030-ava-parker.pdf']));
    expect(api.callsTo(`GET ${apiPaths.staffStatement(2030, 4)}`)).toHaveLength(1);
  });

  it('says when the text is no email, and when no family has a statement (1280 px)', async () => {
    setViewportWidth(1280);
    const api = answer(null);
    renderApp(undefined, { route: '/manage', session: staffSession() });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Childcare statements' });
    const input = within(section).getByRole('textbox', { name: "Family's email" });
    await user.type(input, 'pat');
    await user.click(within(section).getByRole('button', { name: 'Find' }));
    expect(within(section).getByText('Enter an email address such as parent@example.com.')).toBeVisible();
    expect(api.callsTo(`GET ${apiPaths.staffStatements}`)).toHaveLength(0);
    await user.clear(input);
    await user.type(input, 'nobody@example.com');
    await user.click(within(section).getByRole('button', { name: 'Find' }));
    expect(
      await within(section).findByText('No family with this email has a childcare statement.'),
    ).toBeInTheDocument();
  });
});
