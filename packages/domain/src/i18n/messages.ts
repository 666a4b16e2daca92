import type { Catalogue } from './translate';

/**
 * Messages shared by the server and both web apps: validation, sign-in, and the
 * error catalogue of the request clients. Keys are stable; texts follow the specifications.
 */
export const messages = {
  'http.401': { zh_CN: '认证失败，无法访问系统资源', en_US: 'Authentication failed, cannot access system resources', ru_Ru: 'Ошибка аутентификации, доступ к ресурсам системы невозможен' },
  'http.403': { zh_CN: '当前操作没有权限', en_US: 'You have no permission for this operation', ru_Ru: 'Нет прав на эту операцию' },
  'http.404': { zh_CN: '访问资源不存在', en_US: 'The requested resource does not exist', ru_Ru: 'Запрошенный ресурс не существует' },
  'http.default': { zh_CN: '系统未知错误，请反馈给管理员', en_US: 'Unknown system error, please report it to the administrator', ru_Ru: 'Неизвестная ошибка системы, сообщите администратору' },
  'http.network': { zh_CN: '后端接口连接异常', en_US: 'Backend interface connection abnormal', ru_Ru: 'Ошибка соединения с сервером' },
  'http.timeout': { zh_CN: '系统接口请求超时', en_US: 'System interface request timed out', ru_Ru: 'Время ожидания ответа сервера истекло' },
  'http.status': { zh_CN: '系统接口{status}异常', en_US: 'System interface {status} abnormal', ru_Ru: 'Ошибка интерфейса системы {status}' },
  'http.duplicate': { zh_CN: '数据正在处理，请勿重复提交', en_US: 'Data is being processed, do not resubmit', ru_Ru: 'Данные обрабатываются, не отправляйте повторно' },
  'http.download': { zh_CN: '下载文件出现错误，请联系管理员！', en_US: 'Error downloading the file, please contact the administrator!', ru_Ru: 'Ошибка загрузки файла, обратитесь к администратору!' },
  'request.tooLarge': { zh_CN: '请求内容过大', en_US: 'The request is too large', ru_Ru: 'Слишком большой запрос' },
  'request.malformed': { zh_CN: '请求格式错误', en_US: 'The request body is not valid JSON', ru_Ru: 'Тело запроса не является корректным JSON' },
  'request.tooMany': { zh_CN: '访问过于频繁，请稍候再试', en_US: 'Too many requests, please try again later', ru_Ru: 'Слишком много запросов, повторите позже' },
  'request.invalid': { zh_CN: '参数错误：{field} {reason}', en_US: 'Invalid parameter: {field} {reason}', ru_Ru: 'Неверный параметр: {field} {reason}' },
  'route.notFound': { zh_CN: '请求地址不存在：{path}', en_US: 'No such address: {path}', ru_Ru: 'Адрес не существует: {path}' },
  'field.required': { zh_CN: '不能为空', en_US: 'is required', ru_Ru: 'обязательно' },
  'field.invalid': { zh_CN: '格式不正确', en_US: 'is not valid', ru_Ru: 'имеет неверный формат' },
  'login.username.required': { zh_CN: '请输入您的账号', en_US: 'Please enter your account', ru_Ru: 'Введите учётную запись' },
  'login.password.required': { zh_CN: '请输入您的密码', en_US: 'Please enter your password', ru_Ru: 'Введите пароль' },
  'login.code.required': { zh_CN: '请输入验证码', en_US: 'Please enter the captcha', ru_Ru: 'Введите код проверки' },
  'captcha.expired': { zh_CN: '验证码已失效', en_US: 'The captcha has expired', ru_Ru: 'Срок действия кода проверки истёк' },
  'captcha.wrong': { zh_CN: '验证码错误', en_US: 'The captcha is wrong', ru_Ru: 'Неверный код проверки' },
  'login.failed': { zh_CN: '用户不存在/密码错误', en_US: 'User does not exist or the password is wrong', ru_Ru: 'Пользователь не существует или пароль неверен' },
  'login.locked': { zh_CN: '密码输入错误{count}次，帐户锁定{minutes}分钟', en_US: 'Wrong password entered {count} times, the account is locked for {minutes} minutes', ru_Ru: 'Пароль введён неверно {count} раз, учётная запись заблокирована на {minutes} минут' },
  'login.disabled': { zh_CN: '对不起，您的账号已停用', en_US: 'Sorry, your account has been disabled', ru_Ru: 'Ваша учётная запись отключена' },
  'login.success': { zh_CN: '登录成功', en_US: 'Signed in', ru_Ru: 'Вход выполнен' },
  'logout.success': { zh_CN: '退出成功', en_US: 'Signed out', ru_Ru: 'Выход выполнен' },
  'register.disabled': { zh_CN: '当前系统没有开启注册功能！', en_US: 'Registration is not enabled on this system!', ru_Ru: 'Регистрация в системе отключена!' },
  'register.username.length': { zh_CN: '用户账号长度必须介于 2 和 20 之间', en_US: 'The account must be 2 to 20 characters long', ru_Ru: 'Длина учётной записи должна быть от 2 до 20 символов' },
  'register.password.length': { zh_CN: '用户密码长度必须介于 5 和 20 之间', en_US: 'The password must be 5 to 20 characters long', ru_Ru: 'Длина пароля должна быть от 5 до 20 символов' },
  'register.password.chars': { zh_CN: '不能包含非法字符：< > " \' \\ |', en_US: 'Must not contain the characters < > " \' \\ |', ru_Ru: 'Не должен содержать символы < > " \' \\ |' },
  'register.confirm.required': { zh_CN: '请再次输入您的密码', en_US: 'Please enter your password again', ru_Ru: 'Введите пароль ещё раз' },
  'register.confirm.mismatch': { zh_CN: '两次输入的密码不一致', en_US: 'The two passwords entered do not match', ru_Ru: 'Введённые пароли не совпадают' },
  'register.exists': { zh_CN: "保存用户'{name}'失败，注册账号已存在", en_US: "Cannot save user '{name}': the account already exists", ru_Ru: "Не удалось сохранить пользователя '{name}': учётная запись уже существует" },
  'register.success': { zh_CN: '恭喜你，您的账号 {name} 注册成功！', en_US: 'Congratulations, your account {name} has been registered!', ru_Ru: 'Поздравляем, учётная запись {name} зарегистрирована!' },
  'password.old.required': { zh_CN: '旧密码不能为空', en_US: 'The old password cannot be empty', ru_Ru: 'Старый пароль не может быть пустым' },
  'password.new.required': { zh_CN: '新密码不能为空', en_US: 'The new password cannot be empty', ru_Ru: 'Новый пароль не может быть пустым' },
  'password.new.rule': { zh_CN: '密码须为 6 到 20 位，包含字母、数字和特殊字符', en_US: 'The password must be 6 to 20 characters with letters, digits and a special character', ru_Ru: 'Пароль: 6–20 символов, буквы, цифры и специальный символ' },
  'password.confirm.required': { zh_CN: '确认密码不能为空', en_US: 'The confirmation cannot be empty', ru_Ru: 'Подтверждение не может быть пустым' },
  'password.confirm.mismatch': { zh_CN: '两次输入的密码不一致', en_US: 'The two passwords do not match', ru_Ru: 'Пароли не совпадают' },
  'password.old.wrong': { zh_CN: '修改密码失败，旧密码错误', en_US: 'The old password is wrong', ru_Ru: 'Старый пароль неверен' },
  'password.new.same': { zh_CN: '新密码不能与旧密码相同', en_US: 'The new password must differ from the old one', ru_Ru: 'Новый пароль должен отличаться от старого' },
  'password.expired': { zh_CN: '初始密码须先修改后才能使用系统', en_US: 'Please change your one-time password first', ru_Ru: 'Сначала смените одноразовый пароль' },
  'operation.success': { zh_CN: '操作成功', en_US: 'Done', ru_Ru: 'Выполнено' },
  'operation.failed': { zh_CN: '操作失败', en_US: 'The operation failed', ru_Ru: 'Операция не выполнена' },
} satisfies Catalogue;

export type MessageKey = keyof typeof messages;
