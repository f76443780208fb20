import { messages } from '@soccer/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createFakeAuthClient, fakeSession } from '../testing/fake-auth-client';
import { createTokenAcquirer } from './auth/token';
import { createHttpClient, HttpError, readText, toResult, unwrap } from './http';

function setup(options: { session?: ReturnType<typeof fakeSession> | null } = {}) {
  const client = createFakeAuthClient({ session: options.session ?? fakeSession({}, { expiresAt: 0 }) });
  const report = vi.fn();
  const setInteraction = vi.fn();
  const acquirer = createTokenAcquirer({ client, report, setInteraction });
  const notify = vi.fn();
  const fetchImpl = vi.fn<typeof fetch>(async () => new Response('{}', { status: 200 }));
  const http = createHttpClient({
    apiBase: 'https://api.test',
    getAccessToken: acquirer.getAccessToken,
    notify,
    fetchImpl,
  });
  return { client, report, setInteraction, notify, fetchImpl, http };
}

const headersOf = (fetchImpl: ReturnType<typeof setup>['fetchImpl'], call = 0) =>
  fetchImpl.mock.calls[call]?.[1]?.headers as Record<string, string>;

describe('secureFetch token chain (spec §4)', () => {
  it('uses a stored token that is still valid without renewing', async () => {
    const { http, fetchImpl, client } = setup({ session: fakeSession() });
    await http.secureFetch('/api/Registration/MyRegistrations');
    expect(client.signinSilent).not.toHaveBeenCalled();
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://api.test/api/Registration/MyRegistrations',
      expect.anything(),
    );
    expect(headersOf(fetchImpl).Authorization).toBe('Bearer stored-token');
  });

  it('silent renewal ok → bearer header with the renewed token', async () => {
    const { http, fetchImpl, client } = setup();
    client.signinSilent.mockResolvedValue(fakeSession({}, { accessToken: 'silent-token' }));
    const result = await http.secureFetch('/api/x');
    expect(result).toEqual({ ok: true, status: 200, data: {} });
    expect(client.signinSilent).toHaveBeenCalledTimes(1);
    expect(client.signinPopup).not.toHaveBeenCalled();
    expect(headersOf(fetchImpl).Authorization).toBe('Bearer silent-token');
    expect(headersOf(fetchImpl).Accept).toBe('application/json');
  });

  it('silent fails with interaction_required → popup is used', async () => {
    const { http, fetchImpl, client, setInteraction } = setup();
    client.signinSilent.mockRejectedValue(
      Object.assign(new Error('needs login'), { error: 'interaction_required' }),
    );
    client.signinPopup.mockResolvedValue(fakeSession({}, { accessToken: 'popup-token' }));
    await http.secureFetch('/api/x');
    expect(client.signinPopup).toHaveBeenCalledTimes(1);
    expect(client.signinPopup).toHaveBeenCalledWith();
    expect(headersOf(fetchImpl).Authorization).toBe('Bearer popup-token');
    expect(setInteraction.mock.calls).toEqual([[true], [false]]);
  });

  it('popup fails → login popup then silent again', async () => {
    const { http, fetchImpl, client } = setup();
    client.signinSilent.mockRejectedValue(Object.assign(new Error('expired'), { error: 'invalid_grant' }));
    client.signinPopup
      .mockRejectedValueOnce(new Error('Popup closed by user'))
      .mockImplementationOnce(async () => {
        const fresh = fakeSession({}, { accessToken: 'after-login-token' });
        client.setSession(fresh);
        return fresh;
      });
    await http.secureFetch('/api/x');
    expect(client.signinPopup).toHaveBeenNthCalledWith(2, { prompt: 'login' });
    expect(headersOf(fetchImpl).Authorization).toBe('Bearer after-login-token');
  });

  it('everything fails → tokenExpired error, re-login toast, failures reported', async () => {
    const { http, fetchImpl, client, notify, report } = setup();
    client.signinSilent.mockRejectedValue(
      Object.assign(new Error('needs login'), { error: 'login_required' }),
    );
    client.signinPopup.mockRejectedValue(new Error('Popup window closed'));

    await expect(http.secureFetch('/api/x', { method: 'POST', body: { a: 1 } })).rejects.toThrow(
      messages.tokenExpired,
    );
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(client.signinPopup).toHaveBeenCalledTimes(2);
    expect(notify).toHaveBeenCalledWith(
      `${messages.userMayNeedToRelogin} ${messages.tokenExpired}`,
      'danger',
    );
    expect(report).toHaveBeenCalledWith(expect.any(Error), expect.objectContaining({ area: 'auth.token' }));
  });

  it('a non-interaction silent failure is reported and rethrown without popups', async () => {
    const { http, client, notify, report } = setup();
    client.signinSilent.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(http.secureFetch('/api/x')).rejects.toThrow('Failed to fetch');
    expect(client.signinPopup).not.toHaveBeenCalled();
    expect(report).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith(`${messages.userMayNeedToRelogin} Failed to fetch`, 'danger');
  });

  it('shares one acquisition between concurrent calls', async () => {
    const { http, client } = setup();
    client.signinSilent.mockResolvedValue(fakeSession({}, { accessToken: 'silent-token' }));
    await Promise.all([http.secureFetch('/api/a'), http.secureFetch('/api/b')]);
    expect(client.signinSilent).toHaveBeenCalledTimes(1);
  });

  it('a network failure toasts the re-login hint and rethrows', async () => {
    const { http, fetchImpl, notify } = setup({ session: fakeSession() });
    fetchImpl.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(http.secureFetch('/api/x')).rejects.toThrow('Failed to fetch');
    expect(notify).toHaveBeenCalledWith('User may need to re-login. Failed to fetch', 'danger');
  });

  it('returns HTTP failures as results without toasting (callers decide)', async () => {
    const { http, fetchImpl, notify } = setup({ session: fakeSession() });
    fetchImpl.mockResolvedValue(new Response('{"errors":{"teamName":["Required"]}}', { status: 400 }));
    const result = await http.secureFetch('/api/x', { method: 'POST', body: {} });
    expect(result).toEqual({
      ok: false,
      status: 400,
      message: messages.correctErrors,
      errors: { teamName: ['Required'] },
    });
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('request shape (spec §7)', () => {
  it('sends POST/PUT bodies as JSON with a JSON content type', async () => {
    const { http, fetchImpl } = setup({ session: fakeSession() });
    await http.secureFetch('/api/y', { method: 'PUT', body: { id: 3 } });
    const init = fetchImpl.mock.calls[0]?.[1];
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"id":3}');
    expect(headersOf(fetchImpl)['Content-Type']).toBe('application/json');
  });

  it('unsecureFetch sends no authorization header', async () => {
    const { http, fetchImpl, client } = setup();
    await http.unsecureFetch('/api/Tournament/GetAllTournaments');
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://api.test/api/Tournament/GetAllTournaments',
      expect.anything(),
    );
    expect(headersOf(fetchImpl).Authorization).toBeUndefined();
    expect(client.getSession).not.toHaveBeenCalled();
  });
});

describe('failure text', () => {
  const messageOf = async (response: Response) => {
    const result = await toResult(response);
    return result.ok ? null : result.message;
  };

  it('reads the detail of problem JSON', async () => {
    const response = new Response(
      JSON.stringify({ title: 'Bad Request', detail: 'Camp Session not found' }),
      {
        status: 404,
      },
    );
    expect(await messageOf(response)).toBe('Camp Session not found');
  });

  it('falls back to the text, then the status', async () => {
    expect(await messageOf(new Response('plain failure', { status: 500 }))).toBe('plain failure');
    expect(await messageOf(new Response(null, { status: 503, statusText: 'Service Unavailable' }))).toBe(
      '503 Service Unavailable',
    );
  });

  it('unwrap gives the data, or throws an HttpError with the problem text', async () => {
    expect(await unwrap(toResult(new Response('[1,2]', { status: 200 })))).toEqual([1, 2]);
    await expect(unwrap(toResult(new Response('{"detail":"nope"}', { status: 409 })))).rejects.toEqual(
      new HttpError(409, 'nope'),
    );
    await expect(
      unwrap(toResult(new Response('', { status: 503 })), (failure) => `Failed: ${failure.status}`),
    ).rejects.toEqual(new HttpError(503, 'Failed: 503'));
  });
});

describe('toResult', () => {
  it('reads an empty 2xx body as undefined and text with readText', async () => {
    expect(await toResult(new Response(null, { status: 204 }))).toEqual({
      ok: true,
      status: 204,
      data: undefined,
    });
    expect(await toResult(new Response(' https://pay.test/x \n'), readText)).toEqual({
      ok: true,
      status: 200,
      data: 'https://pay.test/x',
    });
  });

  it('keeps field errors of a 400 only, and turns a body the reader refuses into a failure', async () => {
    const conflict = await toResult(new Response('{"errors":{"a":["b"]},"detail":"full"}', { status: 409 }));
    expect(conflict).toEqual({ ok: false, status: 409, message: 'full', errors: null });
    const unreadable = await toResult(new Response('not json', { status: 200 }), async () => {
      throw new Error('no id');
    });
    expect(unreadable).toEqual({ ok: false, status: 200, message: 'no id', errors: null });
  });
});
