import { Checkbox, InputNumber, Radio, Select } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cronFieldSpecs, maxNth, type CronField, type CronTab } from './cronBuilder';

interface CronTabChoicesProps {
  field: CronField;
  tab: CronTab;
  /** Changes the tab; a changed input also selects the choice it belongs to. */
  onChange: (change: Partial<CronTab>) => void;
  thisYear: number;
}

/** A translated sentence with inputs in place of its `{name}` placeholders (the word order differs between languages). */
function sentence(text: string, parts: Record<string, ReactNode>): ReactNode[] {
  return text.split(/\{(\w+)\}/).map((piece, index) => (index % 2 === 1 ? <Fragment key={piece}>{parts[piece]}</Fragment> : piece));
}

const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);

/** One tab of the cron builder: RuoYi's choices for the field, each with its inputs. */
export function CronTabChoices({ field, tab, onChange, thisYear }: CronTabChoicesProps) {
  const { t } = useTranslation('admin');
  const { min, max, modes } = cronFieldSpecs[field];
  const weekdays = range(1, 7).map((d) => ({ value: d, label: t(`job.weekday.${d}`) }));

  const number = (key: keyof CronTab, mode: CronTab['mode'], label: string, low: number, high: number) => (
    <InputNumber size="small" aria-label={label} min={low} max={high} precision={0} value={tab[key] as number}
      onChange={(value) => value !== null && onChange({ mode, [key]: value })} />
  );
  const weekday = (key: 'from' | 'to' | 'weekday', mode: CronTab['mode'], label: string) => (
    <Select size="small" aria-label={label} value={tab[key]} options={weekdays} style={{ width: 140 }}
      onChange={(value) => onChange({ mode, [key]: value })} />
  );
  const value = (key: 'from' | 'to' | 'start', mode: CronTab['mode'], label: string) =>
    field === 'week' ? weekday(key as 'from' | 'to', mode, label) : number(key, mode, label, min, max);

  // In Chinese the sentences name the unit; the weekday's values are names already.
  const unit = field === 'week' ? '' : t(`job.cron.${field}`);
  const shown = (v: number) => (field === 'week' ? t(`job.weekday.${v}`) : String(v));
  const listed = field === 'year' ? [...new Set([...range(thisYear, thisYear + 9), ...tab.values])].sort((a, b) => a - b) : range(min, max);
  /** A choice with inputs: the sentence with them in place, and the same sentence with their values as the radio's name. */
  const withInputs = (key: string, inputs: Record<string, ReactNode>, values: Record<string, string | number>) => ({
    label: sentence(t(key, { unit }), inputs), name: t(key, { unit, ...values }),
  });
  const choices: Record<CronTab['mode'], () => { label: ReactNode; name?: string }> = {
    every: () => ({ label: t(`job.cron.each.${field}`) }),
    none: () => ({ label: t('job.cron.noYear') }),
    unspecified: () => ({ label: t('job.cron.unspecified') }),
    range: () => withInputs('job.cron.range',
      { from: value('from', 'range', t('job.cron.from')), to: value('to', 'range', t('job.cron.to')) },
      { from: shown(tab.from), to: shown(tab.to) }),
    step: () => withInputs('job.cron.step',
      { start: value('start', 'step', t('job.cron.start')), every: number('every', 'step', t('job.cron.interval'), 1, max - min + 1) },
      { start: tab.start, every: tab.every }),
    nearestWeekday: () => withInputs('job.cron.nearestWeekday',
      { day: number('day', 'nearestWeekday', t('job.cron.dayOfMonth'), 1, 31) }, { day: tab.day }),
    lastDay: () => ({ label: t('job.cron.lastDay') }),
    nthWeekday: () => withInputs('job.cron.nthWeekday',
      { nth: number('nth', 'nthWeekday', t('job.cron.nth'), 1, maxNth), weekday: weekday('weekday', 'nthWeekday', t('job.cron.weekday')) },
      { nth: tab.nth, weekday: shown(tab.weekday) }),
    lastWeekday: () => withInputs('job.cron.lastWeekday',
      { weekday: weekday('weekday', 'lastWeekday', t('job.cron.weekday')) }, { weekday: shown(tab.weekday) }),
    list: () => ({ label: t('job.cron.list') }),
  };

  return (
    <Radio.Group className="cron-choices" value={tab.mode} onChange={(e) => onChange({ mode: e.target.value as CronTab['mode'] })}>
      {modes.map((mode) => {
        const { label, name } = choices[mode]();
        return (
          <div key={mode} className="cron-choice">
            <Radio value={mode} aria-label={name}>{label}</Radio>
            {mode === 'list' && (
              <Checkbox.Group className={`cron-values cron-values-${field}`} value={tab.values}
                onChange={(values) => onChange({ mode: 'list', values })}
                options={listed.map((v) => ({ value: v, label: shown(v) }))} />
            )}
          </div>
        );
      })}
    </Radio.Group>
  );
}
