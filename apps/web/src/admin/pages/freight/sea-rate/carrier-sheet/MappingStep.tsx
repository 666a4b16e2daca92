import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { carrierSheetFields, carrierSheetRequired, surchargeTypes, type CarrierSheetField, type CarrierSheetSurcharge } from '@freight/domain';
import { Button, Form, Input, Select, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Mapping, Survey } from './carrierSheetApi';
import { guessedMapping, headersOf } from './draftMapping';

const rowText = (cells: readonly unknown[]) => cells.filter((c) => c !== null && c !== '').map(String).join(' | ').slice(0, 90);

/**
 * The second step: the sheet and its header row, then for each field of a sea rate the carrier's column that fills
 * it or one value for every row, and the columns that are surcharges. Changing the sheet or header row guesses the
 * columns again from the new headers.
 */
export function MappingStep({ survey, mapping, onChange }: { survey: Survey; mapping: Mapping; onChange: (mapping: Mapping) => void }) {
  const { t } = useTranslation('admin');
  const sheet = survey.sheets.find((s) => s.name === mapping.sheet);
  const headers = headersOf(sheet, mapping.headerRow);
  const headerOptions = headers.map((h) => ({ value: h, label: h }));
  const title = (field: CarrierSheetField) => t(field === 'status' ? 'common.status' : `seaRate.${field}`);
  const setColumn = (field: CarrierSheetField, header: string | undefined) => {
    const columns = { ...mapping.columns };
    if (header) columns[field] = header;
    else delete columns[field];
    onChange({ ...mapping, columns });
  };
  const setConstant = (field: CarrierSheetField, value: string) => onChange({ ...mapping, constants: { ...mapping.constants, [field]: value } });
  const setSurcharge = (index: number, change: Partial<CarrierSheetSurcharge>) =>
    onChange({ ...mapping, surcharges: mapping.surcharges.map((s, i) => (i === index ? { ...s, ...change } : s)) });
  const mapped = new Set([...Object.values(mapping.columns), ...mapping.surcharges.map((s) => s.header)]);

  return (
    <Form layout="inline" component="div">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Form.Item label={t('carrierSheet.sheet')}>
            <Select style={{ width: 220 }} aria-label={t('carrierSheet.sheet')} value={mapping.sheet} options={survey.sheets.map((s) => ({ value: s.name, label: s.name }))}
              onChange={(name: string) => onChange(guessedMapping(survey, mapping, name))} />
          </Form.Item>
          <Form.Item label={t('carrierSheet.headerRow')}>
            <Select style={{ width: 520 }} aria-label={t('carrierSheet.headerRow')} value={mapping.headerRow}
              options={(sheet?.rows ?? []).map((r) => ({ value: r.row, label: t('carrierSheet.rowLabel', { row: r.row, cells: rowText(r.cells) }) }))}
              onChange={(row: number) => onChange(guessedMapping(survey, mapping, mapping.sheet, row))} />
          </Form.Item>
        </Space>
        <Typography.Text type="secondary">{t('carrierSheet.fieldHint')}</Typography.Text>
        <Table size="small" rowKey={(field) => field} dataSource={[...carrierSheetFields]} pagination={false} scroll={{ y: 300 }} className="carrier-sheet-fields"
          columns={[
            {
              key: 'field', title: t('carrierSheet.field'), width: 220,
              render: (_, field) => <>{carrierSheetRequired.includes(field) && <Typography.Text type="danger">* </Typography.Text>}{title(field)}</>,
            },
            {
              key: 'column', title: t('carrierSheet.column'),
              render: (_, field) => (
                <Select allowClear showSearch style={{ width: '100%' }} aria-label={`${title(field)} ${t('carrierSheet.column')}`} value={mapping.columns[field]}
                  options={headerOptions} onChange={(header?: string) => setColumn(field, header)} />
              ),
            },
            {
              key: 'constant', title: t('carrierSheet.constant'), width: 220,
              render: (_, field) => (
                <Input aria-label={`${title(field)} ${t('carrierSheet.constant')}`} value={mapping.constants[field] ?? ''} maxLength={200}
                  disabled={Boolean(mapping.columns[field])} onChange={(e) => setConstant(field, e.target.value)} />
              ),
            },
          ]} />
        <Typography.Text strong>{t('carrierSheet.surcharges')}</Typography.Text>
        {mapping.surcharges.map((s, i) => (
          <Space key={i} wrap className="carrier-sheet-surcharge">
            <Select style={{ width: 180 }} aria-label={t('carrierSheet.column')} value={s.header} onChange={(header: string) => setSurcharge(i, { header })}
              options={headers.filter((h) => h === s.header || !mapped.has(h)).map((h) => ({ value: h, label: h }))} />
            <Select style={{ width: 170 }} aria-label={t('surcharge.ratetype')} value={s.ratetype} onChange={(ratetype: CarrierSheetSurcharge['ratetype']) => setSurcharge(i, { ratetype })}
              options={surchargeTypes.map((v) => ({ value: v, label: v }))} />
            <Input style={{ width: 140 }} placeholder={t('surcharge.freightname')} value={s.freightname} maxLength={100} onChange={(e) => setSurcharge(i, { freightname: e.target.value })} />
            <Input style={{ width: 90 }} placeholder={t('surcharge.unit')} value={s.unit} maxLength={10} onChange={(e) => setSurcharge(i, { unit: e.target.value })} />
            <MinusCircleOutlined aria-label={t('list.delete')} onClick={() => onChange({ ...mapping, surcharges: mapping.surcharges.filter((_, j) => j !== i) })} />
          </Space>
        ))}
        <Button type="dashed" icon={<PlusOutlined />} disabled={headers.every((h) => mapped.has(h))}
          onClick={() => onChange({ ...mapping, surcharges: [...mapping.surcharges, { header: headers.find((h) => !mapped.has(h))!, ratetype: surchargeTypes[0], freightname: '', unit: '' }] })}>
          {t('carrierSheet.addSurcharge')}
        </Button>
      </Space>
    </Form>
  );
}
