import { BellOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, List, Modal, Popover, Spin, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DictTag } from '../../components/DictTag';
import { useDict } from '../../components/useDict';
import { formatDateTime } from '../../format';
import { noticeApi, type Notice } from '../../pages/system/notice/api';

// The sanitiser comes with the first notice read, not with every page.
const SafeHtml = lazy(() => import('../../../portal/components/rates/SafeHtml').then((m) => ({ default: m.SafeHtml })));

const inboxKey = ['notice', 'inbox'] as const;

/** The navbar bell: how many open notices this person has not read, and a popover list; opening one marks it read. */
export function NoticeBell() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const { sys_notice_type: types } = useDict('sys_notice_type');
  const [open, setOpen] = useState(false);
  const [reading, setReading] = useState<Notice | 'loading'>();
  const inbox = useQuery({ queryKey: inboxKey, queryFn: noticeApi.inbox, refetchInterval: 60_000 });
  const unread = inbox.data?.unread ?? 0;

  const read = async (noticeId: number) => {
    setOpen(false);
    setReading('loading');
    try {
      setReading(await noticeApi.view(noticeId));
    } catch {
      setReading(undefined);
    }
    void queryClient.invalidateQueries({ queryKey: inboxKey });
  };

  const content = (
    <div className="notice-bell-list" style={{ width: 320 }}>
      <List
        size="small"
        loading={inbox.isLoading}
        dataSource={inbox.data?.rows ?? []}
        locale={{ emptyText: t('notice.none') }}
        renderItem={(item) => (
          <List.Item style={{ cursor: 'pointer' }} onClick={() => void read(item.noticeId)}>
            <List.Item.Meta
              title={<Typography.Text strong={!item.read}>{item.noticeTitle}</Typography.Text>}
              description={<><DictTag options={types} value={item.noticeType} /> {formatDateTime(item.createTime)}</>}
            />
          </List.Item>
        )}
      />
    </div>
  );

  return (
    <>
      <Popover trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} content={content}
        title={unread > 0 ? `${t('notice.bell')} · ${t('notice.unread', { count: unread })}` : t('notice.bell')}>
        <Button type="text" aria-label={t('notice.bell')} className="notice-bell"
          icon={<Badge count={unread} size="small" offset={[4, -2]}><BellOutlined /></Badge>} />
      </Popover>
      <Modal open={reading !== undefined} footer={null} width={780} onCancel={() => setReading(undefined)}
        title={reading && reading !== 'loading' ? reading.noticeTitle : t('notice.bell')}>
        {reading === 'loading' ? <Spin /> : reading ? (
          <>
            <Typography.Paragraph type="secondary">
              <DictTag options={types} value={reading.noticeType} /> {reading.createBy} {formatDateTime(reading.createTime)}
            </Typography.Paragraph>
            <Suspense fallback={<Spin />}><SafeHtml html={reading.noticeContent} className="notice-content" /></Suspense>
          </>
        ) : null}
      </Modal>
    </>
  );
}
