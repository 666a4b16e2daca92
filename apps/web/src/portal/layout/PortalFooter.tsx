import { useTranslation } from 'react-i18next';

export function PortalFooter() {
  const { t } = useTranslation();
  return (
    <footer className="portal-footer">
      <span className="portal-secondary">
        © {new Date().getFullYear()} {t('footer.company')}
      </span>
    </footer>
  );
}
