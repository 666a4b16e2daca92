import { railRateSortColumns, type RailLclRateBody } from '@freight/domain';
import { Form, Input, InputNumber } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DictFilter, DictRadio, sortable, textColumn, TextFilter, useSchemaRules, type CrudApi, type ListColumn } from '../../../components/list';
import type { FormSchema } from '../../../../shared/forms/zodRule';
import { YesNoRadio } from '../reference/fields';
import { SailingFilters } from '../reference/SailingFilters';

/** What the rail LCL and FCL screens share: the rate fields of the dialog, list columns, filters and cut-off times. */

export interface RailRate {
  portofloadingcode: string;
  portofdischargecode: string;
  finaldestinationcode: string;
  tradelanecode: string | null;
  senddatetime: string;
  blclosetime: string;
  closingtime: string;
  effectdate: string;
  expireddate: string;
  voyage: number;
  currencycode: string;
  ishot: string;
  status: string;
}

type RailField = Exclude<keyof RailLclRateBody, 'rwlclrateid' | 'prices'>;
const stations = ['portofloadingcode', 'portofdischargecode', 'finaldestinationcode', 'tradelanecode'] as const;
const days = ['senddatetime', 'effectdate', 'expireddate'] as const;
const remarks = ['remark', 'englishremark', 'russianremark'] as const;
const railLabels = {
  portofloadingcode: 'railRate.portofloadingcode', portofdischargecode: 'railRate.portofdischargecode', finaldestinationcode: 'railRate.finaldestinationcode',
  tradelanecode: 'railRate.tradelanecode', senddatetime: 'railRate.senddatetime', blclosetime: 'railRate.blclosetime', closingtime: 'railRate.closingtime',
  voyage: 'railRate.voyage', ishot: 'railRate.ishot',
} as const;
/** A rail field's label: the rail wording, or the sea screen's for the fields both share (dates, currency, remarks). */
const label = (t: TFunction, field: RailField) => t(field in railLabels ? railLabels[field as keyof typeof railLabels] : `seaRate.${field}`);

/** The rate fields of a rail dialog, checked by the screen's schema; cut-offs are typed on the server's clock, `YYYY-MM-DD HH:mm`. */
export function RailRateFields({ schema }: { schema: FormSchema }) {
  const { t } = useTranslation('admin');
  const rules = useSchemaRules(schema);
  return (
    <>
      {stations.map((field) => (
        <Form.Item key={field} name={field} label={label(t, field)} required={field !== 'tradelanecode'} rules={rules(field)}>
          <Input maxLength={20} style={{ width: 200 }} />
        </Form.Item>
      ))}
      {days.map((field) => (
        <Form.Item key={field} name={field} label={label(t, field)} required rules={rules(field)}><Input type="date" style={{ width: 200 }} /></Form.Item>
      ))}
      {(['blclosetime', 'closingtime'] as const).map((field) => (
        <Form.Item key={field} name={field} label={label(t, field)} required rules={rules(field)}>
          <Input placeholder="2026-01-31 17:00" style={{ width: 200 }} />
        </Form.Item>
      ))}
      <Form.Item name="voyage" label={label(t, 'voyage')} required rules={rules('voyage')}><InputNumber min={0} precision={0} style={{ width: 200 }} /></Form.Item>
      <Form.Item name="currencycode" label={label(t, 'currencycode')} rules={rules('currencycode')}><Input maxLength={3} style={{ width: 100 }} /></Form.Item>
      <Form.Item name="ishot" label={label(t, 'ishot')}><YesNoRadio /></Form.Item>
      {remarks.map((field) => (
        <Form.Item key={field} name={field} label={label(t, field)} rules={rules(field)}><Input maxLength={2000} /></Form.Item>
      ))}
      <Form.Item name="status" label={t('common.status')}><DictRadio dictType="sys_normal_disable" /></Form.Item>
    </>
  );
}

/** Values of a new rail rate. */
export const railRateDefaults = { currencycode: 'USD', ishot: 'N', status: '0' } as const;

/** The list columns both rail screens start with, each sorted on the server. */
export function railColumns<T extends RailRate>(t: TFunction): ListColumn<T>[] {
  return railRateSortColumns.map((field) => textColumn<T>(field, label(t, field), sortable));
}

/** The search filters of both rail screens. */
export function RailFilters() {
  const { t } = useTranslation('admin');
  return (
    <>
      <TextFilter name="portofloadingcode" label={t('railRate.portofloadingcode')} />
      <TextFilter name="finaldestinationcode" label={t('railRate.finaldestinationcode')} />
      <TextFilter name="tradelanecode" label={t('railRate.tradelanecode')} />
      <SailingFilters sailingLabel={t('railRate.senddatetime')} />
      <DictFilter name="status" label={t('common.status')} dictType="sys_normal_disable" />
    </>
  );
}

/** The screen's API with the cut-offs shown in the dialog as staff type them: the server's time to the minute. */
export function withCutoffMinutes<T extends RailRate, B>(api: CrudApi<T, B>): CrudApi<T, B> {
  return {
    ...api,
    get: async (id) => {
      const rate = await api.get(id);
      return { ...rate, blclosetime: rate.blclosetime.slice(0, 16), closingtime: rate.closingtime.slice(0, 16) };
    },
  };
}
