import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EditDialog, ListTable, ListToolbar, Pagination, RowActions, SearchForm, useDeleteAction, useEditDialog, useListScreen, type CrudApi, type ListColumn,
} from '../../../components/list';
import { ImportButton, type ImportApi } from '../../../components/import';

export interface ReferenceScreenProps<T extends object, B extends object> {
  /** The permission area, e.g. `freight:port`. */
  area: string;
  /** What one record is called in dialog titles and the import title. */
  entity: string;
  idField: keyof T & keyof B & string;
  api: CrudApi<T, B>;
  imports: ImportApi;
  columns: ListColumn<T>[];
  /** The search form's filters. */
  filters: ReactNode;
  /** The fields of the add / edit dialog. */
  form: ReactNode;
  /** The dialog's width on a desktop, when its fields sit in two columns. */
  dialogWidth?: number;
  defaults?: Partial<B>;
  /** Search-form values the list opens with (reset goes back to them). */
  initialFilters?: Record<string, unknown>;
  /** More row links before edit and delete. */
  rowLinks?: (row: T) => ReactNode;
  /** More toolbar buttons after import; `refresh` reloads the list (after they wrote). */
  tools?: (refresh: () => void) => ReactNode;
}

/**
 * A freight reference list (ports, lanes, carriers, …): filters, toolbar with add / edit / delete / export /
 * import, the table with row actions, pagination and the add / edit dialog, each button behind its permission.
 */
export function ReferenceScreen<T extends object, B extends object>({
  area, entity, idField, api, imports, columns, filters, form, dialogWidth, defaults, initialFilters, rowLinks, tools,
}: ReferenceScreenProps<T, B>) {
  const { t } = useTranslation('admin');
  const permissions = { add: `${area}:add`, edit: `${area}:edit`, remove: `${area}:remove`, export: `${area}:export` };
  const idOf = (row: T) => row[idField] as unknown as number;
  const remove = useDeleteAction({ label: t('port.portId'), remove: api.remove, onDone: () => list.refresh() });
  const dialog = useEditDialog<T, B>({
    entity, idField, load: api.get, add: api.add, update: api.update, defaults, onSaved: () => list.refresh(),
  });
  const withActions: ListColumn<T>[] = [
    ...columns,
    {
      key: 'actions', title: t('common.actions'), align: 'center', hideable: false,
      render: (_, row) => (
        <RowActions editPermission={permissions.edit} removePermission={permissions.remove}
          onEdit={() => dialog.openEdit(idOf(row))} onDelete={() => remove([idOf(row)])}>{rowLinks?.(row)}</RowActions>
      ),
    },
  ];
  const [initialValues] = useState(initialFilters);
  const list = useListScreen<T>({ key: area, fetch: api.list, rowKey: idField, columns: withActions, initialValues });

  return (
    <div className="list-screen">
      <SearchForm {...list.searchProps}>{filters}</SearchForm>
      <ListToolbar {...list.toolbarProps} permissions={permissions}
        onAdd={() => dialog.openAdd()} onEdit={() => dialog.openEdit(list.selection.ids[0]!)}
        onDelete={() => remove(list.selection.ids)} onExport={() => void api.exportFile(list.query.params)}
        extra={(
          <>
            <ImportButton permission={`${area}:import`} entity={entity} api={imports} onDone={() => list.refresh()} />
            {tools?.(() => list.refresh())}
          </>
        )} />
      <ListTable {...list.tableProps} />
      <Pagination {...list.paginationProps} />
      <EditDialog {...dialog.dialogProps} width={dialogWidth}>{form}</EditDialog>
    </div>
  );
}
