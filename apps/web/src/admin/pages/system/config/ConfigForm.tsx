import { ConfigBody } from '@freight/domain';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictRadio, RemarkField, useSchemaRules } from '../../../components/list';

/** The fields of the parameter dialog, checked by the shared ConfigBody schema. */
export function ConfigForm() {
  const { t } = useTranslation('admin');
  const rules = useSchemaRules(ConfigBody);
  const enter = (key: string) => t('form.enter', { field: t(key) });
  return (
    <>
      <Form.Item name="configName" label={t('config.configName')} required rules={rules('configName')}>
        <Input placeholder={enter('config.configName')} maxLength={100} />
      </Form.Item>
      <Form.Item name="configKey" label={t('config.configKey')} required rules={rules('configKey')}>
        <Input placeholder={enter('config.configKey')} maxLength={100} />
      </Form.Item>
      <Form.Item name="configValue" label={t('config.configValue')} required rules={rules('configValue')}>
        <Input.TextArea placeholder={enter('config.configValue')} maxLength={500} />
      </Form.Item>
      <Form.Item name="configType" label={t('config.configType')}>
        <DictRadio dictType="sys_yes_no" />
      </Form.Item>
      <RemarkField rules={rules} />
    </>
  );
}
