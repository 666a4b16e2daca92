import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { CompanyProfile } from '@freight/domain/company';
import { changeLanguage } from '../../shared/i18n';
import { portalServer, renderScreen } from '../testing/renderPortal';
import { PortalFooter } from './PortalFooter';

const company: CompanyProfile = {
  name: { zh_CN: '寰宇国际物流有限公司', en_US: 'GlobalFreight International Logistics Co., Ltd.', ru_Ru: 'ООО «ГлобалФрейт Интернешнл Логистикс»' },
  address: { zh_CN: '上海市黄浦区中山东一路 1 号', en_US: '1 Zhongshan East 1st Road, Shanghai', ru_Ru: 'Шанхай, ул. Чжуншань Восточная 1-я, 1' },
  phone: '+86 21 5555 0000',
  email: 'desk@globalfreight.example',
};

describe('portal footer', () => {
  afterEach(() => changeLanguage('zh_CN'));

  it.each([
    ['zh_CN', '电话', '邮箱'],
    ['en_US', 'Phone', 'E-mail'],
    ['ru_Ru', 'Телефон', 'Эл. почта'],
  ] as const)('shows the configured company, postal address, phone and e-mail in %s', async (language, phone, email) => {
    await changeLanguage(language);
    const server = portalServer({ routes: { 'GET /company': () => ({ code: 200, msg: 'ok', data: company }) } });
    renderScreen(<PortalFooter />, { server });
    expect(await screen.findByText(company.address[language])).toBeInTheDocument();
    expect(screen.getByText(new RegExp(company.name[language]))).toBeInTheDocument();
    expect(screen.getByText(phone, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: company.phone })).toHaveAttribute('href', 'tel:+862155550000');
    expect(screen.getByText(email, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`);
    expect(server.callsTo('GET /company')).toHaveLength(1);
  });

  it('names the company from the catalogue and shows no contact while the configuration cannot be read', async () => {
    renderScreen(<PortalFooter />);
    expect(screen.getByText(/寰宇国际物流有限公司/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
