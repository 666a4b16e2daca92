import { seaContainersText } from '@freight/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable, ListToolbar, Pagination, SearchForm, textColumn, type ListColumn } from '../../../../components/list';
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
  const list = useDeskList<SeaRow>('sea', (sortable): ListColumn<SeaRow>[] => [
    textColumn('inquiryno', t('inquiryDesk.inquiryno'), sortable('inquiryno')),
    textColumn('customerName', t('inquiryDesk.customer'), sortable('customerName')),
    textColumn('inquirer', t('inquiryDesk.inquirer')),
    textColumn('quotationdate', t('inquiryDesk.quotationdate'), sortable('quotationdate')),
    textColumn('portofloadingcode', t('inquiryDesk.portofloadingcode'), sortable('portofloadingcode')),
    textColumn('placeofdeliverycode', t('inquiryDesk.destination'), { ...sortable('destination'), key: 'destination' }),
    textColumn('etddate', t('inquiryDesk.etddate')),
    textColumn('carriercode', t('inquiryDesk.carriercode')),
    { key: 'containers', title: t('inquiryDesk.containers'), align: 'center', render: (_, row) => seaContainersText(row) },
    ...pricing,
    ...quoteColumns,
    textColumn('quotername', t('inquiryDesk.quotername')),
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
