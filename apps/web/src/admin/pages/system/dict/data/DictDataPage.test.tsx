import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDict, type DictOption } from '../../../../components/useDict';
import { sessionStore } from '../../../../session/sessionStore';
import { renderRoutes, setupTestI18n } from '../../../../testing';
import { dictDataApi, dictTypeApi, type DictData } from '../api';
import DictDataPage from './index';

const statuses: DictOption[] = [
  { value: '0', label: '正常', listClass: 'primary', cssClass: '' },
  { value: '1', label: '停用', listClass: 'danger', cssClass: '' },
];
vi.mock('../../../../components/useDict', () => ({ useDict: (type: string) => ({ [type]: statuses }), clearDict: vi.fn() }));
vi.mock('../api', () => ({
  dictTypeApi: { get: vi.fn(), options: vi.fn() },
  dictDataApi: { list: vi.fn(), get: vi.fn(), add: vi.fn(), update: vi.fn(), remove: vi.fn(), exportFile: vi.fn() },
}));

const entry = (dictCode: number, dictType: string, dictLabel: string, dictValue: string, listClass: string): DictData => ({
  dictCode, dictType, dictLabel, dictValue, listClass, dictSort: dictCode, dictLabelEn: null, dictLabelRu: null, cssClass: null,
  status: '0', remark: null, createTime: '2026-11-20T08:00:00Z',
});
const entries = [
  entry(3, 'sys_normal_disable', '正常', '0', 'primary'), entry(4, 'sys_normal_disable', '停用', '1', 'danger'),
  entry(20, 'sys_yes_no', '是', 'Y', 'default'),
];
const list = vi.mocked(dictDataApi.list);
const lastFilter = () => list.mock.calls.at(-1)![0];

function renderDataPage(dictId = '3') {
  return renderRoutes([
    { path: '/system/dict-data/index/:dictId', element: <DictDataPage /> },
    { path: '/system/dict', element: <p>dictionary types</p> },
    { path: '/404', element: <p>not found</p> },
  ], `/system/dict-data/index/${dictId}`);
}

beforeAll(setupTestI18n);
beforeEach(() => {
  vi.clearAllMocks();
  sessionStore.set({ roles: ['admin'], permissions: ['*:*:*'] });
  vi.mocked(dictTypeApi.get).mockResolvedValue({ dictId: 3, dictName: '系统开关', dictType: 'sys_normal_disable', status: '0', remark: null, createTime: '' });
  vi.mocked(dictTypeApi.options).mockResolvedValue([
    { dictId: 3, dictName: '系统开关', dictType: 'sys_normal_disable', status: '0' },
    { dictId: 6, dictName: '系统是否', dictType: 'sys_yes_no', status: '0' },
  ]);
  list.mockImplementation(async (params) => {
    const rows = entries.filter((e) => e.dictType === params.dictType);
    return { code: 200, rows, total: rows.length };
  });
  vi.mocked(dictDataApi.get).mockImplementation(async (code) => entries.find((e) => e.dictCode === code)!);
  for (const call of [dictDataApi.add, dictDataApi.update, dictDataApi.remove]) vi.mocked(call).mockResolvedValue({ code: 200 });
});

describe('dictionary data page', () => {
  it('lists the entries of the type it was opened for, labels as tags in their list class', async () => {
    renderDataPage();
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('停用')).toHaveClass('ant-tag', 'ant-tag-error');
    expect(lastFilter()).toEqual({ dictType: 'sys_normal_disable', pageNum: 1, pageSize: 10 });
    expect(dictTypeApi.get).toHaveBeenCalledWith(3);
    expect(await within(document.querySelector('.list-search') as HTMLElement).findByText('系统开关')).toBeInTheDocument();
  });

  it('switches to another type, and reset goes back to the page type', async () => {
    renderDataPage();
    await within(await screen.findByRole('table')).findByText('停用');
    await userEvent.click(screen.getAllByRole('combobox')[0]!);
    await userEvent.click(await screen.findByTitle('系统是否'));
    await userEvent.click(document.querySelector('.list-search button[type=submit]')!);
    await waitFor(() => expect(lastFilter()).toMatchObject({ dictType: 'sys_yes_no', pageNum: 1 }));
    expect(await within(screen.getByRole('table')).findByText('是')).not.toHaveClass('ant-tag');
    await userEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(lastFilter()).toEqual({ dictType: 'sys_normal_disable', pageNum: 1, pageSize: 10 }));
  });

  it('adds an entry to the filtered type: type read-only, label, value and order checked, cache cleared', async () => {
    renderDataPage();
    await within(await screen.findByRole('table')).findByText('停用');
    await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('添加字典数据')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('字典类型')).toHaveValue('sys_normal_disable');
    expect(within(dialog).getByLabelText('字典类型')).toBeDisabled();
    await userEvent.clear(within(dialog).getByLabelText('显示排序'));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('数据标签不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('数据键值不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('数据顺序不能为空')).toBeInTheDocument();
    expect(dictDataApi.add).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText('数据标签'), '草稿');
    await userEvent.type(within(dialog).getByLabelText('英文标签'), 'Draft');
    await userEvent.type(within(dialog).getByLabelText('数据键值'), '2');
    await userEvent.type(within(dialog).getByLabelText('显示排序'), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(dictDataApi.add).toHaveBeenCalledWith(expect.objectContaining({
      dictType: 'sys_normal_disable', dictLabel: '草稿', dictLabelEn: 'Draft', dictValue: '2', dictSort: 3, listClass: 'default', status: '0',
    })));
    expect(vi.mocked(dictDataApi.add).mock.calls[0]![0]).not.toHaveProperty('dictCode');
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    await waitFor(() => expect(clearDict).toHaveBeenCalledWith('sys_normal_disable'));
  });

  it('edits an entry by its code and clears the cache of its type', async () => {
    renderDataPage();
    await within(await screen.findByRole('table')).findByText('停用');
    const editLinks = screen.getAllByRole('button', { name: /修\s*改/ }).filter((b) => b.closest('.row-actions'));
    await userEvent.click(editLinks[1]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('修改字典数据')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('数据标签')).toHaveValue('停用');
    await userEvent.clear(within(dialog).getByLabelText('数据标签'));
    await userEvent.type(within(dialog).getByLabelText('数据标签'), '禁用');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(dictDataApi.update).toHaveBeenCalledWith(expect.objectContaining({ dictCode: 4, dictLabel: '禁用', dictValue: '1' })));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    await waitFor(() => expect(clearDict).toHaveBeenCalledWith('sys_normal_disable'));
  });

  it('deletes after confirmation and clears the cache of the deleted entries’ type', async () => {
    renderDataPage();
    await within(await screen.findByRole('table')).findByText('停用');
    await userEvent.click(screen.getAllByRole('button', { name: /删\s*除/ }).filter((b) => b.closest('.row-actions'))[0]!);
    expect(await screen.findByText('是否确认删除字典编码为"3"的数据项？')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(dictDataApi.remove).toHaveBeenCalledWith([3]));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    await waitFor(() => expect(clearDict).toHaveBeenCalledWith('sys_normal_disable'));
  });

  it('exports the filtered entries and closes back to the dictionary types', async () => {
    const { router } = renderDataPage();
    await within(await screen.findByRole('table')).findByText('停用');
    await userEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    expect(dictDataApi.exportFile).toHaveBeenCalledWith({ dictType: 'sys_normal_disable', pageNum: 1, pageSize: 10 });
    await userEvent.click(screen.getByRole('button', { name: /关\s*闭/ }));
    expect(await screen.findByText('dictionary types')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/system/dict');
  });

  it('hides the change buttons from a person who may only look', async () => {
    sessionStore.set({ roles: ['common'], permissions: ['system:dict:list', 'system:dict:query'] });
    renderDataPage();
    await within(await screen.findByRole('table')).findByText('停用');
    for (const name of [/新\s*增/, /修\s*改/, /删\s*除/, /导\s*出/]) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /关\s*闭/ })).toBeInTheDocument();
  });

  it('sends a malformed type id to the not-found page', async () => {
    renderDataPage('abc');
    expect(await screen.findByText('not found')).toBeInTheDocument();
    expect(dictTypeApi.get).not.toHaveBeenCalled();
  });
});
