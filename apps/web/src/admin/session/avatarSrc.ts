/**
 * Where the browser loads an avatar from. The server keeps it as RuoYi does, a path under its base
 * (`/profile/avatar/...`, served at `/api/profile/avatar/...`); a full address is used as it is.
 */
export function avatarSrc(avatar: string | null | undefined): string | undefined {
  if (!avatar) return undefined;
  return /^(https?:|data:|blob:)/.test(avatar) ? avatar : `/api${avatar}`;
}
