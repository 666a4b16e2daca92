import type { ConfigFilter, Language } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import { dictLabels } from '../../../platform/dictionary';
import { dateTimeCell, labelCell } from '../../../platform/excel/cells';
import type { WorkbookSpec } from '../../../platform/excel/workbook';
import { configBatches, type Config } from './service';

export async function configWorkbook(ctx: AppContext, filter: ConfigFilter, language: Language): Promise<WorkbookSpec<Config>> {
  const yesNo = labelCell(await dictLabels(ctx, 'sys_yes_no', language));
  return {
    name: 'config',
    sheet: 'config.sheet',
    columns: [
      { header: 'config.configId', value: (c) => c.configId, width: 12 },
      { header: 'config.configName', value: (c) => c.configName, width: 30 },
      { header: 'config.configKey', value: (c) => c.configKey, width: 30 },
      { header: 'config.configValue', value: (c) => c.configValue, width: 30 },
      { header: 'config.configType', value: (c) => yesNo(c.configType), width: 12 },
      { header: 'common.remark', value: (c) => c.remark },
      { header: 'common.createTime', format: 'dateTime', value: (c) => dateTimeCell(c.createTime, ctx.config.timeZone) },
    ],
    batches: configBatches(ctx, filter),
  };
}
