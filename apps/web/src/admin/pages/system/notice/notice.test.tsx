import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DictOption } from '../../../components/useDict';
import { NoticeBell } from '../../../layout/navbar/NoticeBell';
import { sessionStore } from '../../../session/sessionStore';
import { renderPage, setupTestI18n } from '../../../testing';
import { noticeApi, type Notice } from './api';
import NoticePage from './index';

const dicts: Record<string, DictOption[]> = {
  sys_notice_type: [{ value: '1', label: '通知', listClass: 'warning', cssClass: '' }, { value: '2', label: '公告', listClass: 'success', cssClass: '' }],
  sys_notice_status: [{ value: '0', label: '正常', listClass: 'primary', cssClass: '' }, { value: '1', label: '关闭', listClass: 'danger', cssClass: '' }],
};
vi.mock('../../../components/useDict', () => ({
  useDict: (...types: string[]) => Object.fromEntries(types.map((type) => [type, dicts[type] ?? []])), clearDict: vi.fn(),
}));
vi.mock('./api', async (original) => ({
  ...(await original<typeof import('./api')>()),
  noticeApi: { list: vi.fn(), get: vi.fn(), add: vi.fn(), update: vi.fn(), remove: vi.fn(), exportFile: vi.fn(), inbox: vi.fn(), view: vi.fn() },
}));

const notice: Notice = {
  noticeId: 5, noticeTitle: '十二月运价调整', noticeType: '1', status: '0', createBy: 'admin', createTime: '2026-11-20T08:00:00Z', remark: null,
  noticeContent: '<p>运价<strong>调整</strong><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script></p>',
};

beforeAll(setupTestI18n);
beforeEach(() => {
  vi.clearAllMocks();
  sessionStore.set({ roles: ['admin'], permissions: ['*:*:*'] });
  vi.mocked(noticeApi.list).mockResolvedValue({ code: 200, msg: 'ok', rows: [notice], total: 1 });
  vi.mocked(noticeApi.inbox).mockResolvedValue({ code: 200, msg: 'ok', unread: 2, rows: [
    { noticeId: 5, noticeTitle: '十二月运价调整', noticeType: '1', createBy: 'admin', createTime: '2026-11-20T08:00:00Z', read: false },
    { noticeId: 4, noticeTitle: '系统维护', noticeType: '2', createBy: 'admin', createTime: '2026-11-19T08:00:00Z', read: false },
  ] });
  vi.mocked(noticeApi.view).mockResolvedValue(notice);
});

describe('notice screen', () => {
  it('lists notices with type and author, and opens the rich-text dialog', async () => {
    renderPage(<NoticePage />);
    expect(await screen.findByText('十二月运价调整')).toBeInTheDocument();
    expect(screen.getAllByText('通知').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByText('新增').closest('button')!);
    expect(await screen.findByText('添加公告')).toBeInTheDocument();
    expect(screen.getByLabelText('加粗')).toBeInTheDocument();
    expect(screen.getByLabelText('插入图片')).toBeInTheDocument();
    await userEvent.click(screen.getByText('确 定').closest('button')!);
    expect(await screen.findByText('公告标题不能为空')).toBeInTheDocument();
    expect(noticeApi.add).not.toHaveBeenCalled();
  });
});

describe('notice screen and bell', () => {
  it("shows a newly published notice in the publisher's bell at once, without waiting for the poll", async () => {
    let published = false;
    vi.mocked(noticeApi.add).mockImplementation(async () => {
      published = true;
      return { code: 200, msg: 'ok' };
    });
    vi.mocked(noticeApi.inbox).mockImplementation(async () => ({ code: 200, msg: 'ok', unread: published ? 1 : 0, rows: published
      ? [{ noticeId: 6, noticeTitle: '元旦放假安排', noticeType: '2', createBy: 'admin', createTime: '2026-12-20T08:00:00Z', read: false }]
      : [] }));
    renderPage(<><NoticeBell /><NoticePage /></>);
    const bell = screen.getByRole('button', { name: '通知公告' });
    await waitFor(() => expect(noticeApi.inbox).toHaveBeenCalledTimes(1));
    expect(bell.querySelector('sup')).toBeNull();

    await userEvent.click(await screen.findByText('新增').then((label) => label.closest('button')!));
    const dialog = (await screen.findByText('添加公告')).closest('.ant-modal') as HTMLElement;
    await userEvent.type(within(dialog).getByPlaceholderText('请输入公告标题'), '元旦放假安排');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(noticeApi.add).toHaveBeenCalled());

    await waitFor(() => expect(bell.querySelector('sup')).toHaveAttribute('title', '1'));
    await userEvent.click(bell);
    expect(await screen.findByText('元旦放假安排')).toBeInTheDocument();
  });
});

describe('notice bell', () => {
  it('shows the unread count, lists notices and shows one sanitised', async () => {
    renderPage(<NoticeBell />);
    expect(await screen.findByText('2')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('通知公告'));
    await userEvent.click(await screen.findByText('系统维护'));
    await waitFor(() => expect(noticeApi.view).toHaveBeenCalledWith(4));
    const body = await screen.findByText('调整');
    const container = body.closest('.notice-content') as HTMLElement;
    expect(container.innerHTML).not.toContain('onerror');
    expect(container.innerHTML).not.toContain('<script');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });
});
