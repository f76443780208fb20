import { catalogDetailMessages } from '@soccer/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, json, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { adminCatalog, staffSession } from '../testing/staff-fixtures';

const toastArea = () => document.querySelector('.toast-area') as HTMLElement;
const image = (c: string, width: number, height: number) => ({ hash: c.repeat(32), width, height });
const uploadedPair = { large: image('a', 1600, 1067), small: image('b', 480, 320) };

/** The catalogue's camps; uploads answer `upload`, the details PUT answers its id. */
function renderCamps(upload: () => Response) {
  const api = mockApi((call: ApiCall) => {
    if (call.path === '/api/Admin/Catalog') return json(adminCatalog());
    if (call.method === 'POST' && call.path === '/api/Admin/Images') return upload();
    if (call.method === 'PUT' && call.path === '/api/Admin/CampSpecs/2/details') return json({ id: 2 });
    return undefined;
  });
  renderApp(undefined, { route: '/manage/catalog?tab=camps', session: staffSession() });
  return api;
}

async function openDetails() {
  const camps = await screen.findByRole('region', { name: 'Camps' });
  fireEvent.click(within(camps).getAllByRole('button', { name: 'Details of Striker School' })[0]!);
  return screen.findByRole('dialog', { name: 'Details of Striker School' });
}

const photoFile = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'field.jpg', { type: 'image/jpeg' });

describe("a camp's details in the staff catalogue", () => {
  it('saves drop-off and pick-up times, venue notes, an uploaded photo with its descriptions, a coach and a question', async () => {
    const api = renderCamps(() => json(uploadedPair));
    const dialog = await openDetails();
    const set = (label: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    set(/^Drop-off time/, '08:30');
    set(/^Pick-up time/, '12:15');
    set(/^Venue notes$/, 'Park in lot B; field 3.');
    set(/^Venue notes in Spanish/, 'Estacione en el lote B; cancha 3.');

    fireEvent.change(within(dialog).getByLabelText(/^Add a photo/), { target: { files: [photoFile()] } });
    await within(dialog).findByLabelText(/^What photo 1 shows(?!, in Spanish)/);
    const upload = api.calls.find((c) => c.path === '/api/Admin/Images')!;
    expect(upload.method).toBe('POST');
    expect(upload.headers['Content-Type']).toBe('image/jpeg');
    // Saving without the photo's descriptions is refused in the browser.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^What photo 1 shows(?!, in Spanish)/)).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    set(/^What photo 1 shows(?!, in Spanish)/, 'Field 3 from the parking lot');
    set(/^What photo 1 shows, in Spanish/, 'La cancha 3 desde el estacionamiento');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a coach' }));
    set(/^Coach 1: name/, 'Ana Ruiz');
    set(/^Short bio$/, 'Former college keeper.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a question' }));
    set(/^Question 1(?! in Spanish)/, 'What if it rains?');
    set(/^Answer 1(?! in Spanish)/, 'We play unless there is lightning.');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastArea()).toHaveTextContent('Camp details saved.'));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      dropOffTime: '08:30',
      pickUpTime: '12:15',
      venueNotes: 'Park in lot B; field 3.',
      es: { venueNotes: 'Estacione en el lote B; cancha 3.' },
      photos: [
        {
          images: uploadedPair,
          alt: 'Field 3 from the parking lot',
          es: { alt: 'La cancha 3 desde el estacionamiento' },
        },
      ],
      coaches: [{ name: 'Ana Ruiz', bio: 'Former college keeper.', es: { bio: '' }, photo: null }],
      questions: [
        {
          question: 'What if it rains?',
          answer: 'We play unless there is lightning.',
          es: { question: '', answer: '' },
        },
      ],
    });
  });

  it("shows the server's refusal of an upload under the input, and a time the browser refuses", async () => {
    renderCamps(() =>
      json({ title: 'Bad Request', status: 400, errors: { file: [catalogDetailMessages.notAnImage] } }, 400),
    );
    const dialog = await openDetails();
    fireEvent.change(within(dialog).getByLabelText(/^Add a photo/), { target: { files: [photoFile()] } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(catalogDetailMessages.notAnImage);
    expect(within(dialog).queryByLabelText(/^What photo 1 shows(?!, in Spanish)/)).not.toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText(/^Drop-off time/), { target: { value: '12:00' } });
    fireEvent.change(within(dialog).getByLabelText(/^Pick-up time/), { target: { value: '09:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(catalogDetailMessages.pickUpBeforeDropOff)).toBeInTheDocument();
  });
});
