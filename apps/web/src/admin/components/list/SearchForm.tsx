import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Form, Space, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './list.css';

export interface SearchFormProps {
  form: FormInstance;
  initialValues: Record<string, unknown>;
  hidden: boolean;
  onSearch: (values: Record<string, unknown>) => void;
  children: ReactNode;
}

/** The filters above a list: Enter or "search" applies them, "reset" goes back to the starting values. */
export function SearchForm({ form, initialValues, hidden, onSearch, children }: SearchFormProps) {
  const { t } = useTranslation('admin');
  const reset = () => {
    form.resetFields();
    onSearch(form.getFieldsValue(true) as Record<string, unknown>);
  };
  return (
    <Form form={form} name="search" layout="inline" className="list-search" hidden={hidden} initialValues={initialValues} onFinish={onSearch}>
      {children}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>{t('list.search')}</Button>
          <Button icon={<ReloadOutlined />} onClick={reset}>{t('list.reset')}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
