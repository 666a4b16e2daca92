import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, type FormInstance } from 'antd';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage, setupTestI18n } from '../../../testing';
import { SurchargeList } from './SurchargeList';

beforeAll(setupTestI18n);

const thc = { ratetype: 'Paid at Origin', freightname: '码头操作费', amount: 850, currencycode: 'CNY', unit: '20GP', remark: '每箱', englishremark: 'Per container' };

describe('surcharges of the sea rate dialog', () => {
  it('edits each surcharge’s remark in Chinese, English and Russian', async () => {
    let form: FormInstance | undefined;
    function Dialog() {
      const [instance] = Form.useForm();
      form = instance;
      return <Form form={instance} initialValues={{ surcharges: [thc] }}><SurchargeList /></Form>;
    }
    renderPage(<Dialog />);
    expect(await screen.findByLabelText('备注 1')).toHaveValue('每箱');
    expect(screen.getByLabelText('英文备注 1')).toHaveValue('Per container');
    await userEvent.type(screen.getByLabelText('俄文备注 1'), 'За контейнер');
    await waitFor(() => expect(form!.getFieldValue(['surcharges', 0])).toMatchObject({
      remark: '每箱', englishremark: 'Per container', russianremark: 'За контейнер',
    }));
  });
});
