import { useCallback, useState } from 'react';
import { loadPortHistory, rememberPort, savePortHistory } from './portHistory';
import type { PortOption } from './portOptions';
import type { PortNetwork, PortSide } from './shipmentModes';

/** The visitor's recent choices for one picker, kept in this browser. */
export function usePortHistory(network: PortNetwork, side: PortSide) {
  const [history, setHistory] = useState(() => loadPortHistory(network, side));
  const remember = useCallback(
    (port: PortOption) => {
      const next = rememberPort(loadPortHistory(network, side), port);
      savePortHistory(network, side, next);
      setHistory(next);
    },
    [network, side],
  );
  return { history, remember };
}
