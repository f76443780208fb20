import { apiPaths, formatInstant, waitlistMessages } from '@soccer/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStaffWaitlistEntry } from '../../../testing/factories';
import { json, problem } from '../../../testing/mock-api';
import { expectToast } from '../../../testing/user-input';
import { setViewportWidth } from '../../../testing/viewport';
import {
  answerSessionReport,
  answerTournamentReport,
  campSession,
  openReport,
} from '../testing/staff-fixtures';

const offered = makeStaffWaitlistEntry({
  id: 1,
  playerName: 'Ada Lane',
  parentEmail: 'ada@example.com',
  state: 'offered',
  position: null,
  offerExpiresAt: '2030-05-02T14:00:00.000Z',
});
const first = makeStaffWaitlistEntry({ id: 2, playerName: 'Bo Lane', state: 'waiting', position: 1 });
const second = makeStaffWaitlistEntry({ id: 3, playerName: 'Cy Lane', state: 'waiting', position: 2 });
const removed = makeStaffWaitlistEntry({
  id: 4,
  playerName: 'Di Lane',
  state: 'removed',
  position: null,
  reason: 'Found another camp',
});

/** The report of session 11 with its waitlist (`entries`), and `extra` for the actions. */
function answerReport(entries: () => unknown[], extra: Record<string, () => Response> = {}) {
  return answerSessionReport(
    undefined,
    ({ key, path }) => (path === apiPaths.staffCampWaitlist(11) ? json(entries()) : extra[key]?.()),
    () => campSession({ seatsLeft: 0, waitlisted: 3 }),
  );
}

afterEach(() => setViewportWidth(1024));

describe('the waitlist on the session report', () => {
  it.each([375, 1280])('lists the entries in offer order with their state (%i px)', async (width) => {
    setViewportWidth(width);
    answerReport(() => [offered, first, second, removed]);
    openReport('session');
    const entries = await screen.findAllByTestId('staff-waitlist-entry');
    const names = ['Ada Lane', 'Bo Lane', 'Cy Lane', 'Di Lane'];
    for (const [i, name] of names.entries())
      expect(entries[i]?.textContent?.startsWith(name), name).toBe(true);
    expect(entries[0]).toHaveTextContent(`Offer: accept by ${formatInstant(offered.offerExpiresAt!)}`);
    expect(entries[0]).toHaveTextContent('ada@example.com');
    expect(entries[1]).toHaveTextContent('#1 on the waitlist');
    expect(entries[3]).toHaveTextContent('Removed from the waitlist by staff');
    expect(entries[3]).toHaveTextContent('Found another camp');
    // The first in line needs no 'Offer next'; closed entries have no buttons.
    expect(within(entries[1]!).queryByRole('button', { name: /Offer next/ })).not.toBeInTheDocument();
    expect(within(entries[2]!).getByRole('button', { name: 'Offer next for Cy Lane' })).toBeEnabled();
    expect(within(entries[3]!).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText(/3 on the waitlist/)).toBeInTheDocument();
  });

  it('brings an entry to the front and reads the list again', async () => {
    let moved = false;
    const offer = `POST ${apiPaths.staffWaitlistOffer(3)}`;
    const api = answerReport(
      () =>
        moved ? [offered, { ...second, position: 1 }, { ...first, position: 2 }] : [offered, first, second],
      {
        [offer]: () => {
          moved = true;
          return json({ id: 3 });
        },
      },
    );
    openReport('session');
    fireEvent.click(await screen.findByRole('button', { name: 'Offer next for Cy Lane' }));
    await expectToast('Cy Lane is first in line.');
    await waitFor(() =>
      expect(screen.getAllByTestId('staff-waitlist-entry')[1]).toHaveTextContent('Cy Lane'),
    );
    expect(api.callsTo(offer)).toHaveLength(1);
  });

  it('removes an entry only with a reason; a refusal is toasted', async () => {
    const remove = `POST ${apiPaths.staffWaitlistRemove(2)}`;
    let refuse = true;
    const api = answerReport(() => [offered, first], {
      [remove]: () => (refuse ? problem(409, waitlistMessages.notOpen) : json({ id: 2 })),
    });
    openReport('session');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove for Bo Lane' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from waitlist' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText('Reason is required.')).toBeInTheDocument();
    expect(api.callsTo(remove)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Asked by phone' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expectToast(`Could not remove the entry: ${waitlistMessages.notOpen}`);
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expectToast('Bo Lane was taken off the waitlist.');
    expect(api.callsTo(remove).map((c) => c.body)).toEqual([
      { reason: 'Asked by phone' },
      { reason: 'Asked by phone' },
    ]);
  });
});

describe('the team waitlist on the tournament report', () => {
  it('lists the teams in offer order and skips one, reading the list again', async () => {
    setViewportWidth(1280);
    const team = (id: number, name: string, position: number) =>
      makeStaffWaitlistEntry({
        id,
        kind: 'tournament',
        itemId: 7,
        playerName: name,
        parentEmail: 'coach@example.com',
        state: 'waiting',
        position,
      });
    let skipped = false;
    const skip = `POST ${apiPaths.staffWaitlistSkip(21)}`;
    const api = answerTournamentReport(undefined, ({ key, path }) => {
      if (path === apiPaths.staffTournamentWaitlist(7))
        return json(
          skipped ? [team(22, 'Bees', 1), team(21, 'Ants', 2)] : [team(21, 'Ants', 1), team(22, 'Bees', 2)],
        );
      if (key === skip) {
        skipped = true;
        return json({ id: 21 });
      }
      return undefined;
    });
    openReport('tournament');
    const panel = await screen.findByRole('region', { name: 'Waitlist' });
    const entries = await within(panel).findAllByTestId('staff-waitlist-entry');
    expect(within(panel).getByRole('columnheader', { name: 'Team' })).toBeInTheDocument();
    expect(entries[0]).toHaveTextContent('Ants');
    expect(entries[0]).toHaveTextContent('#1 on the waitlist');
    fireEvent.click(within(entries[0]!).getByRole('button', { name: 'Skip for Ants' }));
    await expectToast('Ants went to the back of the line.');
    await waitFor(() =>
      expect(within(panel).getAllByTestId('staff-waitlist-entry')[0]).toHaveTextContent('Bees'),
    );
    expect(api.callsTo(skip)).toHaveLength(1);
  });
});
