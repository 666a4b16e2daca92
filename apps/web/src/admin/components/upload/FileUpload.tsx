import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { uploadLimits, type UploadReply } from '@freight/domain';
import { saveBlob } from '../../../shared/request/saveBlob';
import { http } from '../../request';
import { useUploadList, type UploaderProps } from './useUploadList';

export type FileUploadProps = UploaderProps;

/** The name shown for a stored file: without folders and the unique suffix. */
export const displayName = (fileName: string) =>
  fileName.slice(fileName.lastIndexOf('/') + 1).replace(/_[0-9a-f]{32}(\.[^.]+)?$/, '$1');

const toFile = (fileName: string, index: number): UploadFile => ({
  uid: `-${index}-${fileName}`, name: displayName(fileName), status: 'done', response: { fileName },
});
const storedOf = (file: UploadFile) => (file.response as { fileName?: string } | undefined)?.fileName;
const stored = (reply: UploadReply) => reply.fileName!;

/** A file list with a choose button and a tip naming the size and formats (back-office.md §2 uploaders, §5 limits). */
export function FileUpload({ value, onChange, limit = uploadLimits.file.maxFiles, fileSize = uploadLimits.file.maxMb,
  fileType = uploadLimits.file.types, isShowTip = true, disabled }: FileUploadProps) {
  const { t } = useTranslation('admin');
  const upload = useUploadList({ value, onChange, limit, fileSize, fileType, kind: 'file', stored, toFile, storedOf });

  return (
    <div className="upload-file">
      <Upload
        {...upload}
        disabled={disabled}
        showUploadList={{ showDownloadIcon: false }}
        onPreview={(file) => {
          const resource = storedOf(file);
          if (!resource) return;
          void http.get('/common/flDl/resource', { params: { resource }, responseType: 'blob' })
            .then((blob) => saveBlob(blob, file.name))
            .catch(() => undefined);
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
