import { DeptBody } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Row, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { buildTree, ContactFields, StatusField, type TreeNode, useSchemaRules } from '../../../components/list';
import { deptApi, type Dept } from './api';

interface ParentOption {
  value: number;
  title: string;
  children?: ParentOption[];
}

const treeData = (nodes: TreeNode<Dept>[]): ParentOption[] =>
  nodes.map((node) => ({ value: node.deptId, title: node.deptName, children: node.children && treeData(node.children) }));

interface DeptFormProps {
  /** The department being edited: it and its descendants cannot become its parent. */
  editingId?: number;
}

/** The fields of the department dialog, checked by the shared DeptBody schema (phone: mainland mobile pattern). */
export function DeptForm({ editingId }: DeptFormProps) {
  const { t } = useTranslation('admin');
  const rules = useSchemaRules(DeptBody);
  const form = Form.useFormInstance();
  const isTop = Form.useWatch('parentId', form) === 0;
  const parents = useQuery({ queryKey: ['dept-parents', editingId ?? 0], queryFn: () => deptApi.parents(editingId) });
  const enter = (key: string) => t('form.enter', { field: t(key) });
  return (
    <Row gutter={16}>
      <Col span={24}>
        <Form.Item name="parentId" label={t('dept.parent')} required rules={rules('parentId')} hidden={isTop}>
          <TreeSelect treeDefaultExpandAll showSearch treeNodeFilterProp="title" placeholder={t('form.select', { field: t('dept.parent') })}
            treeData={treeData(buildTree(parents.data ?? [], 'deptId', 'parentId'))} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="deptName" label={t('dept.deptName')} required rules={rules('deptName')}>
          <Input placeholder={enter('dept.deptName')} maxLength={30} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="orderNum" label={t('dept.orderNum')} required rules={rules('orderNum')}>
          <InputNumber min={0} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="leader" label={t('dept.leader')} rules={rules('leader')}>
          <Input placeholder={enter('dept.leader')} maxLength={20} />
        </Form.Item>
      </Col>
      <ContactFields rules={rules} phoneName="phone" phoneLabel={t('dept.phone')} emailLabel={t('dept.email')} />
      <Col span={12}>
        <StatusField />
      </Col>
    </Row>
  );
}
