import type { TableProps } from 'antd';
import type { Key } from 'react';
import { useState } from 'react';

/** The rows ticked in a table, by key. */
export function useSelection<T>() {
  const [selected, setSelected] = useState<{ keys: readonly Key[]; rows: readonly T[] }>({ keys: [], rows: [] });
  const rowSelection: TableProps<T>['rowSelection'] = {
    selectedRowKeys: [...selected.keys],
    onChange: (keys, rows) => setSelected({ keys, rows }),
  };
  return {
    keys: selected.keys,
    rows: selected.rows,
    ids: selected.keys.map(Number),
    rowSelection,
    clear: () => setSelected({ keys: [], rows: [] }),
  };
}
