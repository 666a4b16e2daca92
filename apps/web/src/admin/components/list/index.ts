/**
 * The list-screen kit: every back-office list (posts, departments, dictionaries, parameters and the
 * screens after them) is built from these pieces, so screens differ only in their fields. Each piece imports the
 * kit's styles itself: a bundler drops a style imported by this barrel, whose own code no screen uses.
 */

export { crudApi, exportFileName, type CrudApi, type ListParams } from './crudApi';
export { toQueryParams, dateRangeField, recentDays, recentRange } from './queryParams';
export { useListQuery, type ListQueryOptions } from './useListQuery';
export { useListScreen, type ListScreenOptions } from './useListScreen';
export { useSelection } from './useSelection';
export { useColumns, type ListColumn } from './useColumns';
export { sortable, type ListSort } from './sorting';
export { ActionIcon, type ActionIconProps } from './ActionIcon';
export { dictColumn, dateTimeColumn, textColumn } from './columns';
export { SearchForm, type SearchFormProps } from './SearchForm';
export { TextFilter } from './TextFilter';
export { DictFilter } from './DictFilter';
export { DateRangeField } from './DateRangeField';
export { ListToolbar, type ListToolbarProps, type ToolbarPermissions } from './ListToolbar';
export { ListTable, listLayout, type ListTableProps } from './ListTable';
export { RowActions, type RowActionsProps } from './RowActions';
export { useDeleteAction, type DeleteActionOptions } from './useDeleteAction';
export { useEditDialog, type EditDialogOptions } from './useEditDialog';
export { EditDialog, type EditDialogProps } from './EditDialog';
export { isRecordChanged, RecordChangedAlert } from './RecordChanged';
export { useSchemaRules } from './useSchemaRules';
export { DictRadio } from './DictRadio';
export { ContactFields, RemarkField, StatusField, TextField, type ContactFieldsProps, type TextFieldProps } from './formFields';
export { Pagination } from '../Pagination';
export { RefreshCacheButton } from './RefreshCacheButton';
export { buildTree, type TreeNode } from './tree';
