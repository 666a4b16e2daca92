import { Flex } from 'antd';
import { useState } from 'react';
import type { SeaRate } from '../../api/seaRates';

/** The carrier's logo (when it has one that loads) and code; the full name on hover. */
export function CarrierCell({ rate }: { rate: Pick<SeaRate, 'carriercode' | 'carriername' | 'carrierlogo'> }) {
  // A logo that fails to load (removed from the store, broken file) leaves the code alone.
  const [failed, setFailed] = useState<string>();
  const logo = rate.carrierlogo && rate.carrierlogo !== failed ? rate.carrierlogo : undefined;
  return (
    <Flex align="center" gap={8} title={rate.carriername}>
      {logo && (
        <img src={logo} alt={rate.carriername} height={20} style={{ maxWidth: 64, objectFit: 'contain' }} onError={() => setFailed(logo)} />
      )}
      <span className="portal-text-strong">{rate.carriercode}</span>
    </Flex>
  );
}
