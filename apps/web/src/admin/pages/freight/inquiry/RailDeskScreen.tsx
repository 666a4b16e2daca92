import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable, ListToolbar, Pagination, SearchForm, sortable, textColumn, type ListColumn } from '../../../components/list';
import { deskApi, type DeskRow, type RailQuoteFields } from './api';
import { ChoiceFilter, DeskFilters } from './DeskFilters';
import { HandledTag } from './DeskTags';
import { DetailDialog } from './DetailDialog';
import { HandledButtons } from './HandledButtons';
import { moneyColumn, moneyText, usePricingColumns } from './PricingColumns';
import { useQuoteColumns } from './QuoteColumns';
import { QuoteHistoryDialog } from './QuoteHistoryDialog';
import { RailQuoteDialog } from './RailQuoteDialog';
import { deskPermissions, quoteLinks, RowLinks } from './RowLinks';
import { useDeskList } from './useDeskList';
import { useHandledAction } from './useHandledAction';
import { useWithdrawAction } from './useWithdrawAction';

/** A rail inquiry row: staff quote it with one price and mark it handled once dealt with. */
type RailDeskRow = DeskRow & RailQuoteFields & { handled: boolean };

interface RailDeskScreenProps<R extends RailDeskRow> {
  mode: 'rail' | 'fcl';
  /** The mode's own columns, after the port of loading (past the key columns, which come first so they fit 1280 px). */
  columns: ListColumn<R>[];
  /** The mode's own filters, before "handled". */
  filters?: ReactNode;
}

/**
 * A rail inquiry desk (拼箱 or 整箱) of every customer: filters, list with server-side sorting, details,
 * quote or re-quote, withdraw, the quote's history and PDF, mark handled or back to open (one row or the selected ones), export.
 */
export function RailDeskScreen<R extends RailDeskRow>({ mode, columns, filters }: RailDeskScreenProps<R>) {
  const { t } = useTranslation('admin');
  const [viewing, setViewing] = useState<number>();
  const [quoting, setQuoting] = useState<number>();
  const [history, setHistory] = useState<number>();
  const markHandled = useHandledAction(mode, () => list.refresh());
  const withdraw = useWithdrawAction(mode, () => list.refresh());
  const pricing = usePricingColumns<R>();
  const quoteColumns = useQuoteColumns<R>();
  const list = useDeskList<R>(mode, [
    textColumn('inquiryno', t('inquiryDesk.inquiryno'), sortable),
    textColumn('customerName', t('inquiryDesk.customer'), sortable),
    // The inquiry number holds its date and time already.
    textColumn('quotationdate', t('inquiryDesk.quotationdate'), { ...sortable, hiddenByDefault: true }),
    ...pricing,
    ...quoteColumns,
    {
      key: 'quotedprice', title: t('inquiryDesk.quotedprice'), ...moneyColumn,
      render: (_, row) => (row.quotedprice === null ? '' : moneyText(row.quotedcurrency, row.quotedprice)),
    },
    { key: 'handled', title: t('inquiryDesk.handled'), align: 'center', render: (_, row) => <HandledTag handled={row.handled} /> },
    textColumn('portofloadingcode', t('inquiryDesk.portofloadingcode'), sortable),
    ...columns,
    {
      key: 'actions', title: t('common.actions'), align: 'center', hideable: false,
      render: (_, row) => (
        <RowLinks onView={() => setViewing(row.inquiryId)} handled={row.handled} onToggleHandled={() => void markHandled([row.inquiryId], !row.handled)}
          {...quoteLinks(row, row.quotationuserid !== null, {
            quote: () => setQuoting(row.inquiryId), withdraw: () => withdraw(row), history: () => setHistory(row.inquiryId), pdf: () => void deskApi.pdf(mode, row),
          })} />
      ),
    },
  ]);

  return (
    <div className="list-screen">
      <SearchForm {...list.searchProps}>
        <DeskFilters>
          {filters}
          <ChoiceFilter name="handled" label={t('inquiryDesk.handled')} options={[
            { value: '0', label: t('inquiryDesk.handled.no') }, { value: '1', label: t('inquiryDesk.handled.yes') },
          ]} />
        </DeskFilters>
      </SearchForm>
      <ListToolbar {...list.toolbarProps} permissions={{ export: deskPermissions.export }} onExport={list.exportFile}
        extra={<HandledButtons selected={list.selection.ids} onMark={(ids, handled) => void markHandled(ids, handled)} />} />
      <ListTable {...list.tableProps} />
      <Pagination {...list.paginationProps} />
      <DetailDialog mode={mode} inquiryId={viewing} onClose={() => setViewing(undefined)} />
      <QuoteHistoryDialog mode={mode} inquiryId={history} onClose={() => setHistory(undefined)} />
      <RailQuoteDialog mode={mode} inquiryId={quoting} onClose={() => setQuoting(undefined)} onSaved={() => { setQuoting(undefined); list.refresh(); }} />
    </div>
  );
}
