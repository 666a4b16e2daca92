import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** Tells a staff account on the portal what it sees here and where its work is done. */
export function StaffHint() {
  const { t } = useTranslation();
  return <Alert type="warning" showIcon title={t('staff.portalHint')} action={<a href="/admin/">{t('staff.openBackOffice')}</a>} />;
}
