/** The three kinds of shipment the home search offers, and the rate page each one opens. */
export const shipmentModes = ['railLcl', 'railFcl', 'seaFcl'] as const;
export type ShipmentMode = (typeof shipmentModes)[number];

/** Rail modes pick stations, the sea mode picks sea ports. */
export type PortNetwork = 'rail' | 'sea';

/** Which end of the route a picker chooses. */
export type PortSide = 'loading' | 'destination';

export const modePath: Record<ShipmentMode, string> = {
  railLcl: '/railway',
  railFcl: '/tlzxyj',
  seaFcl: '/hyzxyj',
};

export function networkOf(mode: ShipmentMode): PortNetwork {
  return mode === 'seaFcl' ? 'sea' : 'rail';
}
