import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const configModule = new URL('./config.ts', import.meta.url).pathname;
const folder = mkdtempSync(join(tmpdir(), 'freight-config-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The token secret one fresh process reads for the data folder, loading its config at the instant `at` (epoch ms). */
const secretInProcess = (at: number) => new Promise<string>((resolve, reject) => {
  const load = `process.stdout.write(m.loadConfig({ DATA_DIR: ${JSON.stringify(folder)} }).tokenSecret)`;
  const script = `import(${JSON.stringify(configModule)}).then((m) => setTimeout(() => ${load}, ${at} - Date.now()))`;
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => { out += chunk.toString(); });
  child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}`))));
});

describe('the generated token secret', () => {
  it('is the same for instances started together on one data folder, and only the secret file is left', async () => {
    const secrets = await Promise.all(Array.from({ length: 6 }, () => secretInProcess(Date.now() + 3_000)));
    expect(secrets[0]).toMatch(/^[\w-]{64}$/);
    expect(new Set(secrets).size).toBe(1);
    expect(readdirSync(folder)).toEqual(['token-secret']);
  }, 60_000);
});

describe('the time zone', () => {
  const zoneOf = (TIME_ZONE?: string) => loadConfig({ DATA_DIR: folder, ...(TIME_ZONE === undefined ? {} : { TIME_ZONE }) }).timeZone;

  it('is China time unless TIME_ZONE names another, by its canonical name', () => {
    expect(zoneOf()).toBe('Asia/Shanghai');
    expect(zoneOf('europe/moscow')).toBe('Europe/Moscow');
  });

  it('stops the start when TIME_ZONE names no zone', () => {
    expect(() => zoneOf('China Standard Time')).toThrow(/TIME_ZONE "China Standard Time" is not a time zone/);
  });
});

describe('production settings', () => {
  const production = { DATA_DIR: folder, NODE_ENV: 'production', TOKEN_SECRET: 'Zr8vN2qLw5Xk1Tb7Hc3Ym9Pd4Gf6Js0A' };

  it('stops the start without PUBLIC_URL, naming it, instead of guessing localhost', () => {
    expect(() => loadConfig(production)).toThrow(/set PUBLIC_URL \(the address users reach the server at/);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://rates.example.com/' }).publicUrl).toBe('https://rates.example.com');
  });

  it('stops the start when mails go out without MAIL_FROM, and names both when both are missing', () => {
    const mailing = { ...production, PUBLIC_URL: 'https://rates.example.com', SMTP_URL: 'smtp://mail.example.com:587' };
    expect(() => loadConfig(mailing)).toThrow(/set MAIL_FROM \(the sender/);
    expect(() => loadConfig({ ...mailing, PUBLIC_URL: '' })).toThrow(/set PUBLIC_URL .* and MAIL_FROM/);
    expect(loadConfig({ ...mailing, MAIL_FROM: 'Freight desk <desk@example.com>' }).mail).toEqual({ smtpUrl: 'smtp://mail.example.com:587', from: 'Freight desk <desk@example.com>' });
  });

  it('still guesses both outside production, for development', () => {
    const config = loadConfig({ DATA_DIR: folder, SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.mail?.from).toBe('Freight portal <no-reply@localhost>');
  });
});
