import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { formOnFirstUse, type TypedValues } from './form-on-first-use';

/** A form whose code is "loaded" by `load`, and what it was given as typed values. */
function deferredNote() {
  const received: { typed?: TypedValues } = {};
  function NoteForm({ typed }: { typed?: TypedValues }) {
    received.typed = typed;
    return (
      <form>
        <input name="note" aria-label="Note" defaultValue={typed?.note ?? ''} />
        <button type="submit">Send</button>
      </form>
    );
  }
  const load = vi.fn(async () => NoteForm);
  return { Form: formOnFirstUse('note', load), load, received };
}

/** What the server sends for the note form: its wrapper and the form inside its Suspense boundary. */
const serverMarkup =
  '<div data-form="note"><!--$--><form><input name="note" aria-label="Note" value=""/><button type="submit">Send</button></form><!--/$--></div>';

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('formOnFirstUse', () => {
  it('loads the form at once in a page the browser renders itself', async () => {
    const { Form, load } = deferredNote();
    render(<Form />);
    expect(await screen.findByRole('textbox', { name: 'Note' })).toHaveValue('');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("in the server's markup, loads on first use and takes the field over with what was typed", async () => {
    const { Form, load, received } = deferredNote();
    const container = document.createElement('div');
    container.innerHTML = serverMarkup;
    document.body.append(container);
    const field = container.querySelector('input')!;

    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    await tick();
    expect(load).not.toHaveBeenCalled();

    // The visitor types into the plain HTML field before the code has arrived.
    field.value = 'Which ball size?';
    field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await waitFor(() => expect(received.typed).toEqual({ note: 'Which ball size?' }));
    await tick();
    expect(load).toHaveBeenCalledTimes(1);
    // The same element, with the same text: nothing was painted again.
    expect(container.querySelector('input')).toBe(field);
    expect(field).toHaveValue('Which ball size?');
    container.remove();
  });

  it("in the server's markup, loads when the form's end comes into view, not its start", async () => {
    const { Form, load } = deferredNote();
    const observed: Element[] = [];
    let report: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          report = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    const container = document.createElement('div');
    container.innerHTML = serverMarkup;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    // Its send button is watched; the form's start being on screen loads nothing.
    expect(observed).toEqual([container.querySelector('button[type="submit"]')]);
    expect(load).not.toHaveBeenCalled();
    await act(async () => report([{ isIntersecting: true }]));
    await tick();
    expect(load).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
    container.remove();
  });

  it('loads at once when a field was focused before the site started', async () => {
    const { Form, load } = deferredNote();
    const container = document.createElement('div');
    container.innerHTML = serverMarkup;
    document.body.append(container);
    container.querySelector('input')!.focus();
    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    await tick();
    expect(load).toHaveBeenCalledTimes(1);
    container.remove();
  });
});
