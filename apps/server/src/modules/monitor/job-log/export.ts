import type { JobLogFilter, Language } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import { dictLabels } from '../../../platform/dictionary';
import { dateTimeCell, labelCell } from '../../../platform/excel/cells';
import type { WorkbookSpec } from '../../../platform/excel/workbook';
import { jobLogBatches, type JobLog } from './service';

/** Saved as `log_{timestamp}.xlsx` (back-office.md §7). */
export async function jobLogWorkbook(ctx: AppContext, filter: JobLogFilter, language: Language): Promise<WorkbookSpec<JobLog>> {
  const group = labelCell(await dictLabels(ctx, 'sys_job_group', language));
  const status = labelCell(await dictLabels(ctx, 'sys_common_status', language));
  return {
    name: 'log',
    sheet: 'jobLog.sheet',
    columns: [
      { header: 'jobLog.jobLogId', value: (r) => r.jobLogId, width: 12 },
      { header: 'job.jobName', value: (r) => r.jobName, width: 24 },
      { header: 'job.jobGroup', value: (r) => group(r.jobGroup), width: 12 },
      { header: 'job.invokeTarget', value: (r) => r.invokeTarget, width: 40 },
      { header: 'jobLog.jobMessage', value: (r) => r.jobMessage ?? '', width: 50 },
      { header: 'jobLog.status', value: (r) => status(r.status), width: 10 },
      { header: 'jobLog.durationMs', value: (r) => r.durationMs ?? 0, width: 10 },
      { header: 'jobLog.exceptionInfo', value: (r) => r.exceptionInfo ?? '', width: 50 },
      { header: 'jobLog.createTime', format: 'dateTime', value: (r) => dateTimeCell(r.createTime, ctx.config.timeZone) },
    ],
    batches: jobLogBatches(ctx, filter),
  };
}
