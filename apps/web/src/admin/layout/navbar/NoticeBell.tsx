import { BellOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Popover, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '../../../shared/components/useOpenedOnce';
import { noticeApi, noticeInboxKey, type Notice } from '../../pages/system/notice/api';

// The list and the reader come with the first click on the bell, not with every page.
const NoticeList = lazy(() => import('./NoticeList').then((m) => ({ default: m.NoticeList })));
const NoticeReader = lazy(() => import('./NoticeReader').then((m) => ({ default: m.NoticeReader })));

/** The navbar bell: how many open notices this person has not read, and a popover list; opening one marks it read. */
export function NoticeBell() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reading, setReading] = useState<Notice | 'loading'>();
  const readerOpened = useOpenedOnce(reading !== undefined);
  const inbox = useQuery({ queryKey: noticeInboxKey, queryFn: noticeApi.inbox, refetchInterval: 60_000 });
  const unread = inbox.data?.unread ?? 0;

  const read = async (noticeId: number) => {
    setOpen(false);
    setReading('loading');
    try {
      setReading(await noticeApi.view(noticeId));
    } catch {
      setReading(undefined);
    }
    void queryClient.invalidateQueries({ queryKey: noticeInboxKey });
  };

  const content = (
    <Suspense fallback={<Spin />}>
      <NoticeList rows={inbox.data?.rows ?? []} loading={inbox.isLoading} onRead={(noticeId) => void read(noticeId)} />
    </Suspense>
  );

  return (
    <>
      <Popover trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} content={content}
        title={unread > 0 ? `${t('notice.bell')} · ${t('notice.unread', { count: unread })}` : t('notice.bell')}>
        <Button type="text" aria-label={t('notice.bell')} className="notice-bell"
          icon={<Badge count={unread} size="small" offset={[4, -2]}><BellOutlined /></Badge>} />
      </Popover>
      {readerOpened && (
        <Suspense fallback={null}>
          <NoticeReader reading={reading} onClose={() => setReading(undefined)} />
        </Suspense>
      )}
    </>
  );
}
