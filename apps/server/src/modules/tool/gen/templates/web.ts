import { filterNames } from './domain';
import { comment, jsString, jsx } from './escape';
import { formFields, listFields, queryFields, type Entity, type Field, type GenModel } from './model';

const tsTypeOf = (f: Field) => {
  if (['Long', 'Integer', 'Double', 'BigDecimal'].includes(f.javaType)) return 'number';
  if (f.javaType === 'Boolean') return 'boolean';
  return 'string';
};
const nullable = (f: Field) => (f.pk || (f.required && f.insert) ? '' : ' | null');
/** Dictionaries a screen loads itself: tags in the list and select options (radio buttons load theirs). */
const dictTypes = (fields: Field[], kinds: readonly string[]) => [...new Set(fields.filter((f) => f.dictType && kinds.includes(f.htmlType)).map((f) => f.dictType))];
const selects = ['select', 'checkbox'];
const anyKind = ['select', 'radio', 'checkbox'];

const interfaceOf = (e: Entity, extra = '') => `export interface ${e.className} {
${e.fields.map((f) => `  ${f.name}: ${tsTypeOf(f)}${nullable(f)};`).join('\n')}${extra}
}`;

/** `apps/web/src/admin/pages/<module>/<business>/api.ts`. */
export function webApiFile(model: GenModel): string {
  const sub = model.sub;
  const subList = sub ? `\n  ${sub.listName}?: ${sub.entity.className}[];` : '';
  return `import type { ${model.className}Body } from ${jsString(model.packageName)};
import { crudApi } from '../../../components/list';
${sub ? `\n${interfaceOf(sub.entity)}\n` : ''}
${interfaceOf(model, subList)}

/** ${comment(model.functionName)}: ${model.basePath}/list, ${model.basePath}/{id}, POST and PUT ${model.basePath}, DELETE ${model.basePath}/{ids}. */
export const ${model.businessName}Api = crudApi<${model.className}, ${model.className}Body>(${jsString(model.basePath)}, ${jsString(model.businessName)});
`;
}

/** The control a form field shows (back-office.md §9 display types). */
function controlOf(f: Field, uses: Set<string>): string {
  const numeric = tsTypeOf(f) === 'number';
  if (f.javaType === 'Boolean') return uses.add('Switch') && '<Switch />';
  if (f.dictType && (f.htmlType === 'radio')) return uses.add('DictRadio') && `<DictRadio dictType="${f.dictType}" />`;
  if (f.dictType && (f.htmlType === 'select' || f.htmlType === 'checkbox')) {
    uses.add('Select');
    return `<Select allowClear options={dicts.${f.dictType}.map((o) => ({ value: o.value, label: o.label }))} placeholder=${jsx(`请选择${f.label}`)} />`;
  }
  if (f.htmlType === 'imageUpload') return uses.add('ImageUpload') && '<ImageUpload />';
  if (f.htmlType === 'fileUpload') return uses.add('FileUpload') && '<FileUpload />';
  if (numeric) return uses.add('InputNumber') && '<InputNumber style={{ width: \'100%\' }} />';
  if (f.htmlType === 'textarea' || f.htmlType === 'editor') return uses.add('Input') && `<Input.TextArea rows={3}${f.maxLength ? ` maxLength={${f.maxLength}}` : ''} />`;
  if (f.htmlType === 'datetime') return uses.add('Input') && '<Input placeholder="YYYY-MM-DD HH:mm:ss" />';
  return uses.add('Input') && `<Input placeholder=${jsx(`请输入${f.label}`)}${f.maxLength ? ` maxLength={${f.maxLength}}` : ''} />`;
}

const itemOf = (f: Field, uses: Set<string>, rules = 'rules', name = `"${f.name}"`) =>
  `      <Form.Item name=${name} label=${jsx(f.label)}${f.required && f.insert ? ' required' : ''} rules={${rules}(${jsString(f.name)})}${f.javaType === 'Boolean' ? ' valuePropName="checked"' : ''}>
        ${controlOf(f, uses)}
      </Form.Item>`;

/** `apps/web/src/admin/pages/<module>/<business>/<Class>Form.tsx`: the dialog's fields, checked by the shared schema. */
export function webFormFile(model: GenModel): string {
  const uses = new Set<string>(['Form']);
  const C = model.className;
  const tree = model.tree;
  const fields = formFields(model).filter((f) => f !== tree?.parentCode);
  const items = fields.map((f) => itemOf(f, uses));
  if (tree) {
    uses.add('TreeSelect');
    items.unshift(`      <Form.Item name="${tree.parentCode.name}" label=${jsx(tree.parentCode.label)} rules={rules(${jsString(tree.parentCode.name)})}>
        <TreeSelect allowClear treeDefaultExpandAll treeData={parents} fieldNames={{ label: ${jsString(tree.name.name)}, value: ${jsString(tree.code.name)}, children: 'children' }} />
      </Form.Item>`);
  }
  const sub = model.sub;
  if (sub) {
    uses.add('Button').add('Space');
    const subFields = formFields(sub.entity).filter((f) => f !== sub.foreignKey);
    items.push(`      <Form.List name="${sub.listName}">
        {(rows, { add, remove }) => (
          <>
            {rows.map(({ key, name }) => (
              <Space key={key} align="baseline" wrap>
${subFields.map((f) => itemOf(f, uses, 'rowRules', `{[name, ${jsString(f.name)}]}`).replace(/^ {6}/gm, '                ')).join('\n')}
                <Button danger onClick={() => remove(name)}>删除</Button>
              </Space>
            ))}
            <Button type="dashed" onClick={() => add({})} block>${jsx(`添加${sub.entity.functionName}`)}</Button>
          </>
        )}
      </Form.List>`);
  }
  const dicts = dictTypes([...fields, ...(sub ? formFields(sub.entity) : [])], selects);
  const antd = ['Button', 'Form', 'Input', 'InputNumber', 'Select', 'Space', 'Switch', 'TreeSelect'].filter((name) => uses.has(name));
  const kit = ['DictRadio', 'useSchemaRules'].filter((name) => name === 'useSchemaRules' || uses.has(name));
  const uploads = ['FileUpload', 'ImageUpload'].filter((name) => uses.has(name));
  const props = tree ? `{ parents }: { parents: TreeNode<${C}>[] }` : '';
  return `import { ${C}Body${sub ? `, ${sub.entity.className}Row` : ''} } from ${jsString(model.packageName)};
import { ${antd.join(', ')} } from 'antd';
import { ${kit.join(', ')}${tree ? ', type TreeNode' : ''} } from '../../../components/list';
${uploads.length ? `import { ${uploads.join(', ')} } from '../../../components/upload';\n` : ''}${dicts.length ? "import { useDict } from '../../../components/useDict';\n" : ''}${tree ? `import type { ${C} } from './api';\n` : ''}
/** The fields of the ${comment(model.functionName)} dialog. */
export function ${C}Form(${props}) {
  const rules = useSchemaRules(${C}Body);
${sub ? `  const rowRules = useSchemaRules(${sub.entity.className}Row);\n` : ''}${dicts.length ? `  const dicts = useDict(${dicts.map(jsString).join(', ')});\n` : ''}  return (
    <>
${items.join('\n')}
    </>
  );
}
`;
}

/** `apps/web/src/admin/pages/<module>/<business>/index.tsx`: the list screen built from the list kit. */
export function webPageFile(model: GenModel): string {
  const C = model.className;
  const api = `${model.businessName}Api`;
  const permission = (action: string) => jsString(`${model.permissionPrefix}:${action}`);
  const tree = model.tree;
  const listed = listFields(model);
  const filters = queryFields(model);
  const dicts = dictTypes(listed, anyKind);
  const columnOf = (f: Field) => {
    if (f.dictType && dicts.includes(f.dictType)) return `    dictColumn(${jsString(f.name)}, ${jsString(f.label)}, dicts.${f.dictType}),`;
    if (f.javaType === 'Date') return `    dateTimeColumn(${jsString(f.name)}, ${jsString(f.label)}),`;
    return `    textColumn(${jsString(f.name)}, ${jsString(f.label)}${tree && f === tree.name ? ", { align: 'left' }" : ''}),`;
  };
  const filterOf = (f: Field) => (f.dictType && ['select', 'radio', 'checkbox'].includes(f.htmlType)
    ? [`        <DictFilter name="${f.name}" label=${jsx(f.label)} dictType="${f.dictType}" />`]
    : filterNames(f).map((name) => `        <TextFilter name="${name}" label=${jsx(f.label)} />`));
  const kit = new Set(['EditDialog', 'ListTable', 'ListToolbar', 'RowActions', 'useDeleteAction', 'useEditDialog', 'useListScreen', 'type ListColumn']);
  if (!tree) kit.add('Pagination');
  else kit.add('buildTree').add('type TreeNode');
  if (filters.length) kit.add('SearchForm');
  if (listed.some((f) => f.dictType && dicts.includes(f.dictType))) kit.add('dictColumn');
  if (listed.some((f) => f.javaType === 'Date' && !(f.dictType && dicts.includes(f.dictType)))) kit.add('dateTimeColumn');
  if (listed.some((f) => !(f.dictType && dicts.includes(f.dictType)) && f.javaType !== 'Date')) kit.add('textColumn');
  const filterLines = filters.flatMap(filterOf);
  if (filterLines.some((l) => l.includes('<DictFilter'))) kit.add('DictFilter');
  if (filterLines.some((l) => l.includes('<TextFilter'))) kit.add('TextFilter');
  const sortedKit = [...kit].sort((a, b) => a.replace('type ', '').localeCompare(b.replace('type ', ''), 'en', { sensitivity: 'base' }));
  const pk = model.pk.name;
  return `${tree ? "import { useMemo } from 'react';\n" : ''}import { useTranslation } from 'react-i18next';
import {
  ${sortedKit.join(', ')},
} from '../../../components/list';
${dicts.length ? "import { useDict } from '../../../components/useDict';\n" : ''}import { ${api}, type ${C} } from './api';
import { ${C}Form } from './${C}Form';

const permissions = { add: ${permission('add')}, edit: ${permission('edit')}, remove: ${permission('remove')} };

/** ${comment(model.functionName)} (${comment(model.tableName)}): ${filters.length ? 'filters, ' : ''}${tree ? 'a tree table' : 'list'}, add / edit dialog, delete. */
export default function ${C}Page() {
  const { t } = useTranslation('admin');
${dicts.length ? `  const dicts = useDict(${dicts.map(jsString).join(', ')});\n` : ''}  const remove = useDeleteAction({ label: ${jsString(model.pk.label)}, remove: ${api}.remove, onDone: () => list.refresh() });
  const dialog = useEditDialog({
    entity: ${jsString(model.functionName)}, idField: ${jsString(pk)}, load: ${api}.get, add: ${api}.add, update: ${api}.update, onSaved: () => list.refresh(),
  });
  const columns: ListColumn<${C}>[] = [
${listed.map(columnOf).join('\n')}
    {
      key: 'actions', title: t('common.actions'), align: 'center', hideable: false,
      render: (_, row) => (
        <RowActions editPermission={permissions.edit} removePermission={permissions.remove}
          onEdit={() => dialog.openEdit(row.${pk})} onDelete={() => remove([row.${pk}])} />
      ),
    },
  ];
  const list = useListScreen<${C}>({ key: ${jsString(`${model.moduleName}-${model.businessName}`)}, fetch: ${api}.list, rowKey: ${jsString(pk)}, columns${tree ? ', paged: false' : ''} });
${tree ? `  const tree = useMemo(() => buildTree(list.query.rows, ${jsString(tree.code.name)}, ${jsString(tree.parentCode.name)}), [list.query.rows]);\n` : ''}
  return (
    <div className="list-screen">
${filters.length ? `      <SearchForm {...list.searchProps}>\n${filterLines.join('\n')}\n      </SearchForm>\n` : ''}      <ListToolbar {...list.toolbarProps} permissions={permissions}
        onAdd={() => dialog.openAdd()} onEdit={() => dialog.openEdit(list.selection.ids[0]!)} onDelete={() => remove(list.selection.ids)} />
${tree ? `      <ListTable<TreeNode<${C}>> {...list.tableProps} dataSource={tree} rowSelection={undefined} />` : '      <ListTable {...list.tableProps} />\n      <Pagination {...list.paginationProps} />'}
      <EditDialog {...dialog.dialogProps}>
        <${C}Form${tree ? ' parents={tree}' : ''} />
      </EditDialog>
    </div>
  );
}
`;
}
