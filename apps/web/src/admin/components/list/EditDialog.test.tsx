import { render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../testing';
import { EditDialog } from './EditDialog';

beforeAll(setupTestI18n);
afterEach(() => vi.restoreAllMocks());

function Dialog() {
  const [form] = Form.useForm();
  return (
    <EditDialog form={form} open title="添加岗位" onClose={() => {}} onSubmit={async () => {}}>
      <Form.Item name="postName" label="岗位名称"><input /></Form.Item>
    </EditDialog>
  );
}

/** A screen as wide as `width`: antd's breakpoints ask for `(min-width: …px)` (test/setup.ts answers false to every query). */
function screenOf(width: number) {
  const none = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return { ...none(query), matches: min ? width >= Number(min[1]) : false };
  });
}

const labelColumn = () => screen.getByText('岗位名称').closest('.ant-form-item-label') as HTMLElement;

describe('EditDialog', () => {
  it('keeps its labels in a 96 px column beside the fields on a desktop', () => {
    screenOf(1280);
    render(<Dialog />);
    expect(labelColumn().style.flex).toMatch(/96px/);
  });

  it('gives each label the whole width above its field on a phone, instead of wrapping it in 96 px', () => {
    screenOf(390);
    render(<Dialog />);
    expect(labelColumn().style.flex).toBe('');
  });
});
