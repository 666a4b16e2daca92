import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionApi } from '../../../../session/api';
import { sessionStore } from '../../../../session/sessionStore';
import { renderPage, setupTestI18n } from '../../../../testing';
import { profileApi } from './api';
import { AvatarDialog } from './AvatarDialog';
import ProfilePage from './index';

vi.mock('./api', () => ({ profileApi: { get: vi.fn(), update: vi.fn(), avatar: vi.fn() } }));
vi.mock('../../../../session/api', () => ({ sessionApi: { changePassword: vi.fn() } }));

const get = vi.mocked(profileApi.get);
const update = vi.mocked(profileApi.update);
const changePassword = vi.mocked(sessionApi.changePassword);

const saveButtons = () => screen.getAllByText('保 存').map((label) => label.closest('button')!);
const fill = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

beforeAll(setupTestI18n);
beforeEach(() => {
  get.mockReset().mockResolvedValue({
    code: 200, msg: 'ok', roleGroup: '超级管理员', postGroup: '董事长',
    data: { userId: 1, userName: 'admin', nickName: '若依', phonenumber: '15888888888', email: 'ry@163.com', sex: '1', dept: { deptName: '研发部门' }, createTime: '2026-01-02T03:04:05Z' },
  });
  update.mockReset().mockResolvedValue({ code: 200, msg: 'ok' });
  changePassword.mockReset().mockResolvedValue({ code: 200, msg: 'ok' });
  sessionStore.set({ user: { userId: 1, userName: 'admin', nickName: '若依' } });
});

describe('profile page', () => {
  it('shows the information card', async () => {
    renderPage(<ProfilePage />);
    expect(await screen.findByText('个人信息')).toBeInTheDocument();
    for (const text of ['用户名称', '手机号码', '用户邮箱', '所属部门', '所属角色', '创建日期', '15888888888', 'ry@163.com', '研发部门 / 董事长', '超级管理员']) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('button', { name: '点击上传头像' })).toBeInTheDocument();
  });

  it('checks the basic information rules and updates the navbar name once saved', async () => {
    renderPage(<ProfilePage />);
    const nick = await screen.findByLabelText('用户昵称');
    fill(nick, '');
    fill(screen.getByLabelText('手机号码'), '12345678901');
    fill(screen.getByLabelText('用户邮箱'), 'bad');
    await userEvent.click(saveButtons()[0]!);
    expect(await screen.findByText('用户昵称不能为空')).toBeInTheDocument();
    expect(await screen.findByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(await screen.findByText('请输入正确的邮箱地址')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();

    fill(nick, '运价管理员');
    fill(screen.getByLabelText('手机号码'), '13800138000');
    fill(screen.getByLabelText('用户邮箱'), 'ops@example.com');
    await userEvent.click(saveButtons()[0]!);
    await waitFor(() => expect(update).toHaveBeenCalledWith({ nickName: '运价管理员', phonenumber: '13800138000', email: 'ops@example.com', sex: '1' }));
    await waitFor(() => expect(sessionStore.get().user?.nickName).toBe('运价管理员'));
  });

  it('changes the password with the shared rules', async () => {
    renderPage(<ProfilePage />);
    await userEvent.click(await screen.findByText('修改密码'));
    fill(screen.getByLabelText('新密码'), 'abc');
    fill(screen.getByLabelText('确认密码'), 'abd');
    const saves = saveButtons();
    await userEvent.click(saves[saves.length - 1]!);
    expect(await screen.findByText('旧密码不能为空')).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
    fill(screen.getByLabelText('旧密码'), 'admin123');
    fill(screen.getByLabelText('新密码'), 'Harbor#2026');
    fill(screen.getByLabelText('确认密码'), 'Harbor#2026');
    await userEvent.click(saves[saves.length - 1]!);
    await waitFor(() => expect(changePassword).toHaveBeenCalledWith({ oldPassword: 'admin123', newPassword: 'Harbor#2026', confirmPassword: 'Harbor#2026' }));
  });

  it('opens the avatar dialog from the avatar', async () => {
    renderPage(<ProfilePage />);
    await userEvent.click(await screen.findByRole('button', { name: '点击上传头像' }));
    expect(await screen.findByText('修改头像')).toBeInTheDocument();
  });

  it('loads the avatar the server keeps as RuoYi does (a path under its base) from under /api', async () => {
    sessionStore.set({ user: { userId: 1, userName: 'admin', nickName: '若依', avatar: '/profile/avatar/2026/01/02/a.png' } });
    renderPage(<ProfilePage />);
    const button = await screen.findByRole('button', { name: '点击上传头像' });
    expect(button.querySelector('img')).toHaveAttribute('src', '/api/profile/avatar/2026/01/02/a.png');
    // The button names itself; the picture in it is decoration, so readers skip it (axe image-alt).
    expect(button.querySelector('img')).toHaveAttribute('alt', '');
  });
});

describe('avatar dialog', () => {
  it('has choose, zoom, rotate and submit controls and refuses what is not an image', async () => {
    const onSubmit = vi.fn();
    renderPage(<AvatarDialog open current="/api/profile/avatar/a.png" onClose={vi.fn()} onSubmit={onSubmit} />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.closest('.ant-modal')).toHaveStyle({ width: '800px' });
    const cropper = dialog.querySelector('.avatar-cropper') as HTMLElement;
    expect(cropper).toHaveStyle({ height: '350px' });
    expect(cropper.dataset.zoom).toBe('1.0');
    await userEvent.click(within(dialog).getByRole('button', { name: '放大' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '放大' }));
    expect(cropper.dataset.zoom).toBe('1.2');
    await userEvent.click(within(dialog).getByRole('button', { name: '缩小' }));
    expect(cropper.dataset.zoom).toBe('1.1');
    await userEvent.click(within(dialog).getByRole('button', { name: '向右旋转' }));
    expect(cropper.dataset.rotation).toBe('90');
    await userEvent.click(within(dialog).getByRole('button', { name: '向左旋转' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '向左旋转' }));
    expect(cropper.dataset.rotation).toBe('-90');
    expect(within(dialog).getByRole('button', { name: /选\s?择/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /提\s?交/ })).toBeInTheDocument();

    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('文件格式错误，请上传图片类型,如：JPG，PNG后缀的文件。')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
