import { callCommand } from '../../shared/gateway/client';
import { startEarly, takeEarly } from '../../shared/gateway/earlyCalls';
import { exchangeRatesFrom, type ExchangeRates, type InvoiceTrans } from './exchangeRates';

const requestExchangeRates = (silent: boolean) => callCommand<InvoiceTrans>('invoicetrans', { maxrows: 100 }, { silent }).then(exchangeRatesFrom);

const exchangeRatesCall = 'exchangeRates';

/**
 * Starts what every portal screen asks for first, while the page code is still loading: the header's
 * exchange rates, signed with the visitor's credentials, which the call obtains first when none are stored
 * (anonymous ones, in one request however many callers ask). Shows nothing: the page is not there yet.
 */
export function startFirstCalls(): void {
  startEarly(exchangeRatesCall, requestExchangeRates(true));
}

/**
 * The header's exchange rates (callYhApi invoicetrans): the early request's answer the first time, else
 * a request of its own. When the early request failed it is asked again, and a failure now shows.
 */
export function fetchExchangeRates(): Promise<ExchangeRates> {
  return takeEarly(exchangeRatesCall, () => requestExchangeRates(false));
}
