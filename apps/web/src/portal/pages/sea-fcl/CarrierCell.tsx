import { Flex, Typography } from 'antd';
import type { SeaRate } from '../../api/seaRates';

/** The carrier's logo (when it has one) and code; the full name on hover. */
export function CarrierCell({ rate }: { rate: Pick<SeaRate, 'carriercode' | 'carriername' | 'carrierlogo'> }) {
  return (
    <Flex align="center" gap={8} title={rate.carriername}>
      {rate.carrierlogo && <img src={rate.carrierlogo} alt={rate.carriername} height={20} style={{ maxWidth: 64, objectFit: 'contain' }} />}
      <Typography.Text strong>{rate.carriercode}</Typography.Text>
    </Flex>
  );
}
