import type { Language, PortFilter } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import { reimportable } from '../../../platform/excel/import';
import { shownColumns } from '../../../platform/excel/shownColumns';
import type { WorkbookSpec } from '../../../platform/excel/workbook';
import { portColumns } from './import';
import { portBatches, type Port } from './service';

/** The port export: the id, the import columns and the version, so an exported file can be edited and imported again. */
export async function portWorkbook(ctx: AppContext, filter: PortFilter, language: Language): Promise<WorkbookSpec<Port>> {
  return {
    name: 'port',
    sheet: 'port.sheet',
    columns: reimportable<Port>({ header: 'port.portId', value: (p) => p.portId }, await shownColumns<Port>(ctx, language, portColumns)),
    batches: portBatches(ctx, filter),
  };
}
