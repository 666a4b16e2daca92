import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { changeLanguage } from '../../../shared/i18n';
import { portalRoutes } from '../../routes';
import type { FakeRoutes } from '../../testing/fakeServer';
import { customerUser, portalServer, renderRoutes } from '../../testing/renderPortal';

function open(path: string, routes: FakeRoutes = {}) {
  const server = portalServer({ routes: { 'PUT /sso/account/language': () => ({ code: 200, msg: 'ok' }), ...routes } });
  const router = renderRoutes(portalRoutes, { path, user: customerUser, server });
  return { server, router };
}

afterEach(() => changeLanguage('zh_CN'));

describe('sign-on service language page', () => {
  it('saves the language at the service, applies it here and goes back', async () => {
    const { server, router } = open('/sso/language?lang=ru_Ru&return=%2Fxjlb%3Fpage%3D2');
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/xjlb?page=2'));
    const [put] = server.callsTo('PUT /sso/account/language');
    expect(put!.body).toEqual({ language: 'ru_Ru' });
    expect(put!.headers.Authorization).toBeUndefined();
    expect(i18n.language).toBe('ru_Ru');
    expect(document.cookie).toContain('language=ru_Ru');
    expect(await screen.findByRole('heading', { name: 'История морских запросов' })).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('POST /yhApi/refreshUserInfo')).toHaveLength(1));
    expect(server.callsTo('PUT /sso/account/language')).toHaveLength(1);
  });

  it('still switches here, and says it was not saved, when the service has no session', async () => {
    const { router } = open('/sso/language?lang=en_US&return=%2Fhome', { 'PUT /sso/account/language': () => ({ code: 401, msg: 'Not signed in' }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(i18n.language).toBe('en_US');
    expect(await screen.findByText(/The language changed here but could not be saved to your account: Not signed in/)).toBeInTheDocument();
  });

  it('goes back without a call for a language it does not know, and never leaves the portal', async () => {
    const { server, router } = open('/sso/language?lang=de_DE&return=https%3A%2F%2Fevil.example');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(server.callsTo('PUT /sso/account/language')).toHaveLength(0);
    expect(i18n.language).toBe('zh_CN');
  });
});
