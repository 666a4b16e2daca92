import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Handled or open (rail inquiries). */
export function HandledTag({ handled }: { handled: boolean }) {
  const { t } = useTranslation('admin');
  return <Tag color={handled ? 'success' : 'default'}>{t(handled ? 'inquiryDesk.handled.yes' : 'inquiryDesk.handled.no')}</Tag>;
}

/** Quoted or not (sea inquiries). */
export function QuotedTag({ quoted }: { quoted: boolean }) {
  const { t } = useTranslation('admin');
  return <Tag color={quoted ? 'success' : 'warning'}>{t(quoted ? 'inquiryDesk.quoted.yes' : 'inquiryDesk.quoted.no')}</Tag>;
}

/** Calculated (N) or authorized (Y) rail LCL inquiry. */
export function SendStatusTag({ status }: { status: 'N' | 'Y' }) {
  const { t } = useTranslation('admin');
  return <Tag color={status === 'Y' ? 'processing' : 'default'}>{t(`inquiryDesk.sendstatus.${status}`)}</Tag>;
}

