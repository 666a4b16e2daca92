import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SeaRate } from '../../api/seaRates';
import { localName } from '../../components/columns/placeColumn';

type Route = Pick<SeaRate, 'transferdirect' | 'portoftranshipped' | 'portoftranshipped2' | 'XC__portoftranshipped' | 'XC__portoftranshipped2'>;

/** The transshipment port, or "direct"; a second transshipment port shows on hover. */
export function Transshipment({ rate }: { rate: Route }) {
  const { t } = useTranslation();
  const first = localName(rate, 'portoftranshipped');
  const second = localName(rate, 'portoftranshipped2');
  if (rate.transferdirect === 'D') return <span className="portal-text-success">{t('sea.direct')}</span>;
  if (!first) return <span>-</span>;
  if (!second) return <span title={rate.portoftranshipped}>{first}</span>;
  return (
    <Tooltip title={t('sea.secondTransshipment', { port: second })}>
      <span style={{ borderBottom: '1px dashed currentColor', cursor: 'help' }}>{first}</span>
    </Tooltip>
  );
}
