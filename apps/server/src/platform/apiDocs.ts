import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { registerApiDocsPage } from './apiDocsPage';

const apiDocsPath = '/api/docs';
/** The back office's 系统接口 screen, where staff read and try the API with their own sign-in. */
const docsScreen = '/admin/#/tool/swagger';

/** The document groups operations by area, the path's first two words: /api/system/user/{userId} is in system/user. */
function apiArea(url: string): string {
  return url.split('/').filter((word) => word && !/^[:{]/.test(word)).slice(1, 3).join('/');
}

/**
 * The OpenAPI document at /api/docs/json (and /yaml), for staff who may open the 系统接口 screen; that
 * screen shows it with Swagger UI's files from /api/docs/static, which are public (a viewer, no data).
 * The viewer's own page sends people to the screen, where requests carry the staff token; RuoYi-Vue3's 系统接口
 * screen frames a page of its own (apiDocsPage.ts).
 */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Freight-rate portal API', version: '1.0.0' } },
    transform: (route) => {
      const { schema, url } = jsonSchemaTransform(route);
      return { schema: { ...schema, tags: schema?.tags ?? [apiArea(url)] }, url };
    },
  });
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      const isDocument = /\/(json|yaml)$/.test(route.url);
      route.config = { ...route.config, access: isDocument ? { permission: 'tool:swagger:list' } : { public: true } };
      if (route.url === apiDocsPath || route.url === `${apiDocsPath}/`) route.handler = (_req, reply) => reply.redirect(docsScreen);
    });
    await docs.register(fastifySwaggerUi, { routePrefix: apiDocsPath });
  });
  registerApiDocsPage(app);
}
