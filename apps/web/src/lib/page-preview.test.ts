import { pagePreviewElementId } from '@soccer/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { pagePreview, seedPagePreview } from './page-preview';

const pageWith = (block: string) => {
  const doc = document.implementation.createHTMLDocument('page');
  doc.head.innerHTML = `<script type="application/json" id="${pagePreviewElementId}">${block}</script>`;
  return doc;
};

describe('the facts a signed-in page was drawn with (decision 0122)', () => {
  afterEach(() => seedPagePreview(undefined));

  it('reads them from the page’s data block once', () => {
    const facts = { coachSession: { id: 11, campName: 'Striker School' } };
    expect(pagePreview(pageWith(JSON.stringify(facts)))).toEqual(facts);
    // Read once: the page keeps them for its life.
    expect(pagePreview(pageWith('{}'))).toEqual(facts);
  });

  it('has none without a block, or with a block that is not an object', () => {
    expect(pagePreview(document.implementation.createHTMLDocument('plain'))).toEqual({});
    for (const block of ['not json', '[1]', 'null']) {
      seedPagePreview(undefined);
      expect(pagePreview(pageWith(block)), block).toEqual({});
    }
  });
});
