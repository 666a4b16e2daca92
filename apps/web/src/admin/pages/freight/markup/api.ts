import type { MarkupBody, MarkupPreview, MarkupPreviewQuery, MarkupRule } from '@freight/domain';

export type { MarkupPreview, PreviewLine } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import type { DataReply } from '../../../../shared/request/reply';
import { crudApi } from '../../../components/list';
import { importApi } from '../../../components/import';
import { http } from '../../../request';

/** A stored rule as the list shows it, with the name of the customer it is for. */
export interface Markup extends Omit<MarkupRule, 'additional'> {
  additional: 'Y' | 'N';
  customerName: string | null;
  overridereason: string;
  remark: string | null;
}

/** One change of a rule: who, when, the version it made, the row before and after. */
export interface MarkupChange {
  historyId: number;
  version: number;
  action: 'I' | 'U' | 'D';
  changedBy: string;
  changedAt: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Markup rules: /freight/markup list, read, add, edit, delete, export, import, preview and history. */
export const markupApi = crudApi<Markup, MarkupBody>('/freight/markup', 'markup');
export const markupImportApi = importApi('/freight/markup', 'markup');
export const previewMarkups = async (query: MarkupPreviewQuery) => (await http.get<DataReply<MarkupPreview>>('/freight/markup/preview', { params: query })).data;
export const markupHistory = async (markupId: number) => (await http.get<DataReply<MarkupChange[]>>(`/freight/markup/${markupId}/history`)).data;

/** A customer a rule or a preview may name. */
export interface CustomerChoice {
  customerId: number;
  customerLocalCode: string;
  customerLocalName: string;
  customergroup: string;
}

/** The customers as picker options ("DEMO01 演示贸易有限公司"), read once per screen visit. */
export function useCustomerOptions() {
  const { data = [] } = useQuery({
    queryKey: ['markup-customers'],
    queryFn: async () => (await http.get<DataReply<CustomerChoice[]>>('/freight/markup/customers')).data,
  });
  return data.map((c) => ({ value: c.customerId, label: `${c.customerLocalCode} ${c.customerLocalName}` }));
}
