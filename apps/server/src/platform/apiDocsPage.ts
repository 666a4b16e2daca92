import type { FastifyInstance } from 'fastify';

/**
 * Swagger UI where RuoYi-Vue3's 系统接口 screen frames it (`VITE_APP_BASE_API + '/swagger-ui/index.html'`), with
 * the viewer's files served beside the document (/api/docs/static). Addresses are relative, so the page works
 * under whatever prefix a proxy gives the API.
 */
const page = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<title>Freight-rate portal API</title>
<link rel="stylesheet" href="../docs/static/swagger-ui.css">
<link rel="stylesheet" href="./contrast.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="../docs/static/swagger-ui-bundle.js"></script>
<script src="./initializer.js"></script>
</body>
</html>
`;

/**
 * The document and every try-out go as the signed-in staff member: RuoYi-Vue3 (and our back office) keep the
 * token in this origin's Admin-Token cookie, which the framed page reads for each request.
 */
const initializer = `window.onload = function () {
  function staffToken() {
    var found = document.cookie.match(/(?:^|;\\s*)Admin-Token=([^;]*)/);
    return found ? decodeURIComponent(found[1]) : undefined;
  }
  SwaggerUIBundle({
    url: '../docs/json', dom_id: '#swagger-ui', presets: [SwaggerUIBundle.presets.apis], layout: 'BaseLayout',
    docExpansion: 'none', filter: true, deepLinking: false, validatorUrl: null,
    requestInterceptor: function (request) {
      var token = staffToken();
      if (token) request.headers.Authorization = 'Bearer ' + token;
      return request;
    },
  });
};
`;

/**
 * The viewer's version badges and document address in colours that reach 4.5:1 (WCAG AA; its own are 2.3–4:1), for
 * this page and for the back office's 系统接口 screen, which shows the viewer in its own page.
 */
const contrast = `.swagger-ui .info .title small { background: #4b5563; }
.swagger-ui .info .title small.version-stamp { background: #3f6212; }
.swagger-ui .info .title small pre { color: #fff; }
.swagger-ui .info .url { color: #374151; }
`;

export function registerApiDocsPage(app: FastifyInstance) {
  // A viewer without data (the document it loads asks for the token): public, and framed by this origin only.
  const config = { access: { public: true }, pageAllowances: { framedBySameOrigin: true } } as const;
  app.get('/api/swagger-ui/index.html', { config, schema: { hide: true } }, (_req, reply) => reply.type('text/html; charset=utf-8').send(page));
  app.get('/api/swagger-ui/contrast.css', { config, schema: { hide: true } }, (_req, reply) => reply.type('text/css; charset=utf-8').send(contrast));
  app.get('/api/swagger-ui/initializer.js', { config, schema: { hide: true } }, (_req, reply) => reply.type('application/javascript; charset=utf-8').send(initializer));
}
