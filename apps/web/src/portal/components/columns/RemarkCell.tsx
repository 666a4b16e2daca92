import { ExpandAltOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../shared/richText/SafeHtml';

/**
 * A rate's remark in its list row (portal.md §2): two lines at most, so the prices still fit the screen, and a button
 * that opens the whole remark beside it. Both are the sanitised HTML.
 */
export function RemarkCell({ html }: { html: string | undefined }) {
  const { t } = useTranslation();
  if (!html) return null;
  return (
    <div className="rate-remark-cell">
      <SafeHtml html={html} className="rate-remark-line" />
      <Popover trigger="click" content={<SafeHtml html={html} className="rate-remark" />}>
        <Button type="link" size="small" icon={<ExpandAltOutlined />} aria-label={t('remark.showAll')} title={t('remark.showAll')} />
      </Popover>
    </div>
  );
}
