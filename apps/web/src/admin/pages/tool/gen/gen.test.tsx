import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../session/sessionStore';
import { renderRoutes, setupTestI18n } from '../../../testing';
import { genApi, type GenColumn, type GenTableDetail } from './api';
import GenEditPage from './editTable/index';

vi.mock('./api', () => ({ genApi: { get: vi.fn(), update: vi.fn() } }));
vi.mock('../../system/dict/api', () => ({ dictTypeApi: { options: vi.fn().mockResolvedValue([{ dictId: 1, dictName: '系统开关', dictType: 'sys_normal_disable', status: '0' }]) } }));
vi.mock('../../system/menu/api', () => ({ menuApi: { all: vi.fn().mockResolvedValue([]) } }));

const column = (columnId: number, columnName: string, javaField: string): GenColumn => ({
  columnId, columnName, javaField, columnComment: columnName, columnType: 'character varying(50)', javaType: 'String', isPk: '0',
  isInsert: '1', isEdit: '1', isList: '1', isQuery: '1', isRequired: '0', queryType: 'EQ', htmlType: 'input', dictType: '', sort: columnId,
});
const detail: GenTableDetail = {
  info: {
    tableId: 5, tableName: 'demo_item', tableComment: '示例', className: 'DemoItem', functionAuthor: 'admin', tplCategory: 'sub', tplWebType: 'element-ui',
    packageName: '@freight/domain', moduleName: 'demo', businessName: 'item', functionName: '示例', genType: '0', genPath: '/',
    subTableName: 'demo_line', subTableFkName: 'item_id', remark: null, params: {}, createTime: '2026-11-20T08:00:00Z', updateTime: null,
  },
  rows: [column(1, 'item_name', 'itemName'), column(2, 'status', 'status')],
  tables: [{ tableId: 5, tableName: 'demo_item', tableComment: '示例' }, { tableId: 6, tableName: 'demo_line', tableComment: '明细' }],
};

beforeAll(setupTestI18n);
beforeEach(() => {
  vi.clearAllMocks();
  sessionStore.set({ roles: ['admin'], permissions: ['*:*:*'] });
  vi.mocked(genApi.get).mockResolvedValue(detail);
  vi.mocked(genApi.update).mockResolvedValue({ code: 200, msg: 'ok' });
});

it('edits basic information, column flags and the template, clearing the sub-table fields (§4), then goes back to the list', async () => {
  const { router } = renderRoutes([
    { path: '/tool/gen-edit/index/:tableId', element: <GenEditPage /> },
    { path: '/tool/gen', element: <p>generator list</p> },
  ], '/tool/gen-edit/index/5');
  expect(await screen.findByDisplayValue('demo_item')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('tab', { name: '字段信息' }));
  await userEvent.clear(screen.getByLabelText('item_name 字段描述'));
  await userEvent.type(screen.getByLabelText('item_name 字段描述'), '名称');
  await userEvent.click(screen.getByLabelText('status 查询'));

  await userEvent.click(screen.getByRole('tab', { name: '生成信息' }));
  const template = screen.getByLabelText('生成模板');
  await userEvent.click(template);
  await userEvent.click(await screen.findByTitle('单表（增删改查）'));
  await waitFor(() => expect(screen.queryByLabelText('关联子表的表名')).not.toBeInTheDocument());

  await userEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
  await waitFor(() => expect(genApi.update).toHaveBeenCalledOnce());
  const body = vi.mocked(genApi.update).mock.calls[0]![0];
  expect(body).toMatchObject({ tableId: 5, tplCategory: 'crud', subTableName: '', subTableFkName: '' });
  expect(body.columns).toEqual([
    expect.objectContaining({ columnId: 1, columnComment: '名称', isQuery: '1' }),
    expect.objectContaining({ columnId: 2, isQuery: '0' }),
  ]);
  await waitFor(() => expect(router.state.location.pathname).toBe('/tool/gen'));
});

it('refuses to submit an empty required field with the form message', async () => {
  renderRoutes([{ path: '/tool/gen-edit/index/:tableId', element: <GenEditPage /> }], '/tool/gen-edit/index/5');
  const className = await screen.findByDisplayValue('DemoItem');
  await userEvent.clear(className);
  await userEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
  expect(await screen.findByText('表单校验未通过，请重新检查提交内容')).toBeInTheDocument();
  expect(within(className.closest('.ant-form-item') as HTMLElement).getByText('请输入实体类名称')).toBeInTheDocument();
  expect(genApi.update).not.toHaveBeenCalled();
});
