import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { SurchargeBody, surchargeTypes } from '@freight/domain';
import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSchemaRules } from '../../../components/list';

/** The surcharges of a sea rate, edited in the rate's dialog (saved with it, in this order). */
export function SurchargeList() {
  const { t } = useTranslation('admin');
  const rules = useSchemaRules(SurchargeBody);
  return (
    <Form.Item label={t('seaRate.surcharges')}>
      <Form.List name="surcharges">
        {(items, { add, remove }) => (
          <>
            {items.map(({ key, name }) => (
              <Space key={key} align="baseline" wrap className="surcharge-row">
                <Form.Item name={[name, 'ratetype']} rules={rules('ratetype')} noStyle>
                  <Select style={{ width: 150 }} aria-label={t('surcharge.ratetype')} options={surchargeTypes.map((v) => ({ value: v, label: v }))} />
                </Form.Item>
                <Form.Item name={[name, 'freightname']} rules={rules('freightname')}>
                  <Input placeholder={t('surcharge.freightname')} maxLength={100} style={{ width: 110 }} />
                </Form.Item>
                <Form.Item name={[name, 'englishname']}>
                  <Input placeholder={t('surcharge.englishname')} maxLength={100} style={{ width: 110 }} />
                </Form.Item>
                <Form.Item name={[name, 'amount']} rules={rules('amount')}>
                  <InputNumber min={0} precision={2} placeholder={t('surcharge.amount')} style={{ width: 90 }} />
                </Form.Item>
                <Form.Item name={[name, 'currencycode']} rules={rules('currencycode')}>
                  <Input placeholder={t('seaRate.currencycode')} maxLength={3} style={{ width: 60 }} />
                </Form.Item>
                <Form.Item name={[name, 'unit']}>
                  <Input placeholder={t('surcharge.unit')} maxLength={10} style={{ width: 70 }} />
                </Form.Item>
                <MinusCircleOutlined onClick={() => remove(name)} aria-label={t('common.delete')} />
              </Space>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ ratetype: surchargeTypes[0], currencycode: 'USD' })}>{t('surcharge.add')}</Button>
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}
