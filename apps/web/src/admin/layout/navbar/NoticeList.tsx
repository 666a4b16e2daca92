import { List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictTag } from '../../components/DictTag';
import { useDict } from '../../components/useDict';
import { TimeAge } from '../../components/TimeAge';
import type { InboxNotice } from '../../pages/system/notice/api';

/** The bell's popover: this person's open notices, unread ones in bold. */
export function NoticeList({ rows, loading, onRead }: { rows: InboxNotice[]; loading: boolean; onRead: (noticeId: number) => void }) {
  const { t } = useTranslation('admin');
  const { sys_notice_type: types } = useDict('sys_notice_type');
  return (
    <div className="notice-bell-list" style={{ width: 320 }}>
      <List
        size="small"
        loading={loading}
        dataSource={rows}
        locale={{ emptyText: t('notice.none') }}
        renderItem={(item) => (
          <List.Item style={{ cursor: 'pointer' }} onClick={() => onRead(item.noticeId)}>
            <List.Item.Meta
              title={<Typography.Text strong={!item.read}>{item.noticeTitle}</Typography.Text>}
              description={<><DictTag options={types} value={item.noticeType} /> <TimeAge value={item.createTime} /></>}
            />
          </List.Item>
        )}
      />
    </div>
  );
}
