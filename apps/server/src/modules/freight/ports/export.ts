import type { PortFilter } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import { reimportable } from '../../../platform/excel/import';
import type { WorkbookSpec } from '../../../platform/excel/workbook';
import { portColumns } from './import';
import { portBatches, type Port } from './service';

/** The port export: the id, the import columns and the version, so an exported file can be edited and imported again. */
export function portWorkbook(ctx: AppContext, filter: PortFilter): WorkbookSpec<Port> {
  return {
    name: 'port',
    sheet: 'port.sheet',
    columns: reimportable<Port>({ header: 'port.portId', value: (p) => p.portId }, portColumns.map((c) => ({ header: c.header, value: (p: Port) => p[c.field] }))),
    batches: portBatches(ctx, filter),
  };
}
