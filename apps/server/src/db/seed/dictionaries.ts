/** Dictionaries the screens need; labels in Chinese, English and Russian. */
export interface DictSeed {
  type: string;
  name: string;
  data: { value: string; label: [string, string, string]; listClass?: string; isDefault?: boolean }[];
}

export const systemDictionaries: DictSeed[] = [
  { type: 'sys_user_sex', name: '用户性别', data: [
    { value: '0', label: ['男', 'Male', 'Мужской'], isDefault: true },
    { value: '1', label: ['女', 'Female', 'Женский'] },
    { value: '2', label: ['未知', 'Unknown', 'Не указан'] },
  ] },
  { type: 'sys_show_hide', name: '菜单状态', data: [
    { value: '0', label: ['显示', 'Shown', 'Показан'], listClass: 'primary', isDefault: true },
    { value: '1', label: ['隐藏', 'Hidden', 'Скрыт'], listClass: 'danger' },
  ] },
  { type: 'sys_normal_disable', name: '系统开关', data: [
    { value: '0', label: ['正常', 'Normal', 'Активен'], listClass: 'primary', isDefault: true },
    { value: '1', label: ['停用', 'Disabled', 'Отключён'], listClass: 'danger' },
  ] },
  { type: 'sys_job_status', name: '任务状态', data: [
    { value: '0', label: ['正常', 'Running', 'Активно'], listClass: 'primary', isDefault: true },
    { value: '1', label: ['暂停', 'Paused', 'Приостановлено'], listClass: 'danger' },
  ] },
  { type: 'sys_job_group', name: '任务分组', data: [
    { value: 'DEFAULT', label: ['默认', 'Default', 'По умолчанию'], isDefault: true },
    { value: 'SYSTEM', label: ['系统', 'System', 'Система'] },
  ] },
  { type: 'sys_yes_no', name: '系统是否', data: [
    { value: 'Y', label: ['是', 'Yes', 'Да'], listClass: 'primary', isDefault: true },
    { value: 'N', label: ['否', 'No', 'Нет'], listClass: 'danger' },
  ] },
  { type: 'sys_notice_type', name: '通知类型', data: [
    { value: '1', label: ['通知', 'Notice', 'Уведомление'], listClass: 'warning', isDefault: true },
    { value: '2', label: ['公告', 'Announcement', 'Объявление'], listClass: 'success' },
  ] },
  { type: 'sys_notice_status', name: '通知状态', data: [
    { value: '0', label: ['正常', 'Open', 'Открыто'], listClass: 'primary', isDefault: true },
    { value: '1', label: ['关闭', 'Closed', 'Закрыто'], listClass: 'danger' },
  ] },
  { type: 'sys_oper_type', name: '操作类型', data: [
    { value: '1', label: ['新增', 'Add', 'Добавление'], listClass: 'info' },
    { value: '2', label: ['修改', 'Edit', 'Изменение'], listClass: 'info' },
    { value: '3', label: ['删除', 'Delete', 'Удаление'], listClass: 'danger' },
    { value: '4', label: ['授权', 'Grant', 'Предоставление прав'], listClass: 'primary' },
    { value: '5', label: ['导出', 'Export', 'Экспорт'], listClass: 'warning' },
    { value: '6', label: ['导入', 'Import', 'Импорт'], listClass: 'warning' },
    { value: '7', label: ['强退', 'Force logout', 'Принудительный выход'], listClass: 'danger' },
    { value: '8', label: ['生成代码', 'Generate code', 'Генерация кода'], listClass: 'warning' },
    { value: '9', label: ['清空数据', 'Clear data', 'Очистка данных'], listClass: 'danger' },
    { value: '0', label: ['其他', 'Other', 'Другое'], listClass: 'info' },
  ] },
  { type: 'sys_mail_status', name: '邮件状态', data: [
    { value: 'pending', label: ['未发送', 'Not sent', 'Не отправлено'], listClass: 'info', isDefault: true },
    { value: 'retrying', label: ['重试中', 'Retrying', 'Повтор'], listClass: 'warning' },
    { value: 'sent', label: ['已发送', 'Sent', 'Отправлено'], listClass: 'success' },
    { value: 'failed', label: ['失败', 'Failed', 'Ошибка'], listClass: 'danger' },
    { value: 'cancelled', label: ['已取消', 'Cancelled', 'Отменено'], listClass: 'info' },
  ] },
  { type: 'sys_common_status', name: '系统状态', data: [
    { value: '0', label: ['成功', 'Success', 'Успех'], listClass: 'primary', isDefault: true },
    { value: '1', label: ['失败', 'Failure', 'Ошибка'], listClass: 'danger' },
  ] },
];

export const systemParameters = [
  { configName: '主框架页-默认皮肤样式名称', configKey: 'sys.index.skinName', configValue: 'skin-blue' },
  { configName: '用户管理-账号初始密码', configKey: 'sys.user.initPassword', configValue: 'Freight#2026' },
  { configName: '主框架页-侧边栏主题', configKey: 'sys.index.sideTheme', configValue: 'theme-dark' },
  { configName: '账号自助-验证码开关', configKey: 'sys.account.captchaEnabled', configValue: 'true' },
  { configName: '账号自助-是否开启用户注册功能', configKey: 'sys.account.registerUser', configValue: 'false' },
  { configName: '用户登录-黑名单列表', configKey: 'sys.login.blackIPList', configValue: '' },
  { configName: '用户管理-初始密码修改策略', configKey: 'sys.account.initPasswordModify', configValue: '1', remark: '0：初始密码修改策略关闭，没有任何提示，1：管理员设置或重置的密码须在下次登录时修改' },
  { configName: '用户管理-账号密码更新周期', configKey: 'sys.account.passwordValidateDays', configValue: '0', remark: '密码更新周期（天）：0 不限制；大于 0 时，密码超过这么多天未修改的用户登录后须先修改密码' },
  { configName: '定时任务-最短执行间隔（秒）', configKey: 'sys.job.minIntervalSeconds', configValue: '60', remark: '两次执行的最短间隔（秒）；新增、修改和恢复任务时，比此更频繁的Cron表达式会被拒绝；缺少此参数时按 60 秒' },
  { configName: '加价规则-最低毛利(%)', configKey: 'freight.markup.floorPercent', configValue: '2', remark: '加价规则给出的毛利（占采购价的百分比）不得低于此值；低于时只有拥有"低于最低毛利保存"权限的用户填写原因后才能保存' },
  { configName: '报价-有效天数', configKey: 'freight.quote.validDays', configValue: '7', remark: '报价自报价日期起的有效天数（1～365）；过期后客户不能再接受，定时任务 freight.expireQuotes 将其标为已过期；缺少此参数时按 7' },
  { configName: '门户询价-每分钟上限', configKey: 'freight.inquiry.perMinute', configValue: '20', remark: '每个客户账号每分钟最多提交的询价数（海运、铁路拼箱、铁路整箱合计）；缺少此参数时按 20' },
  { configName: '门户询价-每日上限', configKey: 'freight.inquiry.perDay', configValue: '500', remark: '每个客户账号 24 小时内最多提交的询价数（三类合计）；缺少此参数时按 500' },
];
