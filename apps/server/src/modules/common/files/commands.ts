import type { FastifyRequest } from 'fastify';
import { uploadLimits } from '@freight/domain';
import { staffCommand } from '../../../platform/commands/command';
import { receiveUpload, type UploadRule } from './upload';

export type UploadKind = 'image' | 'file';

// The rich-text editor's pictures include SVG; the picture uploader narrows the types in the browser.
const rules: Record<UploadKind, UploadRule> = {
  image: { ...uploadLimits.editorImage, typeMessage: 'upload.image.type', area: 'upload' },
  file: { ...uploadLimits.file, typeMessage: 'upload.file.type', area: 'upload' },
};

/** Files are uploaded here only: any signed-in staff person may, within the types, size and picture bounds of the kind. */
export const fileCommands = {
  // The file streams in with the request, so the command reads it from there and checks it while storing it.
  upload: staffCommand('common:file:upload', (ctx, _actor, req: FastifyRequest, kind: UploadKind) => receiveUpload(req, ctx.storage, 'file', rules[kind]), null),
};
