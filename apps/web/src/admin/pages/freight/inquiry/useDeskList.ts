import type { InquiryDeskMode } from '@freight/domain';
import { useListScreen, type ListColumn } from '../../../components/list';
import { deskApi, type DeskRow } from './api';

/** A desk list: the list-screen kit (sorted on the server by the columns marked sortable) and its export. */
export function useDeskList<R extends DeskRow>(mode: InquiryDeskMode, columns: ListColumn<R>[]) {
  const list = useListScreen<R>({ key: `inquiry-desk-${mode}`, fetch: deskApi.list<R>(mode), rowKey: 'inquiryId', columns });
  return { ...list, exportFile: () => void deskApi.exportFile(mode, list.query.params) };
}
