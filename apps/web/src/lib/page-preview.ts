import { type PagePreview, pagePreviewElementId } from '@soccer/contracts';

/**
 * What the server drew a signed-in page with before the browser knew the account (decision 0122):
 * the public facts in its `#page-preview` data block, which the page shows again in its loading
 * state so that nothing on screen changes until its own answer comes. On the server, the facts
 * of the render under way.
 */
let preview: PagePreview | undefined;

/** The server's render of a previewed page sets its facts; `undefined` after it. */
export function seedPagePreview(value: PagePreview | undefined): void {
  preview = value;
}

/** The facts the page was drawn with, or none (another page, or a page the server did not preview). */
export function pagePreview(doc: Document | undefined = globalThis.document): PagePreview {
  if (preview === undefined && doc) preview = readBlock(doc);
  return preview ?? {};
}

function readBlock(doc: Document): PagePreview {
  const text = doc.getElementById(pagePreviewElementId)?.textContent;
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as PagePreview) : {};
  } catch {
    return {};
  }
}
