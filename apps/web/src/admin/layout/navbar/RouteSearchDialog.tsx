import { Modal, Select, type RefSelectProps } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routeStore } from '../../router/routeStore';
import { useStore } from '../../store';
import { useOpenMenu } from '../useOpenMenu';
import { routeSearch, searchPool } from './routeSearch';

/** The header search dialog: find a menu entry by title or path and open it (loaded with its fuzzy search when first opened). */
export function RouteSearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const menus = useStore(routeStore, (s) => s.menus);
  const search = useMemo(() => routeSearch(searchPool(menus)), [menus]);
  const [query, setQuery] = useState('');
  const results = useMemo(() => search(query), [search, query]);
  const openMenu = useOpenMenu();
  const select = useRef<RefSelectProps>(null);

  const close = () => {
    onClose();
    setQuery('');
  };

  return (
    <Modal
      open={open}
      title={t('nav.search')}
      footer={null}
      onCancel={close}
      afterOpenChange={(visible) => visible && select.current?.focus()}
      destroyOnHidden
    >
      <Select
        ref={select}
        style={{ width: '100%' }}
        placeholder={t('nav.searchHint')}
        showSearch={{ filterOption: false, onSearch: setQuery, searchValue: query }}
        notFoundContent={query ? t('nav.searchEmpty') : null}
        options={results.map((result) => ({ value: result.path, label: result.title.join(' > ') }))}
        onChange={(path: string) => {
          const found = results.find((result) => result.path === path);
          close();
          if (found) openMenu(found.entry);
        }}
      />
    </Modal>
  );
}
