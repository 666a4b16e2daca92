import { z } from 'zod';
import { identifier } from '../text';
import { DateRangeQuery, filterText, PageQuery, remark, requiredText } from './list';

/** 'Y' built in (cannot be deleted), 'N' added by staff (dictionary sys_yes_no). */
export const ConfigType = z.enum(['Y', 'N'], { error: 'config.type.invalid' });

export const ConfigFilter = z.object({
  configName: filterText(100),
  configKey: filterText(100),
  configType: ConfigType.optional(),
}).extend(DateRangeQuery.shape);
export type ConfigFilter = z.infer<typeof ConfigFilter>;
export const ConfigQuery = PageQuery.extend(ConfigFilter.shape);
export type ConfigQuery = z.infer<typeof ConfigQuery>;

export const ConfigBody = z.object({
  configId: z.number().int().positive().optional(),
  configName: requiredText(100, 'config.name.required', 'config.name.length'),
  configKey: identifier(100, { required: 'config.key.required', tooLong: 'config.key.length' }),
  /** Required, as in RuoYi; a parameter seeded empty (the login blacklist) gets a value when it is first saved. */
  configValue: requiredText(500, 'config.value.required', 'config.value.length'),
  configType: ConfigType.default('N'),
  remark,
});
export type ConfigBody = z.infer<typeof ConfigBody>;
