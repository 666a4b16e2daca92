import { zonedText } from '@freight/domain/zonedTime';

/** The deployment's zone the browser tests' server runs in (TIME_ZONE): the back office writes and filters its days there. */
export const backOfficeTimeZone = 'Asia/Shanghai';

/** Today as the back office counts it, which differs from the UTC day for eight hours of every day. */
export const backOfficeToday = () => zonedText(new Date(), backOfficeTimeZone).slice(0, 10);
