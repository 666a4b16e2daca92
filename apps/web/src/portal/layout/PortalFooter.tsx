import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';

export function PortalFooter() {
  const { t } = useTranslation();
  return (
    <Layout.Footer style={{ textAlign: 'center' }}>
      <span className="portal-secondary">
        © {new Date().getFullYear()} {t('footer.company')}
      </span>
    </Layout.Footer>
  );
}
