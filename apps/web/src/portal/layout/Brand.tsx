import { Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Logo and product name; leads home. */
export function Brand() {
  const { t } = useTranslation();
  return (
    <Link to="/" aria-label={t('brand.name')} style={{ display: 'flex', alignItems: 'center', gap: 10, whiteSpace: 'nowrap' }}>
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <Flex vertical style={{ lineHeight: 1.2 }}>
        <Typography.Text strong style={{ fontSize: 16 }}>
          {t('brand.name')}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('brand.product')}
        </Typography.Text>
      </Flex>
    </Link>
  );
}
