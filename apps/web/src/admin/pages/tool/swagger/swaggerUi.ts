/** Swagger UI's own files, served by the server beside the document (@fastify/swagger-ui). */
const viewerFiles = '/api/docs/static';
/** The server's colours for the viewer's badges and address that reach 4.5:1, shared with its stand-alone page. */
const contrastStyles = '/api/swagger-ui/contrast.css';

export interface SwaggerRequest {
  headers: Record<string, string>;
}

export interface SwaggerUiOptions {
  domNode: HTMLElement;
  url: string;
  presets: unknown[];
  layout: 'BaseLayout';
  deepLinking: boolean;
  docExpansion: 'none';
  filter: boolean;
  validatorUrl: null;
  requestInterceptor: (request: SwaggerRequest) => SwaggerRequest;
}

export interface SwaggerUiBundle {
  (options: SwaggerUiOptions): unknown;
  presets: { apis: unknown };
}

declare global {
  interface Window {
    SwaggerUIBundle?: SwaggerUiBundle;
  }
}

let loading: Promise<SwaggerUiBundle> | undefined;

/**
 * Loads the viewer's script and stylesheets once, when the 系统接口 screen first opens: same-origin files,
 * so the page's Content-Security-Policy needs nothing more. A failed load may be tried again.
 */
export function loadSwaggerUi(): Promise<SwaggerUiBundle> {
  loading ??= new Promise<SwaggerUiBundle>((resolve, reject) => {
    const styles = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: `${viewerFiles}/swagger-ui.css` });
    const contrast = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: contrastStyles });
    const script = Object.assign(document.createElement('script'), { src: `${viewerFiles}/swagger-ui-bundle.js` });
    const fail = () => {
      loading = undefined;
      styles.remove();
      contrast.remove();
      script.remove();
      reject(new Error('Swagger UI did not load'));
    };
    script.onload = () => (window.SwaggerUIBundle ? resolve(window.SwaggerUIBundle) : fail());
    script.onerror = fail;
    document.head.append(styles, contrast, script);
  });
  return loading;
}
