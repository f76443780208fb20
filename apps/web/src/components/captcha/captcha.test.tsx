import type { RuntimeConfig } from '@soccer/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { createRef, type RefObject } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render';
import { testConfig } from '../../testing/test-config';
import { Captcha, type CaptchaHandle } from './captcha';

// The real widget module registers a web component and workers; here `<altcha-widget>` stays a
// plain element that the tests drive with the events the widget sends.
vi.mock('./load-altcha', () => ({}));

function stateChange(widget: Element, state: string, payload: string | null) {
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  });
}

/** Renders the ALTCHA captcha and waits for its widget; `onChange` sees the values it reports. */
async function renderWidget(ref?: RefObject<CaptchaHandle | null>) {
  const onChange = vi.fn();
  renderApp(<Captcha onChange={onChange} ref={ref} />);
  const widget = await waitFor(() => {
    const element = document.querySelector('altcha-widget');
    if (!element) throw new Error('no widget yet');
    return element;
  });
  // The widget's listener is attached by an effect of the commit that showed it: let it run.
  await act(async () => {});
  return { onChange, widget };
}

describe('Captcha (ALTCHA)', () => {
  it('renders the widget with the challenge URL and reports the payload once verified', async () => {
    const { onChange, widget } = await renderWidget();
    expect(widget).toHaveAttribute('challenge', testConfig.captcha.challengeUrl);
    expect(widget).toHaveAttribute('auto', 'onload');

    stateChange(widget, 'verifying', null);
    expect(onChange).toHaveBeenLastCalledWith(null);
    stateChange(widget, 'verified', 'payload-123');
    expect(onChange).toHaveBeenLastCalledWith('payload-123');
    stateChange(widget, 'expired', null);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('solves a new challenge by itself when the solution expires', async () => {
    const { onChange, widget } = await renderWidget();
    const methods = { reset: vi.fn(), verify: vi.fn(async () => null) };
    Object.assign(widget, methods);
    stateChange(widget, 'verified', 'payload-123');
    expect(methods.verify).not.toHaveBeenCalled();
    stateChange(widget, 'expired', null);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(methods.reset).toHaveBeenCalledTimes(1);
    expect(methods.verify).toHaveBeenCalledTimes(1);
  });

  it('reset() starts the widget over and clears the value', async () => {
    const ref = createRef<CaptchaHandle>();
    const { onChange, widget } = await renderWidget(ref);
    const reset = vi.fn();
    Object.assign(widget, { reset });
    stateChange(widget, 'verified', 'payload-123');
    act(() => ref.current?.reset());
    expect(reset).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});

describe('Captcha (Turnstile / reCAPTCHA)', () => {
  afterEach(() => {
    delete window.turnstile;
    delete window.grecaptcha;
    for (const script of document.head.querySelectorAll('script')) script.remove();
  });

  const config = (provider: 'turnstile' | 'recaptcha'): RuntimeConfig => ({
    ...testConfig,
    captcha: { provider, siteKey: 'site-key-1', challengeUrl: null },
  });

  it('loads Turnstile from its official URL and renders it with the site key', async () => {
    const onChange = vi.fn();
    const ref = createRef<CaptchaHandle>();
    let callbacks: { callback: (token: string) => void; 'expired-callback': () => void } | undefined;
    const api = {
      render: vi.fn((_: HTMLElement, options: typeof callbacks & { sitekey: string }) => {
        callbacks = options;
        return 'widget-1';
      }),
      reset: vi.fn(),
      remove: vi.fn(),
    };
    renderApp(<Captcha onChange={onChange} ref={ref} />, { config: config('turnstile') });
    const script = document.head.querySelector<HTMLScriptElement>('script[src*="turnstile"]');
    expect(script?.src).toBe('https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit');
    window.turnstile = api;
    await act(async () => {
      script?.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(api.render).toHaveBeenCalledTimes(1));
    expect(api.render.mock.calls[0]?.[1]).toMatchObject({ sitekey: 'site-key-1' });

    act(() => callbacks?.callback('turnstile-token'));
    expect(onChange).toHaveBeenLastCalledWith('turnstile-token');
    act(() => callbacks?.['expired-callback']());
    expect(onChange).toHaveBeenLastCalledWith(null);
    act(() => ref.current?.reset());
    expect(api.reset).toHaveBeenCalledWith('widget-1');
  });

  it('loads reCAPTCHA explicitly and waits for it to be ready', async () => {
    const render = vi.fn(() => 0);
    renderApp(<Captcha onChange={vi.fn()} />, { config: config('recaptcha') });
    const script = document.head.querySelector<HTMLScriptElement>('script[src*="recaptcha"]');
    expect(script?.src).toBe('https://www.google.com/recaptcha/api.js?render=explicit');
    window.grecaptcha = { render, reset: vi.fn(), ready: (callback: () => void) => callback() };
    await act(async () => {
      script?.dispatchEvent(new Event('load'));
    });
    await waitFor(() =>
      expect(render).toHaveBeenCalledWith(
        expect.any(HTMLElement),
        expect.objectContaining({ sitekey: 'site-key-1' }),
      ),
    );
  });

  it('says so when the provider script cannot load', async () => {
    renderApp(<Captcha onChange={vi.fn()} />, { config: config('turnstile') });
    const script = document.head.querySelector<HTMLScriptElement>('script[src*="turnstile"]');
    await act(async () => {
      script?.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The bot check could not be loaded.');
  });
});
