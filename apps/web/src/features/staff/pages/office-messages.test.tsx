import { apiPaths, type OfficeMessageSummary } from '@soccer/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { showTestsIn } from '../../../testing/catalogs';
import { fieldErrors, json } from '../../../testing/mock-api';
import { expectToast } from '../../../testing/user-input';
import { setViewportWidth } from '../../../testing/viewport';
import {
  answerSessionReport,
  answerTournamentReport,
  campSession,
  openReport,
} from '../testing/staff-fixtures';

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
          if (key === `POST ${apiPaths.officeMessageAudience}`)
            return json(
              (body as { urgent: boolean }).urgent
                ? { people: 4, newsOff: 0, texts: 2 }
                : { people: 3, newsOff: 1, texts: 0 },
            );
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

      const countButton = within(panel).getByRole('button', { name: 'How many does it reach?' });
      await user.click(countButton);
      const reach = within(panel).getByTestId('message-reach');
      await waitFor(() => expect(reach).toHaveTextContent('Reaches 3 families by mail.'));
      expect(reach).toHaveTextContent(
        '1 more family has turned off office news and will not get it. An urgent message reaches them too.',
      );
      await user.type(within(panel).getByRole('textbox', { name: /^Subject(?! in)/ }), 'Field 2 today');
      await user.type(
        within(panel).getByRole('textbox', { name: /^Message(?! in)/ }),
        'Hi {{firstName}, we play on field 2.',
      );
      await user.click(within(panel).getByRole('checkbox', { name: /Urgent/ }));
      // The count was for news: urgent, it is counted again.
      expect(reach).toBeEmptyDOMElement();
      await user.click(countButton);
      await waitFor(() => expect(reach).toHaveTextContent('Reaches 4 families; 2 by text.'));
      expect(reach).not.toHaveTextContent('office news');
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

const scheduled: OfficeMessageSummary = {
  ...sent,
  id: 6,
  subject: 'Picture day',
  urgent: false,
  status: 'scheduled',
  sentAt: null,
  mail: { queued: 0, sent: 0, failed: 0, bounced: 0 },
  texts: { queued: 0, sent: 0, delivered: 0, failed: 0 },
  recipients: 0,
};

describe('audiences, cancelling, and the server’s words in Spanish', () => {
  it('writes to everyone with a paid seat in a range of days, starting from the session’s days', async () => {
    const counted: unknown[] = [];
    const posted: unknown[] = [];
    answerSessionReport(
      undefined,
      ({ key, body }) => {
        if (key === `POST ${apiPaths.officeMessageAudience}`) {
          counted.push(body);
          return json({ people: 12, newsOff: 0, texts: 0 });
        }
        if (key === `POST ${apiPaths.officeMessages}`) {
          posted.push(body);
          return json({ id: 9 }, 201);
        }
        return undefined;
      },
      () => campSession({ campStartDate: '2030-06-10', campEndDate: '2030-06-14' }),
    );
    openReport('session');
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Messages to families' });
    await user.selectOptions(
      within(panel).getByRole('combobox', { name: 'To' }),
      'Paid families in a range of days',
    );
    const from = within(panel).getByLabelText(/^From/);
    const to = within(panel).getByLabelText(/^To \(last day\)/);
    expect(from).toHaveValue('2030-06-10');
    expect(to).toHaveValue('2030-06-14');
    await user.clear(to);
    await user.type(to, '2030-06-30');
    await user.click(within(panel).getByRole('button', { name: 'How many does it reach?' }));
    await waitFor(() =>
      expect(within(panel).getByTestId('message-reach')).toHaveTextContent('Reaches 12 families by mail.'),
    );
    expect(counted).toEqual([
      { audience: { kind: 'dateRange', from: '2030-06-10', to: '2030-06-30' }, urgent: false },
    ]);
    await user.type(within(panel).getByRole('textbox', { name: /^Subject(?! in)/ }), 'Summer news');
    await user.type(within(panel).getByRole('textbox', { name: /^Message(?! in)/ }), 'See you soon.');
    await user.click(within(panel).getByRole('button', { name: 'Send now' }));
    await expectToast('The message is on its way.');
    expect(posted).toEqual([
      expect.objectContaining({ audience: { kind: 'dateRange', from: '2030-06-10', to: '2030-06-30' } }),
    ]);
  });

  it('cancels a scheduled message after a second look, and says why when it had gone', async () => {
    let history = [scheduled, { ...scheduled, id: 7, subject: 'Too late' }];
    const api = answerSessionReport(undefined, ({ key }) => {
      if (key === `GET ${apiPaths.officeMessages}`) return json(history);
      if (key === `POST ${apiPaths.officeMessageCancel(6)}`) {
        history = history.map((m) => (m.id === 6 ? { ...m, status: 'cancelled' } : m));
        return json({ id: 6, status: 'cancelled' });
      }
      if (key === `POST ${apiPaths.officeMessageCancel(7)}`)
        return json(
          {
            title: 'Conflict',
            status: 409,
            detail: 'This message has already gone out and can no longer be cancelled.',
          },
          409,
        );
      return undefined;
    });
    openReport('session');
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Messages to families' });
    const [first, second] = await within(panel).findAllByTestId('office-message');
    expect(first).toHaveTextContent('Scheduled');
    expect(first).toHaveTextContent('To the families with a paid seat in this session');
    await user.click(within(first!).getByRole('button', { name: 'Cancel this message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this message?' });
    expect(dialog).toHaveTextContent('“Picture day” is to go');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the message' }));
    await expectToast('The message is cancelled.');
    await waitFor(() => expect(first).toHaveTextContent('Cancelled'));
    expect(first).toHaveTextContent(/Was to go .*; cancelled, sent to no one/);
    expect(within(first!).queryByRole('button', { name: 'Cancel this message' })).toBeNull();
    expect(api.callsTo(`POST ${apiPaths.officeMessageCancel(6)}`)).toHaveLength(1);

    await user.click(within(second!).getByRole('button', { name: 'Cancel this message' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel this message?' })).getByRole('button', {
        name: 'Cancel the message',
      }),
    );
    await expectToast(
      'The message was not cancelled: This message has already gone out and can no longer be cancelled.',
    );
  });

  it.each([
    [
      'en',
      'Messages to families',
      'Going out',
      'Cancel this message',
      'Cancel this message?',
      'Cancel the message',
      'is going out now',
      /Cancelled while going out .*: 400 families had already been sent it/,
    ],
    [
      'es',
      'Mensajes a las familias',
      'Enviándose',
      'Cancelar este mensaje',
      '¿Cancelar este mensaje?',
      'Cancelar el mensaje',
      'se está enviando ahora',
      /Cancelado mientras se enviaba .*: ya se había enviado a 400 familias/,
    ],
  ] as const)(
    'a message going out shows how far it got, and cancelled part-way says whom it had reached (%s)',
    async (locale, region, going, cancelLabel, title, confirm, body, partway) => {
      if (locale === 'es') showTestsIn('es');
      const going200 = { ...sent, id: 8, subject: 'Storm', status: 'sending' as const, recipients: 200 };
      let history: OfficeMessageSummary[] = [going200];
      const api = answerSessionReport(undefined, ({ key }) => {
        if (key === `GET ${apiPaths.officeMessages}`) return json(history);
        if (key === `POST ${apiPaths.officeMessageCancel(8)}`) {
          history = [{ ...going200, status: 'cancelled', recipients: 400 }];
          return json({ id: 8, status: 'cancelled' });
        }
        return undefined;
      });
      openReport('session');
      const user = userEvent.setup();
      const panel = await screen.findByRole('region', { name: region });
      const [item] = await within(panel).findAllByTestId('office-message');
      expect(item).toHaveTextContent(going);
      expect(item).toHaveTextContent(
        locale === 'es' ? /desde el .*: 200 familias hasta ahora/ : /since .*: 200 families so far/,
      );
      await user.click(within(item!).getByRole('button', { name: cancelLabel }));
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(dialog).toHaveTextContent(`“Storm” ${body}`);
      await user.click(within(dialog).getByRole('button', { name: confirm }));
      await waitFor(() => expect(item).toHaveTextContent(partway));
      expect(within(item!).queryByRole('button', { name: cancelLabel })).toBeNull();
      expect(api.callsTo(`POST ${apiPaths.officeMessageCancel(8)}`)).toHaveLength(1);
    },
  );

  it('shows the server’s refusals in Spanish: an unknown placeholder beside its field, a cancel too late', async () => {
    showTestsIn('es');
    answerSessionReport(undefined, ({ key }) => {
      if (key === `POST ${apiPaths.officeMessages}`)
        return fieldErrors({ body: ['{firstname} is not a placeholder. Use {firstName}, {camp}, {start}.'] });
      if (key === `GET ${apiPaths.officeMessages}`) return json([scheduled]);
      if (key === `POST ${apiPaths.officeMessageCancel(6)}`)
        return json(
          {
            title: 'Conflict',
            status: 409,
            detail: 'This message has already gone out and can no longer be cancelled.',
          },
          409,
        );
      return undefined;
    });
    openReport('session');
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Mensajes a las familias' });
    await user.type(within(panel).getByRole('textbox', { name: /^Asunto(?! en)/ }), 'Hola');
    await user.type(within(panel).getByRole('textbox', { name: /^Mensaje(?! en)/ }), 'Hola {{firstname}');
    await user.click(within(panel).getByRole('button', { name: 'Enviar ahora' }));
    expect(
      await within(panel).findByText('{firstname} no es un marcador. Use {firstName}, {camp} o {start}.'),
    ).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Cancelar este mensaje' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '¿Cancelar este mensaje?' })).getByRole('button', {
        name: 'Cancelar el mensaje',
      }),
    );
    await expectToast('No se canceló el mensaje: Este mensaje ya salió y no se puede cancelar.');
  });

  it.each([375, 1280])(
    'writes to a tournament age group and lists the tournament’s messages (%i px)',
    async (width) => {
      setViewportWidth(width);
      const counted: unknown[] = [];
      answerTournamentReport(undefined, ({ key, body }) => {
        if (key === `POST ${apiPaths.officeMessageAudience}`) {
          counted.push(body);
          return json({ people: 5, newsOff: 0, texts: 0 });
        }
        if (key === `GET ${apiPaths.officeMessages}`)
          return json([
            { ...sent, audience: { kind: 'ageGroup', tournamentId: 4, ageRangeId: 8 }, urgent: false },
          ]);
        return undefined;
      });
      openReport('tournament');
      const user = userEvent.setup();
      const panel = await screen.findByRole('region', { name: 'Messages to families' });
      const group = within(panel).getByRole('combobox', { name: 'To the teams of the age group' });
      expect(group).toHaveValue('7');
      await user.selectOptions(group, 'U10 Boys');
      await user.click(within(panel).getByRole('button', { name: 'How many does it reach?' }));
      await waitFor(() =>
        expect(within(panel).getByTestId('message-reach')).toHaveTextContent('Reaches 5 families by mail.'),
      );
      expect(counted).toEqual([
        { audience: { kind: 'ageGroup', tournamentId: 4, ageRangeId: 8 }, urgent: false },
      ]);
      const item = await within(panel).findByTestId('office-message');
      expect(item).toHaveTextContent('To the teams of U10 Boys');
      expect(within(item).getByTestId('mail-states')).toHaveTextContent('Mails: 1 queued, 2 sent');
    },
  );
});
