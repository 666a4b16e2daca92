import { Button, Checkbox, Input, Select, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { decimalText, measureFields, specialFlags, type CargoDraft } from './cargoForm';

interface CargoTableProps {
  rows: CargoDraft[];
  onChange: (key: number, change: Partial<CargoDraft>) => void;
  onRemove: (key: number) => void;
}

/** The cargo rows of the LCL calculator: each field edits in place; numbers accept digits and one decimal point. */
export function CargoTable({ rows, onChange, onRemove }: CargoTableProps) {
  const { t } = useTranslation();
  const label = (field: string, index: number) => `${t(`lclInquiry.${field}`)} ${index + 1}`;
  const text = (field: 'name' | 'number' | 'date', width: number, type = 'text'): TableColumnsType<CargoDraft>[number] => ({
    key: field,
    title: t(field === 'date' ? 'lclInquiry.pickupDate' : `lclInquiry.${field}`),
    render: (_: unknown, row, index) => (
      <Input
        aria-label={label(field === 'date' ? 'pickupDate' : field, index)}
        type={type}
        value={row[field]}
        style={{ width }}
        maxLength={field === 'name' ? 200 : undefined}
        onChange={(e) => onChange(row.key, { [field]: field === 'number' ? e.target.value.replace(/\D/g, '') : e.target.value })}
      />
    ),
  });
  const columns: TableColumnsType<CargoDraft> = [
    text('name', 140),
    text('number', 70),
    {
      key: 'packingType',
      title: t('lclInquiry.packingType'),
      render: (_, row, index) => (
        <Select
          aria-label={label('packingType', index)}
          value={row.packingType}
          style={{ width: 100 }}
          onChange={(packingType) => onChange(row.key, { packingType })}
          options={[{ value: 0, label: t('inquiries.package.carton') }, { value: 1, label: t('inquiries.package.pallet') }]}
        />
      ),
    },
    {
      key: 'flags',
      title: t('lclInquiry.specialCargo'),
      render: (_, row) => (
        <Checkbox.Group
          value={specialFlags.filter((flag) => row[flag])}
          onChange={(checked) => onChange(row.key, Object.fromEntries(specialFlags.map((flag) => [flag, checked.includes(flag)])))}
          options={specialFlags.map((flag) => ({ value: flag, label: t(`lclInquiry.${flag}`) }))}
        />
      ),
    },
    ...measureFields.map((field): TableColumnsType<CargoDraft>[number] => ({
      key: field,
      title: t(`lclInquiry.${field}`),
      render: (_, row, index) => (
        <Input
          aria-label={label(field, index)}
          inputMode="decimal"
          value={row[field]}
          style={{ width: 90 }}
          onChange={(e) => onChange(row.key, { [field]: decimalText(e.target.value) })}
        />
      ),
    })),
    text('date', 140, 'date'),
    {
      key: 'remove',
      render: (_, row) => (
        <Button type="link" danger disabled={rows.length === 1} onClick={() => onRemove(row.key)}>
          {t('lclInquiry.removeRow')}
        </Button>
      ),
    },
  ];
  return <Table<CargoDraft> rowKey="key" size="small" columns={columns} dataSource={rows} pagination={false} scroll={{ x: 'max-content' }} />;
}
