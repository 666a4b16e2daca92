import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload, type UploadFile, type UploadProps } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadLimits } from '@freight/domain';
import { RequestError } from '../../../shared/request/errors';
import { saveBlob } from '../../../shared/request/saveBlob';
import { http } from '../../request';
import { checkFile, pendingCounter, splitValue, uploadFile } from './uploadApi';

export interface FileUploadProps {
  /** Stored file names (`/profile/upload/...`) separated by commas. */
  value?: string;
  onChange?: (value: string) => void;
  limit?: number;
  /** Largest file in MB. */
  fileSize?: number;
  fileType?: readonly string[];
  isShowTip?: boolean;
  disabled?: boolean;
}

/** The name shown for a stored file: without folders and the unique suffix. */
export const displayName = (fileName: string) =>
  fileName.slice(fileName.lastIndexOf('/') + 1).replace(/_[0-9a-f]{32}(\.[^.]+)?$/, '$1');

const toFile = (fileName: string, index: number): UploadFile => ({
  uid: `-${index}-${fileName}`, name: displayName(fileName), status: 'done', response: { fileName },
});

/** A file list with a choose button and a tip naming the size and formats (back-office.md §2 uploaders, §5 limits). */
export function FileUpload({ value, onChange, limit = uploadLimits.file.maxFiles, fileSize = uploadLimits.file.maxMb,
  fileType = uploadLimits.file.types, isShowTip = true, disabled }: FileUploadProps) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [uploading, setUploading] = useState<UploadFile[]>([]);
  const counter = useRef(pendingCounter(() => message.loading(t('upload.fileLoading'), 0)));
  const done = useMemo(() => splitValue(value).map(toFile), [value]);
  const names = useRef<string[]>([]);
  names.current = splitValue(value);

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const problem = checkFile(file, fileType, fileSize);
    if (problem) {
      void message.error(t(problem.key === 'type' ? 'upload.fileType' : 'upload.fileSize', problem.values));
      return Upload.LIST_IGNORE;
    }
    if (limit > 0 && names.current.length + counter.current.pending + batch.indexOf(file) + 1 > limit) {
      if (batch.indexOf(file) === batch.length - 1 || batch.length === 1) void message.error(t('upload.count', { count: limit }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const blob = file as File;
    counter.current.start();
    uploadFile('/common/flUl', blob, blob.name)
      .then((reply) => {
        names.current = [...names.current, reply.fileName!];
        onChange?.(names.current.join(','));
        onSuccess?.(reply);
      })
      .catch((error: unknown) => {
        if (!(error instanceof RequestError && error.code)) void message.error(t('upload.fileFailed'));
        onError?.(error as Error);
      })
      .finally(() => {
        counter.current.finish();
        setUploading((list) => list.filter((f) => f.uid !== (file as UploadFile).uid));
      });
  };

  return (
    <div className="upload-file">
      <Upload
        accept={fileType.map((type) => `.${type}`).join(',')}
        multiple
        disabled={disabled}
        fileList={[...done, ...uploading]}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        showUploadList={{ showDownloadIcon: false }}
        onChange={({ file }) => {
          if (file.status === 'uploading') setUploading((list) => (list.some((f) => f.uid === file.uid) ? list : [...list, file]));
        }}
        onPreview={(file) => {
          const resource = (file.response as { fileName?: string } | undefined)?.fileName;
          if (!resource) return;
          void http.get<never>('/common/flDl/resource', { params: { resource }, responseType: 'blob' })
            .then((blob) => saveBlob(blob as unknown as Blob, file.name))
            .catch(() => undefined);
        }}
        onRemove={(file) => {
          const fileName = (file.response as { fileName?: string } | undefined)?.fileName;
          names.current = names.current.filter((name) => name !== fileName);
          onChange?.(names.current.join(','));
          return true;
        }}
      >
        {disabled ? null : <Button icon={<UploadOutlined />}>{t('upload.choose')}</Button>}
      </Upload>
      {isShowTip && !disabled ? (
        <div className="upload-tip">{t('upload.tip', { size: fileSize, types: fileType.join('/') })}</div>
      ) : null}
    </div>
  );
}
