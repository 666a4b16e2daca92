import { translate, type JobFilter, type Language } from '@freight/domain';
import { adminCatalogue } from '@freight/domain/i18n/admin';
import type { AppContext } from '../../../platform/context';
import { dictLabels } from '../../../platform/dictionary';
import { dateTimeCell, labelCell } from '../../../platform/excel/cells';
import type { WorkbookSpec } from '../../../platform/excel/workbook';
import { jobBatches, type Job } from './service';

export async function jobWorkbook(ctx: AppContext, filter: JobFilter, language: Language): Promise<WorkbookSpec<Job>> {
  const group = labelCell(await dictLabels(ctx, 'sys_job_group', language));
  const status = labelCell(await dictLabels(ctx, 'sys_job_status', language));
  const text = (key: string) => translate(adminCatalogue, language, key);
  return {
    name: 'job',
    sheet: 'job.sheet',
    columns: [
      { header: 'job.jobId', value: (j) => j.jobId, width: 12 },
      { header: 'job.jobName', value: (j) => j.jobName, width: 24 },
      { header: 'job.jobGroup', value: (j) => group(j.jobGroup), width: 12 },
      { header: 'job.invokeTarget', value: (j) => j.invokeTarget, width: 40 },
      { header: 'job.cronExpression', value: (j) => j.cronExpression, width: 20 },
      { header: 'job.misfirePolicy', value: (j) => text(`job.misfire.${j.misfirePolicy}`), width: 12 },
      { header: 'job.concurrent', value: (j) => text(`job.concurrent.${j.concurrent}`), width: 10 },
      { header: 'job.status', value: (j) => status(j.status), width: 10 },
      { header: 'common.createTime', format: 'dateTime', value: (j) => dateTimeCell(j.createTime, ctx.config.timeZone) },
    ],
    batches: jobBatches(ctx, filter),
  };
}
