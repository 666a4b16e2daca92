import { useQuery } from '@tanstack/react-query';
import { Col, Row, Spin } from 'antd';
import { dashboardApi } from './dashboardApi';
import { PerDayCard } from './PerDayCard';
import { PriceHistoryCard } from './PriceHistoryCard';
import { QuotationRateCard } from './QuotationRateCard';
import { QuoteOutcomesCard } from './QuoteOutcomesCard';
import { TopLanesCard } from './TopLanesCard';

/** The freight dashboard of the back-office home (loaded only there, with its charting library). */
export default function Dashboard() {
  const summary = useQuery({ queryKey: ['dashboard-summary'], queryFn: dashboardApi.summary });
  if (!summary.data) return <Spin />;
  return (
    <Row gutter={[16, 16]} className="dashboard">
      <Col xs={24} lg={16}><PerDayCard days={summary.data.perDay} /></Col>
      <Col xs={24} lg={8}><QuotationRateCard summary={summary.data} /></Col>
      <Col xs={24} lg={10}><TopLanesCard lanes={summary.data.topLanes} /></Col>
      <Col xs={24} lg={14}><PriceHistoryCard lanes={summary.data.topLanes} /></Col>
      <Col xs={24} lg={24}><QuoteOutcomesCard summary={summary.data} /></Col>
    </Row>
  );
}
