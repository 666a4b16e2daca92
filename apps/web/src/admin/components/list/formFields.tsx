import { Col, Form, Input, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictRadio } from './DictRadio';

/** The rules of a field by name, as `useSchemaRules` answers them. */
type FieldRules = (field: string) => FormRule[];

/** The status of a record in a dialog: normal or disabled (sys_normal_disable). */
export function StatusField() {
  const { t } = useTranslation('admin');
  return (
    <Form.Item name="status" label={t('common.status')}>
      <DictRadio dictType="sys_normal_disable" />
    </Form.Item>
  );
}

export interface TextFieldProps {
  name: string;
  /** The catalogue key of the label. */
  label: string;
  rules: FieldRules;
  required?: boolean;
  max: number;
}

/** A one-line text field of a dialog, labelled from the catalogue and checked by the dialog's schema. */
export function TextField({ name, label, rules, required = false, max }: TextFieldProps) {
  const { t } = useTranslation('admin');
  return (
    <Form.Item name={name} label={t(label)} required={required} rules={rules(name)}>
      <Input placeholder={t('form.enter', { field: t(label) })} maxLength={max} />
    </Form.Item>
  );
}

/** The remark of a record in a dialog, checked by the dialog's schema. */
export function RemarkField({ rules }: { rules: FieldRules }) {
  const { t } = useTranslation('admin');
  return (
    <Form.Item name="remark" label={t('common.remark')} rules={rules('remark')}>
      <Input.TextArea placeholder={t('form.enter', { field: t('common.remark') })} maxLength={500} />
    </Form.Item>
  );
}

export interface ContactFieldsProps {
  rules: FieldRules;
  /** The form's name of the mobile number (`phone` of a department, `phonenumber` of a user). */
  phoneName: string;
  phoneLabel: string;
  emailLabel: string;
}

/** A mobile number and an e-mail address in two half-width columns (users, departments), checked by the dialog's schema. */
export function ContactFields({ rules, phoneName, phoneLabel, emailLabel }: ContactFieldsProps) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Col span={12}>
        <Form.Item name={phoneName} label={phoneLabel} rules={rules(phoneName)}>
          <Input placeholder={t('form.enter', { field: phoneLabel })} maxLength={11} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="email" label={emailLabel} rules={rules('email')}>
          <Input placeholder={t('form.enter', { field: emailLabel })} maxLength={50} />
        </Form.Item>
      </Col>
    </>
  );
}
