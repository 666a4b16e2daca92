import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, setupTestI18n } from '../../../testing';
import { jobApi } from './api';
import { CronBuilder } from './CronBuilder';

vi.mock('./api', () => ({ jobApi: { nextFirings: vi.fn() } }));

const open = (expression: string | undefined, onApply = vi.fn()) => {
  renderPage(<CronBuilder open expression={expression} onClose={vi.fn()} onApply={onApply} />);
  return onApply;
};
const tab = async (name: string) => {
  await userEvent.click(screen.getByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
};
const result = () => screen.getByTestId('cron-result');

beforeAll(setupTestI18n);
beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(jobApi.nextFirings).mockResolvedValue(['2026-12-07T10:00:00.000Z']);
});

describe('cron builder', () => {
  it('opens on the choices of the expression in the form', async () => {
    open('0 0 10 ? * 6#3');
    expect(result()).toHaveTextContent('0 0 10 ? * 6#3');
    const week = await tab('周');
    expect(within(week).getByRole('radio', { name: '第 3 周的 星期五' })).toBeChecked();
    expect(within(await tab('日')).getByRole('radio', { name: '不指定' })).toBeChecked();
    const hour = await tab('小时');
    expect(within(hour).getByRole('radio', { name: '指定' })).toBeChecked();
    expect(within(hour).getByRole('checkbox', { name: '10' })).toBeChecked();
    expect(within(await tab('年')).getByRole('radio', { name: /^不填/ })).toBeChecked();
    await waitFor(() => expect(jobApi.nextFirings).toHaveBeenCalledWith('0 0 10 ? * 6#3'));
  });

  it('reads the nearest weekday and the year into their tabs', async () => {
    open('0 0 1 1W * ? 2027');
    expect(within(await tab('日')).getByRole('radio', { name: '每月 1 号最近的那个工作日' })).toBeChecked();
    expect(within(await tab('周')).getByRole('radio', { name: '不指定' })).toBeChecked();
    const year = await tab('年');
    expect(within(year).getByRole('radio', { name: '指定' })).toBeChecked();
    expect(within(year).getByRole('checkbox', { name: '2027' })).toBeChecked();
  });

  it('writes what the tabs say and hands it to the form', async () => {
    const onApply = open('0 0 2 * * ?');
    const minute = await tab('分钟');
    await userEvent.click(within(minute).getByRole('radio', { name: '从 0 分钟开始，每 1 分钟执行一次' }));
    const interval = within(minute).getByRole('spinbutton', { name: '间隔' });
    await userEvent.clear(interval);
    await userEvent.type(interval, '15');
    expect(result()).toHaveTextContent('0 0/15 2 * * ?');
    await userEvent.click(within(await tab('小时')).getByRole('radio', { name: '每小时' }));
    expect(result()).toHaveTextContent('0 0/15 * * * ?');
    await waitFor(() => expect(jobApi.nextFirings).toHaveBeenLastCalledWith('0 0/15 * * * ?'));
    expect(await screen.findByTestId('next-firings')).toBeInTheDocument();

    // Choosing a weekday leaves the day of the month unspecified.
    const week = await tab('周');
    await userEvent.click(within(week).getByRole('radio', { name: '指定' }));
    await userEvent.click(within(week).getByRole('checkbox', { name: '星期一' }));
    expect(result()).toHaveTextContent('0 0/15 * ? * 2');

    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onApply).toHaveBeenCalledWith('0 0/15 * ? * 2');
  });

  it('says when an expression cannot be shown in the tabs and starts from the default', async () => {
    open('0 1-5/2 * * * ?');
    expect(screen.getByText(/无法在选项卡中显示/)).toBeInTheDocument();
    expect(result()).toHaveTextContent('0 0 2 * * ?');
  });
});
