import { useMemo } from 'react';
import { Cascader } from 'antd';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguage, loadingAreaOf, regionName, regionPathOf, regions, type Language, type Region } from '@freight/domain';

interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
}

const options = (list: Region[], language: Language): RegionOption[] =>
  list.map((r) => ({ value: r.code, label: regionName(r, language), children: r.children && options(r.children, language) }));

interface RegionCascaderProps {
  /** The loading area: "province-city", or "name-name" for a region without cities. */
  value?: string;
  onChange?: (area: string | undefined) => void;
  id?: string;
  placeholder: string;
}

/**
 * The province-city picker of the portal's inquiry dialogs and the back office's truck rates (portal.md §3
 * region data): the names in the interface language; the value is always the Chinese loading
 * area the server knows. Works as a form control (value / onChange).
 */
export function RegionCascader({ value, onChange, id, placeholder }: RegionCascaderProps) {
  const { language: current } = useTranslation().i18n;
  const language = isLanguage(current) ? current : defaultLanguage;
  const regionOptions = useMemo(() => options(regions, language), [language]);
  return (
    <Cascader<RegionOption>
      id={id}
      options={regionOptions}
      value={value ? regionPathOf(value) : undefined}
      onChange={(path) => onChange?.(path ? loadingAreaOf(path.map(String)) : undefined)}
      placeholder={placeholder}
      showSearch
      allowClear
      style={{ width: '100%' }}
    />
  );
}
