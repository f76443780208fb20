import { type ComponentType, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { retryImport } from '../../lib/retry-import';
import { isServerRender } from '../../lib/server-render-flag';
import { ChunkErrorBoundary } from '../errors/chunk-error-boundary';
import { PageLoader } from '../ui/page-loader';
import { loadFormTexts } from './form-texts-catalog';

/** What the visitor typed into the server's form before its code arrived, by field name. */
export type TypedValues = Readonly<Record<string, string>>;

/** The text fields inside `area` that have a value, by name. */
export function typedValues(area: HTMLElement | null): TypedValues {
  const values: Record<string, string> = {};
  for (const field of area?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input[name], textarea[name]',
  ) ?? [])
    if (field.value) values[field.name] = field.value;
  return values;
}

/** What shows the visitor has started on a form. */
const startEvents = ['focusin', 'pointerdown', 'keydown'] as const;

/** A form's end: its bot check and its send button. */
const formEnd = 'form > fieldset:last-of-type, button[type="submit"]';

/**
 * A public form whose code (react-hook-form, the form components, their styles) loads only once it
 * is needed. In a page the server rendered, the form's markup is already there and works as plain
 * HTML: the code loads when the visitor focuses, touches or types in it (its bot check then solves
 * while the rest is typed), or when its end (the bot check, the send button) comes into view, and
 * React then takes the form over in place, keeping what was typed (`typed`, read from the fields as
 * the code arrives). A page's first screen thus loads none of it (decision 0052): the form's code,
 * react-hook-form and the bot-check widget are most of a phone's first download otherwise.
 * In a page the browser renders itself (a navigation inside the site) it loads at once. On the
 * server it renders in full.
 *
 * The form takes no props: its element is made once, so nothing the page re-renders reaches the
 * server's markup before the code has taken it over (React would render it again from scratch).
 *
 *   const ContactForm = formOnFirstUse('contact', () => import('../components/contact-form').then((m) => m.ContactForm));
 */
export function formOnFirstUse(
  name: string,
  load: () => Promise<ComponentType<{ typed?: TypedValues }>>,
): ComponentType {
  let start: () => void = () => undefined;
  const started = new Promise<void>((resolve) => {
    start = resolve;
  });
  let area: HTMLElement | null = null;

  const Form = lazy(async () => {
    if (isServerRender()) start();
    await started;
    const [Loaded] = await Promise.all([retryImport(load), retryImport(loadFormTexts)]);
    const typed = typedValues(area);
    return { default: () => <Loaded typed={typed} /> };
  });

  return function FormOnFirstUse() {
    // The server's markup of this form is on the page before it is first rendered: React is
    // taking that markup over (hydrating), so the code can wait for the visitor.
    const [fromServer] = useState(
      () => typeof document !== 'undefined' && document.querySelector(`[data-form="${name}"]`) !== null,
    );
    const ref = useRef<HTMLDivElement>(null);
    const form = useMemo(
      () => (
        <ChunkErrorBoundary>
          <Suspense fallback={<PageLoader />}>
            <Form />
          </Suspense>
        </ChunkErrorBoundary>
      ),
      [],
    );

    useEffect(() => {
      const node = ref.current;
      area = node;
      if (!fromServer || !node) {
        start();
        return;
      }
      // On the document, ahead of React's own listeners: React stops the events aimed at markup it
      // has not taken over yet (to replay them afterwards).
      const onStart = (event: Event) => {
        if (event.target instanceof Node && node.contains(event.target)) start();
      };
      for (const type of startEvents) document.addEventListener(type, onStart, { capture: true });
      // A visitor who focused a field before the site started (a phone still loading the page):
      // their events came before these listeners.
      if (document.activeElement && node.contains(document.activeElement)) start();
      // Or when its end (the bot check, the send button) comes into view: a visitor who scrolls
      // there finds the check solving (it solves on load), without a tap.
      const seen =
        typeof IntersectionObserver === 'function'
          ? new IntersectionObserver((entries) => {
              if (entries.some((entry) => entry.isIntersecting)) start();
            })
          : null;
      for (const end of node.querySelectorAll(formEnd)) seen?.observe(end);
      return () => {
        for (const type of startEvents) document.removeEventListener(type, onStart, { capture: true });
        seen?.disconnect();
      };
    }, [fromServer]);

    return (
      <div ref={ref} data-form={name}>
        {form}
      </div>
    );
  };
}
