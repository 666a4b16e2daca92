import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/useLanguage';
import { useCompany } from './company';

/** The provider's name, postal address, phone and e-mail, as the configuration and the quote letterhead give them. */
export function PortalFooter() {
  const { t } = useTranslation();
  const language = useLanguage();
  const company = useCompany().data;
  const address = company?.address[language];
  return (
    <footer className="portal-footer">
      <address className="portal-secondary portal-footer-contact">
        <span>
          © {new Date().getFullYear()} {company?.name[language] || t('footer.company')}
        </span>
        {address && <span>{address}</span>}
        {company?.phone && (
          <span>
            {t('footer.phone')} <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a>
          </span>
        )}
        {company?.email && (
          <span>
            {t('footer.email')} <a href={`mailto:${company.email}`}>{company.email}</a>
          </span>
        )}
      </address>
    </footer>
  );
}
