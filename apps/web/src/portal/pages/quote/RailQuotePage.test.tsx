import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RailQuotation } from '../../api/quotations';
import { gatewayFail, gatewayOk, type FakeRoutes } from '../../testing/fakeServer';
import { customerUser, portalServer, renderRoutes } from '../../testing/renderPortal';
import RailQuotePage from './RailQuotePage';

const railquotation = 'POST /yhApi/callYhApi railquotation';
const quotedecision = 'POST /yhApi/callYhApi quotedecision';
const quotepdf = 'POST /yhApi/callYhApi quotepdf';

const pending: RailQuotation = {
  inquiryType: 'rail-lcl', inquiryId: 12, inquiryno: 'QRT202605011000000012', version: 2, quotationdate: '2026-05-01', senddatetime: '2026-05-08',
  portofloadingcode: 'CNXIY', finaldestinationcode: 'RUMOW', XC__portofloadingcode: '西安', XC__finaldestinationcode: '莫斯科',
  cargo: { kind: 'lcl', commodity: '服装', englishcommodity: '', russiancommodity: '', XC__commodity: '服装', weight: 1200, measurement: 3.5, chargeablevolume: 3.6 },
  calculatedprice: 3150, calculatedcurrency: 'CNY', quotationuserid: null, quotername: '', englishquotername: '', russianquotername: '', XC__quotername: '', quotermail: '', quotedate: null, quoteremark: '',
  quotedprice: null, quotedcurrency: '', decisionreason: '', quotestatus: 'pending', quotevaliduntil: null,
};

const quoted: RailQuotation = {
  ...pending, quotationuserid: 3, quotername: '李明', XC__quotername: '李明', quotermail: 'li@example.com', quotedate: '2026-05-02', quoteremark: '含装箱费',
  quotedprice: 2980.5, quotedcurrency: 'CNY', quotestatus: 'quoted', quotevaliduntil: '2099-05-09',
};

function showQuote(routes: FakeRoutes, path = '/railQuote/rail-lcl/12') {
  const server = portalServer({ user: customerUser, routes });
  renderRoutes([{ path: '/railQuote/:type/:id', element: <RailQuotePage /> }, { path: '*', element: null }], { path, server, user: customerUser });
  return server;
}

afterEach(() => vi.restoreAllMocks());

describe('rail quote page (/railQuote/:type/:id)', () => {
  it('shows the inquiry, its calculated and quoted price, validity and who quoted; accepts it and fetches its PDF', async () => {
    let status: RailQuotation['quotestatus'] = 'quoted';
    const server = showQuote({
      [railquotation]: () => gatewayOk({ ...quoted, quotestatus: status }),
      [quotedecision]: () => {
        status = 'accepted';
        return gatewayOk({ inquiryType: 'rail-lcl', inquiryId: 12, quotestatus: 'accepted', quotevaliduntil: '2099-05-09' });
      },
      [quotepdf]: () => gatewayOk({ url: '/api/quote/pdf/one-time' }),
    });
    expect(await screen.findByText('铁路报价单')).toBeInTheDocument();
    expect(server.callsTo(railquotation)[0]!.command?.data).toEqual({ inquiryType: 'rail-lcl', inquiryId: 12 });
    for (const text of ['询价单号: QRT202605011000000012', '西安 (CNXIY)', '莫斯科 (RUMOW)', '2026-05-08', '服装，1200 千克，3.5 立方米（计费体积 3.6 立方米）',
      'CNY 3,150', 'CNY 2,980.5', '2026-05-02', '2099-05-09', '有效期至 2099-05-09', '李明', 'li@example.com', '含装箱费']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.queryByText('尚未报价，业务人员报价后将通过邮件通知您。')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /下载 PDF/ }));
    await waitFor(() => expect(server.callsTo(quotepdf)[0]!.command?.data).toEqual({ inquiryType: 'rail-lcl', inquiryId: 12 }));

    await userEvent.click(screen.getByRole('button', { name: '接受报价' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '接受报价' }));
    expect(await screen.findByText('已接受')).toBeInTheDocument();
    expect(server.callsTo(quotedecision)[0]!.command?.data).toEqual({ inquiryType: 'rail-lcl', inquiryId: 12, decision: 'accept', version: 2 });
    expect(screen.queryByRole('button', { name: '接受报价' })).not.toBeInTheDocument();
  });

  it('says a full-container inquiry is not quoted yet, offering no decision and no PDF', async () => {
    const fcl: RailQuotation = { ...pending, inquiryType: 'rail-fcl', cargo: { kind: 'fcl', coc: 2, soc: 1, transportmode: 'door', tradeterm: 'FOB' } };
    const server = showQuote({ [railquotation]: () => gatewayOk(fcl) }, '/railQuote/rail-fcl/12');
    expect(await screen.findByText('尚未报价，业务人员报价后将通过邮件通知您。')).toBeInTheDocument();
    expect(server.callsTo(railquotation)[0]!.command?.data).toEqual({ inquiryType: 'rail-fcl', inquiryId: 12 });
    expect(screen.getByText('40HQ COC（承运人箱）× 2，40HQ SOC（自备箱）× 1，门到站（上门提箱），FOB')).toBeInTheDocument();
    for (const name of ['接受报价', '拒绝报价', /下载 PDF/]) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回铁路整箱询价列表' })).toHaveAttribute('href', '/inquiryFclList');
  });

  it('says clearly when the inquiry is not found or not the customer’s, and leads back to its list', async () => {
    showQuote({ [railquotation]: () => gatewayFail(404, '访问资源不存在') });
    expect(await screen.findByText('未找到该询价，或它不属于您的账户。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回铁路拼箱询价列表' })).toHaveAttribute('href', '/inquiryList');
  });

  it('does not ask the server about a kind or an id that cannot be a rail inquiry', async () => {
    const server = showQuote({ [railquotation]: () => gatewayOk(quoted) }, '/railQuote/sea/12');
    expect(await screen.findByText('未找到该询价，或它不属于您的账户。')).toBeInTheDocument();
    expect(server.callsTo(railquotation)).toHaveLength(0);
  });
});
