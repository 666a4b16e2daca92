import { hasRole, superRole, type GenTableBody } from '@freight/domain';
import { staffCommand } from '../../../platform/commands/command';
import { forbidden } from '../../../platform/errors';
import { writeGenTable } from './generate';
import { createTables, importTables, removeGenTables, syncGenTable, updateGenTable } from './service';

/** The generator's tables are imported, created, edited, synchronised, written out and deleted here only, whatever the door. */
export const genCommands = {
  edit: staffCommand('tool:gen:edit', (ctx, actor, body: GenTableBody) => updateGenTable(ctx, body, actor.userName)),
  import: staffCommand('tool:gen:import', (ctx, actor, tableNames: string[]) => importTables(ctx, tableNames, actor.userName)),
  // Creating tables runs DDL: administrators only, whatever permissions another role was given.
  createTable: staffCommand('tool:gen:createTable', async (ctx, actor, sql: string) => {
    if (!hasRole(actor.roles, superRole)) throw forbidden();
    await createTables(ctx, sql, actor.userName);
  }, null),
  synchDb: staffCommand('tool:gen:synchDb', (ctx, actor, tableId: number) => syncGenTable(ctx, tableId, actor.userName), 'tool:gen:edit'),
  genCode: staffCommand('tool:gen:genCode', (ctx, _actor, tableId: number) => writeGenTable(ctx, tableId), 'tool:gen:code'),
  remove: staffCommand('tool:gen:remove', (ctx, _actor, tableIds: number[]) => removeGenTables(ctx, tableIds)),
};
