import type { UserBody } from '@freight/domain';
import type { DataReply, Reply } from '../../../../shared/request/reply';
import { importApi } from '../../../components/import';
import { crudApi } from '../../../components/list';
import { http } from '../../../request';

export interface User {
  userId: number;
  deptId: number | null;
  deptName: string | null;
  userName: string;
  nickName: string;
  email: string;
  phonenumber: string;
  sex: string;
  status: string;
  remark: string | null;
  createTime: string;
  postIds?: number[];
  roleIds?: number[];
}

export interface DeptNode {
  id: number;
  label: string;
  disabled?: boolean;
  children?: DeptNode[];
}

export interface RoleOption {
  roleId: number;
  roleName: string;
  roleKey: string;
  roleSort: number;
  status: string;
  createTime: string;
  flag?: boolean;
}

export interface PostOption {
  postId: number;
  postName: string;
  status: string;
}

/** Users: the usual calls, plus the department tree, options, password reset, status and role assignment. */
export const userApi = {
  ...crudApi<User, UserBody>('/system/user', 'user'),
  deptTree: async () => (await http.get<DataReply<DeptNode[]>>('/system/user/deptTree')).data,
  roles: async () => (await http.get<Reply & { roles: RoleOption[] }>('/system/user/')).roles,
  posts: async () => (await http.get<DataReply<PostOption[]>>('/system/post/optionselect')).data,
  resetPwd: (userId: number, password: string) => http.put<Reply>('/system/user/resetPwd', { userId, password }),
  changeStatus: (userId: number, status: string) => http.put<Reply>('/system/user/changeStatus', { userId, status }),
  authRole: async (userId: number) => {
    const reply = await http.get<Reply & { user: User; roles: RoleOption[] }>(`/system/user/authRole/${userId}`);
    return { user: reply.user, roles: reply.roles };
  },
  saveAuthRole: (userId: number, roleIds: readonly number[]) => http.put<Reply>('/system/user/authRole', { userId, roleIds: roleIds.join(',') }),
};

/** User import: the template, and an xlsx file with "update existing data" (POST /system/user/importData). */
export const userImportApi = importApi('/system/user', 'user');
