import { Card, Empty, Flex, Form, Pagination, Spin, Table, type PaginationProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { estimatedInquiryTotal, listPageSizes } from '@freight/domain';
import { useCardLayout } from '../../device/useCardLayout';
import { ListCards } from '../../components/ListCards';
import { PageFrame } from '../../components/PageFrame';
import { RowDetails } from '../../components/RowDetails';
import { SignInHint } from '../../components/SignInHint';
import { tableColumns, type ColumnSpec } from '../../components/tableColumns';
import { useSession } from '../../session/SessionContext';
import { InquiryFilterForm } from './InquiryFilterForm';
import { filterQuery, type FilterValues, type InquiryFilter } from './inquiryFilters';
import { useInquiryPage, type InquiryFetch } from './useInquiryPage';

interface InquiryListProps<Row> {
  /** Names the list's form and query. */
  name: string;
  title: string;
  filters: readonly InquiryFilter[];
  columns: readonly ColumnSpec<Row>[];
  rowKey: keyof Row & string;
  fetch: InquiryFetch<Row>;
}

/**
 * A customer's inquiries with filters, newest first, a page at a time. The server does not count, so
 * the pager's total is estimated (portal.md §9). Visitors are asked to sign in; their lists are never loaded.
 */
export function InquiryList<Row extends object>({ name, title, filters, columns, rowKey, fetch }: InquiryListProps<Row>) {
  const { t } = useTranslation();
  const { isAnonymous } = useSession();
  const [form] = Form.useForm<FilterValues>();
  const list = useInquiryPage(name, fetch);
  const cards = useCardLayout();
  const shown = columns.filter((spec) => !spec.secondary);
  const details = columns.filter((spec) => spec.secondary);
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(isAnonymous ? 'inquiries.signInToSee' : 'inquiries.none')} />;
  const pager: PaginationProps = {
    current: list.page + 1,
    pageSize: list.size,
    total: estimatedInquiryTotal(list.page + 1, list.size, list.rows.length),
    pageSizeOptions: [...listPageSizes],
    showSizeChanger: true,
    onChange: (page, size) => list.turn(page - 1, size),
  };

  return (
    <PageFrame title={title}>
      {isAnonymous && <SignInHint text={t('inquiries.signInToSee')} />}
      <Card>
        <Flex vertical gap={16}>
          <InquiryFilterForm
            name={name}
            form={form}
            filters={filters}
            disabled={isAnonymous}
            stacked={cards}
            onSearch={() => list.search(filterQuery(filters, form.getFieldsValue()))}
            onReset={() => list.search({})}
          />
          {cards ? (
            <Spin spinning={list.loading}>
              <ListCards<Row> columns={columns} rows={list.rows} rowKey={rowKey} empty={empty} />
              {!isAnonymous && <Pagination {...pager} size="small" align="end" style={{ marginTop: 16 }} />}
            </Spin>
          ) : (
            <Table<Row>
              rowKey={rowKey}
              // Ant Design's middle padding: nine columns of 16 px padding cost a Russian list its last column at 1280 px.
              size="middle"
              columns={tableColumns(t, shown)}
              expandable={details.length > 0 ? { expandedRowRender: (row) => <RowDetails columns={details} row={row} /> } : undefined}
              dataSource={list.rows}
              loading={list.loading}
              // As wide as the panel, the cells wrapping where they may; a sideways scroll only when the columns cannot fit.
              scroll={{ x: true }}
              pagination={isAnonymous ? false : pager}
              locale={{ emptyText: empty }}
            />
          )}
        </Flex>
      </Card>
    </PageFrame>
  );
}
