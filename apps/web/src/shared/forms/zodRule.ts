import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** What the rule needs of a zod schema from @freight/domain. */
export interface FormSchema {
  safeParse(value: unknown): { error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * An antd form rule that checks one field with the shared zod schema (the same one the server uses) and
 * shows the schema's message key in the current language. The whole form is parsed so rules that compare
 * fields (password confirmation) apply too.
 */
export function zodRule(schema: FormSchema, field: string, t: TFunction): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse({ ...getFieldsValue(true), [field]: value ?? '' });
      const issue = result.error?.issues.find((candidate) => candidate.path[0] === field);
      if (!issue) return;
      const key = `messages:${issue.message}`;
      throw new Error(t(key, { defaultValue: t('messages:field.invalid') }));
    },
  });
}
