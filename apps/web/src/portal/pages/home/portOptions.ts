import type { PortNetwork, ShipmentMode } from './shipmentModes';

/** A port or station as a picker shows it: the code it stands for and the name people read. */
export interface PortOption {
  value: string;
  label: string;
}

/**
 * Ports or stations matching what the visitor typed. The gateway's port lookup answers this once
 * the signed API client is in place; until then the portal knows no ports beyond the visitor's history.
 */
export async function searchPorts(_mode: ShipmentMode, _text: string): Promise<PortOption[]> {
  return [];
}

/** The hot ports of the trade lanes; they arrive with the trade lanes from the gateway. */
export async function hotPorts(_network: PortNetwork): Promise<PortOption[]> {
  return [];
}
