import type { Language } from '@freight/domain';
import { useLanguage } from '../../../../shared/useLanguage';
import { carrierApi } from '../carrier/api';
import { portApi } from '../port/api';
import { tradeLaneApi } from '../trade-lane/api';
import { CodePicker, type CodeOption, type CodePickerProps } from './CodePicker';

/** How many records one search brings (a picker shows the first ones; typing narrows them). */
const pickerPage = { pageNum: 1, pageSize: 20 };

/** "code – name", the name in the reader's language, else the first name there is. */
const optionOf = (code: string, names: Partial<Record<Language, string>>, language: Language): CodeOption => {
  const name = names[language] || names.en_US || names.zh_CN || names.ru_Ru;
  return { value: code, label: name ? `${code} – ${name}` : code };
};

type PickerProps = Omit<CodePickerProps, 'name' | 'search'>;

/** A carrier, searched by code or name. */
export function CarrierPicker(props: PickerProps) {
  const language = useLanguage();
  const search = async (keyword: string) => (await carrierApi.list({ ...pickerPage, keyword })).rows
    .map((c) => optionOf(c.carriercode, { zh_CN: c.localname, en_US: c.carriername }, language));
  return <CodePicker {...props} name={`carrier-${language}`} search={search} />;
}

/** A sea port, searched on the server by code or any of its names (there are thousands). */
export function SeaPortPicker(props: PickerProps) {
  const language = useLanguage();
  const search = async (keyword: string) => (await portApi.list({ ...pickerPage, moduletype: 'ox', keyword })).rows
    .map((p) => optionOf(p.portcode, { zh_CN: p.localname, en_US: p.portname, ru_Ru: p.russianname }, language));
  return <CodePicker {...props} name={`sea-port-${language}`} search={search} />;
}

/** A sea trade lane, searched by code or name. */
export function SeaLanePicker(props: PickerProps) {
  const language = useLanguage();
  const search = async (keyword: string) => (await tradeLaneApi.list({ ...pickerPage, moduletype: 'ox', keyword })).rows
    .map((l) => optionOf(l.tradelanecode, { zh_CN: l.tradelanename, en_US: l.englishname, ru_Ru: l.russianname }, language));
  return <CodePicker {...props} name={`sea-lane-${language}`} search={search} />;
}
