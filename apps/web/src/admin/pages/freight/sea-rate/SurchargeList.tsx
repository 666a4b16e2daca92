import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { SurchargeBody, surchargeTypes } from '@freight/domain';
import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSchemaRules } from '../../../components/list';

const remarks = ['remark', 'englishremark', 'russianremark'] as const;

/** The catalogue key of each place a surcharge is paid (the stored value stays the English one). */
const typeKeys = { 'Paid at Origin': 'surcharge.type.origin', 'Paid at Destination': 'surcharge.type.destination' } as const satisfies Record<(typeof surchargeTypes)[number], string>;

/**
 * The surcharges of a sea rate, edited in the rate's dialog (saved with it, in this order). Every control is named
 * with its field and row ("Amount 2"), so a screen reader tells the rows apart without the placeholders.
 */
export function SurchargeList() {
  const { t } = useTranslation('admin');
  const rules = useSchemaRules(SurchargeBody);
  const types = surchargeTypes.map((value) => ({ value, label: t(typeKeys[value]) }));
  return (
    <Form.List name="surcharges">
      {(items, { add, remove }) => (
        <>
          {items.map(({ key, name }) => {
            const label = (field: string) => `${t(field)} ${name + 1}`;
            return (
              <Space key={key} align="baseline" wrap className="surcharge-row">
                <Form.Item name={[name, 'ratetype']} rules={rules('ratetype')}>
                  <Select style={{ width: 150 }} aria-label={label('surcharge.ratetype')} options={types} />
                </Form.Item>
                <Form.Item name={[name, 'freightname']} rules={rules('freightname')}>
                  <Input aria-label={label('surcharge.freightname')} placeholder={t('surcharge.freightname')} maxLength={100} style={{ width: 130 }} />
                </Form.Item>
                <Form.Item name={[name, 'englishname']}>
                  <Input aria-label={label('surcharge.englishname')} placeholder={t('surcharge.englishname')} maxLength={100} style={{ width: 130 }} />
                </Form.Item>
                <Form.Item name={[name, 'amount']} rules={rules('amount')}>
                  <InputNumber aria-label={label('surcharge.amount')} precision={2} placeholder={t('surcharge.amount')} style={{ width: 110 }} />
                </Form.Item>
                <Form.Item name={[name, 'currencycode']} rules={rules('currencycode')}>
                  <Input aria-label={label('seaRate.currencycode')} placeholder={t('seaRate.currencycode')} maxLength={3} style={{ width: 70 }} />
                </Form.Item>
                <Form.Item name={[name, 'unit']}>
                  <Input aria-label={label('surcharge.unit')} placeholder={t('surcharge.unit')} maxLength={10} style={{ width: 80 }} />
                </Form.Item>
                {remarks.map((field) => (
                  <Form.Item key={field} name={[name, field]} rules={rules(field)}>
                    <Input aria-label={label(`surcharge.${field}`)} placeholder={t(`surcharge.${field}`)} maxLength={500} style={{ width: 150 }} />
                  </Form.Item>
                ))}
                <Button type="text" icon={<MinusCircleOutlined />} onClick={() => remove(name)} aria-label={label('common.delete')} />
              </Space>
            );
          })}
          <div>
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ ratetype: surchargeTypes[0], currencycode: 'USD' })}>{t('surcharge.add')}</Button>
          </div>
        </>
      )}
    </Form.List>
  );
}
