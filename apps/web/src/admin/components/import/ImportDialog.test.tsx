import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, setupTestI18n } from '../../testing';
import { ImportDialog } from './ImportDialog';
import type { ImportApi, ImportReply } from './importApi';

beforeAll(setupTestI18n);

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
    const { api, dialog, onDone, onClose } = open((_, onProgress) => {
      onProgress(100);
      return new Promise((resolve) => { finish = resolve; });
    });
    expect(within(dialog).getByText('导入港口/站点')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '下载模板' }));
    expect(api.template).toHaveBeenCalled();
    await choose(dialog);
    expect(await within(dialog).findByTestId('import-progress')).toHaveTextContent('正在上传和校验');
    finish({ code: 200, msg: '导入成功，共 3 行', data: { imported: 3 } });
    expect(await screen.findByText('导入成功，共 3 行')).toBeInTheDocument();
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
});
