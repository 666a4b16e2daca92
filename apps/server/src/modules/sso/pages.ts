import { languageTags, messages, negotiateLanguage, translate, type Catalogue, type Language } from '@freight/domain';

/** Texts of the few pages the sign-on service renders itself (sign-out, errors, outages). */
const ssoPages = {
  'logout.title': { zh_CN: '正在退出登录…', en_US: 'Signing out…', ru_Ru: 'Выполняется выход…' },
  'logout.button': { zh_CN: '退出登录', en_US: 'Sign out', ru_Ru: 'Выйти' },
  'logout.done': { zh_CN: '您已退出登录。', en_US: 'You have signed out.', ru_Ru: 'Вы вышли из системы.' },
  'error.title': { zh_CN: '登录服务出错', en_US: 'Sign-on error', ru_Ru: 'Ошибка входа' },
  'unavailable.title': { zh_CN: '登录服务暂时不可用', en_US: 'Sign-on is temporarily unavailable', ru_Ru: 'Вход временно недоступен' },
  'error.back': { zh_CN: '返回首页', en_US: 'Back to the portal', ru_Ru: 'Вернуться на портал' },
} satisfies Catalogue;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function pageLanguage(uiLocales: unknown, cookieHeader: string | undefined, acceptLanguage: string | undefined): Language {
  const cookie = /(?:^|;\s*)language=([^;]+)/.exec(cookieHeader ?? '')?.[1];
  const locale = typeof uiLocales === 'string' ? uiLocales.split(' ')[0] : undefined;
  return negotiateLanguage(cookie ? decodeURIComponent(cookie) : undefined, locale ?? acceptLanguage);
}

/** The language of a page the provider renders: the request's ui_locales, else the language cookie or header. */
export const providerPageLanguage = (koa: { get(field: string): string; oidc?: { params?: { ui_locales?: unknown } } }) =>
  pageLanguage(koa.oidc?.params?.ui_locales, koa.get('cookie'), koa.get('accept-language'));

/** Buttons take the portal's primary colour (the accessible shade of #409EFF, docs/decisions.md). */
function page(language: Language, title: string, body: string) {
  return `<!doctype html><html lang="${languageTags[language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f0f4fa;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}main{background:#fff;padding:32px 40px;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.08);max-width:420px;text-align:center}h1{font-size:1.5em}button,a.button{background:#006ad6;color:#fff;border:0;border-radius:4px;padding:8px 20px;font-size:14px;cursor:pointer;text-decoration:none;display:inline-block}pre{white-space:pre-wrap;color:#a61d24;text-align:left}</style></head><body><main>${body}</main></body></html>`;
}

/** The one script of these pages, allowed by its hash (platform/securityHeaders.ts). */
export const logoutScript = "document.getElementById('op.logoutForm').submit()";

/** The portal has already asked "log out?": the provider's own confirmation submits itself. */
export function logoutPage(language: Language, form: string) {
  const t = (key: keyof typeof ssoPages) => translate(ssoPages, language, key);
  const withChoice = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
  return page(language, t('logout.title'), `<h1>${t('logout.title')}</h1>${withChoice}<button type="submit" form="op.logoutForm">${t('logout.button')}</button><script>${logoutScript}</script>`);
}

export function logoutDonePage(language: Language) {
  const t = (key: keyof typeof ssoPages) => translate(ssoPages, language, key);
  return page(language, t('logout.done'), `<h1>${t('logout.done')}</h1><a class="button" href="/">${t('error.back')}</a>`);
}

export function errorPage(language: Language, details: Record<string, unknown>) {
  const t = (key: keyof typeof ssoPages) => translate(ssoPages, language, key);
  const lines = Object.entries(details).map(([k, v]) => `${escapeHtml(k)}: ${escapeHtml(String(v))}`).join('\n');
  return page(language, t('error.title'), `<h1>${t('error.title')}</h1><pre>${lines}</pre><a class="button" href="/">${t('error.back')}</a>`);
}

/** The database or Redis is down: the same words as the API's 503, with a way back. */
export function unavailablePage(language: Language) {
  const t = (key: keyof typeof ssoPages) => translate(ssoPages, language, key);
  return page(language, t('unavailable.title'), `<h1>${t('unavailable.title')}</h1><p>${translate(messages, language, 'service.unavailable')}</p><a class="button" href="/">${t('error.back')}</a>`);
}
