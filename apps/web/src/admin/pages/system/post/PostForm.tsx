import { PostBody } from '@freight/domain';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { RemarkField, StatusField, useSchemaRules } from '../../../components/list';

/** The fields of the post dialog, checked by the shared PostBody schema. */
export function PostForm() {
  const { t } = useTranslation('admin');
  const rules = useSchemaRules(PostBody);
  const enter = (key: string) => t('form.enter', { field: t(key) });
  return (
    <>
      <Form.Item name="postName" label={t('post.postName')} required rules={rules('postName')}>
        <Input placeholder={enter('post.postName')} maxLength={50} />
      </Form.Item>
      <Form.Item name="postCode" label={t('post.postCode')} required rules={rules('postCode')}>
        <Input placeholder={enter('post.postCode')} maxLength={64} />
      </Form.Item>
      <Form.Item name="postSort" label={t('post.postSort')} required rules={rules('postSort')}>
        <InputNumber min={0} />
      </Form.Item>
      <StatusField />
      <RemarkField rules={rules} />
    </>
  );
}
