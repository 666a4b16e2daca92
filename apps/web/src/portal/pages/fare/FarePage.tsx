import { Button, Card, Col, Row, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/PageFrame';
import { modePath, shipmentModes } from '../home/shipmentModes';

/** The three rate products side by side, each leading to its rate list (route /fare, open to visitors). */
export default function FarePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PageFrame title={t('page.fare')}>
      <Row gutter={[16, 16]}>
        {shipmentModes.map((mode) => (
          <Col key={mode} xs={24} md={8}>
            <Card title={t(`mode.${mode}`)} style={{ height: '100%' }}>
              <Typography.Paragraph>{t(`fare.${mode}`)}</Typography.Paragraph>
              <Button type="primary" ghost onClick={() => navigate(modePath[mode])}>
                {t('fare.viewRates')}
              </Button>
            </Card>
          </Col>
        ))}
      </Row>
    </PageFrame>
  );
}
