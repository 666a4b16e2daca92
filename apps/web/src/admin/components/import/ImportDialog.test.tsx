import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http } from '../../request';
import { renderPage, setupTestI18n } from '../../testing';
import { ImportDialog } from './ImportDialog';
import { importApi, type ImportApi, type ImportReply } from './importApi';

beforeAll(setupTestI18n);
afterEach(() => vi.restoreAllMocks());

const file = new File(['x'], 'ports.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

function open(upload: ImportApi['upload']) {
  const api: ImportApi = { template: vi.fn(async () => undefined), upload: vi.fn(upload) };
  const onDone = vi.fn();
  const onClose = vi.fn();
  renderPage(<ImportDialog open entity="港口/站点" api={api} onClose={onClose} onDone={onDone} />);
  return { api, onDone, onClose, dialog: screen.getByRole('dialog') };
}

async function choose(dialog: HTMLElement) {
  await userEvent.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, file);
  await userEvent.click(within(dialog).getByRole('button', { name: '开始导入' }));
}

describe('the import dialog', () => {
  it('offers the template, shows the upload progress and closes with the count when the file is written', async () => {
    let finish: (reply: ImportReply) => void = () => undefined;
    const { api, dialog, onDone, onClose } = open((_, _choices, onProgress) => {
      onProgress(100);
      return new Promise((resolve) => { finish = resolve; });
    });
    expect(within(dialog).getByText('导入港口/站点')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '下载模板' }));
    expect(api.template).toHaveBeenCalled();
    await choose(dialog);
    expect(await within(dialog).findByTestId('import-progress')).toHaveTextContent('正在上传和校验');
    finish({ code: 200, msg: '导入完成：新增 3 行，更新 0 行，无变化 0 行，拒绝 0 行', data: { imported: 3, added: 3, updated: 0, unchanged: 0, refused: 0 } });
    expect(await screen.findByText('导入完成：新增 3 行，更新 0 行，无变化 0 行，拒绝 0 行')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the dialog open with "nothing was written" and a row per problem when the file is refused', async () => {
    const { dialog, onDone } = open(async () => ({
      code: 500, msg: '导入失败：共 2 行有误，未写入任何数据',
      errors: [{ row: 3, column: '航线代码', reason: '航线 ZZZ 不存在' }, { row: 5, column: '港口代码', reason: '与第 2 行重复' }],
    }));
    await choose(dialog);
    expect(await within(dialog).findByText('导入失败：共 2 行有误，未写入任何数据')).toBeInTheDocument();
    expect(within(dialog).getByText(/未写入任何数据。请修改以下各行后重新导入/)).toBeInTheDocument();
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['3航线代码航线 ZZZ 不存在', '5港口代码与第 2 行重复']);
    await waitFor(() => expect(within(dialog).queryByTestId('import-progress')).toBeNull());
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends "update existing data" as the person ticked it, in the import request', async () => {
    const summary = '导入完成：新增 0 行，更新 1 行，无变化 2 行，拒绝 0 行';
    const reply: ImportReply = { code: 200, msg: summary, data: { imported: 1, added: 0, updated: 1, unchanged: 2, refused: 0 } };
    // The blob of the reply, as the client hands it back for `responseType: 'blob'`.
    const post = vi.spyOn(http, 'post').mockResolvedValue(new Blob([JSON.stringify(reply)]) as never);
    const onDone = vi.fn();
    renderPage(<ImportDialog open entity="海运整箱运价" api={importApi('/freight/seaRate', 'sea_rate')} onClose={vi.fn()} onDone={onDone} />);
    const dialog = screen.getByRole('dialog');
    const updateSupport = within(dialog).getByRole('checkbox', { name: '是否更新已经存在的数据' });
    expect(updateSupport).not.toBeChecked();
    await userEvent.click(updateSupport);
    await choose(dialog);
    await waitFor(() => expect(post).toHaveBeenCalledWith('/freight/seaRate/importData?updateSupport=true', expect.any(FormData), expect.objectContaining({ responseType: 'blob' })));
    expect((post.mock.calls[0]![1] as FormData).get('file')).toBe(file);
    expect(await screen.findByText(summary)).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
  });

  it('lists the rows refused because their data exists, keeps the dialog open and refreshes the list for the rows written', async () => {
    const { dialog, onDone, api } = open(async () => ({
      code: 200, msg: '导入完成：新增 1 行，更新 0 行，无变化 0 行，拒绝 1 行', data: { imported: 1, added: 1, updated: 0, unchanged: 0, refused: 1 },
      errors: [{ row: 2, column: '编号', reason: '数据已存在（编号 17），未勾选“是否更新已经存在的数据”，未导入' }],
    }));
    await choose(dialog);
    expect(api.upload).toHaveBeenCalledWith(file, { updateSupport: false }, expect.any(Function));
    expect(await within(dialog).findByText('导入完成：新增 1 行，更新 0 行，无变化 0 行，拒绝 1 行')).toBeInTheDocument();
    expect(within(dialog).getByText(/其余各行已导入，以下各行未导入/)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['2编号数据已存在（编号 17），未勾选“是否更新已经存在的数据”，未导入']);
    expect(onDone).toHaveBeenCalled();
  });
});
