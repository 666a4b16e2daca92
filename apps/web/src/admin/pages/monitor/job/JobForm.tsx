import { ScheduleOutlined } from '@ant-design/icons';
import { JobBody, jobTasks } from '@freight/domain';
import { Button, Form, Input, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DictRadio, RemarkField, useSchemaRules } from '../../../components/list';
import { useDict } from '../../../components/useDict';
import { CronBuilder } from './CronBuilder';
import { NextFirings } from './NextFirings';

/** The registered tasks as the hint lists them: `logs.purge(days)`. */
const taskSignatures = Object.entries(jobTasks).map(([name, kinds]) => `${name}(${kinds.join(', ')})`).join(', ');

/** The fields of the job dialog, checked by the shared JobBody schema (the invoke-target grammar included). */
export function JobForm() {
  const { t } = useTranslation('admin');
  const rules = useSchemaRules(JobBody);
  const form = Form.useFormInstance();
  const cronExpression = Form.useWatch<string | undefined>('cronExpression', form);
  const { sys_job_group: groups } = useDict('sys_job_group');
  const [building, setBuilding] = useState(false);
  const enter = (key: string) => t('form.enter', { field: t(key) });
  return (
    <>
      <Form.Item name="jobName" label={t('job.jobName')} required rules={rules('jobName')}>
        <Input placeholder={enter('job.jobName')} maxLength={64} />
      </Form.Item>
      <Form.Item name="jobGroup" label={t('job.jobGroup')} rules={rules('jobGroup')}>
        <Select aria-label={t('job.jobGroup')} options={groups.map((g) => ({ value: g.value, label: g.label }))} />
      </Form.Item>
      <Form.Item name="invokeTarget" label={t('job.invokeTarget')} required rules={rules('invokeTarget')}
        extra={t('job.targetHint', { tasks: taskSignatures })}>
        <Input placeholder={enter('job.invokeTarget')} maxLength={500} />
      </Form.Item>
      <Form.Item label={t('job.cronExpression')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="cronExpression" noStyle rules={rules('cronExpression')}>
            <Input placeholder={enter('job.cronExpression')} maxLength={255} aria-label={t('job.cronExpression')} />
          </Form.Item>
          <Button icon={<ScheduleOutlined />} onClick={() => setBuilding(true)}>{t('job.cronBuilder')}</Button>
        </Space.Compact>
        <NextFirings cronExpression={cronExpression} />
      </Form.Item>
      <Form.Item name="misfirePolicy" label={t('job.misfirePolicy')}>
        <Radio.Group optionType="button" options={['1', '2', '3'].map((v) => ({ value: v, label: t(`job.misfire.${v}`) }))} />
      </Form.Item>
      <Form.Item name="concurrent" label={t('job.concurrent')}>
        <Radio.Group optionType="button" options={['0', '1'].map((v) => ({ value: v, label: t(`job.concurrent.${v}`) }))} />
      </Form.Item>
      <Form.Item name="status" label={t('job.status')}>
        <DictRadio dictType="sys_job_status" />
      </Form.Item>
      <RemarkField rules={rules} />
      <CronBuilder open={building} expression={cronExpression} onClose={() => setBuilding(false)}
        onApply={(expression) => {
          form.setFieldValue('cronExpression', expression);
          void form.validateFields(['cronExpression']);
          setBuilding(false);
        }} />
    </>
  );
}
