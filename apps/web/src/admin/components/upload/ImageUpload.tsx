import { PlusOutlined } from '@ant-design/icons';
import { Image, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadLimits, type UploadReply } from '@freight/domain';
import { useUploadList, type UploaderProps } from './useUploadList';

export type ImageUploadProps = UploaderProps;

const toFile = (url: string, index: number): UploadFile => ({ uid: `-${index}-${url}`, name: url.slice(url.lastIndexOf('/') + 1), status: 'done', url });
const storedOf = (file: UploadFile) => file.url;
const stored = (reply: UploadReply) => reply.url!;

/** Picture cards of uploaded images with a preview dialog (back-office.md §2 uploaders, §5 limits). */
export function ImageUpload({ value, onChange, limit = uploadLimits.image.maxFiles, fileSize = uploadLimits.image.maxMb,
  fileType = uploadLimits.image.types, isShowTip = true, disabled }: ImageUploadProps) {
  const { t } = useTranslation('admin');
  const [preview, setPreview] = useState<string>();
  const upload = useUploadList({ value, onChange, limit, fileSize, fileType, kind: 'image', stored, toFile, storedOf });

  return (
    <div className="component-upload-image">
      <Upload {...upload} listType="picture-card" disabled={disabled} onPreview={(file) => setPreview(file.url)}>
        {(upload.fileList?.length ?? 0) >= limit || disabled ? null : (
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
