import { UserBody } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, Row, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContactFields, DictRadio, RemarkField, StatusField, useSchemaRules } from '../../../components/list';
import { userApi, type DeptNode } from './api';

interface TreeOption {
  value: number;
  title: string;
  disabled?: boolean;
  children?: TreeOption[];
}

export const deptOptions = (nodes: readonly DeptNode[]): TreeOption[] =>
  nodes.map((node) => ({ value: node.id, title: node.label, disabled: node.disabled, children: node.children && deptOptions(node.children) }));

/** The fields of the user dialog, checked by the shared UserBody schema; the password only when adding. */
export function UserForm({ adding, depts }: { adding: boolean; depts: readonly DeptNode[] }) {
  const { t } = useTranslation('admin');
  const rules = useSchemaRules(UserBody);
  const posts = useQuery({ queryKey: ['post-options'], queryFn: userApi.posts });
  const roles = useQuery({ queryKey: ['user-role-options'], queryFn: userApi.roles });
  const enter = (key: string) => t('form.enter', { field: t(key) });
  const select = (key: string) => t('form.select', { field: t(key) });
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item name="nickName" label={t('user.nickName')} required rules={rules('nickName')}>
          <Input placeholder={enter('user.nickName')} maxLength={30} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="deptId" label={t('user.dept')}>
          <TreeSelect treeDefaultExpandAll showSearch allowClear treeNodeFilterProp="title" placeholder={select('user.dept')} treeData={deptOptions(depts)} />
        </Form.Item>
      </Col>
      <ContactFields rules={rules} phoneName="phonenumber" phoneLabel={t('user.phonenumber')} emailLabel={t('user.email')} />
      <Col span={12}>
        <Form.Item name="userName" label={t('user.userName')} required rules={rules('userName')}>
          <Input placeholder={enter('user.userName')} maxLength={20} disabled={!adding} />
        </Form.Item>
      </Col>
      {adding && (
        <Col span={12}>
          <Form.Item name="password" label={t('user.password')} required rules={rules('password')}>
            <Input.Password placeholder={enter('user.password')} maxLength={20} autoComplete="new-password" />
          </Form.Item>
        </Col>
      )}
      <Col span={12}>
        <Form.Item name="sex" label={t('user.sex')}>
          <DictRadio dictType="sys_user_sex" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <StatusField />
      </Col>
      <Col span={12}>
        <Form.Item name="postIds" label={t('user.posts')}>
          <Select mode="multiple" optionFilterProp="label" placeholder={select('user.posts')}
            options={(posts.data ?? []).map((p) => ({ value: p.postId, label: p.postName, disabled: p.status === '1' }))} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="roleIds" label={t('user.roles')}>
          <Select mode="multiple" optionFilterProp="label" placeholder={select('user.roles')}
            options={(roles.data ?? []).map((r) => ({ value: r.roleId, label: r.roleName, disabled: r.status === '1' }))} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <RemarkField rules={rules} />
      </Col>
    </Row>
  );
}
