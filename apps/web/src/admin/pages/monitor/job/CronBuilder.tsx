import { Alert, Button, Descriptions, Flex, Modal, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeCronTab, cronFields, defaultCronExpression, formatCronField, formatCronTabs, parseCronTabs, type CronTabs } from './cronBuilder';
import { CronTabChoices } from './CronTabChoices';
import { NextFirings } from './NextFirings';
import './cronBuilder.css';

interface CronBuilderProps {
  open: boolean;
  /** The expression in the job form, read back into the tabs when the builder opens. */
  expression: string | undefined;
  onClose: () => void;
  onApply: (cronExpression: string) => void;
}

/** Cron表达式生成器: RuoYi's tabs (second … year), the expression they make, and its next five firings. */
export function CronBuilder({ open, expression, onClose, onApply }: CronBuilderProps) {
  const { t } = useTranslation('admin');
  // The body mounts each time the builder opens, so it starts from the form's expression of that moment.
  return (
    <Modal open={open} title={t('job.cronBuilderTitle')} onCancel={onClose} footer={null} width={780} destroyOnHidden>
      <CronBuilderBody expression={expression?.trim() ?? ''} onClose={onClose} onApply={onApply} />
    </Modal>
  );
}

function CronBuilderBody({ expression, onClose, onApply }: { expression: string; onClose: () => void; onApply: (cronExpression: string) => void }) {
  const { t } = useTranslation('admin');
  const [thisYear] = useState(() => new Date().getFullYear());
  const [opening] = useState(() => parseCronTabs(expression, thisYear));
  const initial = opening ?? parseCronTabs(defaultCronExpression, thisYear)!;
  const [tabs, setTabs] = useState<CronTabs>(initial);
  const result = formatCronTabs(tabs);
  return (
    <>
      {expression !== '' && !opening && (
        <Alert type="warning" showIcon className="cron-unreadable" title={t('job.cron.unreadable', { expression })} />
      )}
      <Tabs size="small" items={cronFields.map((field) => ({
        key: field,
        label: t(`job.cron.${field}`),
        children: (
          <CronTabChoices field={field} tab={tabs[field]} thisYear={thisYear}
            onChange={(change) => setTabs((current) => changeCronTab(current, field, change))} />
        ),
      }))} />
      <Descriptions size="small" bordered column={7} layout="vertical" className="cron-fields"
        items={cronFields.map((field) => ({ key: field, label: t(`job.cron.${field}`), children: formatCronField(field, tabs[field]) || '—' }))} />
      <div className="cron-result">
        <Typography.Text type="secondary">{t('job.cron.result')}</Typography.Text>{' '}
        <Typography.Text code data-testid="cron-result">{result}</Typography.Text>
      </div>
      <NextFirings cronExpression={result} />
      <Flex justify="end" gap={8}>
        <Button onClick={() => setTabs(initial)}>{t('list.reset')}</Button>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="primary" onClick={() => onApply(result)}>{t('job.cron.apply')}</Button>
      </Flex>
    </>
  );
}
