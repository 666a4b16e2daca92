import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** What the rule needs of a zod schema from @freight/domain. */
interface FormSchema {
  safeParse(value: unknown): { error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * Checks one field with the shared zod schema (the one the server uses too) and shows the schema's message
 * key from the `messages` namespace. The whole form is parsed, so rules comparing fields (confirmation) apply.
 */
export function zodRule(schema: FormSchema, field: string, t: TFunction): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse({ ...getFieldsValue(true), [field]: value ?? '' });
      const issue = result.error?.issues.find((candidate) => candidate.path[0] === field);
      if (issue) throw new Error(t(`messages:${issue.message}`, { defaultValue: t('messages:field.invalid') }));
    },
  });
}
