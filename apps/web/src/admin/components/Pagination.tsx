import { Pagination as AntdPagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { isMobileWidth } from '../layout/appStore';
import { useBodyWidth } from '../useBodyWidth';

/** Back-office.md §9: lists start on page 1 with 10 rows. */
export const firstPage = 1;
export const defaultPageSize = 10;
export const pageSizeOptions = [10, 20, 30, 50];

interface PaginationProps {
  total: number;
  pageNum: number;
  pageSize: number;
  onChange: (pageNum: number, pageSize: number) => void;
}

/**
 * The pager of every list: total, page sizes, prev, pages, next and a page jumper; five page buttons on
 * narrow screens, else seven. Hidden while the list is empty.
 */
export function Pagination({ total, pageNum, pageSize, onChange }: PaginationProps) {
  const { t } = useTranslation('admin');
  const narrow = isMobileWidth(useBodyWidth());
  if (total <= 0) return null;
  return (
    <AntdPagination
      className="list-pagination"
      align="end"
      total={total}
      current={pageNum}
      pageSize={pageSize}
      pageSizeOptions={pageSizeOptions}
      showSizeChanger
      showQuickJumper
      showLessItems={narrow}
      showTotal={(count) => t('pagination.total', { total: count })}
      onChange={(page, size) => onChange(size !== pageSize && page * size > total ? firstPage : page, size)}
    />
  );
}
