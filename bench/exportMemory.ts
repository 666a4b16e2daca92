import { serverPeakMemory } from './serverMemory';

/**
 * A large export (issue 9): the inquiry desk's sea export of every quoted inquiry (about 125,000 rows
 * with the bench's 1,000,000 inquiries), read to the end as a browser downloads it, with the server's
 * peak memory meanwhile. Budget: at least 100,000 rows, streamed with peak memory under 300 MB.
 */
export const exportBudget = { rows: 100_000, peakRssMb: 300 };

export interface ExportResult { rows: number; fileMb: number; seconds: number; peakRssMb: number; idleRssMb: number; peakFrom: string; met: boolean }

export async function benchExport(base: string, token: string): Promise<ExportResult> {
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (await fetch(`${base}/api/freight/inquiry/sea/list?quoted=1&pageSize=1`, { headers })).json()) as { total: number };
  const started = performance.now();
  const measured = await serverPeakMemory(base, token, async () => {
    const reply = await fetch(`${base}/api/freight/inquiry/sea/export`, {
      method: 'POST', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: 'quoted=1',
    });
    if (!reply.ok || !reply.body) throw new Error(`export answered ${reply.status}`);
    let bytes = 0;
    for await (const chunk of reply.body) bytes += (chunk as Uint8Array).byteLength;
    return bytes;
  });
  const seconds = (performance.now() - started) / 1000;
  return {
    rows: list.total, fileMb: measured.result / 1048576, seconds, peakRssMb: measured.peakRssMb, idleRssMb: measured.idleRssMb, peakFrom: measured.peakFrom,
    met: list.total >= exportBudget.rows && measured.peakRssMb < exportBudget.peakRssMb,
  };
}
