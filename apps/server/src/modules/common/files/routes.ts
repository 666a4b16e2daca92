import { basename, extname } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { uploadLimits } from '@freight/domain';
import { actorOf } from '../../../platform/commands/actor';
import { AppError } from '../../../platform/errors';
import type { RouteModule } from '../../../platform/module';
import { isSafeKey } from '../../../platform/storage/index';
import { openServed } from './svgPictures';
import { fileCommands, type UploadKind } from './commands';
import { keyOf, publicUrl, registerMultipart, resourceName } from './upload';
import { attachment, ok } from '../../../platform/reply';

/** Only images are served without a token (avatars and pictures in pages); everything else goes through flDl. */
/** The storage area of files made for one download (e.g. a generated archive), removed after it when asked. */
export const temporaryDownloads = 'download';

const publicImages: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', svg: 'image/svg+xml' };

const contentTypes: Record<string, string> = {
  ...publicImages,
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  mp4: 'video/mp4',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** The name a downloaded file gets: the stored name without the unique suffix. */
function downloadName(key: string): string {
  const name = basename(key);
  const ext = extname(name);
  return name.slice(0, name.length - ext.length).replace(/_[0-9a-f]{32}$/, '') + ext;
}


/** Uploads and downloads of back-office.md §7: /common/upload, /common/flUl, /common/flDl, /common/flDl/resource. */
export const fileRoutes: RouteModule = (ctx) => async (app) => {
  await registerMultipart(app, uploadLimits.file.maxMb);

  const uploaded = async (req: FastifyRequest, kind: UploadKind) => {
    const { key, originalFilename } = await fileCommands.upload(ctx, actorOf(req), req, kind);
    return ok(req, { fileName: resourceName(key), url: publicUrl(key), newFileName: basename(key), originalFilename });
  };

  app.post('/common/upload', { config: { command: 'common:file:upload' } }, async (req) => uploaded(req, 'image'));
  app.post('/common/flUl', { config: { command: 'common:file:upload' } }, async (req) => uploaded(req, 'file'));

  const send = async (name: string, reply: FastifyReply, after?: () => Promise<void>) => {
    const key = keyOf(name);
    if (!isSafeKey(key)) throw new AppError('download.invalid', { name }, 403);
    const file = await openServed(ctx.storage, key);
    if (!file) throw new AppError('download.notFound', {}, 404);
    if (after) file.stream.on('close', () => void after().catch(() => undefined));
    return reply
      .header('content-type', contentTypes[extname(key).slice(1).toLowerCase()] ?? 'application/octet-stream')
      .header('content-length', file.size)
      .header('content-disposition', attachment(downloadName(key)))
      .header('x-content-type-options', 'nosniff')
      .send(file.stream);
  };

  app.get('/common/flDl', {
    config: { writes: 'reads' },
    schema: { querystring: z.object({ fileName: z.string().min(1).max(500), delete: z.enum(['true', 'false']).optional() }) },
  }, async (req, reply) => {
    const key = keyOf(req.query.fileName);
    if (req.query.delete !== 'true') return send(req.query.fileName, reply);
    // Only temporary download files go away after download; uploads belong to their pages.
    if (!key.startsWith(`${temporaryDownloads}/`)) throw new AppError('download.noDelete', {}, 403);
    return send(req.query.fileName, reply, () => ctx.storage.remove(key));
  });

  app.get('/common/flDl/resource', { schema: { querystring: z.object({ resource: z.string().min(1).max(500) }) } },
    async (req, reply) => send(req.query.resource, reply));

  app.get('/profile/*', { config: { access: { public: true } } }, async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    const type = publicImages[extname(key).slice(1).toLowerCase()];
    const file = type ? await openServed(ctx.storage, key) : null;
    if (!file) return reply.code(404).send({ code: 404, msg: req.t('http.404') });
    // Opened on its own, a picture runs nothing and loads nothing; an SVG may only style itself.
    const policy = type === publicImages.svg ? "default-src 'none'; style-src 'unsafe-inline'; sandbox" : "default-src 'none'; sandbox";
    return reply.header('content-type', type!).header('content-length', file.size)
      .header('x-content-type-options', 'nosniff').header('cache-control', 'private, max-age=86400')
      .header('content-security-policy', policy).send(file.stream);
  });
};
