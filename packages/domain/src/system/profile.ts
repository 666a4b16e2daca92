import { z } from 'zod';
import { text } from '../text';
import { mailAddressText } from '../mailAddress';
import { isMainlandPhone } from '../validators';

/** The signed-in person's own basic information (back-office.md §5, profile). */
export const ProfileBody = z.object({
  nickName: text(30, { required: 'profile.nickName.required', tooLong: 'profile.nickName.length' }),
  phonenumber: z.string().trim().max(11, { error: 'field.phone' })
    .refine((s) => s === '' || isMainlandPhone(s), { error: 'field.phone' }).default(''),
  email: mailAddressText(50).default(''),
  sex: z.enum(['0', '1', '2'], { error: 'field.invalid' }).optional(),
});
export type ProfileBody = z.input<typeof ProfileBody>;

/**
 * Upload limits of back-office.md §5 and §9. `maxSide` bounds the width and height a picture's header
 * declares, so a small file cannot hold an image too large to decode (pictures in pages and avatars).
 */
export const uploadLimits = {
  image: { types: ['png', 'jpg', 'jpeg'], maxMb: 5, maxFiles: 5, maxSide: 8192 },
  /** Pictures of the rich-text editor (§5): SVG too, sanitised by the server before it is stored and when it is served. */
  editorImage: { types: ['png', 'jpg', 'jpeg', 'svg'], maxMb: 5, maxSide: 8192 },
  file: { types: ['doc', 'xls', 'ppt', 'txt', 'pdf', 'jpg', 'png', 'xlsx', 'docx', 'pptx', 'mp4'], maxMb: 500, maxFiles: 5, maxSide: 8192 },
  avatar: { types: ['png', 'jpg', 'jpeg'], maxMb: 5, maxSide: 4096 },
} as const;

/** The reply of POST /common/upload and /common/flUl. */
export interface UploadReply {
  code: number;
  msg: string;
  fileName?: string;
  url?: string;
  newFileName?: string;
  originalFilename?: string;
}
