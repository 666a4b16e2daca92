import type { Edited, RoleBody, RoleDataScopeBody } from '@freight/domain';
import type { DataReply, Reply, TableReply } from '../../../../shared/request/reply';
import { crudApi, type ListParams } from '../../../components/list';
import { http } from '../../../request';

export interface Role {
  roleId: number;
  roleName: string;
  roleKey: string;
  roleSort: number;
  dataScope: string;
  menuCheckStrictly: boolean;
  deptCheckStrictly: boolean;
  status: string;
  remark: string | null;
  createTime: string;
  /** The version of the role as read: an edit is saved only over it. */
  version: number;
}

export interface TreeOption {
  id: number;
  label: string;
  children?: TreeOption[];
}

export interface AuthUser {
  userId: number;
  userName: string;
  nickName: string;
  email: string;
  phonenumber: string;
  status: string;
  createTime: string;
}

/** Roles: the usual calls, the menu and department trees, data scope, status, and the users of a role. */
export const roleApi = {
  ...crudApi<Role, RoleBody>('/system/role', 'role'),
  menuTree: async () => (await http.get<DataReply<TreeOption[]>>('/system/menu/treeselect')).data,
  roleMenuTree: async (roleId: number) => {
    const reply = await http.get<Reply & { menus: TreeOption[]; checkedKeys: number[] }>(`/system/menu/roleMenuTreeselect/${roleId}`);
    return { menus: reply.menus, checkedKeys: reply.checkedKeys };
  },
  deptTree: async (roleId: number) => {
    const reply = await http.get<Reply & { depts: TreeOption[]; checkedKeys: number[] }>(`/system/role/deptTree/${roleId}`);
    return { depts: reply.depts, checkedKeys: reply.checkedKeys };
  },
  dataScope: (body: Edited<RoleDataScopeBody>) => http.put<Reply>('/system/role/dataScope', body),
  changeStatus: (roleId: number, status: string) => http.put<Reply>('/system/role/changeStatus', { roleId, status }),
  allocatedList: (params: ListParams) => http.get<TableReply<AuthUser>>('/system/role/authUser/allocatedList', { params }),
  unallocatedList: (params: ListParams) => http.get<TableReply<AuthUser>>('/system/role/authUser/unallocatedList', { params }),
  cancel: (roleId: number, userId: number) => http.put<Reply>('/system/role/authUser/cancel', { roleId, userId }),
  cancelAll: (roleId: number, userIds: readonly number[]) => http.put<Reply>('/system/role/authUser/cancelAll', { roleId, userIds: userIds.join(',') }),
  selectAll: (roleId: number, userIds: readonly number[]) => http.put<Reply>('/system/role/authUser/selectAll', { roleId, userIds: userIds.join(',') }),
};
