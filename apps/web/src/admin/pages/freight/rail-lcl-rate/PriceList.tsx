import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { RailLclPriceBody } from '@freight/domain';
import { Button, Form, Input, InputNumber, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSchemaRules } from '../../../components/list';

/** The price entries of a rail LCL rate, in order: the first is the sales price. */
export function PriceList() {
  const { t } = useTranslation('admin');
  const rules = useSchemaRules(RailLclPriceBody);
  return (
    <Form.Item label={t('railLclRate.prices')} extra={t('railLclRate.priceHint')}>
      <Form.List name="prices">
        {(items, { add, remove }) => (
          <>
            {items.map(({ key, name }, index) => (
              <Space key={key} align="baseline">
                <Typography.Text type="secondary">{index + 1}</Typography.Text>
                <Form.Item name={[name, 'salesprice']} rules={rules('salesprice')}>
                  <InputNumber precision={2} placeholder={t('railLclRate.salesprice')} style={{ width: 160 }} />
                </Form.Item>
                <Form.Item name={[name, 'currencycode']} rules={rules('currencycode')}>
                  <Input placeholder={t('seaRate.currencycode')} maxLength={3} style={{ width: 70 }} />
                </Form.Item>
                <Form.Item name={[name, 'unit']}>
                  <Input placeholder={t('surcharge.unit')} maxLength={10} style={{ width: 80 }} />
                </Form.Item>
                <Form.Item name={[name, 'sort']} hidden initialValue={index}><InputNumber /></Form.Item>
                <MinusCircleOutlined onClick={() => remove(name)} aria-label={t('common.delete')} />
              </Space>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ currencycode: 'USD', unit: 'CBM', sort: items.length })}>{t('railLclRate.addPrice')}</Button>
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}
