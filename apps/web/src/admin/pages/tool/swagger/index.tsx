import { languageTags } from '@freight/domain';
import { Alert, Button, Card, Flex, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../shared/i18n';
import { getToken } from '../../../../shared/request/token';
import { loadSwaggerUi, type SwaggerRequest } from './swaggerUi';

/** Every call of the viewer, the document's too, goes as the signed-in staff member and in the interface language. */
function asStaff(request: SwaggerRequest): SwaggerRequest {
  const token = getToken();
  request.headers['Accept-Language'] = languageTags[currentLanguage()];
  if (token) request.headers.Authorization = `Bearer ${token}`;
  return request;
}

/** 系统接口: the API's OpenAPI document in Swagger UI, to read and to try with one's own sign-in (docs/decisions.md). */
export default function SwaggerPage() {
  const { t } = useTranslation('admin');
  const host = useRef<HTMLDivElement>(null);
  const [viewer, setViewer] = useState<'loading' | 'shown' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let open = true;
    loadSwaggerUi().then(
      (SwaggerUIBundle) => {
        if (!open || !host.current) return;
        SwaggerUIBundle({
          domNode: host.current, url: '/api/docs/json', presets: [SwaggerUIBundle.presets.apis], layout: 'BaseLayout',
          // Areas folded, with a filter: the API has a few hundred operations. The router owns the address, not the viewer.
          docExpansion: 'none', filter: true, deepLinking: false, validatorUrl: null, requestInterceptor: asStaff,
        });
        setViewer('shown');
      },
      () => open && setViewer('failed'),
    );
    return () => { open = false; };
  }, [attempt]);

  const retry = () => {
    setViewer('loading');
    setAttempt((n) => n + 1);
  };

  return (
    <Card className="api-docs">
      <Alert type="info" showIcon title={t('swagger.hint')} />
      {viewer === 'loading' && <Flex justify="center" style={{ padding: 48 }}><Spin /></Flex>}
      {viewer === 'failed' && <Result status="warning" title={t('swagger.loadFailed')} extra={<Button onClick={retry}>{t('swagger.retry')}</Button>} />}
      <div ref={host} />
    </Card>
  );
}
