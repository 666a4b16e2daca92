import { translate, type Catalogue, type Language } from '@freight/domain';
import { portalCatalogue } from '@freight/domain/i18n/portal';

/** The quote document's own texts (server-side only, like the mails'); the rest it shares with the portal's quote page. */
const texts: Catalogue = {
  'customer': { zh_CN: '客户', en_US: 'Customer', ru_Ru: 'Клиент' },
  'attention': { zh_CN: '联系人：{name}', en_US: 'Attn.: {name}', ru_Ru: 'Вниманию: {name}' },
  'quoteDate': { zh_CN: '报价日期', en_US: 'Quote date', ru_Ru: 'Дата котировки' },
  'validUntil': { zh_CN: '有效期至', en_US: 'Valid until', ru_Ru: 'Действует до' },
  'status': { zh_CN: '状态', en_US: 'Status', ru_Ru: 'Статус' },
  'shipment': { zh_CN: '运输信息', en_US: 'Shipment', ru_Ru: 'Перевозка' },
  'route': { zh_CN: '路线', en_US: 'Route', ru_Ru: 'Маршрут' },
  'charges': { zh_CN: '费用明细', en_US: 'Charges', ru_Ru: 'Расчёт стоимости' },
  'column.charge': { zh_CN: '费用项目', en_US: 'Charge', ru_Ru: 'Статья' },
  'column.quantity': { zh_CN: '数量', en_US: 'Quantity', ru_Ru: 'Кол-во' },
  'column.unitPrice': { zh_CN: '单价', en_US: 'Unit price', ru_Ru: 'Цена за ед.' },
  'column.amount': { zh_CN: '金额', en_US: 'Amount', ru_Ru: 'Сумма' },
  'column.paidAt': { zh_CN: '付款地', en_US: 'Paid at', ru_Ru: 'Оплата' },
  'column.unit': { zh_CN: '计费单位', en_US: 'Per', ru_Ru: 'За' },
  'total': { zh_CN: '合计（{currency}）', en_US: 'Total {currency}', ru_Ru: 'Итого, {currency}' },
  'seaFreight': { zh_CN: '海运费 {box}', en_US: 'Ocean freight {box}', ru_Ru: 'Морской фрахт {box}' },
  'railFreight': { zh_CN: '铁路运费（整票）', en_US: 'Rail freight (whole shipment)', ru_Ru: 'Ж/д перевозка (вся отправка)' },
  'surcharges': {
    zh_CN: '附加费（不含在上述合计中，按实际发生收取）',
    en_US: 'Surcharges (not included in the total above; charged as they apply)',
    ru_Ru: 'Дополнительные сборы (не входят в итог выше; взимаются по факту)',
  },
  'paidAt.origin': { zh_CN: '起运港', en_US: 'Origin', ru_Ru: 'Отправление' },
  'paidAt.destination': { zh_CN: '目的港', en_US: 'Destination', ru_Ru: 'Назначение' },
  'unit.bill': { zh_CN: '每票', en_US: 'bill', ru_Ru: 'коносамент' },
  'unit.container': { zh_CN: '每箱', en_US: 'container', ru_Ru: 'контейнер' },
  'unit.cbm': { zh_CN: '每立方米', en_US: 'CBM', ru_Ru: 'м³' },
  'remark': { zh_CN: '备注', en_US: 'Remarks', ru_Ru: 'Примечание' },
  'page': { zh_CN: '第 {page} 页，共 {pages} 页', en_US: 'Page {page} of {pages}', ru_Ru: 'Стр. {page} из {pages}' },
  'terms': { zh_CN: '条款', en_US: 'Terms', ru_Ru: 'Условия' },
  'terms.text': {
    zh_CN: '本报价仅在有效期内有效，以实际舱位和班期为准；价格不含目的地费用、关税及保险，另有说明的除外。接受报价请在门户中操作。',
    en_US: 'This quote is valid until the date shown, subject to space and schedules. Prices exclude destination charges, duties and insurance unless stated. Accept it in the portal.',
    ru_Ru: 'Котировка действует до указанной даты при наличии места и по расписанию. Цены не включают расходы в пункте назначения, пошлины и страховку, если не указано иное. Принять котировку можно на портале.',
  },
};

export type DocumentText = (key: string, params?: Record<string, unknown>) => string;

/** The document's texts in `language`: its own first, then the portal's. */
export const documentText = (language: Language): DocumentText => (key, params) =>
  translate(key in texts ? texts : portalCatalogue, language, key, params);
