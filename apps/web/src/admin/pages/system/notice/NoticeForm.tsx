import { NoticeBody } from '@freight/domain';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../components/editor/RichTextEditor';
import { DictRadio, useSchemaRules } from '../../../components/list';
import { useDict } from '../../../components/useDict';

/** The fields of the notice dialog, checked by the shared NoticeBody schema; the content is rich text. */
export function NoticeForm() {
  const { t } = useTranslation('admin');
  const rules = useSchemaRules(NoticeBody);
  const { sys_notice_type: types } = useDict('sys_notice_type');
  const enter = (key: string) => t('form.enter', { field: t(key) });
  return (
    <>
      <Form.Item name="noticeTitle" label={t('notice.noticeTitle')} required rules={rules('noticeTitle')}>
        <Input placeholder={enter('notice.noticeTitle')} maxLength={50} />
      </Form.Item>
      <Form.Item name="noticeType" label={t('notice.noticeType')} required rules={rules('noticeType')}>
        <Select placeholder={t('form.select', { field: t('notice.noticeType') })} options={types.map((o) => ({ value: o.value, label: o.label }))} />
      </Form.Item>
      <Form.Item name="status" label={t('notice.status')}>
        <DictRadio dictType="sys_notice_status" />
      </Form.Item>
      <Form.Item name="noticeContent" label={t('notice.noticeContent')}>
        <RichTextEditor label={t('notice.noticeContent')} />
      </Form.Item>
    </>
  );
}
