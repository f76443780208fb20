import { contactErrorKeys, messages } from '@soccer/contracts';
import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { HttpResult } from '../../lib/http';
import { ToastProvider } from '../toast/toast-provider';
import { type ServerSubmitOptions, useServerSubmit } from './use-server-submit';

interface Values {
  firstName: string;
  teamMembers: { parentPhone: string }[];
}

const wrapper = ({ children }: { children: ReactNode }) => <ToastProvider>{children}</ToastProvider>;

function setup(
  send: () => Promise<HttpResult<{ id: number }>>,
  extra: Partial<ServerSubmitOptions<Values, { id: number }>> = {},
) {
  const onSaved = vi.fn();
  const hook = renderHook(
    () => {
      const form = useForm<Values>({ defaultValues: { firstName: '', teamMembers: [{ parentPhone: '' }] } });
      return { form, submit: useServerSubmit({ form, send, onSaved, ...extra }) };
    },
    { wrapper },
  );
  const values: Values = { firstName: 'A', teamMembers: [{ parentPhone: '1' }] };
  return { hook, onSaved, run: () => act(() => hook.result.current.submit.submit(values)) };
}

const invalid = (errors: Record<string, string[]>): HttpResult<never> => ({
  ok: false,
  status: 400,
  message: messages.correctErrors,
  errors,
});

describe('useServerSubmit', () => {
  it('hands a success to onSaved', async () => {
    const { onSaved, run, hook } = setup(async () => ({ ok: true, status: 200, data: { id: 7 } }));
    await run();
    expect(onSaved).toHaveBeenCalledWith({ id: 7 }, expect.anything());
    expect(hook.result.current.submit.refused).toBe(false);
  });

  it('puts 400 errors beside their fields (indexed and capitalised keys) and keeps the rest', async () => {
    const { run, hook } = setup(
      async () =>
        invalid({ FirstName: ['Too long'], 'teamMembers[0].parentPhone': ['Bad phone'], body: ['Bad JSON'] }),
      { errorKeys: contactErrorKeys },
    );
    await run();
    const { form, submit } = hook.result.current;
    expect(form.getFieldState('firstName').error?.message).toBe('Too long');
    expect(form.getFieldState('teamMembers.0.parentPhone').error?.message).toBe('Bad phone');
    expect(submit.refused).toBe(true);
    expect(submit.unclaimed).toEqual(['Bad JSON']);
  });

  it('toasts any other refusal by default, and lets a form show lines instead', async () => {
    const refusal: HttpResult<never> = {
      ok: false,
      status: 409,
      message: 'Camp session is full',
      errors: null,
    };
    await setup(async () => refusal).run();
    expect(await screen.findByText(messages.genericError('Camp session is full'))).toBeInTheDocument();

    const onFailed = vi.fn((message: string) => [message]);
    const { run, hook } = setup(
      async () => {
        throw new Error('Failed to fetch');
      },
      { onFailed },
    );
    await run();
    expect(onFailed).toHaveBeenCalledWith('Failed to fetch', null);
    expect(hook.result.current.submit.unclaimed).toEqual(['Failed to fetch']);
    expect(hook.result.current.submit.refused).toBe(false);
  });
});
