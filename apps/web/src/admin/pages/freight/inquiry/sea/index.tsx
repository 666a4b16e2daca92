import { seaContainersText } from '@freight/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable, ListToolbar, Pagination, SearchForm, sortable, textColumn } from '../../../../components/list';
import { deskApi, type SeaRow } from '../api';
import { ChoiceFilter, DeskFilters } from '../DeskFilters';
import { useQuoteColumns } from '../QuoteColumns';
import { QuoteHistoryDialog } from '../QuoteHistoryDialog';
import { DetailDialog } from '../DetailDialog';
import { QuoteDialog } from '../QuoteDialog';
import { usePricingColumns } from '../PricingColumns';
import { deskPermissions, quoteLinks, RowLinks } from '../RowLinks';
import { useDeskList } from '../useDeskList';
import { useWithdrawAction } from '../useWithdrawAction';

/** Sea inquiries of every customer (海运询价): filters, list, details, quote or re-quote, withdraw, the quote's history, export. */
export default function SeaInquiryDesk() {
  const { t } = useTranslation('admin');
  const [viewing, setViewing] = useState<number>();
  const [quoting, setQuoting] = useState<number>();
  const [history, setHistory] = useState<number>();
  const withdraw = useWithdrawAction('sea', () => list.refresh());
  const pricing = usePricingColumns<SeaRow>();
  const quoteColumns = useQuoteColumns<SeaRow>();
  const list = useDeskList<SeaRow>('sea', [
    textColumn('inquiryno', t('inquiryDesk.inquiryno'), sortable),
    textColumn('customerName', t('inquiryDesk.customer'), sortable),
    textColumn('inquirer', t('inquiryDesk.inquirer'), { hiddenByDefault: true }),
    textColumn('quotationdate', t('inquiryDesk.quotationdate'), sortable),
    // The key columns come first, so they fit 1280 px in every language; the lane and the cargo follow.
    ...pricing,
    ...quoteColumns,
    textColumn('portofloadingcode', t('inquiryDesk.portofloadingcode'), sortable),
    textColumn('placeofdeliverycode', t('inquiryDesk.destination'), { ...sortable, key: 'destination' }),
    textColumn('etddate', t('inquiryDesk.etddate'), { hiddenByDefault: true }),
    textColumn('carriercode', t('inquiryDesk.carriercode'), { hiddenByDefault: true }),
    { key: 'containers', title: t('inquiryDesk.containers'), align: 'center', render: (_, row) => seaContainersText(row) },
    textColumn('quotername', t('inquiryDesk.quotername'), { hiddenByDefault: true }),
    {
      key: 'actions', title: t('common.actions'), align: 'center', hideable: false,
      render: (_, row) => (
        <RowLinks onView={() => setViewing(row.inquiryId)} {...quoteLinks(row, row.quoted, {
          quote: () => setQuoting(row.inquiryId), withdraw: () => withdraw(row), history: () => setHistory(row.inquiryId), pdf: () => void deskApi.pdf('sea', row),
        })} />
      ),
    },
  ]);

  return (
    <div className="list-screen">
      <SearchForm {...list.searchProps}>
        <DeskFilters>
          <ChoiceFilter name="quoted" label={t('inquiryDesk.quoted')} options={[
            { value: '0', label: t('inquiryDesk.quoted.no') }, { value: '1', label: t('inquiryDesk.quoted.yes') },
          ]} />
        </DeskFilters>
      </SearchForm>
      <ListToolbar {...list.toolbarProps} permissions={{ export: deskPermissions.export }} onExport={list.exportFile} />
      <ListTable {...list.tableProps} />
      <Pagination {...list.paginationProps} />
      <DetailDialog mode="sea" inquiryId={viewing} onClose={() => setViewing(undefined)} />
      <QuoteHistoryDialog mode="sea" inquiryId={history} onClose={() => setHistory(undefined)} />
      <QuoteDialog inquiryId={quoting} onClose={() => setQuoting(undefined)} onSaved={() => { setQuoting(undefined); list.refresh(); }} />
    </div>
  );
}
