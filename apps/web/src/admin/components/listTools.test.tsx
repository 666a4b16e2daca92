import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../testing';
import { Pagination } from './Pagination';
import { RightToolbar } from './RightToolbar';

beforeAll(setupTestI18n);

describe('Pagination', () => {
  it('is hidden while the list is empty', () => {
    const { container } = render(<Pagination total={0} pageNum={1} pageSize={10} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the total, page sizes 10/20/30/50 and a jumper', async () => {
    render(<Pagination total={95} pageNum={1} pageSize={10} onChange={() => {}} />);
    expect(screen.getByText('共 95 条')).toBeInTheDocument();
    expect(document.querySelector('.ant-pagination-options-quick-jumper')).not.toBeNull();
    await userEvent.click(screen.getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['10 / page', '20 / page', '30 / page', '50 / page']);
  });

  it('goes back to the first page when a larger page size would pass the end', async () => {
    const onChange = vi.fn();
    render(<Pagination total={25} pageNum={3} pageSize={10} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('20 / page'));
    expect(onChange).toHaveBeenLastCalledWith(1, 20);
  });
});

describe('RightToolbar', () => {
  it('toggles the search form and refreshes', async () => {
    const onShowSearchChange = vi.fn();
    const onRefresh = vi.fn();
    render(<RightToolbar showSearch onShowSearchChange={onShowSearchChange} onRefresh={onRefresh} />);
    await userEvent.click(screen.getByRole('button', { name: '隐藏搜索' }));
    expect(onShowSearchChange).toHaveBeenCalledWith(false);
    await userEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(onRefresh).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: '显隐列' })).not.toBeInTheDocument();
  });

  it('shows and hides columns', async () => {
    const onColumnsChange = vi.fn();
    const columns = [
      { key: 'userName', title: '用户名称', visible: true },
      { key: 'email', title: '邮箱', visible: true },
    ];
    render(<RightToolbar showSearch={false} onShowSearchChange={() => {}} onRefresh={() => {}} columns={columns} onColumnsChange={onColumnsChange} />);
    await userEvent.click(screen.getByRole('button', { name: '显隐列' }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('checkbox', { name: '邮箱' }));
    expect(onColumnsChange).toHaveBeenCalledWith([columns[0], { ...columns[1], visible: false }]);
  });
});
