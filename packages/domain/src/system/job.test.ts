import { describe, expect, it } from 'vitest';
import { checkCronFirings, JobBody, jobMinIntervalSeconds, parseInvokeTarget } from './job';

const errorOf = (target: string) => {
  const check = parseInvokeTarget(target);
  return check.ok ? 'ok' : check.error;
};

describe('invoke target grammar', () => {
  it('accepts registered tasks with literal arguments of the right kinds', () => {
    expect(parseInvokeTarget('ryTask.ryNoParams')).toEqual({ ok: true, call: { task: 'ryTask.ryNoParams', args: [] } });
    expect(parseInvokeTarget('ryTask.ryNoParams()')).toEqual({ ok: true, call: { task: 'ryTask.ryNoParams', args: [] } });
    expect(parseInvokeTarget("ryTask.ryParams('ry')")).toEqual({ ok: true, call: { task: 'ryTask.ryParams', args: ['ry'] } });
    expect(parseInvokeTarget('ryTask.ryParams("r y")')).toEqual({ ok: true, call: { task: 'ryTask.ryParams', args: ['r y'] } });
    expect(parseInvokeTarget("ryTask.ryMultipleParams('ry', true, 2000L, 316.50D, 100)")).toEqual({
      ok: true, call: { task: 'ryTask.ryMultipleParams', args: ['ry', true, 2000, 316.5, 100] },
    });
    expect(parseInvokeTarget(' logs.purge( 90 ) ')).toEqual({ ok: true, call: { task: 'logs.purge', args: [90] } });
    expect(errorOf('freight.expireRates()')).toBe('ok');
    expect(errorOf('cache.refresh')).toBe('ok');
  });

  it('refuses names that are not registered', () => {
    for (const target of ['ryTask.unknown', 'other.ryNoParams()', '__proto__.constructor', 'constructor.prototype()', 'toString.call()']) {
      expect(errorOf(target), target).toBe('job.target.unknown');
    }
  });

  it('refuses wrong arguments for a known task', () => {
    for (const target of ['logs.purge()', "logs.purge('90')", 'logs.purge(90, 1)', 'logs.purge(0)', 'logs.purge(1.5)', 'logs.purge(-3)', 'logs.purge(36501)', 'logs.purge(99999999999)', 'ryTask.ryParams(1)', "cache.refresh('x')"]) {
      expect(errorOf(target), target).toBe('job.target.args');
    }
  });

  it('refuses code, paths, property chains and calls inside arguments', () => {
    const hostile = [
      '', 'ryTask', 'ryTask.', '.ryNoParams', 'ryTask .ryNoParams',
      "java.lang.Runtime.getRuntime().exec('id')", 'a.b.c', 'ryTask.ryNoParams.call', 'com.ruoyi.quartz.task.RyTask.ryNoParams()',
      "ryTask.ryParams(require('fs'))", 'ryTask.ryParams(ryTask.ryNoParams())', "ryTask.ryParams('a' + 'b')", 'ryTask.ryParams(`x`)',
      "constructor.constructor('return process')()", 'ryTask.ryNoParams();process.exit()', 'ryTask.ryNoParams() && rm -rf /',
      "ryTask.ryParams('a\\'b')", 'ryTask.ryParams(\'unterminated)', 'logs.purge(9e9)', 'logs.purge(0x10)', 'logs.purge(90,)',
      '../../etc/passwd', '/bin/sh', 'http://evil.example/x', 'rmi://evil/x', 'ldap://x', "ryTask.ryParams('a')('b')",
      'ryTask.ryParams(x)', 'ryTask.ryParams(null)', 'ryTask.ryParams(undefined)', 'ryTask.ryParams({})', 'ryTask.ryParams([1])',
    ];
    for (const target of hostile) expect(errorOf(target), target).toBe('job.target.syntax');
  });
});

describe('job form', () => {
  const valid = { jobName: 'Purge', invokeTarget: 'logs.purge(90)', cronExpression: '0 0 2 * * ?' };
  it('fills the defaults and checks target and cron shape', () => {
    expect(JobBody.parse(valid)).toMatchObject({ jobGroup: 'DEFAULT', misfirePolicy: '3', concurrent: '1', status: '0' });
    expect(JobBody.safeParse({ ...valid, invokeTarget: 'a.b.c' }).error?.issues[0]?.message).toBe('job.target.syntax');
    expect(JobBody.safeParse({ ...valid, cronExpression: '* * * * *' }).error?.issues[0]?.message).toBe('job.cron.invalid');
    expect(JobBody.safeParse({ ...valid, misfirePolicy: '4' }).error?.issues[0]?.message).toBe('job.misfire.invalid');
  });
});

describe('schedule rule', () => {
  const seconds = (...at: number[]) => at.map((s) => new Date(Date.UTC(2030, 0, 1, 0, 0, s)));
  it('refuses a cron without firings, and firings closer than the minimum', () => {
    expect(checkCronFirings([], 60)).toEqual({ ok: false, error: 'job.cron.never' });
    expect(checkCronFirings(seconds(0, 1, 2), 60)).toEqual({ ok: false, error: 'job.cron.tooFrequent' });
    expect(checkCronFirings(seconds(0, 120, 150), 60)).toEqual({ ok: false, error: 'job.cron.tooFrequent' });
    expect(checkCronFirings(seconds(0, 60, 180), 60)).toEqual({ ok: true });
    expect(checkCronFirings(seconds(0), 60)).toEqual({ ok: true });
    expect(checkCronFirings(seconds(0, 1, 2), 1)).toEqual({ ok: true });
  });

  it('reads the minimum from the parameter, 60 seconds when absent or not a whole number of 1 or more', () => {
    expect(jobMinIntervalSeconds('300')).toBe(300);
    expect(jobMinIntervalSeconds(' 5 ')).toBe(5);
    for (const value of [null, undefined, '', 'soon', '0', '-5', '1.5', '1e3', '0x10', '9999999999']) expect(jobMinIntervalSeconds(value), String(value)).toBe(60);
  });
});
