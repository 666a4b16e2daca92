/** How many readings the test's reader still loses the workbook part of (importSheetRetry.test.ts). */
export interface ReaderFaults {
  lost: number;
}

export const faults: ReaderFaults = { lost: 0 };
