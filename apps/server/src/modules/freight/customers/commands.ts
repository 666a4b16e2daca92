import { and, count, eq, inArray } from 'drizzle-orm';
import type { CustomerBody } from '@freight/domain';
import { customer, sysUser } from '../../../db/schema/index';
import { recordCommands } from '../../../platform/commands/recordCommands';
import { AppError } from '../../../platform/errors';
import { tableStore } from '../../../platform/excel/importStore';
import { customerFields } from './service';
import { endCompanySessions } from './sessions';

/** Customer companies by local code, from the dialog and the import alike (portal users are kept in the dialog). */
export const customerCommands = recordCommands<CustomerBody>({
  entity: 'freight:customer',
  store: tableStore({ table: customer, id: 'customerId', key: ['customerLocalCode'], values: customerFields }),
  describe: (c) => c.customerLocalCode,
  // Whichever door saves a company disabled signs its portal users out everywhere.
  saved: async (ctx, tx, _actor, written, ids) => {
    for (const [i, { record, stored }] of written.entries()) {
      if (stored && record.status === '1') await endCompanySessions(ctx, ids[i]!, tx);
    }
  },
  // A customer that still has portal users refuses the whole deletion and is named.
  remove: async (ctx, ids) => {
    const [withUsers] = await ctx.db.select({ name: customer.customerLocalName, users: count(sysUser.userId) }).from(customer)
      .innerJoin(sysUser, and(eq(sysUser.customerId, customer.customerId), eq(sysUser.delFlag, '0')))
      .where(inArray(customer.customerId, ids))
      .groupBy(customer.customerId, customer.customerLocalName)
      .limit(1);
    if (withUsers) throw new AppError('freight.customer.hasUsers', { name: withUsers.name });
    await ctx.db.delete(customer).where(inArray(customer.customerId, ids));
  },
});
