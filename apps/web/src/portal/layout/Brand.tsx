import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import './brand.css';

/** Logo and product name; leads home. */
export function Brand() {
  const { t } = useTranslation();
  return (
    <Link to="/" aria-label={t('brand.name')} className="portal-brand">
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span className="portal-brand-text">
        <strong className="portal-brand-name">{t('brand.name')}</strong>
        <span className="portal-brand-product">{t('brand.product')}</span>
      </span>
    </Link>
  );
}
