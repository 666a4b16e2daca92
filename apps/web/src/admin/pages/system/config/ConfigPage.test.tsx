import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DictOption } from '../../../components/useDict';
import { sessionStore } from '../../../session/sessionStore';
import { renderPage, setupTestI18n } from '../../../testing';
import { configApi, type Config } from './api';
import ConfigPage from './index';

const yesNo: DictOption[] = [{ value: 'Y', label: '是', listClass: 'primary', cssClass: '' }, { value: 'N', label: '否', listClass: 'danger', cssClass: '' }];
vi.mock('../../../components/useDict', () => ({ useDict: (type: string) => ({ [type]: yesNo }), clearDict: vi.fn() }));
vi.mock('./api', () => ({
  configApi: { list: vi.fn(), get: vi.fn(), add: vi.fn(), update: vi.fn(), remove: vi.fn(), exportFile: vi.fn(), refreshCache: vi.fn() },
}));

const skin: Config = {
  configId: 1, configName: '主框架页-默认皮肤样式名称', configKey: 'sys.index.skinName', configValue: 'skin-blue', configType: 'Y', remark: null, createTime: '2026-11-20T08:00:00Z',
};

beforeAll(setupTestI18n);
beforeEach(() => {
  vi.clearAllMocks();
  sessionStore.set({ roles: ['admin'], permissions: ['*:*:*'] });
  vi.mocked(configApi.list).mockResolvedValue({ code: 200, msg: 'ok', rows: [skin], total: 1 });
  vi.mocked(configApi.add).mockResolvedValue({ code: 200, msg: 'ok' });
});

describe('parameter dialog', () => {
  it('requires the value, as RuoYi does, before saving', async () => {
    renderPage(<ConfigPage />);
    expect(await screen.findByText('sys.index.skinName')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByPlaceholderText('请输入参数名称'), '运价-默认币种');
    await userEvent.type(within(dialog).getByPlaceholderText('请输入参数键名'), 'freight.defaultCurrency');
    await userEvent.type(within(dialog).getByPlaceholderText('请输入参数键值'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('参数键值不能为空')).toBeInTheDocument();
    expect(configApi.add).not.toHaveBeenCalled();
    await userEvent.clear(within(dialog).getByPlaceholderText('请输入参数键值'));
    await userEvent.type(within(dialog).getByPlaceholderText('请输入参数键值'), 'USD');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(configApi.add).toHaveBeenCalledWith(expect.objectContaining({ configKey: 'freight.defaultCurrency', configValue: 'USD' })));
  });
});
