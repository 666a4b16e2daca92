import { eq } from 'drizzle-orm';
import { addDays } from '@freight/domain';
import type { Db } from '../client';
import { customer, markupRule } from '../schema/index';

type Rule = Omit<typeof markupRule.$inferInsert, 'validfrom' | 'validto'>;

/**
 * Demo markups that make customer pricing visible: Demo Trading +8 % on sea, Volga Logistics USD 50 per container
 * on rail FCL, the key accounts group (Hanseatic) +3 % on sea, and everyone else +5 % on sea and rail LCL.
 */
export async function seedDemoMarkups(db: Db, today: string): Promise<void> {
  const idOf = async (code: string) => (await db.select({ id: customer.customerId }).from(customer).where(eq(customer.customerLocalCode, code)))[0]?.id ?? null;
  const rules: Rule[] = [
    { customerId: await idOf('DEMO01'), kind: 'sea', method: 'percent', value: 8, remark: 'Demo Trading Co.' },
    { customerId: await idOf('VOLGA01'), kind: 'rail-fcl', method: 'amount', value: 50, currencycode: 'USD', remark: 'Volga Logistics' },
    { customergroup: 'KEY', kind: 'sea', method: 'percent', value: 3, remark: 'Key accounts' },
    { kind: 'sea', method: 'percent', value: 5, remark: 'Everyone' },
    { kind: 'rail-lcl', method: 'percent', value: 5, remark: 'Everyone' },
  ];
  await db.insert(markupRule).values(rules.map((r) => ({ ...r, validfrom: addDays(today, -30), validto: addDays(today, 365), createBy: 'admin' })));
}
