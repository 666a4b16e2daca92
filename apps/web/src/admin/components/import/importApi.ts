import type { Reply } from '../../../shared/request/reply';
import { http } from '../../request';

/** One problem of a refused file: its sheet row, the column (template header) and why. */
export interface ImportRowError {
  row: number;
  column: string;
  reason: string;
}

/**
 * The import reply: 200 with how many rows were added, updated, left as they were and refused (with each refused row:
 * its record exists and "update existing data" was not ticked), or a refusal with every row's problem (nothing written).
 */
export interface ImportReply extends Reply {
  data?: { imported: number; added: number; updated: number; unchanged: number; refused: number };
  errors?: ImportRowError[];
}

/** What the person chose in the import dialog besides the file. */
export interface ImportChoices {
  /** RuoYi's 是否更新已经存在的数据: rows whose record exists update it instead of being refused. */
  updateSupport: boolean;
}

/** The import calls of a resource at `base`: `<base>/importTemplate` and `<base>/importData`. */
export interface ImportApi {
  template(): Promise<void>;
  /** Uploads the file; `onProgress` gets the uploaded share, 0 to 100. */
  upload(file: File, choices: ImportChoices, onProgress: (percent: number) => void): Promise<ImportReply>;
}

export function importApi(base: string, name: string): ImportApi {
  return {
    template: () => http.download(`${base}/importTemplate`, {}, `${name}_template_${Date.now()}.xlsx`),
    upload: async (file, { updateSupport }, onProgress) => {
      const form = new FormData();
      form.append('file', file);
      // Read as a blob: the client turns a refusal into a bare error, and the refusal carries the per-row report.
      const blob = await http.post(`${base}/importData?updateSupport=${updateSupport}`, form, { responseType: 'blob', onUploadProgress: onProgress });
      return JSON.parse(await blob.text()) as ImportReply;
    },
  };
}
