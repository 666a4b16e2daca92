import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toE164 } from '@freight/domain';
import { createTestApp, type TestApp } from '../../test/harness';
import { migrationsFolder } from './client';
import { carrier, customer, seaRate } from './schema/index';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

/** Numbers as the back office used to keep them (free text), and some it never could read. */
const typed = [
  '0574-87652302', '021-68882301', '(010) 6512 3456', '138 1688 2301', '+86 138-1688-2301', '+86 0574 8765 2302',
  '0086 21 6888 2301', '+7 (495) 123-45-67', '+49 (0)40 1234567', '+375 29 123 45 67', '+8657487652302', '',
  '68882301', '4008208888', '+86 574 876', '+49 40 1234567 ext 12', 'call the desk',
];

/** Runs the migration's statements again on rows written as they were before it. */
async function migrateContactNumbers() {
  const text = readFileSync(`${migrationsFolder}/0017_contact_numbers_e164.sql`, 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await t.ctx.db.execute(sql.raw(statement));
}

describe('migration 0017: contact numbers in E.164', () => {
  it('rewrites carriers’, sea rates’ and customers’ numbers by the rule the back office checks them with', async () => {
    const codes = typed.map((_, i) => `TSTC${i}`);
    await t.ctx.db.insert(carrier).values(typed.map((contactnumber, i) => ({ carriercode: codes[i]!, carriername: `Test ${i}`, contactnumber })));
    const [rate] = await t.ctx.db.select({ id: seaRate.fclrateid }).from(seaRate).limit(1);
    await t.ctx.db.update(seaRate).set({ contactnumber: '0574-87652302' }).where(eq(seaRate.fclrateid, rate!.id));
    const [company] = await t.ctx.db.select({ id: customer.customerId }).from(customer).limit(1);
    await t.ctx.db.update(customer).set({ contactPhone: '+7 495 123-45-67' }).where(eq(customer.customerId, company!.id));

    await migrateContactNumbers();

    const stored = await t.ctx.db.select({ code: carrier.carriercode, number: carrier.contactnumber }).from(carrier).where(inArray(carrier.carriercode, codes));
    const byCode = new Map(stored.map((row) => [row.code, row.number]));
    // A number the rule reads is stored as it reads it; any other is kept as it was, for staff to correct.
    expect(codes.map((code) => byCode.get(code))).toEqual(typed.map((number) => (number && toE164(number)) || number));
    expect(byCode.get('TSTC0')).toBe('+8657487652302');
    const [migratedRate] = await t.ctx.db.select({ number: seaRate.contactnumber }).from(seaRate).where(eq(seaRate.fclrateid, rate!.id));
    expect(migratedRate!.number).toBe('+8657487652302');
    const [migratedCompany] = await t.ctx.db.select({ number: customer.contactPhone }).from(customer).where(eq(customer.customerId, company!.id));
    expect(migratedCompany!.number).toBe('+74951234567');
  });
});
