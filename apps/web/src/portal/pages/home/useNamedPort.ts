import { useQuery } from '@tanstack/react-query';
import { portByCode, type PortOption } from './portOptions';
import type { PortNetwork, PortSide } from './shipmentModes';

/**
 * The picked port with its names in every language. A port chosen in a picker has them; one that came from a page's
 * address (a shared link, with or without its label) has only its code and the label of whoever shared it, so it is
 * looked up by its code, once per code. Until the answer comes, or when no port has the code, the port is shown as it came.
 */
export function useNamedPort(network: PortNetwork, side: PortSide, port: PortOption | undefined): PortOption | undefined {
  const code = port && !port.names ? port.value : undefined;
  const found = useQuery({
    queryKey: ['portal', 'portByCode', network, side, code],
    queryFn: () => portByCode(network, side, code!),
    enabled: code !== undefined,
    staleTime: Infinity,
    retry: false,
  });
  return code !== undefined && found.data ? found.data : port;
}
