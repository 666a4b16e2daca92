import { InboxOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Select, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { carrierSheetApi, type Mapping } from './carrierSheetApi';

export interface FileStepProps {
  carrierId?: number;
  onCarrier: (carrierId: number) => void;
  file: File | null;
  onFile: (file: File | null) => void;
  /** The carrier's saved mapping, if any. */
  saved: Mapping | null;
  importing: boolean;
  /** Imports the file with the saved mapping (offered once a file is chosen). */
  onImportSaved?: () => void;
}

/** The first step: whose sheet it is and the file; a carrier with a saved mapping imports its file in one click. */
export function FileStep({ carrierId, onCarrier, file, onFile, saved, importing, onImportSaved }: FileStepProps) {
  const { t } = useTranslation('admin');
  const carriers = useQuery({ queryKey: ['carrierSheet', 'carriers'], queryFn: carrierSheetApi.carriers });
  return (
    <Form layout="vertical">
      <Form.Item label={t('seaRate.carriercode')} required>
        <Select showSearch optionFilterProp="label" placeholder={t('carrierSheet.chooseCarrier')} value={carrierId} onChange={onCarrier} loading={carriers.isLoading}
          aria-label={t('seaRate.carriercode')}
          options={(carriers.data ?? []).map((c) => ({ value: c.carrierId, label: `${c.carriercode} ${c.carriername}${c.mapped ? ' ✓' : ''}` }))} />
      </Form.Item>
      <Upload.Dragger accept=".xlsx,.ods" maxCount={1} beforeUpload={(f) => { onFile(f); return false; }} onRemove={() => onFile(null)}
        fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}>
        <p className="ant-upload-drag-icon"><InboxOutlined /></p>
        <p>{t('carrierSheet.drop')}</p>
      </Upload.Dragger>
      {saved && (
        <Alert style={{ marginTop: 12 }} type="info" showIcon title={t('carrierSheet.saved', { sheet: saved.sheet, row: saved.headerRow })}
          action={<Button type="primary" size="small" disabled={!onImportSaved} loading={importing} onClick={onImportSaved}>{t('carrierSheet.importSaved')}</Button>} />
      )}
    </Form>
  );
}
