import { SafetyOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { captchaPicture } from '../../../shared/captchaPicture';

interface CaptchaFieldProps {
  img: string | undefined;
  onRefresh: () => void;
}

/** Captcha code input with the captcha image beside it; clicking the image loads a new one. */
export function CaptchaField({ img, onRefresh }: CaptchaFieldProps) {
  const { t } = useTranslation(['admin', 'messages']);
  return (
    <div className="captcha-row">
      <Form.Item name="code" rules={[{ required: true, whitespace: true, message: t('messages:login.code.required') }]}>
        <Input size="large" autoComplete="off" prefix={<SafetyOutlined />} placeholder={t('login.code')} />
      </Form.Item>
      <img className="captcha-image" src={captchaPicture(img)} alt={t('login.captchaImage')} title={t('login.captchaRefresh')} onClick={onRefresh} />
    </div>
  );
}
