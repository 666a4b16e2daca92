import { Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function PortalFooter() {
  const { t } = useTranslation();
  return (
    <Layout.Footer style={{ textAlign: 'center' }}>
      <Typography.Text type="secondary">
        © {new Date().getFullYear()} {t('footer.company')}
      </Typography.Text>
    </Layout.Footer>
  );
}
