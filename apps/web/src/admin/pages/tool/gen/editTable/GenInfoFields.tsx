import { useQuery } from '@tanstack/react-query';
import { GenTableBody, tplCategories, tplWebTypes } from '@freight/domain';
import { Col, Form, Input, Radio, Row, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { buildTree, useSchemaRules } from '../../../../components/list';
import { menuApi } from '../../../system/menu/api';
import { genApi, type GenColumn, type GenTableDetail } from '../api';

interface GenInfoFieldsProps {
  columns: GenColumn[];
  tables: GenTableDetail['tables'];
}

/** The generation tab: template, names, output, parent menu, and the tree or sub-table fields the template needs. */
export function GenInfoFields({ columns, tables }: GenInfoFieldsProps) {
  const { t } = useTranslation('admin');
  const rules = useSchemaRules(GenTableBody);
  const form = Form.useFormInstance();
  const tplCategory = Form.useWatch('tplCategory', form) as string | undefined;
  const genType = Form.useWatch('genType', form) as string | undefined;
  const subTableName = Form.useWatch('subTableName', form) as string | undefined;
  const menus = useQuery({ queryKey: ['gen-menus'], queryFn: menuApi.all });
  const subTableId = tables.find((table) => table.tableName === subTableName)?.tableId;
  const subColumns = useQuery({ queryKey: ['gen-table', subTableId], queryFn: () => genApi.get(subTableId!), enabled: subTableId !== undefined });
  const columnOptions = (list: GenColumn[]) => list.map((c) => ({ value: c.columnName, label: `${c.columnName}: ${c.columnComment}` }));
  const half = (content: React.ReactNode) => <Col xs={24} md={12}>{content}</Col>;

  return (
    <Row gutter={16}>
      {half(
        <Form.Item name="tplCategory" label={t('gen.tplCategory')} required rules={rules('tplCategory')}>
          <Select options={tplCategories.map((value) => ({ value, label: t(`gen.tpl.${value}`) }))} />
        </Form.Item>,
      )}
      {half(
        <Form.Item name="tplWebType" label={t('gen.tplWebType')}>
          <Select allowClear options={tplWebTypes.map((value) => ({ value, label: value }))} />
        </Form.Item>,
      )}
      {half(<Form.Item name="packageName" label={t('gen.packageName')} required rules={rules('packageName')}><Input /></Form.Item>)}
      {half(<Form.Item name="moduleName" label={t('gen.moduleName')} required rules={rules('moduleName')}><Input /></Form.Item>)}
      {half(<Form.Item name="businessName" label={t('gen.businessName')} required rules={rules('businessName')}><Input /></Form.Item>)}
      {half(<Form.Item name="functionName" label={t('gen.functionName')} required rules={rules('functionName')}><Input /></Form.Item>)}
      {half(
        <Form.Item name={['params', 'parentMenuId']} label={t('gen.parentMenuId')}>
          <TreeSelect allowClear treeDefaultExpandAll treeData={buildTree(menus.data?.filter((m) => m.menuType !== 'F') ?? [], 'menuId', 'parentId')}
            fieldNames={{ label: 'title', value: 'menuId', children: 'children' }} />
        </Form.Item>,
      )}
      {half(
        <Form.Item name="genType" label={t('gen.genType')}>
          <Radio.Group options={[{ value: '0', label: t('gen.genTypeZip') }, { value: '1', label: t('gen.genTypePath') }]} />
        </Form.Item>,
      )}
      {genType === '1' && half(
        <Form.Item name="genPath" label={t('gen.genPath')} extra={t('gen.genPathHint')}><Input /></Form.Item>,
      )}
      {tplCategory === 'tree' && (['treeCode', 'treeParentCode', 'treeName'] as const).map((field) => (
        <Col xs={24} md={8} key={field}>
          <Form.Item name={['params', field]} label={t(`gen.${field}`)} required>
            <Select options={columnOptions(columns)} />
          </Form.Item>
        </Col>
      ))}
      {tplCategory === 'sub' && half(
        <Form.Item name="subTableName" label={t('gen.subTableName')} required>
          <Select showSearch options={tables.map((table) => ({ value: table.tableName, label: `${table.tableName}: ${table.tableComment}` }))} />
        </Form.Item>,
      )}
      {tplCategory === 'sub' && half(
        <Form.Item name="subTableFkName" label={t('gen.subTableFkName')} required>
          <Select options={columnOptions(subColumns.data?.rows ?? [])} />
        </Form.Item>,
      )}
    </Row>
  );
}
