import type { InquiryDeskMode } from '@freight/domain';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { deskApi, type DeskRow } from './api';

/** Withdraws an open quote after a confirmation (the customer can no longer accept it), then refreshes the list. */
export function useWithdrawAction(mode: InquiryDeskMode, onDone: () => void) {
  const { t } = useTranslation('admin');
  const { modal, message } = App.useApp();
  return (row: Pick<DeskRow, 'inquiryId' | 'inquiryno'>) => modal.confirm({
    title: t('inquiryDesk.withdraw'),
    content: t('inquiryDesk.withdrawConfirm', { inquiryno: row.inquiryno }),
    okText: t('inquiryDesk.withdraw'),
    okButtonProps: { danger: true },
    cancelText: t('common.cancel'),
    onOk: async () => {
      try {
        await deskApi.withdraw(mode, row.inquiryId);
      } catch {
        return;
      }
      void message.success(t('inquiryDesk.withdrawn'));
      onDone();
    },
  });
}
