import axios from 'axios';
import { currentLanguage } from '../i18n';
import { languageTags } from '@freight/domain';

/** Portal calls wait at most 60 s (portal.md §7, §9). */
export const gatewayTimeoutMs = 60_000;

/**
 * The portal's one axios instance: JSON under /api, 60 s timeout, the interface language in Accept-Language.
 * It carries no token of its own; the gateway client adds the bearer token to signed calls.
 * Tests answer calls by replacing `http.defaults.adapter`.
 */
export const http = axios.create({
  baseURL: '/api',
  timeout: gatewayTimeoutMs,
  headers: { 'Content-Type': 'application/json;charset=utf-8' },
});

http.interceptors.request.use((config) => {
  config.headers['Accept-Language'] = languageTags[currentLanguage()];
  return config;
});
