import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { customer, markupRule } from '../../db/schema/index';
import { tableStore } from './importStore';

type Rule = typeof markupRule.$inferInsert;

let t: TestApp;
let customerId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [added] = await t.ctx.db.insert(customer).values({ customerLocalName: '键测试', customerLocalCode: 'KEY01' }).returning();
  customerId = added!.customerId;
});
afterAll(async () => { await t.close(); });

const key = ['kind', 'customerId', 'customergroup', 'portofloadingcode', 'validfrom'] as const;
const store = tableStore<Rule, typeof markupRule>({ table: markupRule, id: 'markupId', key, values: (r) => r });
const rule = (extra: Partial<Rule>): Rule =>
  ({ kind: 'sea', customergroup: '', portofloadingcode: 'CNSHA', validfrom: '2031-03-01', validto: '2031-12-31', method: 'percent', value: 5, ...extra });

describe('an import store finding stored records by their natural key', () => {
  it('matches keys with an empty part, typed parts and many keys at once, and nothing that differs in one part', async () => {
    const stored = await t.ctx.db.insert(markupRule).values([
      rule({ customerId: null, customergroup: 'KEYGRP' }),
      rule({ customerId }),
      rule({ customerId }),
    ]).returning({ id: markupRule.markupId });
    const [forGroup, forCustomer, twin] = stored.map((s) => Number(s.id));

    const asked = [
      rule({ customerId: null, customergroup: 'KEYGRP' }),
      rule({ customerId }),
      rule({ customerId: null, customergroup: '' }),
      rule({ customerId, validfrom: '2031-03-02' }),
      rule({ customerId: undefined, customergroup: 'KEYGRP', portofloadingcode: 'CNNGB' }),
      // More keys than one statement looks up, none of them stored.
      ...Array.from({ length: 1200 }, (_, i) => rule({ customerId, portofloadingcode: `X${i}` })),
    ];
    const found = await t.ctx.db.transaction((tx) => store.keyMatches(tx, asked));

    const byId = (ids: number[]) => [...ids].sort((a, b) => a - b);
    expect(found.slice(0, 5).map(byId)).toEqual([[forGroup], byId([forCustomer!, twin!]), [], [], []]);
    expect(found.slice(5).every((ids) => ids.length === 0)).toBe(true);
    expect(found).toHaveLength(asked.length);
  });
});
