import { useQuery } from '@tanstack/react-query';
import { clearGenOptions, GenTableBody, type GenOptionFields } from '@freight/domain';
import { App, Button, Card, Col, Form, Input, Row, Space, Spin, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useSchemaRules } from '../../../../components/list';
import { useCloseTab } from '../../../../layout/tags-view/useCloseTab';
import { dictTypeApi } from '../../../system/dict/api';
import { genApi, type GenColumn } from '../api';
import { ColumnTable } from './ColumnTable';
import { GenInfoFields } from './GenInfoFields';

const basicFields = ['tableName', 'tableComment', 'className', 'functionAuthor'] as const;

/** /tool/gen-edit/index/:tableId — basic information, columns and generation settings of one table (back-office.md §2). */
export default function GenEditPage() {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const { tableId = '' } = useParams();
  const valid = /^\d+$/.test(tableId);
  const detail = useQuery({ queryKey: ['gen-table', Number(tableId)], queryFn: () => genApi.get(Number(tableId)), enabled: valid, gcTime: 0 });
  const dictTypes = useQuery({ queryKey: ['dict-type-options'], queryFn: dictTypeApi.options });
  const [form] = Form.useForm();
  const [columns, setColumns] = useState<GenColumn[]>([]);
  const rules = useSchemaRules(GenTableBody);
  const closeTab = useCloseTab();

  useEffect(() => {
    if (!detail.data) return;
    form.setFieldsValue(detail.data.info);
    setColumns(detail.data.rows);
  }, [detail.data, form]);

  if (!valid || detail.isError) return <Navigate to="/404" replace />;
  if (!detail.data) return <Spin className="page-loading" />;

  const submit = async () => {
    let values: Record<string, unknown>;
    try {
      values = await form.validateFields();
    } catch {
      void message.error(t('gen.formInvalid'));
      return;
    }
    const body = { ...detail.data.info, ...form.getFieldsValue(true), ...values, columns } as unknown as GenTableBody;
    await genApi.update(body);
    void message.success(t('list.updated'));
    closeTab('/tool/gen');
  };

  return (
    <Card className="gen-edit">
      <Form form={form} layout="vertical"
        onValuesChange={(changed: GenOptionFields, all: GenOptionFields) => {
          const cleared = clearGenOptions(all, changed);
          if (cleared !== all) form.setFieldsValue(cleared);
        }}>
        <Tabs items={[
          {
            key: 'basic', label: t('gen.tab.basic'), forceRender: true,
            children: (
              <Row gutter={16}>
                {basicFields.map((field) => (
                  <Col xs={24} md={12} key={field}>
                    <Form.Item name={field} label={t(`gen.${field}`)} required rules={rules(field)} validateTrigger="onBlur"><Input /></Form.Item>
                  </Col>
                ))}
                <Col span={24}><Form.Item name="remark" label={t('common.remark')}><Input.TextArea rows={3} /></Form.Item></Col>
              </Row>
            ),
          },
          { key: 'columns', label: t('gen.tab.columns'), forceRender: true, children: <ColumnTable columns={columns} dictTypes={dictTypes.data ?? []} onChange={setColumns} /> },
          { key: 'generation', label: t('gen.tab.generation'), forceRender: true, children: <GenInfoFields columns={columns} tables={detail.data.tables} /> },
        ]} />
      </Form>
      <Space style={{ display: 'flex', justifyContent: 'center' }}>
        <Button type="primary" onClick={() => void submit()}>{t('gen.submit')}</Button>
        <Button onClick={() => closeTab('/tool/gen')}>{t('common.back')}</Button>
      </Space>
    </Card>
  );
}
