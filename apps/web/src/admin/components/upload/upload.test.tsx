import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../request';
import { renderPage, setupTestI18n } from '../../testing';
import { FileUpload } from './FileUpload';
import { ImageUpload } from './ImageUpload';
import { checkFile } from './uploadApi';

vi.mock('../../request', () => ({ http: { post: vi.fn(), get: vi.fn() } }));
const post = vi.mocked(http.post);

beforeAll(setupTestI18n);
beforeEach(() => {
  post.mockReset().mockResolvedValue({ code: 200, msg: 'ok', url: '/api/profile/upload/x.png', fileName: '/profile/upload/x.png' } as never);
});

const fileInput = (container: HTMLElement) => container.querySelector('input[type=file]') as HTMLInputElement;
const file = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'application/octet-stream' });

describe('upload limits', () => {
  it('checks type and size', () => {
    expect(checkFile({ name: 'a.PNG', size: 1 }, ['png'], 5)).toBeNull();
    expect(checkFile({ name: 'a.gif', size: 1 }, ['png', 'jpg'], 5)).toEqual({ key: 'type', values: { types: 'png/jpg' } });
    expect(checkFile({ name: 'a.png', size: 5 * 1024 * 1024 + 1 }, ['png'], 5)).toEqual({ key: 'size', values: { size: 5 } });
  });
});

describe('ImageUpload', () => {
  it('shows picture cards and the tip, refuses wrong types, big files and too many files', async () => {
    const onChange = vi.fn();
    const { container } = renderPage(<ImageUpload value="/api/profile/upload/a.png,/api/profile/upload/b.png" limit={3} onChange={onChange} />);
    expect(container.querySelectorAll('.ant-upload-list-item')).toHaveLength(2);
    expect(screen.getByText('请上传 大小不超过 5MB 格式为 png/jpg/jpeg 的文件')).toBeInTheDocument();

    await userEvent.upload(fileInput(container), file('a.gif'), { applyAccept: false });
    expect(await screen.findByText('文件格式不正确，请上传png/jpg/jpeg图片格式文件!')).toBeInTheDocument();
    await userEvent.upload(fileInput(container), file('big.png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('上传图片大小不能超过 5 MB!')).toBeInTheDocument();
    await userEvent.upload(fileInput(container), [file('c.png'), file('d.png')]);
    expect(await screen.findByText('上传文件数量不能超过 3 个!')).toBeInTheDocument();
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![0]).toBe('/common/upload');
  });

  it('adds the uploaded image address to the value', async () => {
    post.mockResolvedValue({ code: 200, msg: 'ok', url: '/api/profile/upload/new.png', fileName: '/profile/upload/new.png' } as never);
    const onChange = vi.fn();
    const { container } = renderPage(<ImageUpload value="/api/profile/upload/a.png" onChange={onChange} />);
    await userEvent.upload(fileInput(container), file('new.png'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/api/profile/upload/a.png,/api/profile/upload/new.png'));
    const body = post.mock.calls[0]![1] as FormData;
    expect((body.get('file') as File).name).toBe('new.png');
  });
});

describe('FileUpload', () => {
  it('shows the tip with size and formats, refuses other types, uploads to /common/flUl', async () => {
    post.mockResolvedValue({ code: 200, msg: 'ok', fileName: '/profile/upload/2026/01/01/plan_0123456789abcdef0123456789abcdef.pdf' } as never);
    const onChange = vi.fn();
    const { container } = renderPage(<FileUpload onChange={onChange} />);
    expect(screen.getByText('请上传 大小不超过 500MB 格式为 doc/xls/ppt/txt/pdf/jpg/png/xlsx/docx/pptx/mp4 的文件')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /选取文件/ })).toBeInTheDocument();
    await userEvent.upload(fileInput(container), file('tool.exe'), { applyAccept: false });
    expect(await screen.findByText('文件格式不正确，请上传doc/xls/ppt/txt/pdf/jpg/png/xlsx/docx/pptx/mp4格式文件!')).toBeInTheDocument();
    await userEvent.upload(fileInput(container), file('plan.pdf'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/profile/upload/2026/01/01/plan_0123456789abcdef0123456789abcdef.pdf'));
    expect(post.mock.calls[0]![0]).toBe('/common/flUl');
  });

  it('shows stored files by their original name', () => {
    renderPage(<FileUpload value="/profile/upload/2026/01/01/plan_0123456789abcdef0123456789abcdef.pdf" />);
    expect(screen.getByText('plan.pdf')).toBeInTheDocument();
  });
});
