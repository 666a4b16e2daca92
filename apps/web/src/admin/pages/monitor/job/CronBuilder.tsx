import { Form, InputNumber, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cronOf, defaultCronChoice, type CronChoice } from './cronBuilder';
import { NextFirings } from './NextFirings';

interface CronBuilderProps {
  open: boolean;
  onClose: () => void;
  onApply: (cronExpression: string) => void;
}

const frequencies: CronChoice['frequency'][] = ['seconds', 'minutes', 'hourly', 'daily', 'weekly', 'monthly'];

/** Cron表达式生成器: a frequency and its times become a Quartz expression, previewed with its next five firings. */
export function CronBuilder({ open, onClose, onApply }: CronBuilderProps) {
  const { t } = useTranslation('admin');
  const [choice, setChoice] = useState<CronChoice>(defaultCronChoice);
  const set = (change: Partial<CronChoice>) => setChoice((c) => ({ ...c, ...change }));
  const number = (field: keyof CronChoice, label: string, min: number, max: number) => (
    <Form.Item label={label}>
      <InputNumber aria-label={label} min={min} max={max} precision={0} value={choice[field] as number}
        onChange={(value) => value !== null && set({ [field]: value })} />
    </Form.Item>
  );
  const { frequency } = choice;
  const expression = cronOf(choice);
  return (
    <Modal open={open} title={t('job.cronBuilderTitle')} onCancel={onClose} onOk={() => onApply(expression)}
      okText={t('job.cron.apply')} cancelText={t('common.cancel')} destroyOnHidden>
      <Form layout="horizontal" labelCol={{ flex: '96px' }}>
        <Form.Item label={t('job.cron.frequency')}>
          <Select aria-label={t('job.cron.frequency')} value={frequency} onChange={(value) => set({ frequency: value })}
            options={frequencies.map((f) => ({ value: f, label: t(`job.cron.${f}`) }))} />
        </Form.Item>
        {frequency === 'seconds' && number('every', t('job.cron.every'), 1, 59)}
        {frequency === 'minutes' && number('every', t('job.cron.every'), 1, 59)}
        {frequency === 'weekly' && (
          <Form.Item label={t('job.cron.weekday')}>
            <Select aria-label={t('job.cron.weekday')} value={choice.weekday} onChange={(value) => set({ weekday: value })}
              options={[1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: d, label: t(`job.weekday.${d}`) }))} />
          </Form.Item>
        )}
        {frequency === 'monthly' && number('dayOfMonth', t('job.cron.dayOfMonth'), 1, 31)}
        {['daily', 'weekly', 'monthly'].includes(frequency) && number('hour', t('job.cron.hour'), 0, 23)}
        {frequency !== 'seconds' && frequency !== 'minutes' && number('minute', t('job.cron.minute'), 0, 59)}
        {frequency !== 'seconds' && number('second', t('job.cron.second'), 0, 59)}
        <Form.Item label={t('job.cron.result')}>
          <Typography.Text code data-testid="cron-result">{expression}</Typography.Text>
        </Form.Item>
      </Form>
      <NextFirings cronExpression={expression} />
    </Modal>
  );
}
