import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sysOperLog } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { staffClient } from '../../../../test/api';
import { multipart, tinyPng } from '../../../../test/upload';
import { blackPng } from '../../../../test/images';

let t: TestApp;
let dataDir: string;
let admin: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'freight-profile-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  admin = await staffClient(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const avatar = async (client: typeof admin, field: string, name: string, content: Buffer, language = 'zh-CN') => {
  const body = multipart(field, name, content);
  return (await t.app.inject({ method: 'POST', url: '/api/system/user/profile/avatar', payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${client.token}`, 'accept-language': language } })).json();
};

describe('profile', () => {
  it('reads the own record with department, role group and post group, never the password', async () => {
    const reply = await admin.get('/system/user/profile');
    expect(reply).toMatchObject({ code: 200, data: { userName: 'admin' } });
    expect(reply.data.password).toBeUndefined();
    expect(typeof reply.roleGroup).toBe('string');
    expect(reply.roleGroup.length).toBeGreaterThan(0);
    expect(typeof reply.postGroup).toBe('string');
    expect(reply.data.createTime).toBeTruthy();
  });

  it('saves nickname, phone and e-mail, checking §5 rules and naming the field', async () => {
    expect(await admin.put('/system/user/profile', { nickName: '', phonenumber: '', email: '' })).toEqual({ code: 400, msg: '用户昵称不能为空' });
    expect(await admin.put('/system/user/profile', { nickName: 'x'.repeat(31) })).toEqual({ code: 400, msg: '用户昵称长度不能超过30个字符' });
    expect(await admin.put('/system/user/profile', { nickName: 'A', phonenumber: '12345678901' })).toEqual({ code: 400, msg: '请输入正确的手机号码' });
    expect(await admin.put('/system/user/profile', { nickName: 'A', phonenumber: '138001380001' })).toEqual({ code: 400, msg: '请输入正确的手机号码' });
    expect(await admin.put('/system/user/profile', { nickName: 'A', email: 'nope' })).toEqual({ code: 400, msg: '请输入正确的邮箱地址' });
    expect(await admin.put('/system/user/profile', { nickName: 'A', email: `${'a'.repeat(45)}@x.com` })).toEqual({ code: 400, msg: '邮箱长度不能超过50个字符' });
    const english = await staffClient(t, 'admin', 'en');
    expect(await english.put('/system/user/profile', { nickName: '' })).toEqual({ code: 400, msg: 'The nickname cannot be empty' });

    expect(await admin.put('/system/user/profile', { nickName: '运价管理员', phonenumber: '13800138000', email: 'ops@example.com' })).toMatchObject({ code: 200 });
    // Refused changes above are logged too (as failures), after their replies: wait for the successful one.
    const saved = await vi.waitFor(async () => {
      const [row] = await t.ctx.db.select().from(sysOperLog).where(and(eq(sysOperLog.title, '个人信息'), eq(sysOperLog.status, '0')));
      if (!row) throw new Error('not logged yet');
      return row;
    }, { timeout: 15_000 });
    expect(saved).toMatchObject({ businessType: 2, operName: 'admin' });
    expect((await admin.get('/system/user/profile')).data).toMatchObject({ nickName: '运价管理员', phonenumber: '13800138000', email: 'ops@example.com' });
    expect((await admin.get('/getInfo')).user.nickName).toBe('运价管理员');
  });

  it('keeps phone and e-mail unique between people', async () => {
    await admin.put('/system/user/profile', { nickName: 'admin', phonenumber: '13911112222', email: 'unique@example.com' });
    const ry = await staffClient(t, 'ry');
    expect(await ry.put('/system/user/profile', { nickName: 'ry', phonenumber: '13911112222' })).toEqual({ code: 500, msg: "修改用户'ry'失败，手机号码已存在" });
    expect(await ry.put('/system/user/profile', { nickName: 'ry', email: 'unique@example.com' })).toEqual({ code: 500, msg: "修改用户'ry'失败，邮箱账号已存在" });
  });

  it('stores an avatar image (field avatarfile) and shows it in the session; refuses what is not an image', async () => {
    const reply = await avatar(admin, 'avatarfile', 'blob.png', tinyPng);
    expect(reply).toMatchObject({ code: 200 });
    // RuoYi's path under the server's base, which its clients put in front.
    expect(reply.imgUrl).toMatch(/^\/profile\/avatar\/\d{4}\/\d{2}\/\d{2}\/blob_[0-9a-f]{32}\.png$/);
    expect((await admin.get('/getInfo')).user.avatar).toBe(reply.imgUrl);
    const image = await t.app.inject({ method: 'GET', url: `/api${reply.imgUrl}` });
    expect(image.headers['content-type']).toBe('image/png');

    const second = await avatar(admin, 'avatarfile', 'blob.png', tinyPng);
    expect((await t.app.inject({ method: 'GET', url: `/api${reply.imgUrl}` })).statusCode).toBe(404);
    expect((await admin.get('/getInfo')).user.avatar).toBe(second.imgUrl);

    const message = '文件格式错误，请上传图片类型,如：JPG，PNG后缀的文件。';
    expect(await avatar(admin, 'avatarfile', 'a.gif', Buffer.from('GIF89a'))).toEqual({ code: 500, msg: message });
    expect((await avatar(admin, 'avatarfile', 'a.png', Buffer.from('text'))).code).toBe(500);
    expect((await avatar(admin, 'file', 'a.png', tinyPng)).code).toBe(500);
    expect((await admin.get('/getInfo')).user.avatar).toBe(second.imgUrl);
  });

  it('stores the avatar re-encoded as a 200×200 PNG without the uploaded bytes or their metadata', async () => {
    const stored = async (imgUrl: string) => (await t.app.inject({ method: 'GET', url: `/api${imgUrl}` })).rawPayload;
    const fixture = readFileSync(new URL('../../../../../../e2e/fixtures/avatar.png', import.meta.url));
    const fromPng = await avatar(admin, 'avatarfile', 'avatar.png', fixture);
    expect(fromPng).toMatchObject({ code: 200 });
    const png = await stored(fromPng.imgUrl);
    expect(png.equals(fixture)).toBe(false);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 200, height: 200 });

    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#409EFF' } })
      .jpeg().withExif({ IFD0: { Copyright: 'uploader secret', ImageDescription: 'taken at home' } }).toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const fromJpeg = await avatar(admin, 'avatarfile', 'photo.jpg', photo);
    expect(fromJpeg.imgUrl).toMatch(/^\/profile\/avatar\/\d{4}\/\d{2}\/\d{2}\/photo_[0-9a-f]{32}\.png$/);
    const square = await stored(fromJpeg.imgUrl);
    expect(square.includes('uploader secret')).toBe(false);
    const meta = await sharp(square).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 200, height: 200 });
    expect(meta.exif).toBeUndefined();
    expect((await admin.get('/getInfo')).user.avatar).toBe(fromJpeg.imgUrl);
  });

  it('refuses an avatar whose header declares more than 4096×4096, before decoding it, and keeps nothing', async () => {
    const current = (await admin.get('/getInfo')).user.avatar;
    const avatarFiles = () => readdirSync(join(dataDir, 'uploads', 'avatar'), { recursive: true, withFileTypes: true }).filter((f) => f.isFile()).length;
    const before = avatarFiles();
    const huge = blackPng(20000, 20000);
    expect(huge.length).toBeLessThan(100 * 1024);
    expect(await avatar(admin, 'avatarfile', 'bomb.png', huge)).toEqual({ code: 500, msg: '图片尺寸不能超过 4096×4096 像素（此图片为 20000×20000）' });
    expect((await avatar(admin, 'avatarfile', 'wide.png', blackPng(4097, 16))).msg).toBe('图片尺寸不能超过 4096×4096 像素（此图片为 4097×16）');
    expect((await avatar(admin, 'avatarfile', 'bomb.png', huge, 'en-US')).msg).toBe('The image cannot be larger than 4096×4096 pixels (this one is 20000×20000)');
    expect(avatarFiles()).toBe(before);
    expect((await admin.get('/getInfo')).user.avatar).toBe(current);
  });
});
