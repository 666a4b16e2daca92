import { PostBody } from '@freight/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input, InputNumber } from 'antd';
import dayjs from 'dayjs';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../../shared/request/errors';
import { sessionStore } from '../../session/sessionStore';
import { renderPage, setupTestI18n } from '../../testing';
import type { DictOption } from '../useDict';
import {
  DateRangeField, dictColumn, DictFilter, EditDialog, ListTable, ListToolbar, Pagination, RowActions, SearchForm, TextFilter, textColumn,
  useDeleteAction, useEditDialog, useListScreen, useSchemaRules, type ListColumn,
} from './index';

const statuses: DictOption[] = [
  { value: '0', label: '正常', listClass: 'primary', cssClass: '' },
  { value: '1', label: '停用', listClass: 'danger', cssClass: '' },
];
vi.mock('../useDict', () => ({ useDict: (type: string) => ({ [type]: statuses }), clearDict: vi.fn() }));

interface Row { postId: number; postCode: string; postName: string; postSort: number; status: string; version: number }
const rows: Row[] = Array.from({ length: 25 }, (_, i) => ({ postId: i + 1, postCode: `p${i + 1}`, postName: `岗位${i + 1}`, postSort: i, status: i % 2 ? '1' : '0', version: 4 }));

const api = {
  list: vi.fn(),
  get: vi.fn(),
  add: vi.fn(),
  update: vi.fn(),
  remove: vi.fn(),
  exportFile: vi.fn(),
};

function FixtureForm() {
  const rules = useSchemaRules(PostBody);
  return (
    <>
      <Form.Item name="postName" label="岗位名称" rules={rules('postName')}><Input /></Form.Item>
      <Form.Item name="postCode" label="岗位编码" rules={rules('postCode')}><Input /></Form.Item>
      <Form.Item name="postSort" label="岗位排序" rules={rules('postSort')}><InputNumber /></Form.Item>
    </>
  );
}

/** A screen built only from the kit, the way every list screen is. */
function FixtureScreen() {
  const permissions = { add: 'system:post:add', edit: 'system:post:edit', remove: 'system:post:remove', export: 'system:post:export' };
  const remove = useDeleteAction({ label: '岗位编号', remove: api.remove, onDone: () => list.refresh() });
  const dialog = useEditDialog({ entity: '岗位', idField: 'postId', load: api.get, add: api.add, update: api.update, defaults: { postSort: 0 }, onSaved: () => list.refresh() });
  const columns: ListColumn<Row>[] = [
    textColumn('postCode', '岗位编码'),
    textColumn('postName', '岗位名称'),
    dictColumn('status', '状态', statuses),
    { key: 'actions', title: '操作', hideable: false, render: (_, row) => (
      <RowActions editPermission={permissions.edit} removePermission={permissions.remove} onEdit={() => dialog.openEdit(row.postId)} onDelete={() => remove([row.postId])} />
    ) },
  ];
  const list = useListScreen<Row>({ key: 'fixture', fetch: api.list, rowKey: 'postId', columns, initialValues: { status: '0' } });
  return (
    <>
      <SearchForm {...list.searchProps}>
        <TextFilter name="postName" label="岗位名称" />
        <DictFilter name="status" label="状态" dictType="sys_normal_disable" />
      </SearchForm>
      <ListToolbar {...list.toolbarProps} permissions={permissions} onAdd={() => dialog.openAdd()} onEdit={() => dialog.openEdit(list.selection.ids[0]!)}
        onDelete={() => remove(list.selection.ids)} onExport={() => void api.exportFile(list.query.params)} />
      <ListTable {...list.tableProps} />
      <Pagination {...list.paginationProps} />
      <EditDialog {...dialog.dialogProps}><FixtureForm /></EditDialog>
    </>
  );
}

/** A list with a creation-time range that opens on recent records. */
function RecentScreen() {
  const list = useListScreen<Row>({ key: 'recent', fetch: api.list, rowKey: 'postId', columns: [textColumn('postName', '岗位名称')], recent: true });
  return (
    <>
      <SearchForm {...list.searchProps}><DateRangeField /></SearchForm>
      <ListTable {...list.tableProps} />
    </>
  );
}

const lastParams = () => api.list.mock.calls.at(-1)![0] as Record<string, unknown>;

beforeAll(setupTestI18n);
beforeEach(() => {
  // The columns a test hides are remembered in this browser; each test starts with the list's own.
  localStorage.clear();
  sessionStore.set({ roles: ['common'], permissions: ['system:post:add', 'system:post:edit', 'system:post:remove', 'system:post:export'] });
  for (const fn of Object.values(api)) fn.mockReset();
  api.list.mockImplementation(async (params: { pageNum: number; pageSize: number; postName?: string }) => {
    const matching = rows.filter((r) => !params.postName || r.postName.includes(params.postName));
    return { code: 200, rows: matching.slice((params.pageNum - 1) * params.pageSize, params.pageNum * params.pageSize), total: matching.length };
  });
  api.get.mockImplementation(async (id: number) => rows.find((r) => r.postId === id));
  api.add.mockResolvedValue({ code: 200 });
  api.update.mockResolvedValue({ code: 200 });
  api.remove.mockResolvedValue({ code: 200 });
});

describe('list kit', () => {
  it('loads the first page with the starting filters, shows dictionary tags and the total', async () => {
    renderPage(<FixtureScreen />);
    expect(await screen.findByText('岗位1')).toBeInTheDocument();
    expect(lastParams()).toEqual({ status: '0', pageNum: 1, pageSize: 10 });
    expect(screen.getByText('共 25 条')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByText('正常')[0]).toHaveClass('ant-tag');
  });

  it('searches on Enter from the first page, and reset goes back to the starting filters', async () => {
    renderPage(<FixtureScreen />);
    await screen.findByText('岗位1');
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastParams()).toMatchObject({ pageNum: 2 }));
    await userEvent.type(screen.getByPlaceholderText('请输入岗位名称'), '岗位2{Enter}');
    await waitFor(() => expect(lastParams()).toEqual({ postName: '岗位2', status: '0', pageNum: 1, pageSize: 10 }));
    expect(await screen.findByText('共 7 条')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(lastParams()).toEqual({ status: '0', pageNum: 1, pageSize: 10 }));
    expect(screen.getByPlaceholderText('请输入岗位名称')).toHaveValue('');
  });

  it('opens a list with a creation-time range on the last 90 days, end open, and reset goes back to them', async () => {
    const since = dayjs().subtract(90, 'day').format('YYYY-MM-DD');
    renderPage(<RecentScreen />);
    expect(await screen.findByText('岗位1')).toBeInTheDocument();
    expect(api.list).toHaveBeenCalledTimes(1);
    expect(lastParams()).toEqual({ params: { beginTime: since }, pageNum: 1, pageSize: 10 });
    const begin = screen.getByPlaceholderText('开始日期');
    expect(begin).toHaveValue(since);
    expect(screen.getByPlaceholderText('结束日期')).toHaveValue('');
    // The clear button shows on hover or focus; a keyboard user reaches it by focus.
    act(() => screen.getByRole('button', { name: 'Clear' }).focus());
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(lastParams()).toEqual({ pageNum: 1, pageSize: 10 }));
    await userEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(lastParams()).toEqual({ params: { beginTime: since }, pageNum: 1, pageSize: 10 }));
    await waitFor(() => expect(screen.getByPlaceholderText('开始日期')).toHaveValue(since));
  });

  it('reads the list afresh when the same search is made again', async () => {
    renderPage(<FixtureScreen />);
    await screen.findByText('岗位1');
    const calls = api.list.mock.calls.length;
    await userEvent.type(screen.getByPlaceholderText('请输入岗位名称'), '{Enter}');
    await waitFor(() => expect(api.list.mock.calls.length).toBe(calls + 1));
    expect(lastParams()).toEqual({ status: '0', pageNum: 1, pageSize: 10 });
  });

  it('shows only the buttons the person may use; edit needs one row, delete at least one', async () => {
    sessionStore.set({ roles: ['common'], permissions: ['system:post:edit', 'system:post:remove'] });
    renderPage(<FixtureScreen />);
    await screen.findByText('岗位1');
    expect(screen.queryByRole('button', { name: /新\s*增/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).not.toBeInTheDocument();
    const toolbar = document.querySelector('.list-toolbar') as HTMLElement;
    const edit = within(toolbar).getByRole('button', { name: /修\s*改/ });
    const remove = within(toolbar).getByRole('button', { name: /删\s*除/ });
    expect(edit).toBeDisabled();
    expect(remove).toBeDisabled();
    const boxes = screen.getAllByRole('checkbox');
    await userEvent.click(boxes[1]!);
    expect(edit).toBeEnabled();
    await userEvent.click(boxes[2]!);
    expect(edit).toBeDisabled();
    expect(remove).toBeEnabled();
  });

  it('asks before deleting the selected rows, then says 删除成功 and reloads', async () => {
    renderPage(<FixtureScreen />);
    await screen.findByText('岗位1');
    const boxes = screen.getAllByRole('checkbox');
    await userEvent.click(boxes[1]!);
    await userEvent.click(boxes[2]!);
    const calls = api.list.mock.calls.length;
    await userEvent.click(within(document.querySelector('.list-toolbar') as HTMLElement).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('是否确认删除岗位编号为"1,2"的数据项？')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith([1, 2]));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    await waitFor(() => expect(api.list.mock.calls.length).toBeGreaterThan(calls));
  });

  it('cancelling the confirmation deletes nothing', async () => {
    renderPage(<FixtureScreen />);
    await screen.findByText('岗位1');
    await userEvent.click(screen.getAllByRole('button', { name: /删\s*除/ }).find((b) => b.closest('.row-actions'))!);
    await screen.findByText('是否确认删除岗位编号为"1"的数据项？');
    await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(api.remove).not.toHaveBeenCalled();
  });

  it('adds through the dialog with the shared schema messages, then says 新增成功', async () => {
    renderPage(<FixtureScreen />);
    await screen.findByText('岗位1');
    await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('添加岗位')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('岗位名称不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('岗位编码不能为空')).toBeInTheDocument();
    expect(api.add).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('岗位名称'), '调度员');
    await userEvent.type(within(dialog).getByLabelText('岗位编码'), 'dispatch');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.add).toHaveBeenCalledWith({ postName: '调度员', postCode: 'dispatch', postSort: 0 }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
  });

  it('edits the stored record with its id, then says 修改成功', async () => {
    renderPage(<FixtureScreen />);
    await screen.findByText('岗位3');
    await userEvent.click(screen.getAllByRole('button', { name: /修\s*改/ }).filter((b) => b.closest('.row-actions'))[2]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('修改岗位')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('岗位名称')).toHaveValue('岗位3');
    await userEvent.clear(within(dialog).getByLabelText('岗位名称'));
    await userEvent.type(within(dialog).getByLabelText('岗位名称'), '岗位三');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.update).toHaveBeenCalledWith({ postId: 3, version: 4, postName: '岗位三', postCode: 'p3', postSort: 2 }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
  });

  it('keeps the dialog open when someone else saved the record first, and reloads the stored one on request', async () => {
    renderPage(<FixtureScreen />);
    await screen.findByText('岗位3');
    await userEvent.click(screen.getAllByRole('button', { name: /修\s*改/ }).filter((b) => b.closest('.row-actions'))[2]!);
    const dialog = await screen.findByRole('dialog');
    await userEvent.clear(within(dialog).getByLabelText('岗位名称'));
    await userEvent.type(within(dialog).getByLabelText('岗位名称'), '我的岗位');
    api.update.mockRejectedValueOnce(new RequestError('该记录已被他人修改，请重新加载后再修改', { code: 409 }));
    api.get.mockResolvedValueOnce({ ...rows[2], postName: '别人的岗位', version: 5 });
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText(/该记录在您打开后已被他人修改/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('岗位名称')).toHaveValue('我的岗位');
    await userEvent.click(within(dialog).getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(within(dialog).getByLabelText('岗位名称')).toHaveValue('别人的岗位'));
    expect(within(dialog).queryByText(/该记录在您打开后已被他人修改/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.update).toHaveBeenLastCalledWith({ postId: 3, version: 5, postName: '别人的岗位', postCode: 'p3', postSort: 2 }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
  });

  it('exports with the current filters, hides the search form and columns from the toolbar', async () => {
    renderPage(<FixtureScreen />);
    await screen.findByText('岗位1');
    await userEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    expect(api.exportFile).toHaveBeenCalledWith({ status: '0', pageNum: 1, pageSize: 10 });
    await userEvent.click(screen.getByRole('button', { name: '隐藏搜索' }));
    expect(document.querySelector('.list-search')).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '显隐列' }));
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('checkbox', { name: '岗位编码' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: '岗位编码' })).not.toBeInTheDocument());
    expect(screen.getByRole('columnheader', { name: '岗位名称' })).toBeInTheDocument();
  });

  it('keeps the row links at the right edge and lets the texts give way, whole on hover when cut', async () => {
    renderPage(<FixtureScreen />);
    const name = await screen.findByText('岗位1');
    expect(screen.getByRole('columnheader', { name: '操作' })).toHaveClass('ant-table-cell-fix-end');
    for (const links of document.querySelectorAll('.row-actions')) expect(links.closest('td')).toHaveClass('ant-table-cell-fix-end');
    // Codes stay whole; names may be cut, keeping their first characters.
    expect(screen.getByText('p1')).toHaveClass('list-cell-token');
    expect(name).toHaveClass('list-cell-text');
    expect(name).not.toHaveClass('list-cell-token');
    expect(name.style.minWidth).toBe('2.6em');

    await userEvent.hover(name);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.unhover(name);
    vi.spyOn(name, 'scrollHeight', 'get').mockReturnValue(44);
    vi.spyOn(name, 'clientHeight', 'get').mockReturnValue(22);
    await userEvent.hover(name);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('岗位1');
  });
});
