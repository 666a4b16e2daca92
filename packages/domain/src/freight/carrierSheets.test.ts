import { describe, expect, it } from 'vitest';
import { CarrierSheetMapping, guessCarrierSheetColumns } from './carrierSheets';

describe("a carrier's rate sheet", () => {
  it("guesses our fields from the carrier's headers in its own words, ours in any language, each field taken once", () => {
    expect(guessCarrierSheetColumns(['POL', 'Port of Discharge', 'Via', 'ETD', 'T/T', "20'", "40'", "40'HC", 'BAF 20', 'Valid till', '起运港', 'Валюта', undefined]))
      .toEqual({
        portofloadingcode: 'POL', finaldestination: 'Port of Discharge', portoftranshipped: 'Via', etddate: 'ETD', transittime: 'T/T',
        price20: "20'", price40: "40'", pricehc: "40'HC", expireddate: 'Valid till', currencycode: 'Валюта',
      });
    expect(guessCarrierSheetColumns(['４０ＨＱ', 'Remarks', '开船日期'])).toEqual({ pricehc: '４０ＨＱ', remark: 'Remarks', etddate: '开船日期' });
  });

  it('takes a mapping with its header row among the top rows and known fields only', () => {
    const mapping = { carrierId: 1, sheet: 'FAK', headerRow: 4, columns: { portofloadingcode: 'POL' } };
    expect(CarrierSheetMapping.parse(mapping)).toEqual({ ...mapping, constants: {}, surcharges: [] });
    expect(CarrierSheetMapping.safeParse({ ...mapping, headerRow: 21 }).success).toBe(false);
    expect(CarrierSheetMapping.safeParse({ ...mapping, columns: { fclrateid: 'ID' } }).success).toBe(false);
    expect(CarrierSheetMapping.safeParse({ ...mapping, surcharges: [{ header: 'BAF', ratetype: 'Somewhere' }] }).success).toBe(false);
  });
});
