import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session/sessionStore';
import { DictTag } from './DictTag';
import { HasPermission } from './HasPermission';
import type { DictOption } from './useDict';

const statuses: DictOption[] = [
  { value: '0', label: '正常', listClass: 'primary', cssClass: '' },
  { value: '1', label: '停用', listClass: 'danger', cssClass: '' },
  { value: '2', label: '草稿', listClass: 'default', cssClass: '' },
];

describe('DictTag', () => {
  it('shows the label of a value, as a coloured tag unless its class is default', () => {
    const { container } = render(<DictTag options={statuses} value="0" />);
    expect(screen.getByText('正常')).toHaveClass('ant-tag');
    render(<DictTag options={statuses} value="2" />);
    expect(screen.getByText('草稿').tagName).toBe('SPAN');
    expect(screen.getByText('草稿')).not.toHaveClass('ant-tag');
    expect(container).not.toHaveTextContent('0');
  });

  it('accepts comma-separated values and arrays', () => {
    render(<DictTag options={statuses} value="0,1" />);
    expect(screen.getByText('正常')).toBeInTheDocument();
    expect(screen.getByText('停用')).toBeInTheDocument();
    render(<DictTag options={statuses} value={[2]} />);
    expect(screen.getByText('草稿')).toBeInTheDocument();
  });

  it('shows unknown values raw unless showValue is off', () => {
    const { container, rerender } = render(<DictTag options={statuses} value="0,9" />);
    expect(container).toHaveTextContent('正常9');
    rerender(<DictTag options={statuses} value="0,9" showValue={false} />);
    expect(container).not.toHaveTextContent('9');
  });
});

describe('HasPermission', () => {
  beforeEach(() => sessionStore.set({ roles: ['editor'], permissions: ['system:dict:add'] }));

  it('shows its children when any listed permission is held', () => {
    render(<HasPermission permissions={['system:dict:edit', 'system:dict:add']}>add</HasPermission>);
    expect(screen.getByText('add')).toBeInTheDocument();
  });

  it('hides its children when none is held', () => {
    render(<HasPermission permissions={['system:dict:remove']}>remove</HasPermission>);
    expect(screen.queryByText('remove')).not.toBeInTheDocument();
  });

  it('lets *:*:* and the admin role through', () => {
    sessionStore.set({ roles: ['admin'], permissions: ['*:*:*'] });
    render(
      <>
        <HasPermission permissions={['tool:gen:edit']}><span>edit</span></HasPermission>
        <HasPermission roles={['common']}><span>role</span></HasPermission>
      </>,
    );
    expect(screen.getByText('edit')).toBeInTheDocument();
    expect(screen.getByText('role')).toBeInTheDocument();
  });

  it('refuses an empty list', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<HasPermission permissions={[]}>x</HasPermission>)).toThrow(/non-empty/);
  });
});
