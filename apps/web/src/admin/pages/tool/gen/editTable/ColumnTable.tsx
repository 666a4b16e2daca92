import { HolderOutlined } from '@ant-design/icons';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { htmlTypes, javaTypes, queryTypes } from '@freight/domain';
import { Checkbox, Input, Select, Table, type TableColumnsType } from 'antd';
import { createContext, useContext, type CSSProperties, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictTypeOption } from '../../../system/dict/api';
import type { GenColumn } from '../api';

type Flag = 'isInsert' | 'isEdit' | 'isList' | 'isQuery' | 'isRequired';
const flags: Flag[] = ['isInsert', 'isEdit', 'isList', 'isQuery', 'isRequired'];

/** The drag handle of a row gets the sortable listeners of that row. */
const HandleContext = createContext<HTMLAttributes<HTMLElement>>({});

function SortableRow(props: HTMLAttributes<HTMLTableRowElement> & { 'data-row-key': number }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: props['data-row-key'] });
  const style: CSSProperties = { ...props.style, transform: CSS.Translate.toString(transform), transition, ...(isDragging ? { position: 'relative', zIndex: 9 } : {}) };
  return (
    <HandleContext.Provider value={{ ...attributes, ...listeners }}>
      <tr {...props} ref={setNodeRef} style={style} />
    </HandleContext.Provider>
  );
}

function DragHandle({ label }: { label: string }) {
  const handle = useContext(HandleContext);
  return <HolderOutlined aria-label={label} style={{ cursor: 'move' }} {...handle} />;
}

interface ColumnTableProps {
  columns: GenColumn[];
  dictTypes: DictTypeOption[];
  onChange: (columns: GenColumn[]) => void;
}

/** The column list of the edit page: drag rows to sort, and per column the flags, query type, display type and dictionary. */
export function ColumnTable({ columns, dictTypes, onChange }: ColumnTableProps) {
  const { t } = useTranslation('admin');
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const set = (columnId: number, patch: Partial<GenColumn>) => onChange(columns.map((c) => (c.columnId === columnId ? { ...c, ...patch } : c)));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = columns.findIndex((c) => c.columnId === active.id);
    const to = columns.findIndex((c) => c.columnId === over.id);
    onChange(arrayMove(columns, from, to).map((c, i) => ({ ...c, sort: i + 1 })));
  };
  const choice = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

  const tableColumns: TableColumnsType<GenColumn> = [
    { key: 'drag', width: 40, align: 'center', render: () => <DragHandle label={t('gen.column.drag')} /> },
    { key: 'sort', title: t('gen.column.sort'), width: 60, render: (_, _c, i) => i + 1 },
    { key: 'columnName', dataIndex: 'columnName', title: t('gen.column.columnName'), width: 140 },
    {
      key: 'columnComment', title: t('gen.column.columnComment'), width: 160,
      render: (_, c) => <Input aria-label={`${c.columnName} ${t('gen.column.columnComment')}`} value={c.columnComment} onChange={(e) => set(c.columnId, { columnComment: e.target.value })} />,
    },
    { key: 'columnType', dataIndex: 'columnType', title: t('gen.column.columnType'), width: 150, ellipsis: true },
    {
      key: 'javaType', title: t('gen.column.javaType'), width: 130,
      render: (_, c) => <Select style={{ width: '100%' }} value={c.javaType} options={choice(javaTypes)} onChange={(javaType) => set(c.columnId, { javaType })} />,
    },
    {
      key: 'javaField', title: t('gen.column.javaField'), width: 140,
      render: (_, c) => <Input value={c.javaField} onChange={(e) => set(c.columnId, { javaField: e.target.value })} />,
    },
    ...flags.map((flag) => ({
      key: flag, title: t(`gen.column.${flag}`), width: 60, align: 'center' as const,
      render: (_: unknown, c: GenColumn) => (
        <Checkbox aria-label={`${c.columnName} ${t(`gen.column.${flag}`)}`} checked={c[flag] === '1'} onChange={(e) => set(c.columnId, { [flag]: e.target.checked ? '1' : '0' })} />
      ),
    })),
    {
      key: 'queryType', title: t('gen.column.queryType'), width: 120,
      render: (_, c) => <Select style={{ width: '100%' }} value={c.queryType} options={choice(queryTypes)} onChange={(queryType) => set(c.columnId, { queryType })} />,
    },
    {
      key: 'htmlType', title: t('gen.column.htmlType'), width: 140,
      render: (_, c) => <Select style={{ width: '100%' }} value={c.htmlType} options={choice(htmlTypes)} onChange={(htmlType) => set(c.columnId, { htmlType })} />,
    },
    {
      key: 'dictType', title: t('gen.column.dictType'), width: 180,
      render: (_, c) => (
        <Select style={{ width: '100%' }} allowClear showSearch value={c.dictType || undefined} onChange={(dictType?: string) => set(c.columnId, { dictType: dictType ?? '' })}
          options={dictTypes.map((d) => ({ value: d.dictType, label: `${d.dictName} (${d.dictType})` }))} />
      ),
    },
  ];

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={columns.map((c) => c.columnId)} strategy={verticalListSortingStrategy}>
        <Table<GenColumn> rowKey="columnId" size="small" pagination={false} scroll={{ x: 'max-content' }} dataSource={columns}
          columns={tableColumns} components={{ body: { row: SortableRow } }} />
      </SortableContext>
    </DndContext>
  );
}
