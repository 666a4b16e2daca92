import { MenuBody } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Radio, Row, Select, Space, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { buildTree, DictRadio, useSchemaRules, type TreeNode } from '../../../components/list';
import { menuIcon, menuIconNames } from '../../../layout/sidebar/menuIcons';
import { menuApi, type Menu } from './api';

interface ParentOption {
  value: number;
  title: string;
  children?: ParentOption[];
}
const parentOptions = (nodes: TreeNode<Menu>[]): ParentOption[] =>
  nodes.map((n) => ({ value: n.menuId, title: n.title, children: n.children && parentOptions(n.children) }));

/** The fields of the menu dialog (RuoYi's, plus the English and Russian names), checked by the shared MenuBody schema. */
export function MenuForm() {
  const { t } = useTranslation('admin');
  const rules = useSchemaRules(MenuBody);
  const form = Form.useFormInstance();
  const type = Form.useWatch<string | undefined>('menuType', form) ?? 'M';
  const menus = useQuery({ queryKey: ['menu-parents'], queryFn: menuApi.all });
  const parents = [{ value: 0, title: t('menu.root'), children: parentOptions(buildTree((menus.data ?? []).filter((m) => m.menuType !== 'F'), 'menuId', 'parentId')) }];
  const enter = (key: string) => t('form.enter', { field: t(key) });
  const yesNo = (yes: string, no: string) => [{ value: '0', label: t(yes) }, { value: '1', label: t(no) }];
  return (
    <Row gutter={16}>
      <Col span={24}>
        <Form.Item name="parentId" label={t('menu.parent')} required rules={rules('parentId')}>
          <TreeSelect treeDefaultExpandedKeys={[0]} showSearch treeNodeFilterProp="title" treeData={parents} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="menuType" label={t('menu.menuType')}>
          <Radio.Group options={(['M', 'C', 'F'] as const).map((v) => ({ value: v, label: t(`menu.type.${v}`) }))} />
        </Form.Item>
      </Col>
      {type !== 'F' && (
        <Col span={24}>
          <Form.Item name="icon" label={t('menu.icon')}>
            <Select allowClear showSearch placeholder={t('form.select', { field: t('menu.icon') })}
              options={menuIconNames.map((name) => ({ value: name, label: <Space>{menuIcon(name)}{name}</Space> }))} />
          </Form.Item>
        </Col>
      )}
      <Col span={12}>
        <Form.Item name="menuName" label={t('menu.menuName')} required rules={rules('menuName')}>
          <Input placeholder={enter('menu.menuName')} maxLength={50} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="orderNum" label={t('menu.orderNum')} required rules={rules('orderNum')}>
          <InputNumber min={0} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="menuNameEn" label={t('menu.menuNameEn')} rules={rules('menuNameEn')}>
          <Input maxLength={80} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="menuNameRu" label={t('menu.menuNameRu')} rules={rules('menuNameRu')}>
          <Input maxLength={80} />
        </Form.Item>
      </Col>
      {type !== 'F' && (
        <>
          <Col span={12}>
            <Form.Item name="isFrame" label={t('menu.isFrame')}>
              <Radio.Group options={yesNo('menu.yes', 'menu.no')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="path" label={t('menu.path')} required rules={[{ required: true, message: t('menu.pathRequired') }, ...rules('path')]}>
              <Input placeholder={enter('menu.path')} maxLength={200} />
            </Form.Item>
          </Col>
        </>
      )}
      {type === 'C' && (
        <>
          <Col span={12}>
            <Form.Item name="component" label={t('menu.component')} rules={rules('component')}>
              <Input placeholder={enter('menu.component')} maxLength={255} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="query" label={t('menu.query')} rules={rules('query')}>
              <Input maxLength={255} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="routeName" label={t('menu.routeName')} rules={rules('routeName')}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="isCache" label={t('menu.isCache')}>
              <Radio.Group options={yesNo('menu.cache', 'menu.noCache')} />
            </Form.Item>
          </Col>
        </>
      )}
      {type !== 'M' && (
        <Col span={12}>
          <Form.Item name="perms" label={t('menu.perms')} rules={rules('perms')}>
            <Input placeholder={enter('menu.perms')} maxLength={100} />
          </Form.Item>
        </Col>
      )}
      {type !== 'F' && (
        <Col span={12}>
          <Form.Item name="visible" label={t('menu.visible')}>
            <DictRadio dictType="sys_show_hide" />
          </Form.Item>
        </Col>
      )}
      <Col span={12}>
        <Form.Item name="status" label={t('menu.status')}>
          <DictRadio dictType="sys_normal_disable" />
        </Form.Item>
      </Col>
    </Row>
  );
}
