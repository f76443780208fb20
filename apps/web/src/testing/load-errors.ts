import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { mockApi, problem } from './mock-api';

/** The GET `route` answers 404 with `detail`; after `render`, the page says `shown(detail)`. */
export async function expectLoadError(
  route: string,
  detail: string,
  render: () => unknown,
  shown: (detail: string) => string,
) {
  mockApi({ [route]: () => problem(404, detail) });
  render();
  expect(await screen.findByText(shown(detail))).toBeInTheDocument();
}
