import { Empty, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RailLeg } from '../../api/railRates';
import { railDate } from '../../components/rates/dates';
import { Price } from '../../components/rates/Price';
import { railRouteLink } from '../../components/rates/routeLink';
import { useSession } from '../../session/SessionContext';
import { RoutesPlaceholder } from './FarePlaceholders';
import { summariseRoutes, type RatePrice } from './routeSummaries';

interface FareRouteListProps<Row> {
  mode: 'railLcl' | 'railFcl';
  rows: readonly Row[];
  priceOf: (row: Row) => RatePrice | undefined;
  loading: boolean;
}

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** The routes with current featured rates: cheapest price, departures, next departure and a link to all its rates. */
export function FareRouteList<Row extends RailLeg>({ mode, rows, priceOf, loading }: FareRouteListProps<Row>) {
  const { t } = useTranslation();
  const { isAnonymous } = useSession();
  if (loading) return <RoutesPlaceholder />;
  const routes = summariseRoutes(rows, priceOf);
  if (routes.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fare.noRoutes')} />;
  return (
    <ul style={listStyle}>
      {routes.map((route) => (
        <li key={route.key} style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
          <Flex justify="space-between" align="center" gap={8}>
            <Flex vertical>
              <Typography.Text strong>{`${route.from} → ${route.to}`}</Typography.Text>
              <Typography.Text type="secondary">
                {t('fare.from')} {route.lowest ? <Price value={route.lowest.value} currency={route.lowest.currency} unit={route.lowest.unit} /> : '-'}
                {' · '}
                {t('fare.departures', { n: route.departures })}
                {route.nextDeparture ? ` · ${t('fare.nextDeparture')} ${railDate(route.nextDeparture)}` : ''}
              </Typography.Text>
            </Flex>
            <Link to={railRouteLink(mode, route.sample, isAnonymous)} style={{ whiteSpace: 'nowrap' }}>
              {t('fare.viewRates')}
            </Link>
          </Flex>
        </li>
      ))}
    </ul>
  );
}
