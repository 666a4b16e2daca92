import { PlusOutlined } from '@ant-design/icons';
import { App, Image, Upload, type UploadFile, type UploadProps } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadLimits } from '@freight/domain';
import { RequestError } from '../../../shared/request/errors';
import { checkFile, pendingCounter, splitValue, uploadFile } from './uploadApi';

export interface ImageUploadProps {
  /** Image addresses separated by commas. */
  value?: string;
  onChange?: (value: string) => void;
  limit?: number;
  /** Largest image in MB. */
  fileSize?: number;
  fileType?: readonly string[];
  isShowTip?: boolean;
  disabled?: boolean;
}

const toFile = (url: string, index: number): UploadFile => ({ uid: `-${index}-${url}`, name: url.slice(url.lastIndexOf('/') + 1), status: 'done', url });

/** Picture cards of uploaded images with a preview dialog (back-office.md §2 uploaders, §5 limits). */
export function ImageUpload({ value, onChange, limit = uploadLimits.image.maxFiles, fileSize = uploadLimits.image.maxMb,
  fileType = uploadLimits.image.types, isShowTip = true, disabled }: ImageUploadProps) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [uploading, setUploading] = useState<UploadFile[]>([]);
  const [preview, setPreview] = useState<string>();
  const counter = useRef(pendingCounter(() => message.loading(t('upload.imageLoading'), 0)));
  const done = useMemo(() => splitValue(value).map(toFile), [value]);
  const urls = useRef<string[]>([]);
  urls.current = splitValue(value);

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const problem = checkFile(file, fileType, fileSize);
    if (problem) {
      void message.error(t(problem.key === 'type' ? 'upload.imageType' : 'upload.imageSize', problem.values));
      return Upload.LIST_IGNORE;
    }
    if (limit > 0 && urls.current.length + counter.current.pending + batch.indexOf(file) + 1 > limit) {
      if (batch.indexOf(file) === batch.length - 1 || batch.length === 1) void message.error(t('upload.count', { count: limit }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const blob = file as File;
    counter.current.start();
    uploadFile('/common/upload', blob, blob.name)
      .then((reply) => {
        urls.current = [...urls.current, reply.url!];
        onChange?.(urls.current.join(','));
        onSuccess?.(reply);
      })
      .catch((error: unknown) => {
        if (!(error instanceof RequestError && error.code)) void message.error(t('upload.imageFailed'));
        onError?.(error as Error);
      })
      .finally(() => {
        counter.current.finish();
        setUploading((list) => list.filter((f) => f.uid !== (file as UploadFile).uid));
      });
  };

  const fileList = [...done, ...uploading];
  return (
    <div className="component-upload-image">
      <Upload
        listType="picture-card"
        accept={fileType.map((type) => `.${type}`).join(',')}
        multiple
        disabled={disabled}
        fileList={fileList}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={({ file }) => {
          if (file.status === 'uploading') setUploading((list) => (list.some((f) => f.uid === file.uid) ? list : [...list, file]));
        }}
        onRemove={(file) => {
          if (!file.url) return true;
          urls.current = urls.current.filter((url) => url !== file.url);
          onChange?.(urls.current.join(','));
          return true;
        }}
        onPreview={(file) => setPreview(file.url)}
      >
        {fileList.length >= limit || disabled ? null : (
          <button type="button" className="upload-card-button" aria-label={t('upload.choose')}>
            <PlusOutlined />
          </button>
        )}
      </Upload>
      {isShowTip && !disabled ? (
        <div className="upload-tip">{t('upload.tip', { size: fileSize, types: fileType.join('/') })}</div>
      ) : null}
      {preview ? (
        <Image style={{ display: 'none' }} src={preview} preview={{ open: true, onOpenChange: (open) => { if (!open) setPreview(undefined); } }} />
      ) : null}
    </div>
  );
}
