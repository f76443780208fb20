import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { showTestsIn } from '../../../testing/catalogs';
import { answerPublicForm, json } from '../../../testing/mock-api';
import { preloadPages } from '../../../testing/preload-pages';
import { contactPage } from '../../../testing/public-form-pages';
import { renderApp } from '../../../testing/render';
import { enter, field, solveAndSend, toastArea } from '../../../testing/user-input';

await preloadPages('contact', 'camps');
vi.mock('../../../components/captcha/captcha', () => import('../../../components/captcha/fake-captcha'));

describe('/Contact in Spanish', { timeout: 30_000 }, () => {
  it('labels, checks and thanks in Spanish', async () => {
    const user = userEvent.setup();
    showTestsIn('es');
    answerPublicForm(contactPage.path, () => json({ id: 7 }));
    renderApp(undefined, { route: '/Contact' });
    await screen.findByRole('heading', { level: 1, name: 'Contacto' }, { timeout: 5000 });
    await screen.findByRole('button', { name: /enviar mensaje|enviando/i }, { timeout: 5000 });
    expect(screen.getByRole('heading', { name: 'Envíenos un mensaje' })).toBeInTheDocument();
    expect(screen.getByText('Caracteres disponibles: 2000')).toBeInTheDocument();

    // The contracts' messages, by key, in Spanish.
    await user.click(field(/^Nombre/));
    await user.click(field(/^Apellido/));
    expect(await screen.findByText('Nombre: este dato es obligatorio.')).toBeInTheDocument();
    await enter(user, field(/^Correo electrónico/), 'not-an-address');
    await user.click(field(/^Asunto/));
    expect(await screen.findByText('Escriba un correo electrónico válido.')).toBeInTheDocument();

    await enter(user, field(/^Nombre/), 'Ana');
    await enter(user, field(/^Apellido/), 'García');
    await user.clear(field(/^Correo electrónico/));
    await enter(user, field(/^Correo electrónico/), 'ana@example.com');
    await enter(user, field(/^Asunto/), 'Campamento');
    await enter(user, field(/^Mensaje/), '¿Hay cupo para mi hija?');
    await solveAndSend(user, () => screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Campamentos' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(toastArea()).toHaveTextContent('Recibimos su mensaje. ¡Gracias!');
  });
});
