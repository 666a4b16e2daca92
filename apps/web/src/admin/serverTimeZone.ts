import { timeZoneName } from '@freight/domain';

/** Until the server has said its zone, times are read on the browser's clock. */
let zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The zone whose clock the server writes and reads back-office times on (RuoYi's `yyyy-MM-dd HH:mm:ss`). */
export const serverTimeZone = () => zone;

/** Kept from /getInfo; a zone this browser does not know leaves the one in use. */
export function setServerTimeZone(name: string | undefined): void {
  const known = name && timeZoneName(name);
  if (known) zone = known;
}
