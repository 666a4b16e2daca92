import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Modal, Space, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportReply } from '../../../../components/import';
import { ImportReport } from '../../../../components/import';
import { carrierSheetApi, type Mapping, type Preview, type Survey } from './carrierSheetApi';
import { firstMapping } from './draftMapping';
import { FileStep } from './FileStep';
import { MappingStep } from './MappingStep';
import { PreviewStep } from './PreviewStep';

type Step = 'file' | 'mapping' | 'preview' | 'result';
const steps: Step[] = ['file', 'mapping', 'preview', 'result'];

/**
 * Imports a carrier's own rate sheet in four steps: the carrier and its file; the sheet, header row and what each
 * column is (offered from the carrier's saved mapping, else guessed from the headers); a preview of the first rows
 * as they will be stored, with every error; the import's result. With a saved mapping the file imports at once.
 */
export function CarrierSheetDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const [step, setStep] = useState<Step>('file');
  const [carrierId, setCarrierId] = useState<number>();
  const [file, setFile] = useState<File | null>(null);
  const [survey, setSurvey] = useState<Survey>();
  const [mapping, setMapping] = useState<Mapping>();
  const [preview, setPreview] = useState<Preview>();
  const [updateSupport, setUpdateSupport] = useState(false);
  const [report, setReport] = useState<ImportReply>();
  const [busy, setBusy] = useState(false);
  const saved = useQuery({ queryKey: ['carrierSheet', 'mapping', carrierId], queryFn: () => carrierSheetApi.saved(carrierId!), enabled: carrierId !== undefined });

  const working = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // The request client has shown why.
    } finally {
      setBusy(false);
    }
  };
  const inspect = () => working(async () => {
    const found = await carrierSheetApi.inspect(file!);
    setSurvey(found);
    setMapping(firstMapping(found, carrierId!, saved.data ?? null));
    setStep('mapping');
  });
  const showPreview = () => working(async () => {
    setPreview(await carrierSheetApi.preview(file!, mapping!, updateSupport));
    setStep('preview');
  });
  const runImport = (using: Mapping) => working(async () => {
    const reply = await carrierSheetApi.import(file!, using, updateSupport);
    setReport(reply);
    setStep('result');
    if (reply.code === 200) {
      onDone();
      void saved.refetch();
    }
  });

  const footer = {
    file: [
      <Button key="cancel" onClick={onClose}>{t('common.cancel')}</Button>,
      <Button key="next" type="primary" disabled={!file || carrierId === undefined} loading={busy} onClick={() => void inspect()}>{t('carrierSheet.next')}</Button>,
    ],
    mapping: [
      <Button key="back" onClick={() => setStep('file')}>{t('carrierSheet.back')}</Button>,
      <Button key="next" type="primary" loading={busy} onClick={() => void showPreview()}>{t('carrierSheet.next')}</Button>,
    ],
    preview: [
      <Checkbox key="update" checked={updateSupport} onChange={(e) => setUpdateSupport(e.target.checked)}>{t('import.updateSupport')}</Checkbox>,
      <Button key="back" onClick={() => setStep('mapping')}>{t('carrierSheet.back')}</Button>,
      <Button key="import" type="primary" loading={busy} onClick={() => void runImport(mapping!)}>{t('import.upload')}</Button>,
    ],
    result: [<Button key="close" type="primary" onClick={onClose}>{t('common.confirm')}</Button>],
  }[step];

  return (
    <Modal open title={t('carrierSheet.title')} width={step === 'file' ? 560 : 1000} onCancel={onClose} footer={footer} maskClosable={false}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Steps size="small" current={steps.indexOf(step)} items={steps.map((s) => ({ title: t(`carrierSheet.step.${s}`) }))} />
        {step === 'file' && (
          <FileStep carrierId={carrierId} onCarrier={setCarrierId} file={file} onFile={setFile} saved={saved.data ?? null}
            importing={busy} onImportSaved={file && saved.data ? () => void runImport(saved.data!) : undefined} />
        )}
        {step === 'mapping' && survey && mapping && <MappingStep survey={survey} mapping={mapping} onChange={setMapping} />}
        {step === 'preview' && preview && <PreviewStep preview={preview} />}
        {step === 'result' && report && (report.code === 200 && !report.errors?.length
          ? <Alert type="success" showIcon title={report.msg} />
          : <ImportReport report={report} />)}
      </Space>
    </Modal>
  );
}
