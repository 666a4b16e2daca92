import { FontSizeOutlined } from '@ant-design/icons';
import { App, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../store';
import { appStore, setSize, sizes, type Size } from '../appStore';

export function SizeSelect() {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const size = useStore(appStore, (s) => s.size);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: sizes.map((key) => ({ key, label: t(`size.${key}`) })),
        onClick: ({ key }) => {
          setSize(key as Size);
          void message.success(t('size.changed'));
        },
      }}
    >
      <Button type="text" title={t('size.title')} aria-label={t('size.title')} icon={<FontSizeOutlined />} />
    </Dropdown>
  );
}
