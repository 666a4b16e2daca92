import { App, Upload, type UploadFile, type UploadProps } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadReply } from '@freight/domain';
import { RequestError } from '../../../shared/request/errors';
import { checkFile, pendingCounter, splitValue, uploadFile } from './uploadApi';

/** What both uploaders take from a form and their caller (RuoYi's FileUpload and ImageUpload props). */
export interface UploaderProps {
  /** Stored values separated by commas: file names (`/profile/upload/...`) or image addresses. */
  value?: string;
  onChange?: (value: string) => void;
  limit?: number;
  /** Largest file in MB. */
  fileSize?: number;
  fileType?: readonly string[];
  isShowTip?: boolean;
  disabled?: boolean;
}

export interface UploadListOptions {
  /** Stored values (file names or image addresses) separated by commas. */
  value?: string;
  onChange?: (value: string) => void;
  limit: number;
  /** Largest file in MB. */
  fileSize: number;
  fileType: readonly string[];
  /** Which texts to show (`upload.imageType`, `upload.fileSize`, ...) and where to send: images or other files. */
  kind: 'image' | 'file';
  /** What the form keeps of an upload reply. */
  stored: (reply: UploadReply) => string;
  /** The list entry of a stored value, and back. */
  toFile: (value: string, index: number) => UploadFile;
  storedOf: (file: UploadFile) => string | undefined;
}

const endpoints = { image: '/common/upload', file: '/common/flUl' } as const;

/**
 * The upload list both uploaders share: the §5 limits (type, size, count) checked before sending, a loading
 * message while any upload runs, the comma-joined value kept in step with uploads and removals.
 */
export function useUploadList({ value, onChange, limit, fileSize, fileType, kind, stored, toFile, storedOf }: UploadListOptions) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [uploading, setUploading] = useState<UploadFile[]>([]);
  const counter = useRef(pendingCounter(() => message.loading(t(`upload.${kind}Loading`), 0)));
  const done = useMemo(() => splitValue(value).map(toFile), [value, toFile]);
  const values = useRef<string[]>([]);
  values.current = splitValue(value);

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const problem = checkFile(file, fileType, fileSize);
    if (problem) {
      void message.error(t(problem.key === 'type' ? `upload.${kind}Type` : `upload.${kind}Size`, problem.values));
      return Upload.LIST_IGNORE;
    }
    if (limit > 0 && values.current.length + counter.current.pending + batch.indexOf(file) + 1 > limit) {
      if (batch.indexOf(file) === batch.length - 1 || batch.length === 1) void message.error(t('upload.count', { count: limit }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const blob = file as File;
    counter.current.start();
    uploadFile(endpoints[kind], blob, blob.name)
      .then((reply) => {
        values.current = [...values.current, stored(reply)];
        onChange?.(values.current.join(','));
        onSuccess?.(reply);
      })
      .catch((error: unknown) => {
        if (!(error instanceof RequestError && error.code)) void message.error(t(`upload.${kind}Failed`));
        onError?.(error as Error);
      })
      .finally(() => {
        counter.current.finish();
        setUploading((list) => list.filter((f) => f.uid !== (file as UploadFile).uid));
      });
  };

  const props: UploadProps = {
    accept: fileType.map((type) => `.${type}`).join(','),
    multiple: true,
    fileList: [...done, ...uploading],
    beforeUpload,
    customRequest,
    onChange: ({ file }) => {
      if (file.status === 'uploading') setUploading((list) => (list.some((f) => f.uid === file.uid) ? list : [...list, file]));
    },
    onRemove: (file) => {
      const removed = storedOf(file);
      if (!removed) return true;
      values.current = values.current.filter((v) => v !== removed);
      onChange?.(values.current.join(','));
      return true;
    },
  };
  return props;
}
