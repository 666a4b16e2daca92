import { z } from 'zod';

/** Small validators of back-office.md §5 ("helper validators"). */
export const isExternalLink = (path: string): boolean => /^(https?:|mailto:|tel:)/.test(path);
export const isUrl = (url: string): boolean =>
  /^(https?|ftp):\/\/([a-zA-Z0-9.-]+(:[a-zA-Z0-9.&%$-]+)*@)*((25[0-5]|2[0-4]\d|1\d{2}|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d{2}|[1-9]?\d)){3}|([a-zA-Z0-9-]+\.)*[a-zA-Z0-9-]+\.[a-zA-Z]{2,})(:\d+)?(\/[^\s]*)?$/.test(url);
export const isLowerCase = (s: string): boolean => /^[a-z]+$/.test(s);
export const isUpperCase = (s: string): boolean => /^[A-Z]+$/.test(s);
export const isAlphabets = (s: string): boolean => /^[A-Za-z]+$/.test(s);
/** Mainland mobile number: starts with 1, second digit 3 to 9, 11 digits. */
export const isMainlandPhone = (s: string): boolean => /^1[3-9]\d{9}$/.test(s);

/**
 * A number as people and workbooks write it: an optional sign, digits and a decimal point, blanks around it
 * ignored. Not hex ("0x10"), exponents ("1e3"), Infinity or an empty text, which JavaScript's Number() reads.
 */
export const isDecimalText = (text: string): boolean => /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text.trim());

/** A blank text (an empty form field, a blank query parameter) is no value: `schema` decides whether that may be absent. */
export const blankAsAbsent = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);

/** Reads a number from the text of a query string or a workbook cell strictly (see `isDecimalText`), then checks it by `schema`. */
export const numberFromText = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (typeof value === 'string' && isDecimalText(value) ? Number(value) : value), schema);
