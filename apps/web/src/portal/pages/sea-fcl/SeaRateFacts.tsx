import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { withoutOceanFreight } from '@freight/domain';
import type { SeaRate } from '../../api/seaRates';
import { Price } from '../../components/rates/Price';

/** What the sea list leaves out: carrier name, space, transit details, the 45' price and the rate's other charges (not the ocean freight). */
export function SeaRateFacts({ rate }: { rate: SeaRate }) {
  const { t } = useTranslation();
  const others = withoutOceanFreight(rate.othercharges ?? []);
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      items={[
        { key: 'carrierName', label: t('column.carrier'), children: rate.carriername || rate.carriercode },
        {
          key: 'space',
          label: t('sea.space'),
          children: rate.space === 'N' ? <Tag color="red">{t('sea.noSpace')}</Tag> : <Tag color="green">{t('sea.hasSpace')}</Tag>,
        },
        { key: 'transitInfo', label: t('sea.transitInfo'), children: rate.transittimeinfo || '-' },
        { key: 'price45', label: '45HQ', children: <Price value={rate.price45} currency={rate.currencycode} /> },
        {
          key: 'others',
          label: t('sea.otherCharges'),
          children: others.length
            ? others.map((charge, index) => (
                <div key={index}>
                  {charge.freightname}: <Price value={charge.amount} currency={charge.currencycode} />
                </div>
              ))
            : '-',
        },
      ]}
    />
  );
}
