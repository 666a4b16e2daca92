import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { deskApi } from './api';

/** Marks rail inquiries (LCL or full container) handled or open again, then refreshes the list. */
export function useHandledAction(mode: 'rail' | 'fcl', onDone: () => void) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  return async (inquiryIds: readonly number[], handled: boolean) => {
    try {
      await deskApi.markHandled(mode, { inquiryIds: [...inquiryIds], handled });
    } catch {
      return;
    }
    void message.success(t('inquiryDesk.handledSaved'));
    onDone();
  };
}
