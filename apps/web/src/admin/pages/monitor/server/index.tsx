import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Progress, Row, Spin, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../format';
import { serverApi, type ServerStatus } from './api';

const span = { xs: 24, lg: 12 };

/** Server monitor (服务监控): CPU, memory, the Node process, the host, disks, the database and the shared store. */
export default function ServerPage() {
  const { t } = useTranslation('admin');
  const status = useQuery({ queryKey: ['server-status'], queryFn: serverApi.status });
  const s = status.data;
  if (!s) return <Spin className="page-loading" />;
  const uptime = (seconds: number) => t('server.uptimeValue', { d: Math.floor(seconds / 86400), h: Math.floor((seconds % 86400) / 3600), m: Math.floor((seconds % 3600) / 60) });
  const state = (probe: { ok: boolean; error?: string }) => (probe.ok ? <Tag color="success">{t('server.ok')}</Tag> : <Tag color="error" title={probe.error}>{t('server.down')}</Tag>);
  return (
    <div className="monitor-server">
      <div style={{ marginBottom: 12 }}>
        <Button icon={<ReloadOutlined />} loading={status.isFetching} onClick={() => void status.refetch()}>{t('server.refresh')}</Button>
      </div>
      <Row gutter={[12, 12]}>
        <Col {...span}>
          <Card title={t('server.cpu')} size="small">
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('server.cores')}>{s.cpu.cpuNum}</Descriptions.Item>
              <Descriptions.Item label={t('server.model')}>{s.cpu.model}</Descriptions.Item>
              <Descriptions.Item label={t('server.userUse')}>{s.cpu.used}%</Descriptions.Item>
              <Descriptions.Item label={t('server.sysUse')}>{s.cpu.sys}%</Descriptions.Item>
              <Descriptions.Item label={t('server.idle')}>{s.cpu.free}%</Descriptions.Item>
              <Descriptions.Item label={t('server.load')}>{s.cpu.loadAverage.map((n) => n.toFixed(2)).join(' / ')}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col {...span}>
          <Card title={t('server.memory')} size="small">
            <MemoryTable status={s} />
          </Card>
        </Col>
        <Col {...span}>
          <Card title={t('server.system')} size="small">
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('server.hostName')}>{s.sys.computerName}</Descriptions.Item>
              <Descriptions.Item label={t('server.osName')}>{s.sys.osName}</Descriptions.Item>
              <Descriptions.Item label={t('server.osArch')}>{s.sys.osArch}</Descriptions.Item>
              <Descriptions.Item label={t('server.uptime')}>{uptime(s.sys.uptimeSeconds)}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col {...span}>
          <Card title={t('server.node')} size="small">
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('server.version')}>{s.jvm.version}</Descriptions.Item>
              <Descriptions.Item label={t('server.pid')}>{s.jvm.pid}</Descriptions.Item>
              <Descriptions.Item label={t('server.startTime')}>{formatDateTime(s.jvm.startTime)}</Descriptions.Item>
              <Descriptions.Item label={t('server.uptime')}>{uptime(s.jvm.uptimeSeconds)}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col {...span}>
          <Card title={t('server.database')} size="small">
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('server.kind')}>{s.database.kind}</Descriptions.Item>
              <Descriptions.Item label={t('server.state')}>{state(s.database)}</Descriptions.Item>
              <Descriptions.Item label={t('server.version')}>{s.database.version}</Descriptions.Item>
              <Descriptions.Item label={t('server.ping')}>{s.database.pingMs} ms</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col {...span}>
          <Card title={t('server.store')} size="small">
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('server.kind')}>{s.store.kind}</Descriptions.Item>
              <Descriptions.Item label={t('server.state')}>{state(s.store)}</Descriptions.Item>
              <Descriptions.Item label={t('server.keys')}>{s.store.keys}</Descriptions.Item>
              <Descriptions.Item label={t('server.ping')}>{s.store.pingMs} ms</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col span={24}>
          <Card title={t('server.disks')} size="small">
            <Table size="small" pagination={false} rowKey="dirName" dataSource={s.sysFiles} columns={[
              { key: 'dirName', title: t('server.path'), dataIndex: 'dirName' },
              { key: 'total', title: t('server.total'), dataIndex: 'total' },
              { key: 'used', title: t('server.used'), dataIndex: 'used' },
              { key: 'free', title: t('server.free'), dataIndex: 'free' },
              { key: 'usage', title: t('server.usage'), render: (_, d) => <Progress aria-label={`${t('server.usage')} ${d.dirName}`} percent={d.usage} size="small" status={d.usage > 80 ? 'exception' : 'normal'} /> },
            ]} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}

/** Host memory beside the Node process's own. */
function MemoryTable({ status: s }: { status: ServerStatus }) {
  const { t } = useTranslation('admin');
  const rows = [
    { key: 'total', label: t('server.total'), host: `${s.mem.total} GB`, node: `${s.jvm.total} MB` },
    { key: 'used', label: t('server.used'), host: `${s.mem.used} GB`, node: `${s.jvm.used} MB` },
    { key: 'free', label: t('server.free'), host: `${s.mem.free} GB`, node: `${s.jvm.free} MB` },
    { key: 'usage', label: t('server.usage'), host: `${s.mem.usage}%`, node: `${s.jvm.usage}%` },
    { key: 'rss', label: t('server.rss'), host: '', node: `${s.jvm.rss} MB` },
  ];
  return (
    <Table size="small" pagination={false} rowKey="key" dataSource={rows} columns={[
      { key: 'label', dataIndex: 'label', title: '' },
      { key: 'host', dataIndex: 'host', title: t('server.memory') },
      { key: 'node', dataIndex: 'node', title: t('server.heap') },
    ]} />
  );
}
