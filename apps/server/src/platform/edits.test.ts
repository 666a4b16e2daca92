import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { staffClient } from '../../test/api';
import { seaInquiry, surcharge } from '../db/schema/index';

/*
 * Optimistic concurrency: two people read the same record, A saves, then B saves from the copy read before
 * A's save. B is refused with code 409 and the stored record stays A's.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
type Record = { [field: string]: unknown; version: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t);
});
afterAll(async () => { await t.close(); });

const firstRow = async (listUrl: string, find: (row: Record) => boolean = () => true) => {
  const reply = await admin.get(listUrl);
  return ((reply.rows ?? reply.data) as Record[]).find(find)!;
};

describe('a parameter edited by two people at once', () => {
  it('refuses the stale save with 409 in the caller’s language and keeps the first save', async () => {
    const listed = await firstRow('/system/config/list?configKey=sys.index.sideTheme');
    const read = (await admin.get(`/system/config/${listed.configId}`)).data as Record;
    expect(await admin.put('/system/config', { ...read, configValue: 'theme-light' })).toEqual({ code: 200, msg: '操作成功' });
    expect(await admin.put('/system/config', { ...read, configValue: 'theme-blue' }))
      .toEqual({ code: 409, msg: '该记录已被他人修改，请重新加载后再修改' });
    const english = await staffClient(t, 'admin', 'en');
    expect(await english.put('/system/config', { ...read, configValue: 'theme-blue' }))
      .toEqual({ code: 409, msg: 'Someone else has changed this record since you opened it; reload it and make your change again' });
    const stored = (await admin.get(`/system/config/${read.configId}`)).data as Record;
    expect(stored).toMatchObject({ configValue: 'theme-light', version: read.version + 1 });
    expect((await admin.get('/system/config/configKey/sys.index.sideTheme')).data).toBe('theme-light');
    expect(await admin.put('/system/config', { ...stored, configValue: 'theme-dark' })).toMatchObject({ code: 200 });
  });

  it('refuses an edit that does not say which version it was made from, naming the field', async () => {
    const { version: _omitted, ...read } = await firstRow('/system/config/list?configKey=sys.index.skinName');
    expect(await admin.put('/system/config', { ...read, configValue: 'skin-red' }))
      .toEqual({ code: 400, msg: '参数错误：version（打开记录时的版本）不能为空' });
    expect((await firstRow('/system/config/list?configKey=sys.index.skinName')).configValue).not.toBe('skin-red');
  });
});

describe('a sea rate edited by two people at once', () => {
  it('keeps the first save’s rate and surcharges: the stale save writes nothing', async () => {
    const listed = await firstRow('/freight/seaRate/list');
    const read = (await admin.get(`/freight/seaRate/${listed.fclrateid}`)).data as Record & { surcharges: object[] };
    const charge = { ratetype: 'Paid at Origin', freightname: '码头操作费', currencycode: 'CNY', amount: 850, sort: 1 };
    expect(await admin.put('/freight/seaRate', { ...read, remark: 'A 的报价', surcharges: [charge] })).toMatchObject({ code: 200 });
    expect(await admin.put('/freight/seaRate', { ...read, remark: 'B 的报价', surcharges: [] })).toMatchObject({ code: 409 });
    expect((await admin.get(`/freight/seaRate/${read.fclrateid}`)).data).toMatchObject({ remark: 'A 的报价', surcharges: [charge], version: read.version + 1 });
    expect(await t.ctx.db.$count(surcharge, eq(surcharge.fclrateid, read.fclrateid as number))).toBe(1);
  });
});

/** How to read one record of a kind, save it, and which field the two people change. */
interface Editable {
  what: string;
  /** The id of an existing record. */
  id: () => Promise<number>;
  read: (id: number) => string;
  save: string;
  field: string;
  values: [unknown, unknown];
  /** The body of a save from the record as read, when the record as read is not one already. */
  body?: (read: Record) => Promise<Record> | Record;
}

const idOf = (listUrl: string, idField: string, find?: (row: Record) => boolean) => async () => (await firstRow(listUrl, find))[idField] as number;

const editables: Editable[] = [
  { what: 'parameter', id: idOf('/system/config/list', 'configId'), read: (id) => `/system/config/${id}`, save: '/system/config', field: 'configName', values: ['甲', '乙'] },
  { what: 'dictionary type', id: idOf('/system/dict/type/list', 'dictId'), read: (id) => `/system/dict/type/${id}`, save: '/system/dict/type', field: 'dictName', values: ['甲', '乙'] },
  { what: 'dictionary entry', id: idOf('/system/dict/data/list?dictType=sys_normal_disable', 'dictCode'), read: (id) => `/system/dict/data/${id}`, save: '/system/dict/data', field: 'dictLabel', values: ['甲', '乙'] },
  { what: 'user', id: idOf('/system/user/list?userName=ry', 'userId'), read: (id) => `/system/user/${id}`, save: '/system/user', field: 'nickName', values: ['甲', '乙'] },
  {
    what: 'role', id: idOf('/system/role/list?roleKey=common', 'roleId'), read: (id) => `/system/role/${id}`, save: '/system/role', field: 'roleName', values: ['甲', '乙'],
    body: async (read) => ({ ...read, menuIds: (await admin.get(`/system/menu/roleMenuTreeselect/${read.roleId}`)).checkedKeys }),
  },
  {
    what: 'role data scope', id: idOf('/system/role/list?roleKey=common', 'roleId'), read: (id) => `/system/role/${id}`, save: '/system/role/dataScope', field: 'dataScope', values: ['3', '4'],
    body: (read) => ({ roleId: read.roleId, version: read.version, deptCheckStrictly: true, deptIds: [] }),
  },
  { what: 'menu', id: idOf('/system/menu/list?menuName=参数设置', 'menuId'), read: (id) => `/system/menu/${id}`, save: '/system/menu', field: 'menuName', values: ['甲', '乙'] },
  { what: 'department', id: idOf('/system/dept/list?deptName=研发部门', 'deptId'), read: (id) => `/system/dept/${id}`, save: '/system/dept', field: 'deptName', values: ['甲', '乙'] },
  { what: 'post', id: idOf('/system/post/list', 'postId'), read: (id) => `/system/post/${id}`, save: '/system/post', field: 'postName', values: ['甲', '乙'] },
  {
    what: 'notice',
    id: async () => {
      await admin.post('/system/notice', { noticeTitle: '春节放假安排', noticeType: '1', noticeContent: '<p>放假七天</p>' });
      return idOf('/system/notice/list', 'noticeId')();
    },
    read: (id) => `/system/notice/${id}`, save: '/system/notice', field: 'noticeTitle', values: ['甲', '乙'],
  },
  { what: 'job', id: idOf('/monitor/job/list', 'jobId'), read: (id) => `/monitor/job/${id}`, save: '/monitor/job', field: 'jobName', values: ['甲', '乙'] },
  { what: 'port', id: idOf('/freight/port/list', 'portId'), read: (id) => `/freight/port/${id}`, save: '/freight/port', field: 'portname', values: ['A', 'B'] },
  { what: 'trade lane', id: idOf('/freight/tradeLane/list', 'tradeLaneId'), read: (id) => `/freight/tradeLane/${id}`, save: '/freight/tradeLane', field: 'tradelanename', values: ['甲', '乙'] },
  { what: 'carrier', id: idOf('/freight/carrier/list', 'carrierId'), read: (id) => `/freight/carrier/${id}`, save: '/freight/carrier', field: 'carriername', values: ['A', 'B'] },
  { what: 'truck rate', id: idOf('/freight/truckRate/list', 'truckRateId'), read: (id) => `/freight/truckRate/${id}`, save: '/freight/truckRate', field: 'pricecbm', values: [101, 202] },
  { what: 'holiday', id: idOf('/freight/holiday/list', 'holidayId'), read: (id) => `/freight/holiday/${id}`, save: '/freight/holiday', field: 'name', values: ['甲', '乙'] },
  { what: 'exchange rate', id: idOf('/freight/exchangeRate/list', 'exchangeRateId'), read: (id) => `/freight/exchangeRate/${id}`, save: '/freight/exchangeRate', field: 'exchangerate', values: [1.5, 2.5] },
  { what: 'customer', id: idOf('/freight/customer/list', 'customerId'), read: (id) => `/freight/customer/${id}`, save: '/freight/customer', field: 'customerLocalName', values: ['甲', '乙'] },
  {
    what: 'customer’s portal user', id: async () => (await admin.get(`/freight/customer/${await idOf('/freight/customer/list?customerLocalCode=DEMO', 'customerId')()}/users`)).data[0].userId,
    read: (id) => `/freight/customer/user/${id}`, save: '/freight/customer/user', field: 'nickName', values: ['甲', '乙'],
  },
  { what: 'sea rate', id: idOf('/freight/seaRate/list', 'fclrateid'), read: (id) => `/freight/seaRate/${id}`, save: '/freight/seaRate', field: 'remark', values: ['甲', '乙'] },
  { what: 'rail LCL rate', id: idOf('/freight/railLclRate/list', 'rwlclrateid'), read: (id) => `/freight/railLclRate/${id}`, save: '/freight/railLclRate', field: 'remark', values: ['甲', '乙'] },
  { what: 'rail FCL rate', id: idOf('/freight/railFclRate/list', 'rwrateid'), read: (id) => `/freight/railFclRate/${id}`, save: '/freight/railFclRate', field: 'remark', values: ['甲', '乙'] },
  {
    what: 'sea quotation', id: async () => (await t.ctx.db.select({ id: seaInquiry.inquiryId }).from(seaInquiry).limit(1))[0]!.id,
    read: (id) => `/freight/inquiry/sea/${id}`, save: '/freight/inquiry/sea/quote', field: 'quotername', values: ['甲', '乙'],
    body: (read) => ({
      inquiryId: read.inquiryId, version: read.version, quotedate: '2026-11-20',
      lines: (read.requested as string[]).map((containertype) => ({ containertype, currencycode: 'USD', price: 1000 })),
    }),
  },
];

describe('every editable back-office record', () => {
  it.each(editables)('$what: the stale save gets 409 and the stored record stays the first save’s', async ({ id, read, save, field, values: [a, b], body }) => {
    const url = read(await id());
    const stored = (await admin.get(url)).data as Record;
    const copy = body ? await body(stored) : stored;
    expect(await admin.put(save, { ...copy, [field]: a })).toMatchObject({ code: 200 });
    expect(await admin.put(save, { ...copy, [field]: b })).toMatchObject({ code: 409 });
    expect((await admin.get(url)).data).toMatchObject({ [field]: a, version: stored.version + 1 });
  });
});
