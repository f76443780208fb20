import { dayIn } from '@soccer/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { localDate, localMoney } from '../../../lib/i18n/formats';
import { showTestsIn } from '../../../testing/catalogs';
import { upcomingCampSession } from '../../../testing/fixtures';
import { json, mockApi, noCampDocuments } from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { getSession, renderRegister } from '../testing/register-fixtures';

setUpPageTests('register', 'checkout');

const early = new Date(Date.parse(`${dayIn('America/Chicago', new Date())}T00:00:00Z`) + 5 * 86_400_000)
  .toISOString()
  .slice(0, 10);
const windowed = () => ({
  ...upcomingCampSession(),
  campCost: 275,
  timeZone: 'America/Chicago',
  priceWindows: [{ until: early, cost: 245 }],
});

describe('the registration form of a session in an early-bird window', () => {
  afterEach(() => showTestsIn('en'));

  it('shows the price now, until when, and the price after, in the camp panel', async () => {
    mockApi({ [getSession]: () => json(windowed()), ...noCampDocuments(7) });
    renderRegister();
    const panel = await screen.findByRole('complementary', { name: 'Foundations Skills Camp' });
    expect(within(panel).getByText('$245.00')).toBeInTheDocument();
    expect(within(panel).getByText(`until ${localDate(early)}, then $275.00`)).toBeInTheDocument();
  });

  it('in Spanish', async () => {
    mockApi({ [getSession]: () => json(windowed()), ...noCampDocuments(7) });
    showTestsIn('es');
    renderRegister();
    const panel = await screen.findByRole('complementary');
    expect(await within(panel).findByText(localMoney(245))).toBeInTheDocument();
    expect(
      within(panel).getByText(`hasta el ${localDate(early)}; después, ${localMoney(275)}`),
    ).toBeInTheDocument();
  });
});
