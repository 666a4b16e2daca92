import { boxTypes, markupMethods, shipmentKinds, type MarkupRule, type ShipmentKind } from '@freight/domain';
import { audienceRank, scopeRank } from '@freight/domain';
import { useTranslation } from 'react-i18next';

/** Kinds and methods as options, labelled in the current language. */
export function useMarkupOptions() {
  const { t } = useTranslation('admin');
  return {
    kinds: shipmentKinds.map((value) => ({ value, label: t(`markup.kind.${value}`) })),
    methods: markupMethods.map((value) => ({ value, label: t(`markup.method.${value}`) })),
    boxes: (kind: ShipmentKind | undefined) => (kind ? boxTypes[kind] : []).map((value) => ({ value, label: value })),
  };
}

/** A rule's place in the precedence, as the screen shows it: "Customer · 2 fields". */
export function usePrecedence() {
  const { t } = useTranslation('admin');
  const audience = ['everyone', 'group', 'customer'] as const;
  return (rule: Pick<MarkupRule, 'customerId' | 'customergroup' | 'tradelanecode' | 'portofloadingcode' | 'destinationcode' | 'carriercode' | 'boxtype'>) =>
    t('markup.precedence.fields', { audience: t(`markup.audience.${audience[audienceRank(rule)]}`), count: scopeRank(rule) });
}

/** A rule's markup as read: "8 %" or "50 USD", with its limits. */
export function markupText(rule: Pick<MarkupRule, 'method' | 'value' | 'currencycode' | 'minimum' | 'maximum'>) {
  const figure = rule.method === 'percent' ? `${rule.value} %` : `${rule.value} ${rule.currencycode}`;
  const limits = [rule.minimum !== null ? `≥ ${rule.minimum}` : '', rule.maximum !== null ? `≤ ${rule.maximum}` : ''].filter(Boolean).join(' ');
  return limits ? `${figure} (${limits} ${rule.currencycode})` : figure;
}
