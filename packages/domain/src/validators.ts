/** Small validators of back-office.md §5 ("helper validators"). */
export const isExternalLink = (path: string): boolean => /^(https?:|mailto:|tel:)/.test(path);
export const isUrl = (url: string): boolean =>
  /^(https?|ftp):\/\/([a-zA-Z0-9.-]+(:[a-zA-Z0-9.&%$-]+)*@)*((25[0-5]|2[0-4]\d|1\d{2}|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d{2}|[1-9]?\d)){3}|([a-zA-Z0-9-]+\.)*[a-zA-Z0-9-]+\.[a-zA-Z]{2,})(:\d+)?(\/[^\s]*)?$/.test(url);
export const isLowerCase = (s: string): boolean => /^[a-z]+$/.test(s);
export const isUpperCase = (s: string): boolean => /^[A-Z]+$/.test(s);
export const isAlphabets = (s: string): boolean => /^[A-Za-z]+$/.test(s);
export const isEmail = (s: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s);
/** Mainland mobile number: starts with 1, second digit 3 to 9, 11 digits. */
export const isMainlandPhone = (s: string): boolean => /^1[3-9]\d{9}$/.test(s);
