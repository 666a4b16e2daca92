import type { ReactNode } from 'react';
import { Button, Checkbox, Input, Select, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCardLayout } from '../../device/useCardLayout';
import { decimalText, measureFields, specialFlags, type CargoDraft } from './cargoForm';
import './cargoCards.css';

interface CargoTableProps {
  rows: CargoDraft[];
  onChange: (key: number, change: Partial<CargoDraft>) => void;
  onRemove: (key: number) => void;
}

/** One field of a cargo row: its heading and its control, at its own width in the table or the card's whole width. */
interface CargoField {
  key: string;
  title: string;
  control: (row: CargoDraft, index: number, fullWidth: boolean) => ReactNode;
  /** Its own line on a card (the names and the special-cargo boxes). */
  wide?: boolean;
}

/**
 * The cargo rows of the LCL calculator: each field edits in place; numbers accept digits and one decimal point. A
 * table on a desktop; on a phone each row is a card of labelled fields, with no sideways scroll.
 */
export function CargoTable({ rows, onChange, onRemove }: CargoTableProps) {
  const { t } = useTranslation();
  const mobile = useCardLayout();
  const label = (field: string, index: number) => `${t(`lclInquiry.${field}`)} ${index + 1}`;
  const text = (field: 'name' | 'number' | 'date', width: number, type = 'text'): CargoField => ({
    key: field,
    title: t(field === 'date' ? 'lclInquiry.pickupDate' : `lclInquiry.${field}`),
    wide: field === 'name',
    control: (row, index, fullWidth) => (
      <Input
        aria-label={label(field === 'date' ? 'pickupDate' : field, index)}
        type={type}
        value={row[field]}
        style={{ width: fullWidth ? '100%' : width }}
        maxLength={field === 'name' ? 200 : undefined}
        onChange={(e) => onChange(row.key, { [field]: field === 'number' ? e.target.value.replace(/\D/g, '') : e.target.value })}
      />
    ),
  });
  const fields: CargoField[] = [
    text('name', 140),
    text('number', 70),
    {
      key: 'packingType',
      title: t('lclInquiry.packingType'),
      control: (row, index, fullWidth) => (
        <Select
          aria-label={label('packingType', index)}
          value={row.packingType}
          style={{ width: fullWidth ? '100%' : 100 }}
          onChange={(packingType) => onChange(row.key, { packingType })}
          options={[{ value: 0, label: t('inquiries.package.carton') }, { value: 1, label: t('inquiries.package.pallet') }]}
        />
      ),
    },
    {
      key: 'flags',
      title: t('lclInquiry.specialCargo'),
      wide: true,
      control: (row) => (
        <Checkbox.Group
          value={specialFlags.filter((flag) => row[flag])}
          onChange={(checked) => onChange(row.key, Object.fromEntries(specialFlags.map((flag) => [flag, checked.includes(flag)])))}
          options={specialFlags.map((flag) => ({ value: flag, label: t(`lclInquiry.${flag}`) }))}
        />
      ),
    },
    ...measureFields.map(
      (field): CargoField => ({
        key: field,
        title: t(`lclInquiry.${field}`),
        control: (row, index, fullWidth) => (
          <Input
            aria-label={label(field, index)}
            inputMode="decimal"
            value={row[field]}
            style={{ width: fullWidth ? '100%' : 90 }}
            onChange={(e) => onChange(row.key, { [field]: decimalText(e.target.value) })}
          />
        ),
      }),
    ),
    text('date', 140, 'date'),
  ];
  const remove = (row: CargoDraft) => (
    <Button type="link" danger disabled={rows.length === 1} onClick={() => onRemove(row.key)}>
      {t('lclInquiry.removeRow')}
    </Button>
  );

  if (mobile) {
    return (
      <ol className="cargo-cards">
        {rows.map((row, index) => (
          <li key={row.key} className="cargo-card">
            {fields.map((field) => (
              <div key={field.key} className={field.wide ? 'cargo-card-field cargo-card-wide' : 'cargo-card-field'}>
                <span aria-hidden="true">{field.title}</span>
                {field.control(row, index, true)}
              </div>
            ))}
            <div className="cargo-card-wide cargo-card-remove">{remove(row)}</div>
          </li>
        ))}
      </ol>
    );
  }

  const columns: TableColumnsType<CargoDraft> = [
    ...fields.map((field): TableColumnsType<CargoDraft>[number] => ({
      key: field.key,
      title: field.title,
      render: (_, row, index) => field.control(row, index, false),
    })),
    // Every column has a heading (an empty one leaves the remove buttons' column unnamed).
    { key: 'remove', title: t('column.actions'), render: (_, row) => remove(row) },
  ];
  return <Table<CargoDraft> rowKey="key" size="small" columns={columns} dataSource={rows} pagination={false} scroll={{ x: 'max-content' }} />;
}
