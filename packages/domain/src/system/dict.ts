import { z } from 'zod';
import { DateRangeQuery, filterText, optionalText, PageQuery, remark, requiredText, Status } from './list';

/** Dictionary types start with a letter and hold lowercase letters, digits and underscores. */
export const dictTypePattern = /^[a-z][a-z0-9_]*$/;

export const DictTypeFilter = z.object({
  dictName: filterText(100),
  dictType: filterText(100),
  status: Status.optional(),
}).extend(DateRangeQuery.shape);
export type DictTypeFilter = z.infer<typeof DictTypeFilter>;
export const DictTypeQuery = PageQuery.extend(DictTypeFilter.shape);
export type DictTypeQuery = z.infer<typeof DictTypeQuery>;

export const DictTypeBody = z.object({
  dictId: z.number().int().positive().optional(),
  dictName: requiredText(100, 'dict.name.required', 'dict.name.length'),
  dictType: requiredText(100, 'dict.type.required', 'dict.type.length').regex(dictTypePattern, { error: 'dict.type.pattern' }),
  status: Status.default('0'),
  remark,
});
export type DictTypeBody = z.infer<typeof DictTypeBody>;

/** Tag styles of a dictionary entry (back-office.md §2). */
export const listClasses = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;

export const DictDataFilter = z.object({
  dictType: filterText(100),
  dictLabel: filterText(100),
  status: Status.optional(),
});
export type DictDataFilter = z.infer<typeof DictDataFilter>;
export const DictDataQuery = PageQuery.extend(DictDataFilter.shape);
export type DictDataQuery = z.infer<typeof DictDataQuery>;

/** A dictionary entry as the dialog sends it; `dictCode` present means update. */
export const DictDataBody = z.object({
  dictCode: z.number().int().positive().optional(),
  dictType: requiredText(100, 'dict.type.required', 'dict.type.length'),
  dictLabel: requiredText(100, 'dict.label.required', 'dict.label.length'),
  dictLabelEn: optionalText(100, 'dict.label.length'),
  dictLabelRu: optionalText(100, 'dict.label.length'),
  dictValue: requiredText(100, 'dict.value.required', 'dict.value.length'),
  dictSort: z.number({ error: 'dict.sort.required' }).int().min(0, { error: 'field.sort.min' }),
  cssClass: optionalText(100, 'dict.cssClass.length'),
  listClass: z.enum(listClasses).nullish(),
  status: Status.default('0'),
  remark,
});
export type DictDataBody = z.infer<typeof DictDataBody>;
