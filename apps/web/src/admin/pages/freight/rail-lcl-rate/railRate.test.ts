import { RailFclRateBody } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import type { CrudApi } from '../../../components/list';
import { withCutoffMinutes, type RailRate } from './railRate';

const read: RailRate = {
  portofloadingcode: 'XIAN', portofdischargecode: 'ALASC', finaldestinationcode: 'MOSC', tradelanecode: null, senddatetime: '2026-03-10',
  blclosetime: '2026-03-07 17:00:00', closingtime: '2026-03-09 12:30:00', effectdate: '2026-03-01', expireddate: '2026-03-31', voyage: 16,
  currencycode: 'USD', ishot: 'N', status: '0',
};

describe('rail cut-offs in the dialog', () => {
  it('are the server’s times to the minute, as staff type them, and go back as they are', async () => {
    const api = withCutoffMinutes({ get: async () => read } as unknown as CrudApi<RailRate, unknown>);
    const shown = await api.get(1);
    expect(shown).toMatchObject({ blclosetime: '2026-03-07 17:00', closingtime: '2026-03-09 12:30' });
    const sent = RailFclRateBody.parse({ ...shown, tradelanecode: '', price20: 1, pricehc: 1 });
    expect(sent).toMatchObject({ blclosetime: '2026-03-07 17:00:00', closingtime: '2026-03-09 12:30:00' });
  });
});
