import { z } from 'zod';

/** A time as RuoYi's Jackson writes it: `yyyy-MM-dd HH:mm:ss` in the deployment's zone. */
export const RuoyiTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

/** RuoYi's `AjaxResult`: `code` and `msg`, then whatever the controller put beside them. */
export const AjaxResult = z.object({ code: z.literal(200), msg: z.string() }).loose();

/** `AjaxResult.success(data)`. */
export const ajaxData = <T extends z.ZodType>(data: T) => AjaxResult.extend({ data });

/** RuoYi's `TableDataInfo` of a paged list: `rows` and `total`. */
export const tableData = <T extends z.ZodType>(row: T) => z.object({ code: z.literal(200), msg: z.string(), total: z.number().int().min(0), rows: z.array(row) });

/** A warning as RuoYi's `AjaxResult.warn` answers it (code 601), or an error (500), with its message. */
export const ruoyiRefusal = (code: 500 | 601 | 403 | 401) => z.object({ code: z.literal(code), msg: z.string().min(1) });
