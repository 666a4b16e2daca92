import type { Language, LogininforFilter, OperlogFilter } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import { dictLabels } from '../../../platform/dictionary';
import { dateTimeCell, labelCell } from '../../../platform/excel/cells';
import type { WorkbookSpec } from '../../../platform/excel/workbook';
import { loginLogBatches, operLogBatches, type LoginLog, type OperLog } from './service';

export async function operLogWorkbook(ctx: AppContext, filter: OperlogFilter, language: Language): Promise<WorkbookSpec<OperLog>> {
  const type = labelCell(await dictLabels(ctx, 'sys_oper_type', language));
  const status = labelCell(await dictLabels(ctx, 'sys_common_status', language));
  return {
    name: 'operlog',
    sheet: 'operlog.sheet',
    columns: [
      { header: 'operlog.operId', value: (r) => r.operId, width: 12 },
      { header: 'operlog.title', value: (r) => r.title, width: 20 },
      { header: 'operlog.businessType', value: (r) => type(String(r.businessType)), width: 12 },
      { header: 'operlog.method', value: (r) => r.method, width: 30 },
      { header: 'operlog.requestMethod', value: (r) => r.requestMethod, width: 10 },
      { header: 'operlog.operName', value: (r) => r.operName, width: 14 },
      { header: 'operlog.deptName', value: (r) => r.deptName, width: 14 },
      { header: 'operlog.operUrl', value: (r) => r.operUrl, width: 30 },
      { header: 'operlog.operIp', value: (r) => r.operIp, width: 16 },
      { header: 'operlog.operParam', value: (r) => r.operParam, width: 40 },
      { header: 'operlog.jsonResult', value: (r) => r.jsonResult, width: 40 },
      { header: 'operlog.status', value: (r) => status(r.status), width: 10 },
      { header: 'operlog.errorMsg', value: (r) => r.errorMsg, width: 30 },
      { header: 'operlog.operTime', format: 'dateTime', value: (r) => dateTimeCell(r.operTime, ctx.config.timeZone) },
      { header: 'operlog.costTime', value: (r) => r.costTime, width: 10 },
    ],
    batches: operLogBatches(ctx, filter),
  };
}

export async function loginLogWorkbook(ctx: AppContext, filter: LogininforFilter, language: Language): Promise<WorkbookSpec<LoginLog>> {
  const status = labelCell(await dictLabels(ctx, 'sys_common_status', language));
  return {
    name: 'logininfor',
    sheet: 'logininfor.sheet',
    columns: [
      { header: 'logininfor.infoId', value: (r) => r.infoId, width: 12 },
      { header: 'logininfor.userName', value: (r) => r.userName, width: 16 },
      { header: 'logininfor.ipaddr', value: (r) => r.ipaddr, width: 16 },
      { header: 'logininfor.loginLocation', value: (r) => r.loginLocation, width: 16 },
      { header: 'logininfor.browser', value: (r) => r.browser, width: 16 },
      { header: 'logininfor.os', value: (r) => r.os, width: 16 },
      { header: 'logininfor.status', value: (r) => status(r.status), width: 10 },
      { header: 'logininfor.msg', value: (r) => r.msg, width: 30 },
      { header: 'logininfor.loginTime', format: 'dateTime', value: (r) => dateTimeCell(r.loginTime, ctx.config.timeZone) },
    ],
    batches: loginLogBatches(ctx, filter),
  };
}
