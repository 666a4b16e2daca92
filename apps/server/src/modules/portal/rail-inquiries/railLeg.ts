/** Where and when the train runs, copied from the rate so the inquiry still reads after the rate changes. */
export interface RailLegSource {
  portofloadingcode: string;
  portofdischargecode: string;
  finaldestinationcode: string;
  senddatetime: string;
  blclosetime: Date;
  closingtime: Date;
  voyage: number;
}

/** The rail leg columns of an inquiry (railLegColumns of the schema). */
export function railLeg(rate: RailLegSource & ({ rwlclrateid: number } | { rwrateid: number }), loadingarea: string) {
  return {
    rateid: 'rwlclrateid' in rate ? rate.rwlclrateid : rate.rwrateid,
    portofloadingcode: rate.portofloadingcode,
    portofdischargecode: rate.portofdischargecode,
    finaldestinationcode: rate.finaldestinationcode,
    senddatetime: rate.senddatetime,
    blclosetime: rate.blclosetime,
    closingtime: rate.closingtime,
    voyage: rate.voyage,
    loadingarea,
  };
}
