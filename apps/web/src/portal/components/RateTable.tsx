import { useMemo, useRef, type ReactNode } from 'react';
import { Empty, Pagination, Spin, Table, type TableColumnsType } from 'antd';
import { Panel } from '../../shared/components/Panel';
import { useTranslation } from 'react-i18next';
import { useCardLayout } from '../device/useCardLayout';
import { ListCards } from './ListCards';
import { sortRows, type SortState } from './rates/sortCycle';
import { rowsOnPage, useRowPages } from './rates/useRowPages';
import { sortValueOf, tableColumns, type ColumnSpec } from './tableColumns';

interface RateTableProps<Row> {
  columns: readonly ColumnSpec<Row>[];
  rows: readonly Row[];
  rowKey: keyof Row & string;
  loading?: boolean;
  /** False until the visitor has chosen a route: the empty list then says how to start. */
  routeChosen?: boolean;
  /** Sorts locally: the sortable columns cycle through none / ascending / descending on click. */
  sort?: SortState;
  onSort?: (key: string) => void;
  /** A last column of row actions (details, surcharges, chat). */
  actions?: (row: Row) => ReactNode;
  /** Above the table, inside its card (a filter bar). */
  header?: ReactNode;
}

/** A rate list in a card, its rows as cards on narrow screens; sorted here when the page sorts locally, then paged. */
export function RateTable<Row extends object>({ columns, rows, rowKey, loading, routeChosen = true, sort, onSort, actions, header }: RateTableProps<Row>) {
  const { t } = useTranslation();
  const cards = useCardLayout();
  const sortable = onSort !== undefined;
  const sorted = useMemo(() => (sortable ? sortRows(rows, sort, sortValueOf(columns)) : [...rows]), [rows, sort, columns, sortable]);
  const pagination = useRowPages(sorted);
  const cardsTop = useRef<HTMLDivElement>(null);
  const antdColumns: TableColumnsType<Row> = [
    ...tableColumns(t, columns, { sortable, sort }),
    ...(actions ? [{ key: 'actions', title: t('column.actions'), fixed: 'end' as const, render: (_: unknown, row: Row) => actions(row) }] : []),
  ];
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(routeChosen ? 'common.noData' : 'rates.chooseRoute')} />;

  return (
    <Panel>
      {cards && <div ref={cardsTop} className="list-cards-top" />}
      {header}
      {cards ? (
        <Spin spinning={loading ?? false}>
          <ListCards<Row> columns={columns} rows={rowsOnPage(sorted, pagination)} rowKey={rowKey} actions={actions} empty={empty} />
          {pagination && (
            <Pagination
              className="list-cards-pages"
              size="small"
              align="center"
              {...pagination}
              // The pager sits under the last card: the next page is read from the list's top (its filters, its first card).
              onChange={(page, pageSize) => {
                pagination.onChange?.(page, pageSize);
                cardsTop.current?.scrollIntoView({ block: 'start' });
              }}
            />
          )}
        </Spin>
      ) : (
        <Table<Row>
          rowKey={rowKey}
          columns={antdColumns}
          dataSource={sorted}
          loading={loading}
          pagination={pagination}
          // Middle-sized cells: the sea list's fourteen columns fit a 1280 px screen without a sideways scroll.
          size="middle"
          // As wide as the panel: cells wrap (names, validity, buttons) before the list needs a sideways scroll.
          scroll={{ x: true }}
          tableLayout="auto"
          onChange={(_pagination, _filters, sorter, extra) => {
            if (extra.action !== 'sort' || !onSort) return;
            // Antd names the clicked column unless that click cleared the sort: then it was the sorted column.
            const clicked = (Array.isArray(sorter) ? sorter[0] : sorter)?.columnKey ?? sort?.key;
            if (clicked !== undefined) onSort(String(clicked));
          }}
          locale={{ emptyText: empty }}
        />
      )}
    </Panel>
  );
}
