import type { ReactNode } from 'react';
import { Button, Card, Col, Flex, Row, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hotRailRates, hotRailRatesKey, type RailFclRate, type RailLclRate } from '../../api/railRates';
import { useLanguage } from '../../../shared/useLanguage';
import { PageFrame } from '../../components/PageFrame';
import { modePath, type ShipmentMode } from '../home/shipmentModes';
import { FareRouteList } from './FareRouteList';
import { LaneDestinations } from './LaneDestinations';
import type { RatePrice } from './routeSummaries';

const lclPrice = (row: RailLclRate): RatePrice | undefined => {
  const first = row.price?.[0];
  return first && { value: first.salesprice, currency: first.currencycode, unit: first.unit };
};
const cocPrice = (row: RailFclRate): RatePrice => ({ value: row.price20, currency: row.currencycode, unit: '40HQ COC' });

/**
 * A public overview of current rates per mode (route /fare): for rail LCL and FCL the routes of the featured
 * rates with their lowest price and next departure; for sea and rail the hot destinations of every trade
 * lane. Every entry opens the matching rate page.
 */
export default function FarePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();
  const hot = useQuery({ queryKey: hotRailRatesKey(language), queryFn: () => hotRailRates(), retry: false });

  const modeCard = (mode: ShipmentMode, body: ReactNode) => (
    <Col key={mode} xs={24} lg={8}>
      <Card title={t(`mode.${mode}`)} style={{ height: '100%' }}>
        <Flex vertical gap={12}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t(`fare.${mode}`)}
          </Typography.Paragraph>
          {body}
          <Button type="primary" ghost onClick={() => navigate(modePath[mode])} style={{ alignSelf: 'flex-start' }}>
            {t('fare.allRates')}
          </Button>
        </Flex>
      </Card>
    </Col>
  );

  return (
    <PageFrame title={t('page.fare')}>
      <Typography.Paragraph style={{ margin: 0 }}>{t('fare.intro')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {modeCard('railLcl', <FareRouteList<RailLclRate> mode="railLcl" rows={hot.data?.lcl ?? []} priceOf={lclPrice} loading={hot.isPending} />)}
        {modeCard('railFcl', <FareRouteList<RailFclRate> mode="railFcl" rows={hot.data?.fcl ?? []} priceOf={cocPrice} loading={hot.isPending} />)}
        {modeCard('seaFcl', <LaneDestinations moduletype="ox" mode="seaFcl" />)}
      </Row>
      <Card title={t('fare.railDestinations')}>
        <LaneDestinations moduletype="rt" mode="railLcl" />
      </Card>
    </PageFrame>
  );
}
