import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { setGatewayFeedback } from '../../shared/gateway/client';
import { clearCredentials, saveCredentials } from '../../shared/gateway/credentials';
import { PortalProviders } from '../providers/PortalProviders';
import { gatewayFail, gatewayOk } from '../testing/fakeServer';
import { anonymousCredentials, customerCredentials, portalServer } from '../testing/renderPortal';
import { formatExchangeRates } from './exchangeRates';
import { fetchExchangeRates, startFirstCalls } from './firstCalls';
import { useSession } from './SessionContext';

const rates = { usd: 0.13889, rub: 12.67341 };
const anonymousAccount = 'POST /yhApi/callYhAnonymousApiAccount';
const invoicetrans = 'POST /yhApi/callYhApi invoicetrans';

function HeaderRates() {
  const { exchangeRates, anonymousId } = useSession();
  return <span>{`${formatExchangeRates(exchangeRates)} ${anonymousId ?? ''}`}</span>;
}

beforeEach(() => {
  clearCredentials();
  localStorage.clear();
});

describe('first calls, started by the entry before the page code has loaded', () => {
  it('a new visitor: anonymous credentials, then exchange rates, each asked for once, and the session takes both', async () => {
    const server = portalServer({ rates });
    startFirstCalls();
    render(
      <PortalProviders>
        <HeaderRates />
      </PortalProviders>,
    );
    expect(await screen.findByText(`1 CNY = 0.1389 USD · 12.6734 RUB ${anonymousCredentials.usercode}`)).toBeInTheDocument();
    expect(server.callsTo(anonymousAccount)).toHaveLength(1);
    expect(server.callsTo(invoicetrans)).toHaveLength(1);
    expect(server.callsTo(invoicetrans)[0]?.envelope?.isAnonymous).toBe(true);
  });

  it('a signed-in customer: the stored credentials sign the call, and no anonymous ones are asked for', async () => {
    saveCredentials(customerCredentials);
    const server = portalServer({ rates });
    startFirstCalls();
    await expect(fetchExchangeRates()).resolves.toMatchObject(rates);
    expect(server.callsTo(anonymousAccount)).toHaveLength(0);
    expect(server.callsTo(invoicetrans)).toHaveLength(1);
    expect(server.callsTo(invoicetrans)[0]?.envelope).toMatchObject({ usercode: customerCredentials.usercode, isAnonymous: false });
  });

  it('an early answer is used once; later the session asks afresh', async () => {
    const server = portalServer({ rates });
    startFirstCalls();
    await fetchExchangeRates();
    await fetchExchangeRates();
    expect(server.callsTo(invoicetrans)).toHaveLength(2);
  });

  it('an early failure shows nothing; the session asks again, and a failure then is shown', async () => {
    const feedback = { error: vi.fn<(text: string) => void>(), warning: vi.fn(), notifyError: vi.fn() };
    const removeFeedback = setGatewayFeedback(feedback);
    const server = portalServer({ routes: { [invoicetrans]: () => gatewayFail(500, '汇率暂不可用') } });
    startFirstCalls();
    await waitFor(() => expect(server.callsTo(invoicetrans)).toHaveLength(1));
    expect(feedback.error).not.toHaveBeenCalled();

    await expect(fetchExchangeRates()).rejects.toThrow('汇率暂不可用');
    expect(server.callsTo(invoicetrans)).toHaveLength(2);
    expect(feedback.error).toHaveBeenCalledWith('汇率暂不可用');

    server.on(invoicetrans, () => gatewayOk({ usd: null, rub: null, rows: [] }));
    await expect(fetchExchangeRates()).resolves.toEqual({});
    removeFeedback();
  });
});
