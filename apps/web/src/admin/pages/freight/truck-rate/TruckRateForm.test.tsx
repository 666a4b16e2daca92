import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../../testing';
import { TruckRateForm } from './TruckRateForm';

vi.mock('../../../components/useDict', () => ({ useDict: (type: string) => ({ [type]: [] }) }));

beforeAll(setupTestI18n);

describe('truck rate dialog', () => {
  it('shows a negative price as an error and keeps it as typed, instead of turning it into 0', async () => {
    render(<Form><TruckRateForm /></Form>);
    const price = screen.getByRole('spinbutton', { name: '拼箱单价(每方)' });
    await userEvent.type(price, '-5');
    await userEvent.tab();
    expect(await screen.findByText('价格不能为负数')).toBeInTheDocument();
    expect(price).toHaveValue('-5.00');
  });
});
