import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { providerRequestContext, trackSignOnRequest } from './requestContext';

const response = () => new EventEmitter() as unknown as ServerResponse;

afterEach(() => vi.restoreAllMocks());

describe('the sign-on provider request storage', () => {
  it('is switched off once the last sign-on request in flight has closed, not before', () => {
    const disable = vi.spyOn(providerRequestContext, 'disable');
    const first = response();
    const second = response();
    trackSignOnRequest(first);
    trackSignOnRequest(second);
    first.emit('close');
    expect(disable).not.toHaveBeenCalled();
    second.emit('close');
    expect(disable).toHaveBeenCalledTimes(1);

    const third = response();
    trackSignOnRequest(third);
    third.emit('close');
    third.emit('close');
    expect(disable).toHaveBeenCalledTimes(2);
  });

  it('is the storage the provider runs its requests in', async () => {
    const { default: storage } = (await import('oidc-provider/lib/helpers/' + 'als.js')) as { default: unknown };
    expect(providerRequestContext).toBe(storage);
  });

  it('still carries a request of the provider after being switched off', async () => {
    providerRequestContext.disable();
    const seen = await providerRequestContext.run({ request: 1 }, async () => {
      await Promise.resolve();
      return providerRequestContext.getStore();
    });
    expect(seen).toEqual({ request: 1 });
  });
});
