import type { RateDetailQuery, Surcharge } from '@freight/domain';
import { callCommand } from '../../shared/gateway/client';

export type { Surcharge };

/** Which rate a detail call is about: exactly one id. */
export type RateDetailRequest = RateDetailQuery;

/** One rate in the shape of its list (ratedetail). */
export function rateDetail<Row>(request: RateDetailRequest): Promise<Row> {
  return callCommand<Row>('ratedetail', request);
}

/** The other charges of a sea rate (surcharges). */
export async function seaSurcharges(fclrateid: number): Promise<Surcharge[]> {
  const { rows } = await callCommand<{ rows: Surcharge[] }>('surcharges', { fclrateid });
  return rows;
}
