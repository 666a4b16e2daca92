/** `/captchaImage` answers bare base64 of a GIF, as RuoYi does; a picture element needs it as a data URL. */
export const captchaPicture = (img: string | undefined): string | undefined => (img ? `data:image/gif;base64,${img}` : undefined);
