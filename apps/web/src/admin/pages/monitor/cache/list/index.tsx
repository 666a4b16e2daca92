import { DeleteOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Row, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listLayout } from '../../../../components/list';
import { formatBytes } from '../../bytes';
import { cacheApi, type CacheKey, type CacheName } from '../api';
import { useClear } from '../useClear';

const valueStyle = { margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 480, overflow: 'auto' } as const;

/** Cache keys (缓存列表): pick a cache, then one of its keys to see its size, time to live and (for reference data) value. */
export default function CacheListPage() {
  const { t } = useTranslation('admin');
  const [cacheName, setCacheName] = useState<string>();
  const [cacheKey, setCacheKey] = useState<string>();
  const names = useQuery({ queryKey: ['cache-overview'], queryFn: cacheApi.overview });
  const keys = useQuery({ queryKey: ['cache-keys', cacheName], queryFn: () => cacheApi.keys(cacheName!), enabled: cacheName !== undefined });
  const value = useQuery({ queryKey: ['cache-value', cacheKey], queryFn: () => cacheApi.value(cacheKey!), enabled: cacheKey !== undefined });
  const refresh = () => {
    setCacheKey(undefined);
    void names.refetch();
    if (cacheName) void keys.refetch();
  };
  const clear = useClear(refresh);
  const selected = (active: string | undefined, key: string) => ({ className: active === key ? 'ant-table-row-selected' : undefined });
  const ttl = keys.data?.find((k) => k.cacheKey === cacheKey)?.ttl;

  return (
    <Row gutter={12} className="cache-list">
      <Col xs={24} lg={8}>
        <Card title={t('cache.names')} size="small" extra={<Button size="small" icon={<ReloadOutlined />} onClick={refresh} aria-label={t('server.refresh')} />}>
          <Table size="small" rowKey="cacheName" pagination={false} loading={names.isFetching} dataSource={names.data?.names ?? []}
            onRow={(row) => ({ onClick: () => { setCacheName(row.cacheName); setCacheKey(undefined); }, ...selected(cacheName, row.cacheName) })}
            {...listLayout<CacheName>([
              { key: 'cacheName', title: t('cache.cacheName'), dataIndex: 'cacheName' },
              { key: 'keys', title: t('cache.keys'), dataIndex: 'keys', align: 'right' },
              {
                key: 'actions', title: '', align: 'center',
                render: (_, c) => (
                  <Button type="link" size="small" icon={<DeleteOutlined />} aria-label={`${t('cache.clear')} ${c.cacheName}`}
                    onClick={(event) => { event.stopPropagation(); clear(t('cache.clearNameConfirm', { name: c.cacheName }), () => cacheApi.clearName(c.cacheName)); }} />
                ),
              },
            ])} />
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card title={t('cache.keyList')} size="small">
          <Table size="small" rowKey="cacheKey" pagination={{ pageSize: 20, size: 'small' }} loading={keys.isFetching} dataSource={cacheName ? keys.data ?? [] : []}
            onRow={(row) => ({ onClick: () => setCacheKey(row.cacheKey), ...selected(cacheKey, row.cacheKey) })}
            {...listLayout<CacheKey>([
              { key: 'cacheKey', title: t('cache.cacheKey'), dataIndex: 'cacheKey', ellipsis: true },
              { key: 'bytes', title: t('cache.size'), align: 'right', render: (_, k) => formatBytes(k.bytes) },
              {
                key: 'actions', title: '', align: 'center',
                render: (_, k) => (
                  <Button type="link" size="small" icon={<DeleteOutlined />} aria-label={`${t('cache.clear')} ${k.cacheKey}`}
                    onClick={(event) => { event.stopPropagation(); clear(t('cache.clearKeyConfirm', { name: k.cacheKey }), () => cacheApi.clearKey(k.cacheKey)); }} />
                ),
              },
            ])} />
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card title={t('cache.content')} size="small">
          {value.data ? (
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={t('cache.cacheName')}>{value.data.cacheName}</Descriptions.Item>
              <Descriptions.Item label={t('cache.cacheKey')}>{value.data.cacheKey}</Descriptions.Item>
              <Descriptions.Item label={t('cache.size')}>{formatBytes(value.data.bytes)}</Descriptions.Item>
              <Descriptions.Item label={t('cache.ttl')}>{ttl === undefined ? '' : ttl < 0 ? t('cache.noExpiry') : ttl}</Descriptions.Item>
              <Descriptions.Item label={t('cache.content')}>
                {value.data.cacheValue === null
                  ? <Typography.Text type="secondary">{t('cache.hidden')}</Typography.Text>
                  : <pre style={valueStyle}>{value.data.cacheValue}</pre>}
              </Descriptions.Item>
            </Descriptions>
          ) : null}
        </Card>
      </Col>
    </Row>
  );
}
