import { SendOutlined } from '@ant-design/icons';
import { Alert, App, Button, Descriptions, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DateRangeField, dateTimeColumn, dictColumn, DictFilter, ListTable, ListToolbar, Pagination, RowActions, SearchForm, TextFilter,
  textColumn, useListScreen, type ListColumn, type ListParams,
} from '../../../components/list';
import { usePermission } from '../../../components/usePermission';
import { DictTag } from '../../../components/DictTag';
import { useDict } from '../../../components/useDict';
import { formatDateTime } from '../../../format';
import { SafeHtml } from '../../../../shared/richText/SafeHtml';
import { DetailButton } from '../DetailButton';
import { mailApi, type LoggedMail, type MailContent } from './api';
import './mail.css';

const resendPermission = 'monitor:mail:resend';

/** Mail log (邮件日志): every mail the product wrote, its status and attempts; the mail itself; send again. */
export default function MailLogPage() {
  const { t } = useTranslation('admin');
  const { modal, message } = App.useApp();
  const { hasPermission } = usePermission();
  const { sys_mail_status: statuses } = useDict('sys_mail_status');
  const [sending, setSending] = useState(true);
  const [detail, setDetail] = useState<MailContent | 'loading'>();

  const open = async (mailId: number) => {
    setDetail('loading');
    try {
      setDetail((await mailApi.get(mailId)).data);
    } catch {
      setDetail(undefined);
    }
  };
  const resend = (ids: readonly number[]) => modal.confirm({
    title: t('dialog.title'),
    content: t('mail.resendConfirm', { count: ids.length }),
    okText: t('common.confirm'),
    cancelText: t('common.cancel'),
    onOk: async () => {
      try {
        await mailApi.resend(ids);
      } catch {
        return;
      }
      void message.success(t('mail.resent'));
      list.refresh();
    },
  });

  const columns: ListColumn<LoggedMail>[] = [
    textColumn('mailId', t('mail.mailId')),
    textColumn('recipient', t('mail.recipient')),
    textColumn('subject', t('mail.subject')),
    textColumn('reference', t('mail.reference')),
    dictColumn('status', t('mail.status'), statuses),
    textColumn('attempts', t('mail.attempts')),
    textColumn('lastError', t('mail.lastError')),
    dateTimeColumn('createTime', t('mail.createTime')),
    dateTimeColumn('sentAt', t('mail.sentAt')),
    {
      key: 'actions', title: t('common.actions'), align: 'center', hideable: false,
      render: (_, row) => (
        <RowActions>
          <DetailButton permission="monitor:mail:query" onClick={() => void open(row.mailId)} />
          {hasPermission(resendPermission) && (
            <Button type="link" size="small" icon={<SendOutlined />} onClick={() => resend([row.mailId])}>{t('mail.resend')}</Button>
          )}
        </RowActions>
      ),
    },
  ];
  const fetch = async (params: ListParams) => {
    const reply = await mailApi.list(params);
    setSending(reply.sending);
    return reply;
  };
  const list = useListScreen<LoggedMail>({ key: 'mailLog', fetch, rowKey: 'mailId', columns, recent: true });
  const shown = detail === 'loading' ? undefined : detail;

  return (
    <div className="list-screen">
      {!sending && <Alert type="warning" showIcon message={t('mail.notSending')} style={{ marginBottom: 12 }} />}
      <SearchForm {...list.searchProps}>
        <TextFilter name="recipient" label={t('mail.recipient')} />
        <TextFilter name="reference" label={t('mail.reference')} />
        <DictFilter name="status" label={t('mail.status')} dictType="sys_mail_status" />
        <DateRangeField label={t('mail.createTime')} />
      </SearchForm>
      <ListToolbar {...list.toolbarProps} permissions={{}}
        extra={hasPermission(resendPermission) && (
          <Button color="primary" variant="outlined" icon={<SendOutlined />} disabled={list.selection.ids.length === 0}
            onClick={() => resend(list.selection.ids)}>
            {t('mail.resend')}
          </Button>
        )} />
      <ListTable {...list.tableProps} />
      <Pagination {...list.paginationProps} />
      <Modal open={detail !== undefined} title={t('mail.detail')} width={760} footer={null} onCancel={() => setDetail(undefined)}>
        {detail === 'loading' && <Spin />}
        {shown && (
          <>
            <Descriptions column={2} size="small" bordered>
              <Descriptions.Item label={t('mail.recipient')}>{shown.recipient}</Descriptions.Item>
              <Descriptions.Item label={t('mail.status')}><DictTag options={statuses} value={shown.status} /></Descriptions.Item>
              <Descriptions.Item label={t('mail.subject')} span={2}>{shown.subject}</Descriptions.Item>
              <Descriptions.Item label={t('mail.createTime')}>{formatDateTime(shown.createTime)}</Descriptions.Item>
              <Descriptions.Item label={t('mail.sentAt')}>{shown.sentAt ? formatDateTime(shown.sentAt) : '—'}</Descriptions.Item>
              {shown.lastError && <Descriptions.Item label={t('mail.lastError')} span={2}>{shown.lastError}</Descriptions.Item>}
            </Descriptions>
            <SafeHtml className="mail-preview" html={shown.html} />
          </>
        )}
      </Modal>
    </div>
  );
}
