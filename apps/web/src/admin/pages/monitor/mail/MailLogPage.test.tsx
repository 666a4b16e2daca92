import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DictOption } from '../../../components/useDict';
import { sessionStore } from '../../../session/sessionStore';
import { renderPage, setupTestI18n } from '../../../testing';
import { mailApi, type LoggedMail } from './api';
import MailLogPage from './index';

const dicts: Record<string, DictOption[]> = {
  sys_mail_status: [
    { value: 'pending', label: '未发送', listClass: 'info', cssClass: '' }, { value: 'failed', label: '失败', listClass: 'danger', cssClass: '' },
  ],
};
vi.mock('../../../components/useDict', () => ({
  useDict: (...types: string[]) => Object.fromEntries(types.map((type) => [type, dicts[type] ?? []])), clearDict: vi.fn(),
}));
vi.mock('./api', () => ({ mailApi: { list: vi.fn(), get: vi.fn(), resend: vi.fn() } }));

const failed: LoggedMail = {
  mailId: 12, recipient: 'buyer@example.com', language: 'en_US', subject: 'Quote Q20261127001: CNSHA → NLRTM', topic: 'quote.sent', reference: 'Q20261127001',
  status: 'failed', attempts: 8, nextAttemptAt: '2026-11-27T10:00:00Z', lastError: '550 no such user', sentAt: null, createTime: '2026-11-26T10:00:00Z',
};

beforeAll(setupTestI18n);
beforeEach(() => {
  vi.clearAllMocks();
  sessionStore.set({ roles: ['admin'], permissions: ['*:*:*'] });
  vi.mocked(mailApi.list).mockResolvedValue({ code: 200, msg: 'ok', rows: [failed], total: 1, sending: true });
  vi.mocked(mailApi.get).mockResolvedValue({ code: 200, msg: 'ok', data: { ...failed, text: 'plain', html: '<p>Your inquiry <b>Q20261127001</b></p><script>alert(1)</script>' } });
  vi.mocked(mailApi.resend).mockResolvedValue({ code: 200, msg: 'ok' });
});

describe('mail log screen', () => {
  it('lists mails with their status and last error, shows one sanitised, and sends a failed one again after confirmation', async () => {
    renderPage(<MailLogPage />);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Quote Q20261127001: CNSHA → NLRTM')).toBeInTheDocument();
    expect(within(table).getByText('失败')).toBeInTheDocument();
    expect(within(table).getByText('550 no such user')).toBeInTheDocument();
    expect(screen.queryByText(/未配置邮件服务器/)).not.toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: /详细/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Q20261127001', { selector: 'b' })).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await userEvent.click(within(table).getByRole('button', { name: /重新发送/ }));
    const question = await screen.findByText('是否确认重新发送选中的 1 封邮件？');
    await userEvent.click(within(question.closest<HTMLElement>('.ant-modal')!).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(mailApi.resend).toHaveBeenCalledWith([12]));
  });

  it('says when no mail server is configured, and offers no resend without its permission', async () => {
    vi.mocked(mailApi.list).mockResolvedValue({ code: 200, msg: 'ok', rows: [failed], total: 1, sending: false });
    sessionStore.set({ roles: ['common'], permissions: ['monitor:mail:list', 'monitor:mail:query'] });
    renderPage(<MailLogPage />);
    expect(await screen.findByText('未配置邮件服务器（SMTP_URL）：邮件已保存，但不会发送')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /重新发送/ })).not.toBeInTheDocument();
  });
});
