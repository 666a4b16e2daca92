import { Modal, Spin, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DictTag } from '../../components/DictTag';
import { useDict } from '../../components/useDict';
import { formatDateTime } from '../../format';
import type { Notice } from '../../pages/system/notice/api';

// The sanitiser comes with the first notice read, not with every page.
const SafeHtml = lazy(() => import('../../../shared/richText/SafeHtml').then((m) => ({ default: m.SafeHtml })));

/** One notice opened from the bell; `reading` is the notice, 'loading' while it is fetched, or nothing when closed. */
export function NoticeReader({ reading, onClose }: { reading: Notice | 'loading' | undefined; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { sys_notice_type: types } = useDict('sys_notice_type');
  return (
    <Modal open={reading !== undefined} footer={null} width={780} onCancel={onClose}
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
  );
}
