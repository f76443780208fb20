import { apiPaths, type OfficeMessageSummary } from '@soccer/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldErrors, json } from '../../../testing/mock-api';
import { expectToast } from '../../../testing/user-input';
import { setViewportWidth } from '../../../testing/viewport';
import { answerSessionReport, campSession, openReport } from '../testing/staff-fixtures';

afterEach(() => setViewportWidth(1024));

const sent: OfficeMessageSummary = {
  id: 5,
  audience: { kind: 'session', sessionId: 11 },
  subject: 'Field 2 today',
  urgent: true,
  status: 'sent',
  sendAt: '2030-06-01T13:00:00.000Z',
  sentAt: '2030-06-01T13:00:00.000Z',
  createdBy: 'staff@example.com',
  mail: { queued: 1, sent: 2, failed: 0, bounced: 0 },
  texts: { queued: 0, sent: 0, delivered: 1, failed: 1 },
  recipients: 3,
};

describe('messages to a session’s families', () => {
  it.each([375, 1280])(
    'counts the reach, sends an urgent message and shows its delivery (%i px)',
    async (width) => {
      setViewportWidth(width);
      let history: OfficeMessageSummary[] = [];
      const posted: unknown[] = [];
      const api = answerSessionReport(
        undefined,
        ({ key, body }) => {
          if (key === `POST ${apiPaths.officeMessageAudience}`) return json({ people: 3, texts: 2 });
          if (key === `POST ${apiPaths.officeMessages}`) {
            posted.push(body);
            history = [sent];
            return json({ id: 5 }, 201);
          }
          if (key === `GET ${apiPaths.officeMessages}`) return json(history);
          if (key === `GET ${apiPaths.officeMessage(5)}`)
            return json({
              ...sent,
              body: 'x',
              subjectEs: '',
              bodyEs: '',
              recipientList: [
                {
                  email: 'a@example.com',
                  locale: 'en',
                  mail: 'sent',
                  text: 'delivered',
                  phone: '+16155550110',
                },
                { email: 'b@example.com', locale: 'es', mail: 'queued', text: null, phone: null },
              ],
            });
          return undefined;
        },
        () => campSession({ timeZone: 'America/Chicago' }),
      );
      openReport('session');
      const user = userEvent.setup();
      const panel = await screen.findByRole('region', { name: 'Messages to families' });
      expect(await within(panel).findByText('No messages yet.')).toBeInTheDocument();

      await user.click(within(panel).getByRole('button', { name: 'How many does it reach?' }));
      expect(await within(panel).findByTestId('message-reach')).toHaveTextContent(
        'Reaches 3 families; 2 by text.',
      );
      await user.type(within(panel).getByRole('textbox', { name: /^Subject(?! in)/ }), 'Field 2 today');
      await user.type(
        within(panel).getByRole('textbox', { name: /^Message(?! in)/ }),
        'Hi {{firstName}, we play on field 2.',
      );
      await user.click(within(panel).getByRole('checkbox', { name: /Urgent/ }));
      await user.type(within(panel).getByRole('textbox', { name: /^Text message/ }), 'Field 2 today');
      await user.click(within(panel).getByRole('button', { name: 'Send now' }));
      await expectToast('The message is on its way.');
      expect(posted).toEqual([
        expect.objectContaining({
          audience: { kind: 'session', sessionId: 11 },
          subject: 'Field 2 today',
          body: 'Hi {firstName}, we play on field 2.',
          urgent: true,
          text: 'Field 2 today',
          sendAt: null,
        }),
      ]);
      const item = await within(panel).findByTestId('office-message');
      expect(within(item).getByTestId('mail-states')).toHaveTextContent('Mails: 1 queued, 2 sent');
      expect(within(item).getByTestId('text-states')).toHaveTextContent('Texts: 1 delivered, 1 failed');
      await user.click(within(item).getByRole('button', { name: 'Show each family' }));
      const list = await within(item).findByRole('list', { name: "Each family's mail and text" });
      const [first, second] = within(list).getAllByTestId('message-recipient');
      expect(first).toHaveTextContent('a@example.com');
      expect(first).toHaveTextContent('Mail: sent · Text: delivered (+16155550110)');
      expect(second).toHaveTextContent('Mail: queued');
      expect(second).not.toHaveTextContent('Text:');
      expect(api.callsTo(`POST ${apiPaths.officeMessages}`)).toHaveLength(1);
    },
  );

  it('shows the server’s field message beside the field, and the facility’s time for a scheduled one', async () => {
    answerSessionReport(
      undefined,
      ({ key }) =>
        key === `POST ${apiPaths.officeMessages}`
          ? fieldErrors({ body: ['{firstname} is not a placeholder. Use {firstName}, {camp}, {start}.'] })
          : undefined,
      () => campSession({ timeZone: 'America/Chicago' }),
    );
    openReport('session');
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Messages to families' });
    const when = within(panel).getByLabelText(/^Send at/);
    await user.type(when, '2030-06-01T08:00');
    await waitFor(() => expect(within(panel).getByText(/^At the facility: .*C[DS]T$/)).toBeInTheDocument());
    expect(within(panel).getByRole('button', { name: 'Schedule' })).toBeInTheDocument();
    await user.type(within(panel).getByRole('textbox', { name: /^Subject(?! in)/ }), 'Hello');
    await user.type(within(panel).getByRole('textbox', { name: /^Message(?! in)/ }), 'Hi {{firstname}');
    await user.click(within(panel).getByRole('button', { name: 'Schedule' }));
    expect(
      await within(panel).findByText('{firstname} is not a placeholder. Use {firstName}, {camp}, {start}.'),
    ).toBeInTheDocument();
  });
});
