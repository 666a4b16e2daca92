/**
 * Contact numbers (a carrier's, a sea rate's, a customer's) are kept in E.164: "+", the country calling code and
 * the national number, digits only, at most 15 digits. People type them in many ways, so the back office reads what
 * they type with `toE164` and stores the result; the portal decides from the stored number whether it can take a
 * chat link (`isMobileNumber`). A number written without a country code is a Chinese one, as the company's
 * stations, ports and customers mostly are: "0574-87652302" (trunk 0 and area code) or "138 1688 2301" (a mobile).
 */

/** At most 15 digits, the first one of the country code never 0 (ITU-T E.164). */
const e164Shape = /^\+[1-9]\d{6,14}$/;

/** What may be written between the digits: spaces, hyphens, dots, slashes and brackets; "+" only in front. */
const writtenShape = /^\+?[\d\s\-./()]+$/;

/** A Chinese mobile number without its country code. */
const chinaMobile = /^1[3-9]\d{9}$/;

/**
 * National numbers the country code must be followed by, for the countries whose length is fixed: China (a mobile,
 * or an area code of 2 or 3 digits and a number of 7 or 8; the trunk 0 is not dialled from abroad) and Russia and
 * Kazakhstan (+7, ten digits).
 */
const nationalShapes: readonly (readonly [code: string, national: RegExp])[] = [
  ['86', /^(1[3-9]\d{9}|(10|2\d)\d{8}|[3-9]\d{9,10})$/],
  ['7', /^[3-9]\d{9}$/],
];

/**
 * Mobile ranges of the countries the portal's lanes reach, by country calling code (national number after it).
 * Where mobiles and fixed lines share their ranges (USA and Canada) every number counts as one that can take a chat.
 * A number of a country not listed here is shown without a chat link: the link is offered only where it can work.
 */
const mobileRanges: readonly (readonly [code: string, national: RegExp])[] = [
  ['86', chinaMobile],
  ['7', /^(9\d{9}|7(0[0-8]|47|6[0-4]|7[15-8])\d{7})$/], // Russia 9xx; Kazakhstan 70x, 747, 76x, 77x
  ['375', /^(25|29|33|44)\d{7}$/], // Belarus
  ['998', /^(33|5[05]|77|88|9\d)\d{7}$/], // Uzbekistan
  ['49', /^1[5-7]\d{8,9}$/], // Germany
  ['48', /^(45|5[0137]|6[069]|7[2389]|88)\d{7}$/], // Poland
  ['31', /^6\d{8}$/], // Netherlands
  ['32', /^4[5-9]\d{7}$/], // Belgium
  ['44', /^7[1-57-9]\d{8}$/], // United Kingdom
  ['1', /^[2-9]\d{2}[2-9]\d{6}$/], // USA and Canada
  ['65', /^[89]\d{7}$/], // Singapore
  ['60', /^1\d{8,9}$/], // Malaysia
  ['94', /^7\d{8}$/], // Sri Lanka
  ['91', /^[6-9]\d{9}$/], // India
  ['82', /^1[016-9]\d{7,8}$/], // Korea
  ['81', /^[789]0\d{8}$/], // Japan
  ['971', /^5[024-8]\d{7}$/], // United Arab Emirates
  ['55', /^[1-9]{2}9\d{8}$/], // Brazil
  ['966', /^5\d{8}$/], // Saudi Arabia
];

/** The national number after `code` when `number` belongs to it (country codes are prefix-free, so one matches). */
function nationalNumber(number: string, ranges: readonly (readonly [string, RegExp])[]) {
  const entry = ranges.find(([code]) => number.startsWith(`+${code}`));
  return entry && { national: number.slice(entry[0].length + 1), shape: entry[1] };
}

/** Whether `value` is a number in E.164 (and, for China, Russia and Kazakhstan, of the right length). */
export function isE164(value: string): boolean {
  if (!e164Shape.test(value)) return false;
  const country = nationalNumber(value, nationalShapes);
  return !country || country.shape.test(country.national);
}

/**
 * A written phone number in E.164, or undefined when it cannot be read as one:
 * "+7 (495) 123-45-67" → "+74951234567", "+49 (0)40 1234567" → "+49401234567", "0086 21 6888 2301" → "+862168882301",
 * "0574-87652302" and "+86 0574 8765 2302" → "+8657487652302", "138 1688 2301" → "+8613816882301".
 * Letters (an extension), a number without a country code that is neither a Chinese landline nor a Chinese mobile,
 * and a wrong length are refused.
 */
export function toE164(written: string): string | undefined {
  let text = written.trim();
  if (!writtenShape.test(text)) return undefined;
  // "+49 (0)40 …": the trunk 0 in brackets is dialled at home only.
  if (text.startsWith('+')) text = text.replaceAll('(0)', '');
  const digits = text.replace(/\D/g, '');
  let number: string | undefined;
  if (text.startsWith('+')) number = `+${digits}`;
  else if (digits.startsWith('00')) number = `+${digits.slice(2)}`;
  else if (digits.startsWith('0')) number = `+86${digits.slice(1)}`;
  else if (chinaMobile.test(digits)) number = `+86${digits}`;
  // "+86 0574 …": the Chinese trunk 0 is often kept after the country code.
  number = number?.replace(/^\+860/, '+86');
  return number && isE164(number) ? number : undefined;
}

/** Whether a stored E.164 number is a mobile one, so it can receive a chat message; a landline cannot. */
export function isMobileNumber(value: string): boolean {
  if (!isE164(value)) return false;
  const country = nationalNumber(value, mobileRanges);
  return Boolean(country?.shape.test(country.national));
}
