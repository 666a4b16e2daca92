import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { staffClient } from '../../../../test/api';
import { isSafeKey } from '../../../platform/storage/index';
import { temporaryDownloads } from './routes';
import { multipart, tinyPng } from '../../../../test/upload';
import { blackPng } from '../../../../test/images';

const tinyJpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);

let t: TestApp;
let dataDir: string;
let admin: Awaited<ReturnType<typeof staffClient>>;
const auth = () => ({ authorization: `Bearer ${admin.token}` });
const upload = async (url: string, field: string, name: string, content: Buffer, language = 'zh-CN') => {
  const body = multipart(field, name, content);
  return (await t.app.inject({ method: 'POST', url: `/api${url}`, payload: body.payload, headers: { ...body.headers, ...auth(), 'accept-language': language } })).json();
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'freight-files-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  admin = await staffClient(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('image upload', () => {
  it('stores a PNG and a JPEG checked by content, served back as images', async () => {
    const reply = await upload('/common/upload', 'file', 'ship photo.png', tinyPng);
    expect(reply).toMatchObject({ code: 200, msg: '操作成功', originalFilename: 'ship photo.png' });
    expect(reply.fileName).toMatch(/^\/profile\/upload\/\d{4}\/\d{2}\/\d{2}\/ship_photo_[0-9a-f]{32}\.png$/);
    expect(reply.url).toBe(`/api${reply.fileName}`);
    const image = await t.app.inject({ method: 'GET', url: reply.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload).toEqual(tinyPng);
    const photo = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#409EFF' } }).jpeg().toBuffer();
    expect((await upload('/common/upload', 'file', 'a.jpeg', photo)).code).toBe(200);
  });

  it('refuses by extension, by content and by size', async () => {
    expect(await upload('/common/upload', 'file', 'notes.txt', Buffer.from('hello'))).toEqual({ code: 500, msg: '文件格式不正确，请上传png/jpg/jpeg/svg图片格式文件!' });
    expect(await upload('/common/upload', 'file', 'fake.png', Buffer.from('just some text, not a picture'))).toEqual({ code: 500, msg: '文件内容与扩展名“png”不符' });
    // A JPEG signature without a frame header declares no size: not a picture.
    expect(await upload('/common/upload', 'file', 'empty.jpeg', tinyJpeg)).toEqual({ code: 500, msg: '文件内容与扩展名“jpeg”不符' });
    const big = Buffer.concat([tinyPng, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    expect(await upload('/common/upload', 'file', 'big.png', big)).toEqual({ code: 500, msg: '上传文件大小不能超过 5 MB!' });
    expect(await upload('/common/upload', 'other', 'a.png', tinyPng)).toMatchObject({ code: 500, msg: '请选择要上传的文件' });
  });
});

describe('SVG pictures (rich text)', () => {
  const hostile = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="20" viewBox="0 0 40 20" onload="alert(1)">
  <script>alert(2)</script>
  <foreignObject width="40" height="20"><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(3)"/></div></foreignObject>
  <a xlink:href="javascript:alert(4)"><text x="2" y="14" style="fill:#409EFF">运价 &amp; rates</text></a>
  <a href="javascript:alert(5)"><rect width="4" height="4" onclick="alert(6)"/></a>
  <image href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoNyk+" width="4" height="4"/>
</svg>`;
  const plain = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#409EFF"/></svg>';
  const dangers = ['<script', 'onload', 'onclick', 'onerror', 'foreignObject', 'javascript:', 'data:image/svg', 'alert'];
  const expectClean = (svg: string) => {
    for (const danger of dangers) expect(svg).not.toContain(danger);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  };
  const stored = (fileName: string) => readFileSync(join(dataDir, 'uploads', fileName.replace(/^\/profile\//, '')), 'utf8');

  it('stores and serves a hostile SVG without its scripts, handlers, foreign objects and javascript: links', async () => {
    const reply = await upload('/common/upload', 'file', 'route map.svg', Buffer.from(hostile));
    expect(reply).toMatchObject({ code: 200, originalFilename: 'route map.svg' });
    expect(reply.fileName).toMatch(/^\/profile\/upload\/.+_[0-9a-f]{32}\.svg$/);
    expectClean(stored(reply.fileName));
    expect(stored(reply.fileName)).toContain('<text x="2" y="14" style="fill:#409EFF">运价 &amp; rates</text>');

    const served = await t.app.inject({ method: 'GET', url: reply.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expectClean(served.body);
    expect(served.body).toContain('viewBox="0 0 40 20"');
  });

  it('keeps a plain SVG picture as it is', async () => {
    const reply = await upload('/common/upload', 'file', 'dot.svg', Buffer.from(plain));
    expect(reply.code).toBe(200);
    const expected = plain.replace('<svg xmlns="http://www.w3.org/2000/svg"', '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"');
    expect(stored(reply.fileName)).toBe(expected);
    expect((await t.app.inject({ method: 'GET', url: reply.url })).body).toBe(expected);
  });

  it('sanitises a stored SVG again when it is served, also as a download', async () => {
    // A file written behind the server's back (an older copy, a restored backup).
    const key = 'upload/2026/01/02/planted_0123456789abcdef0123456789abcdef.svg';
    mkdirSync(join(dataDir, 'uploads', 'upload/2026/01/02'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', key), hostile);
    const served = await t.app.inject({ method: 'GET', url: `/api/profile/${key}` });
    expect(served.statusCode).toBe(200);
    expectClean(served.body);
    expect(served.body).toContain('运价 &amp; rates');
    const downloaded = await t.app.inject({ method: 'GET', url: `/api/common/flDl/resource?resource=${encodeURIComponent(`/profile/${key}`)}`, headers: auth() });
    expect(downloaded.statusCode).toBe(200);
    expectClean(downloaded.body);
  });

  it('refuses a file named .svg that is not an SVG picture, keeping nothing', async () => {
    const before = readdirSync(join(dataDir, 'uploads'), { recursive: true }).length;
    expect(await upload('/common/upload', 'file', 'page.svg', Buffer.from('<p>hello</p><script>alert(1)</script>'))).toEqual({ code: 500, msg: '文件内容与扩展名“svg”不符' });
    expect((await upload('/common/upload', 'file', 'photo.svg', tinyPng)).code).toBe(500);
    expect(readdirSync(join(dataDir, 'uploads'), { recursive: true }).length).toBe(before);
    // The avatar and the picture uploader keep to PNG and JPEG.
    expect((await upload('/common/flUl', 'file', 'dot.svg', Buffer.from(plain))).code).toBe(500);
  });
});

describe('picture dimensions', () => {
  const storedFiles = () => readdirSync(join(dataDir, 'uploads'), { recursive: true, withFileTypes: true }).filter((f) => f.isFile()).length;

  it('refuses a picture in a page (rich text) or an attachment whose header declares more than 8192×8192, keeping nothing', async () => {
    await upload('/common/upload', 'file', 'first.png', tinyPng);
    const before = storedFiles();
    const huge = blackPng(20000, 20000);
    expect(huge.length).toBeLessThan(100 * 1024);
    expect(await upload('/common/upload', 'file', 'bomb.png', huge)).toEqual({ code: 500, msg: '图片尺寸不能超过 8192×8192 像素（此图片为 20000×20000）' });
    expect(await upload('/common/upload', 'file', 'tall.png', blackPng(100, 8193))).toEqual({ code: 500, msg: '图片尺寸不能超过 8192×8192 像素（此图片为 100×8193）' });
    expect((await upload('/common/flUl', 'file', 'bomb.png', huge)).msg).toBe('图片尺寸不能超过 8192×8192 像素（此图片为 20000×20000）');
    expect(await upload('/common/upload', 'file', 'bomb.png', huge, 'en-US'))
      .toEqual({ code: 500, msg: 'The image cannot be larger than 8192×8192 pixels (this one is 20000×20000)' });
    expect(storedFiles()).toBe(before);
    expect((await upload('/common/upload', 'file', 'largest.png', blackPng(8192, 8192))).code).toBe(200);
  });
});

describe('file upload', () => {
  it('accepts text that is UTF-8 without NUL bytes, and the office and media types by content', async () => {
    const text = await upload('/common/flUl', 'file', '说明.txt', Buffer.from('运价说明\nrates'));
    expect(text).toMatchObject({ code: 200 });
    expect((await upload('/common/flUl', 'file', 'pic.png', tinyPng)).code).toBe(200);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    expect((await upload('/common/flUl', 'file', 'doc.pdf', pdf)).code).toBe(200);
  });

  it('refuses a PNG renamed .txt, binary text, a text renamed .pdf and unknown types', async () => {
    expect(await upload('/common/flUl', 'file', 'image.txt', tinyPng)).toEqual({ code: 500, msg: '文件内容与扩展名“txt”不符' });
    expect((await upload('/common/flUl', 'file', 'nul.txt', Buffer.from([0x61, 0x00, 0x62]))).code).toBe(500);
    expect((await upload('/common/flUl', 'file', 'latin1.txt', Buffer.from([0x61, 0xe9, 0x62]))).code).toBe(500);
    expect((await upload('/common/flUl', 'file', 'fake.pdf', Buffer.from('plain text'))).code).toBe(500);
    expect(await upload('/common/flUl', 'file', 'run.exe', Buffer.from('MZ'))).toEqual({
      code: 500, msg: '文件格式不正确，请上传doc/xls/ppt/txt/pdf/jpg/png/xlsx/docx/pptx/mp4格式文件!',
    });
  });

  it('takes files over 5 MB (streamed, not held by the body limit)', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 0x61);
    expect((await upload('/common/flUl', 'file', 'big.txt', big)).code).toBe(200);
  });
});

describe('downloads', () => {
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: auth() });

  it('downloads a stored file as an attachment, and deletes only a temporary download when asked', async () => {
    const { fileName } = await upload('/common/flUl', 'file', 'note.txt', Buffer.from('hello'));
    const reply = await get(`/common/flDl?fileName=${encodeURIComponent(fileName)}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe('hello');
    expect(reply.headers['content-disposition']).toBe("attachment; filename*=UTF-8''note.txt");
    expect((await get(`/common/flDl/resource?resource=${encodeURIComponent(fileName)}`)).body).toBe('hello');
    expect((await get(`/common/flDl?fileName=${encodeURIComponent(fileName)}&delete=true`)).json()).toEqual({ code: 403, msg: '只能删除临时下载文件' });
    expect((await get(`/common/flDl?fileName=${encodeURIComponent(fileName)}`)).body).toBe('hello');

    const temporary = await t.ctx.storage.save(Readable.from([Buffer.from('export')]), `${temporaryDownloads}/2026`, 'users.xlsx');
    expect((await get(`/common/flDl?fileName=${encodeURIComponent(temporary)}&delete=true`)).body).toBe('export');
    // The file is removed once the download has gone out, just after the reply.
    await vi.waitFor(async () => expect(await t.ctx.storage.locate(temporary)).toBeNull(), { timeout: 15_000 });
    expect((await get(`/common/flDl?fileName=${encodeURIComponent(temporary)}`)).json()).toEqual({ code: 404, msg: '文件不存在' });
  });

  it('refuses paths that leave the storage folder: ../, absolute and encoded', async () => {
    writeFileSync(join(dataDir, 'outside.txt'), 'classified');
    mkdirSync(join(dataDir, 'uploads'), { recursive: true });
    for (const name of ['../outside.txt', 'upload/../../outside.txt', '/etc/passwd', '/profile/../outside.txt',
      '%2e%2e/outside.txt', '..%2foutside.txt', '..\\outside.txt', 'C:/windows/win.ini', join(dataDir, 'outside.txt')]) {
      for (const url of [`/common/flDl?fileName=${encodeURIComponent(name)}`, `/common/flDl/resource?resource=${encodeURIComponent(name)}`]) {
        const reply = await get(url);
        expect(reply.body).not.toContain('classified');
        expect(reply.json()).toEqual({ code: 403, msg: `文件名称(${name})非法，不允许下载。` });
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/profile/..%2f..%2foutside.txt' })).body).not.toContain('classified');
    expect((await t.app.inject({ method: 'GET', url: '/api/profile/%2e%2e/outside.txt' })).body).not.toContain('classified');
  });

  it('needs a session for downloads and uploads', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/common/flDl?fileName=a.txt' })).json().code).toBe(401);
    const body = multipart('file', 'a.png', tinyPng);
    expect((await t.app.inject({ method: 'POST', url: '/api/common/upload', ...body })).json().code).toBe(401);
  });

  it('checks storage keys', () => {
    expect(isSafeKey('upload/2026/01/01/a.png')).toBe(true);
    for (const key of ['', '..', 'a/../b', '/a', 'a//b', 'a\\b', 'a%2e', 'a\0b', './a', '~/a', 'c:/a']) expect(isSafeKey(key)).toBe(false);
  });
});
