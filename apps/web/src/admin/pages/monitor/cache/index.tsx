import { ClearOutlined, DeleteOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Space, Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { listLayout } from '../../../components/list';
import { formatBytes } from '../bytes';
import { cacheApi, type CacheName } from './api';
import { useClear } from './useClear';

/** Cache monitor (缓存监控): the shared store, its caches by key prefix with their sizes; clear one cache or all. */
export default function CachePage() {
  const { t } = useTranslation('admin');
  const overview = useQuery({ queryKey: ['cache-overview'], queryFn: cacheApi.overview });
  const clear = useClear(() => void overview.refetch());
  const o = overview.data;
  if (!o) return <Spin className="page-loading" />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} className="cache-monitor">
      <Card title={t('cache.overview')} size="small" extra={(
        <Space>
          <Button icon={<ReloadOutlined />} onClick={() => void overview.refetch()}>{t('server.refresh')}</Button>
          <Button danger icon={<ClearOutlined />} onClick={() => clear(t('cache.clearAllConfirm'), cacheApi.clearAll)}>{t('cache.clearAll')}</Button>
        </Space>
      )}>
        <Descriptions column={3} size="small">
          <Descriptions.Item label={t('cache.kind')}>{o.kind}</Descriptions.Item>
          <Descriptions.Item label={t('cache.keys')}>{o.keys}</Descriptions.Item>
          <Descriptions.Item label={t('cache.size')}>{formatBytes(o.bytes)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('cache.names')} size="small">
        <Table size="small" rowKey="cacheName" pagination={false} dataSource={o.names} {...listLayout<CacheName>([
          { key: 'cacheName', title: t('cache.cacheName'), dataIndex: 'cacheName' },
          { key: 'keys', title: t('cache.keys'), dataIndex: 'keys', align: 'right' },
          { key: 'bytes', title: t('cache.size'), align: 'right', render: (_, c) => formatBytes(c.bytes) },
          {
            key: 'actions', title: t('common.actions'), align: 'center',
            render: (_, c) => (
              <Button type="link" size="small" icon={<DeleteOutlined />}
                onClick={() => clear(t('cache.clearNameConfirm', { name: c.cacheName }), () => cacheApi.clearName(c.cacheName))}>{t('cache.clear')}</Button>
            ),
          },
        ])} />
      </Card>
    </Space>
  );
}
