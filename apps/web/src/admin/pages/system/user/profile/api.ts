import type { ProfileBody } from '@freight/domain';
import type { Reply } from '../../../../../shared/request/reply';
import { http } from '../../../../request';
import type { AdminUser } from '../../../../session/api';

export interface Profile extends AdminUser {
  createTime?: string;
  deptName?: string;
}

export interface ProfileReply extends Reply {
  data: Profile;
  roleGroup: string;
  postGroup: string;
}

export const profileApi = {
  get: () => http.get<ProfileReply>('/system/user/profile'),
  update: (body: ProfileBody) => http.put<Reply>('/system/user/profile', body),
  avatar: async (png: Blob) => {
    const body = new FormData();
    body.append('avatarfile', png, 'avatar.png');
    return http.post<Reply & { imgUrl: string }>('/system/user/profile/avatar', body, { allowRepeat: true });
  },
};
