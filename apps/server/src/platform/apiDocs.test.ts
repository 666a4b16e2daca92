import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffClient } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ CAPTCHA_ENABLED: 'false' }); });
afterAll(async () => { await t.close(); });

describe('API documentation', () => {
  it('serves the Swagger UI files to the browser without a token (a page cannot send one for a script)', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^application\/javascript/);
    const styles = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui.css' });
    expect(styles.headers['content-type']).toMatch(/^text\/css/);
  });

  it('gives the document only to staff who may open the 系统接口 screen', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()).toMatchObject({ code: 401 });
    const ry = await staffClient(t, 'ry');
    expect(await ry.get('/docs/json')).toMatchObject({ code: 403 });
    expect(await ry.get('/docs/yaml')).toMatchObject({ code: 403 });
    const admin = await staffClient(t, 'admin');
    const document = await admin.get('/docs/json');
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain('/api/system/user/list');
    expect(document.paths['/api/system/user/list'].get.tags).toEqual(['system/user']);
    expect(document.paths['/api/system/user/{userIds}'].delete.tags).toEqual(['system/user']);
    expect(document.paths['/api/login'].post.tags).toEqual(['login']);
  });

  it('sends a person opening /api/docs to the back office screen', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const reply = await t.app.inject({ method: 'GET', url });
      expect(reply.statusCode).toBe(302);
      expect(reply.headers.location).toBe('/admin/#/tool/swagger');
    }
  });
});
