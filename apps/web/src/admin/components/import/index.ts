/** The generic Excel import of the back-office lists: template, upload with progress, per-row report. */
export { importApi, type ImportApi, type ImportChoices, type ImportReply, type ImportRowError } from './importApi';
export { ImportDialog, type ImportDialogProps } from './ImportDialog';
export { ImportButton } from './ImportButton';
export { ImportReport } from './ImportReport';
