import type { DictDataFilter, DictTypeFilter, Language } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import { dictLabels } from '../../../platform/dictionary';
import { dateTimeCell, labelCell } from '../../../platform/excel/cells';
import type { WorkbookSpec } from '../../../platform/excel/workbook';
import { dictDataBatches, type DictData } from './dataService';
import { dictTypeBatches, type DictType } from './typeService';

const statusCell = async (ctx: AppContext, language: Language) => labelCell(await dictLabels(ctx, 'sys_normal_disable', language));

export async function dictTypeWorkbook(ctx: AppContext, filter: DictTypeFilter, language: Language): Promise<WorkbookSpec<DictType>> {
  const status = await statusCell(ctx, language);
  return {
    name: 'type',
    sheet: 'dict.typeSheet',
    columns: [
      { header: 'dict.dictId', value: (d) => d.dictId, width: 12 },
      { header: 'dict.dictName', value: (d) => d.dictName },
      { header: 'dict.dictType', value: (d) => d.dictType },
      { header: 'common.status', value: (d) => status(d.status), width: 12 },
      { header: 'common.remark', value: (d) => d.remark },
      { header: 'common.createTime', format: 'dateTime', value: (d) => dateTimeCell(d.createTime, ctx.config.timeZone) },
    ],
    batches: dictTypeBatches(ctx, filter),
  };
}

export async function dictDataWorkbook(ctx: AppContext, filter: DictDataFilter, language: Language): Promise<WorkbookSpec<DictData>> {
  const status = await statusCell(ctx, language);
  return {
    name: 'data',
    sheet: 'dict.dataSheet',
    columns: [
      { header: 'dict.dictCode', value: (d) => d.dictCode, width: 12 },
      { header: 'dict.dictSort', value: (d) => d.dictSort, width: 12 },
      { header: 'dict.dictLabel', value: (d) => d.dictLabel },
      { header: 'dict.dictLabelEn', value: (d) => d.dictLabelEn },
      { header: 'dict.dictLabelRu', value: (d) => d.dictLabelRu },
      { header: 'dict.dictValue', value: (d) => d.dictValue },
      { header: 'dict.dictType', value: (d) => d.dictType },
      { header: 'dict.isDefault', value: (d) => d.isDefault, width: 12 },
      { header: 'common.status', value: (d) => status(d.status), width: 12 },
      { header: 'common.remark', value: (d) => d.remark },
      { header: 'common.createTime', format: 'dateTime', value: (d) => dateTimeCell(d.createTime, ctx.config.timeZone) },
    ],
    batches: dictDataBatches(ctx, filter),
  };
}
