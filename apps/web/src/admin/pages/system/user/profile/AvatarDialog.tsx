import { MinusOutlined, PlusOutlined, RedoOutlined, UndoOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Col, Modal, Row, Space, Upload } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { avatarSize, cropToPng, type PixelArea } from './cropImage';

export interface AvatarDialogProps {
  open: boolean;
  /** The current avatar, shown until another picture is chosen. */
  current?: string;
  onClose: () => void;
  /** Sends the cropped PNG; resolves once saved. */
  onSubmit: (png: Blob) => Promise<void>;
}

const minZoom = 0.2;
const maxZoom = 4;
const zoomStep = 0.1;

/** The avatar cropper of back-office.md §2: 800 px wide, 350 px cropping area, live preview, 200 × 200 PNG. */
export function AvatarDialog({ open, current, onClose, onSubmit }: AvatarDialogProps) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [image, setImage] = useState(current);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<PixelArea>();
  const [preview, setPreview] = useState<string>();
  const [saving, setSaving] = useState(false);
  const previewUrl = useRef<string>(undefined);

  useEffect(() => {
    if (open) {
      setImage(current);
      setZoom(1);
      setRotation(0);
      setCrop({ x: 0, y: 0 });
    }
  }, [open, current]);

  // Live preview: the same PNG the submit sends, redrawn whenever the crop settles.
  useEffect(() => {
    if (!image || !area) return;
    let stale = false;
    cropToPng(image, area, rotation)
      .then((png) => {
        if (stale) return;
        if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
        previewUrl.current = URL.createObjectURL(png);
        setPreview(previewUrl.current);
      })
      .catch(() => undefined);
    return () => {
      stale = true;
    };
  }, [image, area, rotation]);

  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  const choose = (file: File) => {
    if (!file.type.startsWith('image/')) {
      void message.error(t('avatar.typeError'));
      return false;
    }
    const reader = new FileReader();
    reader.onload = () => {
      setImage(String(reader.result));
      setZoom(1);
      setRotation(0);
      setCrop({ x: 0, y: 0 });
    };
    reader.readAsDataURL(file);
    return false;
  };

  const submit = async () => {
    if (!image || !area) return;
    setSaving(true);
    try {
      await onSubmit(await cropToPng(image, area, rotation));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title={t('avatar.title')} width={800} footer={null} onCancel={onClose} destroyOnHidden>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <div className="avatar-cropper" style={{ position: 'relative', height: 350 }} data-zoom={zoom.toFixed(1)} data-rotation={rotation}>
            {image ? (
              <Cropper
                image={image}
                crop={crop}
                zoom={zoom}
                rotation={rotation}
                minZoom={minZoom}
                maxZoom={maxZoom}
                aspect={1}
                cropSize={{ width: avatarSize, height: avatarSize }}
                restrictPosition={false}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onRotationChange={setRotation}
                onCropComplete={onCropComplete}
              />
            ) : null}
          </div>
        </Col>
        <Col xs={24} md={12}>
          <div style={{ height: 350, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            <div style={{ width: avatarSize, height: avatarSize, borderRadius: '50%', overflow: 'hidden', boxShadow: '0 0 4px #ccc' }}>
              {preview || image ? <img src={preview ?? image} alt={t('avatar.preview')} width={avatarSize} height={avatarSize} /> : null}
            </div>
          </div>
        </Col>
      </Row>
      <Row style={{ marginTop: 16 }} justify="space-between">
        <Space wrap>
          <Upload accept="image/*" showUploadList={false} beforeUpload={choose}>
            <Button icon={<UploadOutlined />}>{t('avatar.choose')}</Button>
          </Upload>
          <Button icon={<PlusOutlined />} aria-label={t('avatar.zoomIn')} title={t('avatar.zoomIn')}
            onClick={() => setZoom((z) => Math.min(maxZoom, z + zoomStep))} />
          <Button icon={<MinusOutlined />} aria-label={t('avatar.zoomOut')} title={t('avatar.zoomOut')}
            onClick={() => setZoom((z) => Math.max(minZoom, z - zoomStep))} />
          <Button icon={<UndoOutlined />} aria-label={t('avatar.rotateLeft')} title={t('avatar.rotateLeft')}
            onClick={() => setRotation((r) => (r - 90) % 360)} />
          <Button icon={<RedoOutlined />} aria-label={t('avatar.rotateRight')} title={t('avatar.rotateRight')}
            onClick={() => setRotation((r) => (r + 90) % 360)} />
        </Space>
        <Button type="primary" loading={saving} disabled={!image || !area} onClick={() => void submit().catch(() => undefined)}>
          {t('avatar.submit')}
        </Button>
      </Row>
    </Modal>
  );
}
