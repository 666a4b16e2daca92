import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule, type FormSchema } from '../../../shared/forms/zodRule';

/** The antd rules of a form field, checked by the shared zod schema the server uses too. */
export function useSchemaRules(schema: FormSchema): (field: string) => FormRule[] {
  const { t } = useTranslation(['admin', 'messages']);
  return (field) => [zodRule(schema, field, t)];
}
