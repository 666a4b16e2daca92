import { useQuery } from '@tanstack/react-query';
import { App, Button, Modal, Spin, Tabs } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { genApi } from './api';

/** The highlighter is a sizeable library: fetched only when a preview opens. */
const CodeView = lazy(() => import('./CodeView'));

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** The files a table generates, one tab each, highlighted, with a copy button. */
export function PreviewDialog({ tableId, onClose }: { tableId?: number; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const files = useQuery({ queryKey: ['gen-preview', tableId], queryFn: () => genApi.preview(tableId!), enabled: tableId !== undefined, gcTime: 0 });
  const copy = async (code: string) => {
    await navigator.clipboard.writeText(code);
    void message.success(t('gen.copied'));
  };

  return (
    <Modal open={tableId !== undefined} title={t('gen.previewTitle')} width="80%" footer={null} onCancel={onClose} destroyOnHidden>
      {files.data ? (
        <Tabs items={files.data.map(({ template, path, code }) => ({
          key: template, label: fileName(path),
          children: (
            <>
              <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
                <code>{path}</code>
                <Button size="small" type="link" onClick={() => void copy(code)}>{t('gen.copy')}</Button>
              </div>
              <Suspense fallback={<Spin />}><CodeView path={path} code={code} /></Suspense>
            </>
          ),
        }))} />
      ) : <Spin />}
    </Modal>
  );
}
